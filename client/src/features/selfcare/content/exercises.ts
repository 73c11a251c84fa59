import { NotebookPen, PersonStanding, CookingPot, Wind, type LucideIcon } from 'lucide-react';

export const exerciseSlugs = ['guided-breathing', 'timed-stretching', 'reflection-journal', 'mindful-activity'] as const;
export type ExerciseSlug = (typeof exerciseSlugs)[number];

export interface ExerciseInfo {
  slug: ExerciseSlug;
  title: string;
  description: string;
  length: string;
  icon: LucideIcon;
}

/** The four self-care exercises (SPEC section 2), free on every plan. */
export const exercises: Record<ExerciseSlug, ExerciseInfo> = {
  'guided-breathing': {
    slug: 'guided-breathing',
    title: 'Guided Breathing',
    description: 'Slow your breath with a calm 4‑4‑6 rhythm to ease stress in a few minutes.',
    length: 'As long as you like',
    icon: Wind,
  },
  'timed-stretching': {
    slug: 'timed-stretching',
    title: 'Timed Stretching',
    description: 'Five gentle stretches, 30 seconds each, to release tension from your body.',
    length: '2½ minutes',
    icon: PersonStanding,
  },
  'reflection-journal': {
    slug: 'reflection-journal',
    title: 'Reflection Journal',
    description: 'Ten prompts to help you notice how you are doing. Kept on this device, or with your account if you choose.',
    length: '5–15 minutes',
    icon: NotebookPen,
  },
  'mindful-activity': {
    slug: 'mindful-activity',
    title: 'Mindful Activity',
    description: 'Turn cooking a simple meal into a calming, present-moment practice.',
    length: '11 minutes',
    icon: CookingPot,
  },
};

export const isExerciseSlug = (slug: string): slug is ExerciseSlug => (exerciseSlugs as readonly string[]).includes(slug);
