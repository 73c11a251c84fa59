import { i18n } from '@/lib/i18n';
import { ApiError } from '@/lib/api-client';

/** The human text of a failed call: the server's message, or a generic one for anything unexpected. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : i18n.t('errors.internal');
}
