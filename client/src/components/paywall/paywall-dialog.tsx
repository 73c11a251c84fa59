import { useTranslation } from 'react-i18next';
import { Crown } from 'lucide-react';
import { planFeatures } from '@shared/plan-features';
import { plans } from '@shared/plans';
import { ButtonLink } from '@/components/ui/button-link';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { closePaywall, usePaywallReason } from './paywall-store';
import { useSayMessage, useSayText } from '@/lib/i18n';

const premiumPerks = planFeatures(plans['premium-monthly']);

/**
 * The paywall: the reason a limit was met, what Premium adds, and the way to the plans. It sits on every
 * dashboard page, so its texts are fetched beside the page rather than holding the page back; it opens
 * once they are here.
 */
export function PaywallDialog() {
  const reason = usePaywallReason();
  const { t, ready } = useTranslation('billing', { useSuspense: false });
  const say = useSayText();
  // A reason is a text key (a limit check made here) or a server's message, already in the page's language.
  const sayMessage = useSayMessage();
  return (
    <Dialog
      open={reason !== null && ready}
      onOpenChange={(open) => !open && closePaywall()}
      title={t('paywall.title')}
      description={reason ? sayMessage(reason) : undefined}
    >
      <div className="flex items-start gap-3 rounded-xl bg-accent/50 p-4">
        <Crown className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
        <ul className="space-y-1 text-sm text-slate-800">
          {premiumPerks.map((perk) => (
            <li key={perk.key}>{say(perk)}</li>
          ))}
        </ul>
      </div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={closePaywall}>
          {t('paywall.notNow')}
        </Button>
        <ButtonLink to={paths.dashboard.usage} onClick={closePaywall}>
          {t('paywall.viewPlans')}
        </ButtonLink>
      </div>
    </Dialog>
  );
}
