import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import { languageEnglishNames, languages, voiceStyles } from '@shared/preferences';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import type { ProfileFormOutput, ProfileFormValues } from '../lib/settings-forms.schemas';

const toggles = [
  { name: 'emailReminders', label: 'Email reminders', description: 'Gentle nudges by email to check in.' },
  { name: 'moodReminders', label: 'Mood reminders', description: 'A daily reminder to record your mood.' },
  { name: 'sessionSummaries', label: 'Session summaries', description: 'A short summary after each session.' },
] as const;

/** What the person hears from us and how their companion speaks. */
export function PreferenceFields({
  control,
  register,
}: {
  control: Control<ProfileFormValues, unknown, ProfileFormOutput>;
  register: UseFormRegister<ProfileFormValues>;
}) {
  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <div>
        <CardTitle>Notification preferences</CardTitle>
        <CardDescription>Choose what we send you and how your companion talks.</CardDescription>
      </div>
      {toggles.map(({ name, label, description }) => (
        <Controller
          key={name}
          control={control}
          name={`notificationPreferences.${name}`}
          render={({ field }) => (
            <Switch id={`settings-${name}`} checked={field.value} onCheckedChange={field.onChange} label={label} description={description} />
          )}
        />
      ))}
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
