import { Check } from 'lucide-react';
import type { PlanId } from '@shared/plans';
import { plans } from '@shared/plans';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { planCopy } from '../content/plan-copy';
import { useCheckout } from '../hooks/use-checkout';
import { useSayText } from '@/lib/i18n';

const shown: PlanId[] = ['free', 'premium-monthly', 'premium-annual', '24hour_pass'];

/** The plans to choose from, for people not on a subscription; the current one is marked. */
export function PlanCards({ currentPlanId }: { currentPlanId: PlanId }) {
  const checkout = useCheckout();
  const say = useSayText();
  return (
    <section aria-labelledby="plans-title" id="plans" className="space-y-3">
      <h2 id="plans-title" className="text-lg font-semibold">
        Plans
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {shown.map((id) => {
          const copy = planCopy[id];
          const current = id === currentPlanId;
          return (
            <article
              key={id}
              aria-labelledby={`plan-${id}`}
              data-testid={`plan-card-${id}`}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-surface p-5 shadow-sm',
                copy.badge ? 'border-primary ring-1 ring-primary' : 'border-border',
              )}
            >
              {copy.badge && (
                <p className="absolute -top-3 left-5 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-white">{copy.badge}</p>
              )}
              <h3 id={`plan-${id}`} className="font-semibold">
                {plans[id].name}
              </h3>
              <p className="mt-2">
                <span className="text-3xl font-bold">{copy.price}</span>
                <span className="text-muted">/{copy.period}</span>
              </p>
              {copy.note && <p className="mt-1 text-xs font-medium text-amber-800">{copy.note}</p>}
              <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
                {copy.features.map((feature) => (
                  <li key={feature.key} className="flex gap-2">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
                    {say(feature)}
                  </li>
                ))}
              </ul>
              {current ? (
                <p className="mt-5 rounded-lg bg-slate-100 py-2 text-center text-sm font-medium text-slate-700">Current plan</p>
              ) : id === 'free' ? null : (
                <Button
                  className="mt-5 h-auto min-h-10 w-full py-2 leading-snug"
                  variant={copy.badge ? 'primary' : 'secondary'}
                  loading={checkout.isPending && checkout.variables === id}
                  disabled={checkout.isPending}
                  onClick={() => checkout.mutate(id)}
                >
                  {id === '24hour_pass' ? 'Get a 24-Hour Pass' : `Upgrade to ${plans[id].name}`}
                </Button>
              )}
            </article>
          );
        })}
      </div>
    </section>
  );
}
