import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmationPending } from './email-link-offer';
import { Trans, useTranslation } from 'react-i18next';

/**
 * After signing up: the link in the email confirms the address and signs this browser in, so nothing
 * is asked here; a new link can be sent, and someone who confirmed elsewhere can log in instead.
 */
export function CheckEmail({ email, onLogIn }: { email: string; onLogIn: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <div className="space-y-4" data-testid="check-email">
      <div className="flex gap-3">
        <MailCheck className="mt-0.5 h-6 w-6 shrink-0 text-primary" aria-hidden />
        <p className="text-sm text-foreground">
          <Trans t={t} i18nKey="form.checkEmail" values={{ email }} components={{ strong: <strong dir="ltr" className="break-all" /> }} />
        </p>
      </div>
      <ConfirmationPending email={email} message={t('messages.checkEmailNoMail')} />
      <Button variant="link" size="sm" className="px-0" onClick={onLogIn}>
        {t('messages.checkEmailLogIn')}
      </Button>
    </div>
  );
}
