import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { MoodCheckIn, MoodEntryBody } from '@shared/api/mood';
import { openPaywall } from '@/components/paywall/paywall-store';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { moodApi } from '../api/mood-api';

/**
 * Saves the check-in; refreshes the tracker, the overview and the wrap-ups, which all read check-ins.
 * `onSaved` sees the saved check-in (with crisis lines when its note sounded like the person may be at risk).
 */
export function useCheckIn(onSaved: (saved: MoodCheckIn) => void = () => undefined) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('mood');
  return useMutation({
    mutationFn: (body: MoodEntryBody) => moodApi.checkIn(body),
    onSuccess: async (saved) => {
      onSaved(saved);
      toast.success(t('messages.recordedTitle'), { description: t('messages.recorded') });
      await Promise.all(
        [queryKeys.mood, queryKeys.dashboard, queryKeys.wrapUps, ['billing']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) => {
      // The server's message is already in the page's language (the request's Accept-Language).
      if (error instanceof ApiError && error.code === 'limit_reached') {
        openPaywall(error.message);
        void queryClient.invalidateQueries({ queryKey: queryKeys.mood });
        return;
      }
      if (error instanceof ApiError && error.code === 'conflict') {
        toast.error(t('messages.limitTitle'), { description: error.message });
        void queryClient.invalidateQueries({ queryKey: queryKeys.mood });
        return;
      }
      toast.error(t('messages.recordFailed'), { description: error instanceof ApiError ? error.message : undefined });
    },
  });
}
