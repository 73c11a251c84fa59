import { useMe } from '@/lib/auth';
import { ProfileSettingsForm } from '../components/profile-settings-form';
import { SecurityCard } from '../components/security-card';

/** Profile, notification preferences and password. */
export function Component() {
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Settings</h1>
        <p className="mt-1 text-muted">Manage your profile, notifications and security.</p>
      </div>
      <ProfileSettingsForm profile={me.profile} />
      <SecurityCard />
    </div>
  );
}
