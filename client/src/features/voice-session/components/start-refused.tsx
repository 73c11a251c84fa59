import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Crown, MessageSquare } from 'lucide-react';
import { useSayMessage } from '@/lib/i18n';
import { openPaywall } from '@/components/paywall/paywall-store';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import type { SessionNotice } from '@/session/realtime-session';

/** Why a session could not start; at the voice limit, the paywall's reason and the way to more time. */
export function StartRefused({ refusal, onTextChat }: { refusal: SessionNotice; onTextChat: () => void }) {
  const { t } = useTranslation('session');
  const say = useSayMessage();
  const atLimit = refusal.code === 'limit_reached';
  // A failed limit check opens the paywall with its reason (SPEC section 4); the card below stays as a reminder.
  useEffect(() => {
    if (atLimit) openPaywall(refusal.message);
  }, [atLimit, refusal.message]);
  if (!atLimit) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-danger">
        {say(refusal.message)}
      </p>
    );
  }
  return (
    <section role="alert" aria-labelledby="limit-title" className="rounded-2xl border border-primary/30 bg-gradient-to-br from-teal-50 to-white p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <Crown className="mt-0.5 h-6 w-6 shrink-0 text-primary" aria-hidden />
        <div className="space-y-3">
          <h2 id="limit-title" className="text-lg font-semibold">
            {t('messages.dailyLimitTitle')}
          </h2>
          <p className="text-sm text-foreground">{say(refusal.message)}</p>
          <div className="flex flex-wrap gap-2">
            <ButtonLink to={paths.dashboard.usage} size="sm">
              {t('screen.paywallAction')}
            </ButtonLink>
            <Button size="sm" variant="secondary" onClick={onTextChat}>
              <MessageSquare className="h-4 w-4" aria-hidden /> {t('start.textInstead')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
