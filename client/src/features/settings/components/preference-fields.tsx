import type { UseFormRegister } from 'react-hook-form';
import { languageEnglishNames, languages, voiceStyles } from '@shared/preferences';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import type { ProfileFormValues } from '../lib/settings-forms.schemas';
import { ReminderSummary } from './reminder-summary';

/** What the person hears from us (mood reminders, set in the Mood Tracker) and how their companion speaks. */
export function PreferenceFields({ register }: { register: UseFormRegister<ProfileFormValues> }) {
  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <div>
        <CardTitle>Notification preferences</CardTitle>
        <CardDescription>Choose what we send you and how your companion talks.</CardDescription>
      </div>
      <ReminderSummary />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="settings-language" label="Preferred language">
          <Select {...register('notificationPreferences.preferredLanguage')}>
            <option value="" disabled>
              Choose a language
            </option>
            {languages.map(({ code, name }) => (
              <option key={code} value={code}>
                {languageEnglishNames[code] === name ? name : `${name} (${languageEnglishNames[code]})`}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="settings-voice" label="Voice style">
          <Select {...register('notificationPreferences.voicePreference')}>
            <option value="" disabled>
              Choose a voice style
            </option>
            {voiceStyles.map((style) => (
              <option key={style} value={style}>
                {style.charAt(0).toUpperCase() + style.slice(1)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </Card>
  );
}
