import {
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
import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage } from '@/lib/i18n';
import { languageNameIn, sameName } from '@/lib/language-names';


type StepProps = {
  answers: OnboardingAnswers;
  onChange: (patch: Partial<OnboardingAnswers>) => void;
  /** What each answer still needs, by field, after a Next or Complete that could not go on. */
  errors?: Partial<Record<keyof OnboardingAnswers, string>>;
};

/** Each voice style's name and description are the onboarding texts `steps.voice<Style>` and `…Body`. */
const voiceKey = (style: VoiceStyle) => `steps.voice${style.charAt(0).toUpperCase()}${style.slice(1)}` as `steps.voice${Capitalize<VoiceStyle>}`;

/** Each language by its own name, with its name in the page's language beneath when that differs. */
function languageChoices(pageLanguage: LanguageCode): Choice<LanguageCode>[] {
  return languages.map(({ code, name }) => {
    const inPageLanguage = languageNameIn(code, pageLanguage);
    return { value: code, label: name, lang: code, description: sameName(inPageLanguage, name, code, pageLanguage) ? undefined : inPageLanguage };
  });
}

export function NameStep({ answers, onChange, errors = {} }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <Field
      id="onboarding-full-name"
      label={t('steps.nameLabel')}
      hint={t('steps.nameHint')}
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
  const { t } = useTranslation('onboarding');
  return (
    <ChoiceCards
      name="preferred-language"
      legend={t('steps.languageLegend')}
      choices={languageChoices(currentLanguage())}
      value={answers.preferredLanguage}
      onChange={(preferredLanguage) => {
        onChange({ preferredLanguage });
        // The rest of the setup, and every screen after it, is already in the language chosen.
        void chooseLanguage(preferredLanguage);
      }}
      columns="grid-cols-2 sm:grid-cols-3"
      error={errors.preferredLanguage}
    />
  );
}

export function VoiceStep({ answers, onChange, errors = {} }: StepProps) {
  const { t } = useTranslation('onboarding');
  const voiceChoices: Choice<VoiceStyle>[] = voiceStyles.map((style) => ({
    value: style,
    label: t(voiceKey(style)),
    description: t(`${voiceKey(style)}Body`),
  }));
  return (
    <div className="space-y-6">
      <ChoiceCards
        name="voice-preference"
        legend={t('steps.voiceLegend')}
        choices={voiceChoices}
        value={answers.voicePreference}
        onChange={(voicePreference) => onChange({ voicePreference })}
        error={errors.voicePreference}
      />
      <Field id="onboarding-timezone" label={t('steps.timezone')} error={errors.timezone}>
        <TimezoneInput value={answers.timezone} onChange={(event) => onChange({ timezone: event.target.value })} />
      </Field>
    </div>
  );
}
