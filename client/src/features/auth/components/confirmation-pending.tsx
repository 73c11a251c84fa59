import { useState } from 'react';
import { MailWarning } from 'lucide-react';
import { toast } from 'sonner';
import { authMessages } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { authApi } from '../api/auth-api';
import { errorMessage } from '../lib/error-message';

/** Told when an email still awaits confirmation: what to do, and a button that mails a new link. */
export function ConfirmationPending({ email, message }: { email: string; message: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  const resend = async () => {
    setState('sending');
    try {
      const { message: sent } = await authApi.resendConfirmation({ email });
      toast.success(sent);
      setState('sent');
    } catch (error) {
      toast.error(authMessages.errorTitle, { description: errorMessage(error) });
      setState('idle');
    }
  };

  return (
    <div role="status" className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <MailWarning className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden />
      <div className="space-y-2">
        <p>{message}</p>
        {state === 'sent' ? (
          <p className="font-medium">{authMessages.confirmationResent}</p>
        ) : (
          <Button variant="secondary" size="sm" loading={state === 'sending'} onClick={() => void resend()}>
            {authMessages.resendConfirmation}
          </Button>
        )}
      </div>
    </div>
  );
}
