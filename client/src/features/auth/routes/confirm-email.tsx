import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useReloadMe } from '@/lib/auth';
import { authApi } from '../api/auth-api';
import { EmailedLinkPage } from '../components/emailed-link-page';

/**
 * Opened from the sign-up email: confirms the address once. In the browser that signed up this signs
 * the person in and goes on to the dashboard, where onboarding stands in; anywhere else it offers to log in.
 */
export function Component() {
  const reloadMe = useReloadMe();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const confirm = async (token: string) => {
    const { user, message } = await authApi.confirm({ token });
    if (user) {
      // Signed in by the response's cookies: the first question after it has been seen (once, on a cold
      // start) to answer signed out, which would send the person to the login dialog. Ask again briefly.
      for (let attempt = 0; attempt < 4 && !(await reloadMe()); attempt++) await new Promise((resolve) => setTimeout(resolve, 250));
      toast.success(message);
      void navigate(paths.dashboard.root, { replace: true });
    }
    return { message };
  };
  return (
    <EmailedLinkPage
      title={t('pages.confirmTitle')}
      doneTitle={t('pages.confirmDone')}
      working={t('pages.confirming')}
      missing={t('messages.confirmLinkMissing')}
      use={confirm}
    />
  );
}
