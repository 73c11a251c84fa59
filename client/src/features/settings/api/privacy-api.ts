import type { MessageResponse } from '@shared/api/auth';
import type { DeleteAccountBody, DeletedResponse, MemoriesResponse } from '@shared/api/privacy';
import { currentLanguage, i18n } from '@/lib/i18n';
import { api, apiRequest, ApiError, resumeSession } from '@/lib/api-client';

export const memoriesQueryKey = ['privacy', 'memories'] as const;

export const privacyApi = {
  memories: () => api.get<MemoriesResponse>('/api/privacy/memories'),
  deleteMemory: (id: string) => api.delete<DeletedResponse>(`/api/privacy/memories/${id}`),
  deleteAllMemories: () => api.delete<DeletedResponse>('/api/privacy/memories'),
  deleteAccount: (body: DeleteAccountBody) => apiRequest<MessageResponse>('DELETE', '/api/account', body),
  downloadData,
};

const exportUrl = '/api/privacy/export';
// Said in the page's language when it fails (a rate limit), as the API client's requests are.
const exportRequest = (): RequestInit => ({ credentials: 'same-origin', headers: { 'accept-language': currentLanguage() } });

/** Fetches the data file and hands it to the browser as a download under the server's dated name. */
async function downloadData(): Promise<void> {
  let response = await fetch(exportUrl, exportRequest());
  if (response.status === 401 && (await resumeSession())) response = await fetch(exportUrl, exportRequest());
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new ApiError(response.status, 'internal_error', payload?.error?.message ?? i18n.t('errors.internal'));
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'solace-data.json';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; a later tick may free it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
