import { useTranslation } from 'react-i18next';
import { authApi } from '../api/auth-api';
import { EmailedLinkPage } from '../components/emailed-link-page';

const approve = (token: string) => authApi.approveBrowser({ token });

/** Opened from the new-browser email while the account's logins are paused: lets this browser sign in. */
export function Component() {
  const { t } = useTranslation('auth');
  return (
    <EmailedLinkPage
      title={t('pages.approveTitle')}
      doneTitle={t('pages.approveDone')}
      working={t('pages.checkingLink')}
      missing={t('messages.browserLinkMissing')}
      use={approve}
    />
  );
}
