import { Crown } from 'lucide-react';
import { planFeatures } from '@shared/plan-features';
import { plans } from '@shared/plans';
import { ButtonLink } from '@/components/ui/button-link';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { closePaywall, usePaywallReason } from './paywall-store';
import { useSayText } from '@/lib/i18n';

const premiumPerks = planFeatures(plans['premium-monthly']);

/** The paywall: the reason a limit was met, what Premium adds, and the way to the plans. */
export function PaywallDialog() {
  const reason = usePaywallReason();
  const say = useSayText();
  return (
    <Dialog open={reason !== null} onOpenChange={(open) => !open && closePaywall()} title="Upgrade to Premium" description={reason ?? undefined}>
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
          Not now
        </Button>
        <ButtonLink to={paths.dashboard.usage} onClick={closePaywall}>
          View Plans
        </ButtonLink>
      </div>
    </Dialog>
  );
}
