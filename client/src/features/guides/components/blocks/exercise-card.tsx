import { Clock, PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GuideBlockOf } from '@shared/api/guides';

/** Something to try now: its steps, then questions to reflect on afterwards. */
export function ExerciseCard({ block }: { block: GuideBlockOf<'exercise'> }) {
  const { t } = useTranslation('guides');
  return (
    <section className="rounded-2xl border border-primary/20 bg-accent/40 p-5 sm:p-6" data-testid="guide-exercise">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-foreground">{block.title}</h3>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-surface px-3 py-1 text-xs font-medium text-primary">
          <Clock className="h-3.5 w-3.5" aria-hidden />
          {block.duration}
        </span>
      </div>
      <ol className="mt-4 space-y-3">
        {block.steps.map((step, index) => (
          <li key={step} className="flex gap-3 text-sm leading-relaxed text-slate-800">
            <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
      {block.reflection.length > 0 && (
        <div className="mt-5 rounded-xl bg-surface p-4">
          <h4 className="flex items-center gap-2 text-sm font-semibold text-foreground">
            <PenLine className="h-4 w-4 text-primary" aria-hidden />
            {t('blocks.reflect')}
          </h4>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-700 marker:text-primary">
            {block.reflection.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
