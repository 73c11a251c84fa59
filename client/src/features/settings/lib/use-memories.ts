import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { memoriesQueryKey, privacyApi } from '../api/privacy-api';

export function useMemories() {
  return useQuery({ queryKey: memoriesQueryKey, queryFn: privacyApi.memories });
}

const failed = (error: Error) =>
  toast.error(i18n.t('settings:privacyMessages.memoryDeleteFailed'), { description: error instanceof ApiError ? error.message : undefined });

/** Deletes one memory (`id`) or, with no id, all of them; the list is read again either way. */
export function useDeleteMemories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => (id ? privacyApi.deleteMemory(id) : privacyApi.deleteAllMemories()),
    onSuccess: (_, id) => toast.success(i18n.t(id ? 'settings:privacyMessages.memoryDeleted' : 'settings:privacyMessages.memoriesDeleted')),
    onError: failed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoriesQueryKey }),
  });
}
