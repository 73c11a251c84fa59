import { Check } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/auth';
import { cn } from '@/lib/cn';
import type { PricingPlan } from '../content/pricing';

// A visitor starting free is new here: the dialog opens on Sign Up, then the dashboard.
const signUpThenDashboard = { search: `?login=1&tab=signup&redirect=${encodeURIComponent(paths.dashboard.root)}` };

export function PlanCard({ plan }: { plan: PricingPlan }) {
  const { data: me } = useMe();
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
          {plan.badge}
        </p>
      )}
      <h3 id={titleId} className="text-lg font-semibold text-foreground">
        {plan.name}
      </h3>
      <p className="mt-1 text-sm text-muted">{plan.summary}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-foreground">{plan.price}</span>
        <span className="text-muted">/{plan.period}</span>
      </p>
      {plan.regularPrice && (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted">
            Regular <s>{plan.regularPrice}</s>
          </span>
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900">{plan.saving}</span>
        </p>
      )}
      <ul className="mt-6 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-slate-700">
            <Check className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <ButtonLink
        to={plan.id === 'free' ? startFree : plan.id === '24hour_pass' ? paths.dashboard.root : paths.dashboard.checkout(plan.id)}
        variant={featured ? 'primary' : 'secondary'}
        className="mt-8 w-full"
        aria-describedby={titleId}
      >
        {plan.cta}
      </ButtonLink>
    </article>
  );
}
