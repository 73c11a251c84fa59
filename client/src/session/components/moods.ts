import { useTranslation } from 'react-i18next';
import { moodScaleLabels } from '@shared/emotions';
import type { MoodAfter, MoodBefore } from '@shared/protocol/client-messages';

export interface MoodOption<T extends string> {
  value: T;
  label: string;
  emoji: string;
}

/** SPEC section 3's mood before a session, in its order. */
export const moodBeforeOptions: readonly MoodOption<MoodBefore>[] = [
  { value: 'great', label: 'Great', emoji: '😄' },
  { value: 'good', label: 'Good', emoji: '🙂' },
  { value: 'okay', label: 'Okay', emoji: '😐' },
  { value: 'stressed', label: 'Stressed', emoji: '😣' },
  { value: 'anxious', label: 'Anxious', emoji: '😰' },
  { value: 'sad', label: 'Sad', emoji: '😢' },
  { value: 'angry', label: 'Angry', emoji: '😠' },
  { value: 'overwhelmed', label: 'Overwhelmed', emoji: '😵' },
];

/** SPEC section 3's mood after a session. */
export const moodAfterOptions: readonly MoodOption<MoodAfter>[] = [
  { value: 'much-better', label: 'Much better', emoji: '😊' },
  { value: 'better', label: 'Better', emoji: '🙂' },
  { value: 'same', label: 'About the same', emoji: '😐' },
  { value: 'worse', label: 'Worse', emoji: '😕' },
  { value: 'much-worse', label: 'Much worse', emoji: '😞' },
];

/** The mood chips before a session, named in the page's language. */
export function useMoodBeforeOptions(): MoodOption<MoodBefore>[] {
  const { t } = useTranslation();
  return moodBeforeOptions.map((option) => ({ ...option, label: t(`moodBefore.${option.value}`) }));
}

/** The mood chips after a session, named in the page's language. */
export function useMoodAfterOptions(): MoodOption<MoodAfter>[] {
  const { t } = useTranslation();
  return moodAfterOptions.map((option) => ({ ...option, label: t(`moodAfter.${option.value}`) }));
}

/** The label of a stored mood before or after a session, in the page's language; an unknown value as written. */
export function useMoodLabel(): (value: string) => string {
  const { t, i18n } = useTranslation();
  return (value) => {
    // A check-in's mood is stored as its scale label ('Good'), a session's as its value ('good').
    const score = Object.entries(moodScaleLabels).find(([, label]) => label === value)?.[0];
    const key = score
      ? `moodScale.${score}`
      : moodBeforeOptions.some((o) => o.value === value)
        ? `moodBefore.${value}`
        : `moodAfter.${value}`;
    return i18n.exists(key) ? t(key as never) : value;
  };
}
