import type { GuideBlock as GuideBlockData } from '@shared/api/guides';
import { EisenhowerMatrix } from './eisenhower-matrix';
import { ExerciseCard } from './exercise-card';
import { StepsAccordion } from './steps-accordion';
import { BulletList, IdeaCards, Paragraph, Schedule, Tip } from './text-blocks';

/** One piece of a guide's content, drawn by its kind. */
export function GuideBlock({ block }: { block: GuideBlockData }) {
  switch (block.kind) {
    case 'paragraph':
      return <Paragraph block={block} />;
    case 'list':
      return <BulletList block={block} />;
    case 'tip':
      return <Tip block={block} />;
    case 'cards':
      return <IdeaCards block={block} />;
    case 'matrix':
      return <EisenhowerMatrix block={block} />;
    case 'steps':
      return <StepsAccordion block={block} />;
    case 'schedule':
      return <Schedule block={block} />;
    case 'exercise':
      return <ExerciseCard block={block} />;
  }
}
