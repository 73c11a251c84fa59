import { useState } from 'react';
import { MailWarning } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { authApi } from '../api/auth-api';
import { errorMessage } from '../lib/error-message';
import { useTranslation } from 'react-i18next';

interface EmailLinkOfferProps {
  /** Why a link would help. */
  message: string;
  action: string;
  /** Shown in place of the button once the server has answered. */
  sent: string;
  send: () => Promise<{ message: string }>;
}

/** A notice in a form: what happened, and a button that mails a link to do something about it. */
export function EmailLinkOffer({ message, action, sent, send }: EmailLinkOfferProps) {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  const ask = async () => {
    setState('sending');
    try {
      toast.success((await send()).message);
      setState('sent');
    } catch (error) {
      toast.error(t('messages.errorTitle'), { description: errorMessage(error) });
      setState('idle');
    }
  };

  return (
    <div role="status" className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <MailWarning className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden />
      <div className="space-y-2">
        <p>{message}</p>
        {state === 'sent' ? (
          <p className="font-medium">{sent}</p>
        ) : (
          <Button variant="secondary" size="sm" loading={state === 'sending'} onClick={() => void ask()}>
            {action}
          </Button>
        )}
      </div>
    </div>
  );
}

/** Told when an email still awaits confirmation: what to do, and a button that mails a new link. */
export function ConfirmationPending({ email, message }: { email: string; message: string }) {
  const { t } = useTranslation('auth');
  return (
    <EmailLinkOffer
      message={message}
      action={t('messages.resendConfirmation')}
      sent={t('messages.confirmationResent')}
      send={() => authApi.resendConfirmation({ email })}
    />
  );
}

/** Told when the account's login budget is spent (someone else guessing): a link lets this browser sign in now. */
export function LoginPaused({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <EmailLinkOffer
      message={t('messages.loginPaused')}
      action={t('messages.sendBrowserLink')}
      sent={t('messages.browserLinkSent')}
      send={() => authApi.browserLink({ email })}
    />
  );
}
