import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import type { PlanId } from '@shared/plans';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { currentLanguage, useSayText } from '@/lib/i18n';
import { formatAmount, formatShare, planCopy } from '../content/plan-copy';
import { useCheckout } from '../hooks/use-checkout';

const shown: PlanId[] = ['free', 'premium-monthly', 'premium-annual', '24hour_pass'];

/** The plans to choose from, for people not on a subscription; the current one is marked. */
export function PlanCards({ currentPlanId }: { currentPlanId: PlanId }) {
  const checkout = useCheckout();
  const say = useSayText();
  const { t } = useTranslation(['billing', 'common']);
  const language = currentLanguage();
  const price = (cents: number) => formatAmount(cents, language, 'usd', { whole: true });
  return (
    <section aria-labelledby="plans-title" id="plans" className="space-y-3">
      <h2 id="plans-title" className="text-lg font-semibold">
        {t('plans.title')}
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
                <p className="absolute -top-3 start-5 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-white">{t(copy.badge)}</p>
              )}
              <h3 id={`plan-${id}`} className="font-semibold">
                {t(`common:planNames.${id}`)}
              </h3>
              <p className="mt-2">
                <span className="text-3xl font-bold">{price(copy.cents)}</span>
                <span className="text-muted">{t(copy.period)}</span>
              </p>
              {copy.regularCents && (
                <p className="mt-1 text-xs font-medium text-amber-800">
                  {t('plans.annualNote', {
                    regular: price(copy.regularCents),
                    saving: price(copy.regularCents - copy.cents),
                    percent: formatShare((copy.regularCents - copy.cents) / copy.regularCents, language),
                  })}
                </p>
              )}
              <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
                {copy.features.map((feature) => (
                  <li key={feature.key} className="flex gap-2">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
                    {say(feature)}
                  </li>
                ))}
              </ul>
              {current ? (
                <p className="mt-5 rounded-lg bg-slate-100 py-2 text-center text-sm font-medium text-slate-700">{t('plans.current')}</p>
              ) : id === 'free' ? null : (
                <Button
                  className="mt-5 h-auto min-h-10 w-full py-2 leading-snug"
                  variant={copy.badge ? 'primary' : 'secondary'}
                  loading={checkout.isPending && checkout.variables === id}
                  disabled={checkout.isPending}
                  onClick={() => checkout.mutate(id)}
                >
                  {id === '24hour_pass' ? t('plans.getPass') : t('plans.upgradeTo', { plan: t(`common:planNames.${id}`) })}
                </Button>
              )}
            </article>
          );
        })}
      </div>
    </section>
  );
}
