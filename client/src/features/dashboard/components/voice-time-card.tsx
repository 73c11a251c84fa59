import { Link } from 'react-router-dom';
import { Mic } from 'lucide-react';
import type { DashboardResponse } from '@shared/api/sessions';
import { SESSION_CAP_SECONDS } from '@shared/limits';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { Trans, useTranslation } from 'react-i18next';

/**
 * Today's voice time against the plan's daily limit, as the session server counts it; while voice calls
 * cannot be held (`unavailable` says why), that instead of minutes nobody can use.
 */
export function VoiceTimeCard({ usage, unavailable }: { usage: DashboardResponse['voiceUsage']; unavailable: string | null }) {
  const unlimited = usage.minutesRemaining === null || usage.limitSeconds < 0;
  const usedMinutes = Math.ceil(usage.usedSeconds / 60);
  const limitMinutes = usage.limitSeconds / 60;
  const percent = unlimited ? 0 : Math.min(100, (usage.usedSeconds / usage.limitSeconds) * 100);
  const { t } = useTranslation(['dashboard', 'common']);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-6 sm:p-5" data-testid="voice-time">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
          <Mic className="h-5 w-5" aria-hidden />
        </span>
        <div>
          <h2 className="font-semibold text-foreground">{t('overview.voiceTitle')}</h2>
          <p className="text-sm text-muted">{t('overview.planName', { plan: t(`common:planNames.${usage.planId}`) })}</p>
        </div>
      </div>
      {unavailable ? (
        <p className="text-sm text-muted sm:ms-auto" data-testid="voice-unavailable">
          {unavailable}
        </p>
      ) : unlimited ? (
        <p className="text-sm text-muted sm:ms-auto">{t('overview.noDailyLimit', { minutes: SESSION_CAP_SECONDS / 60 })}</p>
      ) : (
        <div className="flex-1 sm:max-w-md sm:ms-auto">
          <div className="flex items-baseline justify-between gap-3">
            <p className="font-semibold" data-testid="voice-minutes-left">
              <Trans t={t} i18nKey="overview.minutesLeft" values={{ minutes: usage.minutesRemaining }} components={{ muted: <span className="font-normal text-muted" /> }} />
            </p>
            <Link to={paths.dashboard.usage} className="text-sm font-medium text-primary hover:underline">
              {t('overview.viewPlans')}
            </Link>
          </div>
          <div
            className="mt-2 h-2 rounded-full bg-slate-100"
            role="progressbar"
            aria-label={t('overview.voiceUsedLabel')}
            aria-valuemin={0}
            aria-valuemax={limitMinutes}
            aria-valuenow={usedMinutes}
          >
            <div className={cn('h-2 rounded-full', percent >= 100 ? 'bg-danger' : 'bg-primary')} style={{ width: `${percent}%` }} />
          </div>
          <p className="mt-1.5 text-xs text-muted">
            {t('overview.voiceUsed', { used: usedMinutes, limit: limitMinutes })}
          </p>
        </div>
      )}
    </Card>
  );
}
