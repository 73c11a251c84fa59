import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CalendarRange, Sparkles } from 'lucide-react';
import { toast } from 'sonner';
import type { CurrentWeek } from '@shared/api/wrap-ups';
import { openPaywall } from '@/components/paywall/paywall-store';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { generateWrapUp } from '../api/wrap-ups-api';
import { usePeriodFormat } from './period';

/** This week so far, and the button that turns it into a wrap-up (or leads to the tracker when it is empty). */
export function CurrentWeekCard({ week }: { week: CurrentWeek }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation('wrapups');
  const format = usePeriodFormat();
  const generate = useMutation({
    mutationFn: generateWrapUp,
    onSuccess: async (wrapUp) => {
      queryClient.setQueryData([...queryKeys.wrapUps, 'detail', wrapUp.id], wrapUp);
      await queryClient.invalidateQueries({ queryKey: [...queryKeys.wrapUps, 'list'] });
      await navigate(paths.dashboard.wrapUp(wrapUp.id));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'limit_reached') return openPaywall(error.message);
      toast.error(t('messages.generateFailed'), { description: error instanceof ApiError ? error.message : undefined });
    },
  });

  return (
    <Card className="p-5 sm:p-6" data-testid="current-week">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
            <CalendarRange className="h-5 w-5" aria-hidden />
          </span>
          <div>
            <CardTitle>{t('week.title')}</CardTitle>
            <CardDescription>{format.period(week.periodStart, week.periodEnd)}</CardDescription>
            <p className="mt-2 text-sm text-slate-700" data-testid="current-week-counts">
              {t('week.checkIns', { count: week.moodEntries })} · {t('week.sessions', { count: week.sessions })}
            </p>
          </div>
        </div>
        {week.hasData ? (
          <Button onClick={() => generate.mutate()} loading={generate.isPending} className="shrink-0">
            {!generate.isPending && <Sparkles className="h-4 w-4" aria-hidden />}
            {generate.isPending ? t('messages.generating') : t('week.generate')}
          </Button>
        ) : (
          <ButtonLink to={paths.dashboard.moodTracker} className="shrink-0">
            {t('week.startTracking')}
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}
