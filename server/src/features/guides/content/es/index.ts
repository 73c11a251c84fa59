import type { GuideSlug, Guide } from '@shared/api/guides';
import { focusTechniques } from './focus-techniques';
import { habitBuilding } from './habit-building';
import { taskPrioritization } from './task-prioritization';

/** The guides in Spanish. */
export const guides: Record<GuideSlug, Guide> = {
  'task-prioritization': taskPrioritization,
  'focus-techniques': focusTechniques,
  'habit-building': habitBuilding,
};
