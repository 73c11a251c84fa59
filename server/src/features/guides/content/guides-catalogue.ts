import type { Guide, GuideSlug, GuideSummary } from '@shared/api/guides';
import { guideSlugs } from '@shared/api/guides';
import { focusTechniques } from './focus-techniques';
import { habitBuilding } from './habit-building';
import { taskPrioritization } from './task-prioritization';

const guides: Record<GuideSlug, Guide> = {
  'task-prioritization': taskPrioritization,
  'focus-techniques': focusTechniques,
  'habit-building': habitBuilding,
};

/** The whole guide; its text lives here on the server, never in the client bundle. */
export function guideBySlug(slug: GuideSlug): Guide {
  return guides[slug];
}

/** What anyone may see: titles and summaries, in the guide page's order. */
export function guideSummaries(): GuideSummary[] {
  return guideSlugs.map((slug) => {
    const { title, summary, readMinutes } = guides[slug];
    return { slug, title, summary, readMinutes };
  });
}
