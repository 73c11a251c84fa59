import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { languages, voiceStyles, type LanguageCode } from '@shared/preferences';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { currentLanguage } from '@/lib/i18n';
import { languageNameIn, sameName } from '@/lib/language-names';
import type { ProfileFormValues } from '../lib/settings-forms.schemas';
import { ReminderSummary } from './reminder-summary';

/** A language's own name, with its name in the page's language beside it when that differs ("Español (Spanish)"). */
function languageOption(code: LanguageCode, name: string, pageLanguage: LanguageCode): string {
  const inPageLanguage = languageNameIn(code, pageLanguage);
  return sameName(inPageLanguage, name, code, pageLanguage) ? name : `${name} (${inPageLanguage})`;
}

/** What the person hears from us (mood reminders, set in the Mood Tracker) and how their companion speaks. */
export function PreferenceFields({ register }: { register: UseFormRegister<ProfileFormValues> }) {
  const { t } = useTranslation(['settings', 'common']);
  const pageLanguage = currentLanguage();
  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <div>
        <CardTitle>{t('preferences.title')}</CardTitle>
        <CardDescription>{t('preferences.description')}</CardDescription>
      </div>
      <ReminderSummary />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="settings-language" label={t('preferences.language')}>
          <Select {...register('notificationPreferences.preferredLanguage')}>
            <option value="" disabled>
              {t('common:language.choose')}
            </option>
            {languages.map(({ code, name }) => (
              <option key={code} value={code}>
                {languageOption(code, name, pageLanguage)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="settings-voice" label={t('preferences.voice')}>
          <Select {...register('notificationPreferences.voicePreference')}>
            <option value="" disabled>
              {t('preferences.chooseVoice')}
            </option>
            {voiceStyles.map((style) => (
              <option key={style} value={style}>
                {t(`preferences.voices.${style}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </Card>
  );
}
