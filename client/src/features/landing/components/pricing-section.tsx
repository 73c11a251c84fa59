import { Trans, useTranslation } from 'react-i18next';
import { Zap } from 'lucide-react';
import { SESSION_CAP_SECONDS } from '@shared/limits';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { dayPassCents, formatPrice, pricingPlans } from '../content/pricing';
import { PlanCard } from './plan-card';
import { SectionHeading } from './section-heading';

export function PricingSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-title"
          eyebrow={t('pricing.eyebrow')}
          title={t('pricing.title')}
          description={t('pricing.description')}
        />
        <div className="mt-16 grid gap-8 lg:grid-cols-3 lg:gap-6">
          {pricingPlans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
        <aside
          aria-labelledby="day-pass-title"
          className="mt-12 flex flex-col gap-6 rounded-2xl border border-amber-200 bg-linear-to-r from-amber-50 to-teal-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div className="flex gap-4">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-white text-amber-600 shadow-sm">
              <Zap className="h-6 w-6" aria-hidden="true" />
            </span>
            <div>
              <p className="text-sm font-medium text-amber-800">{t('pricing.passQuestion')}</p>
              <h3 id="day-pass-title" className="text-lg font-semibold text-foreground">
                {t('planNames.24hour_pass', { ns: 'common' })}
              </h3>
              <p className="mt-1 text-slate-700">
                <Trans
                  t={t}
                  i18nKey="pricing.passPrice"
                  values={{ price: formatPrice(dayPassCents, currentLanguage()) }}
                  components={{ price: <span className="text-2xl font-bold text-foreground" /> }}
                />
              </p>
              <p className="mt-1 text-sm text-slate-600">{t('pricing.passSummary', { minutes: SESSION_CAP_SECONDS / 60 })}</p>
            </div>
          </div>
          <ButtonLink to={paths.dashboard.checkout('24hour_pass')} variant="secondary" className="shrink-0" aria-describedby="day-pass-title">
            {t('pricing.passCta')}
          </ButtonLink>
        </aside>
      </div>
    </section>
  );
}
