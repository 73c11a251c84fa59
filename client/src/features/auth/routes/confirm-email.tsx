import { authMessages } from '@shared/messages';
import { authApi } from '../api/auth-api';
import { EmailedLinkPage } from '../components/emailed-link-page';

const confirm = async (token: string) => ({ message: (await authApi.confirm({ token })).message || authMessages.confirmSuccess });

/** Opened from the sign-up email: confirms the address once, then offers to log in. */
export function Component() {
  return (
    <EmailedLinkPage
      title="Confirm your email"
      doneTitle="Email confirmed"
      working="Confirming your email…"
      missing={authMessages.confirmLinkMissing}
      use={confirm}
    />
  );
}
