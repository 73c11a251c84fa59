import {
  languageEnglishNames,
  languages,
  voiceStyles,
  type LanguageCode,
  type VoiceStyle,
} from '@shared/preferences';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { TimezoneInput } from '@/components/ui/timezone-input';
import type { OnboardingAnswers } from '../lib/saved-progress';
import { ChoiceCards, type Choice } from './choice-cards';


type StepProps = {
  answers: OnboardingAnswers;
  onChange: (patch: Partial<OnboardingAnswers>) => void;
  /** What each answer still needs, by field, after a Next or Complete that could not go on. */
  errors?: Partial<Record<keyof OnboardingAnswers, string>>;
};

const voiceDescriptions: Record<VoiceStyle, string> = {
  warm: 'Caring and comforting, like a close friend.',
  professional: 'Calm, clear and structured.',
  friendly: 'Relaxed, upbeat and easy-going.',
  gentle: 'Soft, slow and patient.',
};

const languageChoices: Choice<LanguageCode>[] = languages.map(({ code, name }) => ({
  value: code,
  label: name,
  lang: code,
  description: languageEnglishNames[code] === name ? undefined : languageEnglishNames[code],
}));
const voiceChoices: Choice<VoiceStyle>[] = voiceStyles.map((style) => ({
  value: style,
  label: style.charAt(0).toUpperCase() + style.slice(1),
  description: voiceDescriptions[style],
}));

export function NameStep({ answers, onChange, errors = {} }: StepProps) {
  return (
    <Field
      id="onboarding-full-name"
      label="What should we call you?"
      hint="Your full name, as you would like your companion to know it."
      error={errors.fullName}
    >
      <Input
        autoComplete="name"
        value={answers.fullName}
        onChange={(event) => onChange({ fullName: event.target.value })}
      />
    </Field>
  );
}

export function LanguageStep({ answers, onChange, errors = {} }: StepProps) {
  return (
    <ChoiceCards
      name="preferred-language"
      legend="Which language would you like your companion to speak?"
      choices={languageChoices}
      value={answers.preferredLanguage}
      onChange={(preferredLanguage) => onChange({ preferredLanguage })}
      columns="grid-cols-2 sm:grid-cols-3"
      error={errors.preferredLanguage}
    />
  );
}

export function VoiceStep({ answers, onChange, errors = {} }: StepProps) {
  return (
    <div className="space-y-6">
      <ChoiceCards
        name="voice-preference"
        legend="How should your companion sound?"
        choices={voiceChoices}
        value={answers.voicePreference}
        onChange={(voicePreference) => onChange({ voicePreference })}
        error={errors.voicePreference}
      />
      <Field id="onboarding-timezone" label="Time zone" error={errors.timezone}>
        <TimezoneInput value={answers.timezone} onChange={(event) => onChange({ timezone: event.target.value })} />
      </Field>
    </div>
  );
}
