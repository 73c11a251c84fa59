import { Trans, useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { currentLanguage, useSayText } from '@/lib/i18n';
import { useMe } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { formatPrice, formatShare, type PricingPlan } from '../content/pricing';

// A visitor starting free is new here: the dialog opens on Sign Up, then the dashboard.
const signUpThenDashboard = { search: `?login=1&tab=signup&redirect=${encodeURIComponent(paths.dashboard.root)}` };

export function PlanCard({ plan }: { plan: PricingPlan }) {
  const { data: me } = useMe();
  const { t } = useTranslation('landing');
  const say = useSayText();
  const language = currentLanguage();
  const startFree = me ? paths.dashboard.root : signUpThenDashboard;
  const featured = Boolean(plan.badge);
  const titleId = `plan-${plan.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-surface p-6 shadow-sm sm:p-8',
        featured ? 'border-primary shadow-xl shadow-teal-900/10 ring-1 ring-primary lg:-my-4' : 'border-border',
      )}
    >
      {plan.badge && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-primary px-4 py-1 text-sm font-semibold whitespace-nowrap text-white shadow">
          {t(plan.badge)}
        </p>
      )}
      <h3 id={titleId} className="text-lg font-semibold text-foreground">
        {t(`planNames.${plan.id}`, { ns: 'common' })}
      </h3>
      <p className="mt-1 text-sm text-muted">{t(plan.summary)}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-foreground">{formatPrice(plan.cents, language)}</span>
        <span className="text-muted">{t(`pricing.${plan.period}`)}</span>
      </p>
      {plan.regularCents && (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted">
            <Trans t={t} i18nKey="pricing.regular" values={{ price: formatPrice(plan.regularCents, language) }} components={{ s: <s /> }} />
          </span>
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900">
            {t('pricing.annualSaving', {
              amount: formatPrice(plan.regularCents - plan.cents, language),
              percent: formatShare((plan.regularCents - plan.cents) / plan.regularCents, language),
            })}
          </span>
        </p>
      )}
      <ul className="mt-6 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature.key} className="flex gap-2 text-slate-700">
            <Check className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
            {say(feature)}
          </li>
        ))}
      </ul>
      <ButtonLink
        to={plan.id === 'free' ? startFree : plan.id === '24hour_pass' ? paths.dashboard.root : paths.dashboard.checkout(plan.id)}
        variant={featured ? 'primary' : 'secondary'}
        className="mt-8 w-full"
        aria-describedby={titleId}
      >
        {t(plan.cta)}
      </ButtonLink>
    </article>
  );
}
