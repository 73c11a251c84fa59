import { useTranslation } from 'react-i18next';
import { Crown, Leaf } from 'lucide-react';
import type { UsageResponse } from '@shared/api/billing';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/lib/use-format';

/** The plan in force now; a pass shows when it ends. */
export function CurrentPlanCard({ usage }: { usage: UsageResponse }) {
  const { t } = useTranslation(['billing', 'common']);
  const format = useFormat();
  const premium = usage.plan.type === 'premium';
  const Icon = premium ? Crown : Leaf;
  return (
    <Card className="flex flex-wrap items-center gap-4 p-5 sm:p-6" data-testid="current-plan">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-accent text-primary">
        <Icon className="h-6 w-6" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-muted">{t('currentPlan.label')}</p>
        <h2 className="text-xl font-semibold" data-testid="current-plan-name">
          {t(`common:planNames.${usage.plan.id}`)}
        </h2>
        {usage.passExpiresAt && (
          <p className="text-sm text-slate-700">
            {t('currentPlan.passUntil', { time: format.clockTime(usage.passExpiresAt), date: format.longDate(usage.passExpiresAt) })}
          </p>
        )}
        {!premium && <p className="text-sm text-slate-700">{t('currentPlan.upgradeHint')}</p>}
      </div>
      <span
        className={premium ? 'rounded-full bg-primary px-3 py-1 text-xs font-semibold text-white' : 'rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700'}
      >
        {premium ? t('currentPlan.premiumBadge') : t('common:planNames.free')}
      </span>
    </Card>
  );
}
