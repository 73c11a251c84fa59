import type { LanguageCode, VoiceStyle } from '@shared/preferences';
import type { ReplyRequest } from '../ai-provider';

/** A provider call as it crosses to the provider thread: everything but the signal, which becomes `abort`. */
export type ProviderCall =
  | { method: 'transcribe'; input: { packets: Uint8Array[]; language?: LanguageCode } }
  | { method: 'streamReply'; input: Omit<ReplyRequest, 'signal'> }
  | { method: 'synthesize'; input: { text: string; voice: VoiceStyle; language: LanguageCode } }
  | { method: 'moderate'; input: { text: string } }
  | { method: 'completeJson'; input: Omit<ReplyRequest, 'signal'> };

/** Server thread to provider thread. */
export type ToProviderThread = ({ type: 'call'; id: number } & ProviderCall) | { type: 'abort'; id: number };

/** What crosses back for a failed call: enough to rebuild the error the caller would have seen. */
export interface ThreadError {
  name: string;
  message: string;
  /** An upstream API error's HTTP status and error body. */
  status?: number;
  body?: unknown;
}

/**
 * Provider thread to server thread. A call answers once with `value`, or streams `items` (the ones ready
 * at the same moment travel together) and then `end`; any call may end with `error` instead.
 */
export type FromProviderThread =
  | { type: 'value'; id: number; value: unknown }
  | { type: 'items'; id: number; items: unknown[] }
  | { type: 'end'; id: number }
  | { type: 'error'; id: number; error: ThreadError };
