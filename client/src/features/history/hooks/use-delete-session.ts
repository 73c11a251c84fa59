import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { deleteSession } from '../api/history-api';

/** Deletes a session, then refreshes every list, figure and page that showed it. */
export function useDeleteSession(onDeleted?: () => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('history');
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: async (_, id) => {
      toast.success(t('messages.deleted'));
      onDeleted?.();
      queryClient.removeQueries({ queryKey: [...queryKeys.sessions, 'detail', id] });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]);
    },
    onError: (error) => {
      toast.error(t('messages.deleteFailed'), { description: error instanceof ApiError ? error.message : undefined });
    },
  });
}
