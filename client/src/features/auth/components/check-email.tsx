import { MailCheck } from 'lucide-react';
import { authMessages } from '@shared/messages';
import { Button } from '@/components/ui/button';
import { ConfirmationPending } from './email-link-offer';

/**
 * After signing up: the link in the email confirms the address and signs this browser in, so nothing
 * is asked here; a new link can be sent, and someone who confirmed elsewhere can log in instead.
 */
export function CheckEmail({ email, onLogIn }: { email: string; onLogIn: () => void }) {
  return (
    <div className="space-y-4" data-testid="check-email">
      <div className="flex gap-3">
        <MailCheck className="mt-0.5 h-6 w-6 shrink-0 text-primary" aria-hidden />
        <p className="text-sm text-foreground">
          {authMessages.checkEmailBefore} <strong className="break-all">{email}</strong>. {authMessages.checkEmailAfter}
        </p>
      </div>
      <ConfirmationPending email={email} message={authMessages.checkEmailNoMail} />
      <Button variant="link" size="sm" className="px-0" onClick={onLogIn}>
        {authMessages.checkEmailLogIn}
      </Button>
    </div>
  );
}
