import { NotebookPen, PersonStanding, CookingPot, Wind, type LucideIcon } from 'lucide-react';

export const exerciseSlugs = ['guided-breathing', 'timed-stretching', 'reflection-journal', 'mindful-activity'] as const;
export type ExerciseSlug = (typeof exerciseSlugs)[number];

export interface ExerciseInfo {
  slug: ExerciseSlug;
  /** Its title, description and length are the selfcare texts `exercises.<name>.*`. */
  name: 'breathing' | 'stretching' | 'journal' | 'mindful';
  icon: LucideIcon;
}

/** The four self-care exercises (SPEC section 2), free on every plan. */
export const exercises: Record<ExerciseSlug, ExerciseInfo> = {
  'guided-breathing': { slug: 'guided-breathing', name: 'breathing', icon: Wind },
  'timed-stretching': { slug: 'timed-stretching', name: 'stretching', icon: PersonStanding },
  'reflection-journal': { slug: 'reflection-journal', name: 'journal', icon: NotebookPen },
  'mindful-activity': { slug: 'mindful-activity', name: 'mindful', icon: CookingPot },
};

export const isExerciseSlug = (slug: string): slug is ExerciseSlug => (exerciseSlugs as readonly string[]).includes(slug);
