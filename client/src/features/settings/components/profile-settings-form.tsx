import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Profile } from '@shared/api/profile';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useProfileSaved } from '@/lib/auth';
import { chooseLanguage, i18n } from '@/lib/i18n';
import { settingsApi } from '../api/settings-api';
import { profileFormSchema, profileFormValues } from '../lib/settings-forms.schemas';
import { PreferenceFields } from './preference-fields';
import { ProfileFields } from './profile-fields';

/** The profile and notification preference cards, saved together. */
export function ProfileSettingsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('settings');
  const profileSaved = useProfileSaved();
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormValues(profile),
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ fullName, timezone, notificationPreferences }) => {
    // A language or voice style not chosen yet is left out: once chosen, neither can be cleared.
    const { preferredLanguage, voicePreference, ...switches } = notificationPreferences;
    const choices = { ...(preferredLanguage && { preferredLanguage }), ...(voicePreference && { voicePreference }) };
    let saved: Profile;
    try {
      saved = await settingsApi.updateProfile({ fullName, timezone, notificationPreferences: { ...switches, ...choices } });
    } catch (error) {
      toast.error(t('messages.profileFailed'), { description: error instanceof ApiError ? error.message : undefined });
      return;
    }
    reset(profileFormValues(saved));
    // A language just chosen is the page's before the confirmation is said, so it is said in it.
    if (saved.notificationPreferences.preferredLanguage) await chooseLanguage(saved.notificationPreferences.preferredLanguage);
    toast.success(i18n.t('settings:messages.profileUpdated'), { description: i18n.t('settings:messages.profileUpdatedBody') });
    await profileSaved(saved);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <ProfileFields email={profile.email} register={register} errors={errors} />
      <PreferenceFields register={register} />
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
