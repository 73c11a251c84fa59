import { Flame, ListChecks, Timer, type LucideIcon } from 'lucide-react';
import type { GuideSlug } from '@shared/api/guides';

export const guideIcons: Record<GuideSlug, LucideIcon> = {
  'task-prioritization': ListChecks,
  'focus-techniques': Timer,
  'habit-building': Flame,
};
