import { authMessages } from '@shared/messages';
import { authApi } from '../api/auth-api';
import { EmailedLinkPage } from '../components/emailed-link-page';

const approve = (token: string) => authApi.approveBrowser({ token });

/** Opened from the new-browser email while the account's logins are paused: lets this browser sign in. */
export function Component() {
  return (
    <EmailedLinkPage
      title="Sign in from this browser"
      doneTitle="This browser can sign in"
      working="Checking your link…"
      missing={authMessages.browserLinkMissing}
      use={approve}
    />
  );
}
