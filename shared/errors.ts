/** Stable machine-readable error codes shared by REST and the realtime protocol. */
export const errorCodes = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  /** Login from this browser paused: the account's login budget is spent (a link by email helps). */
  'login_paused',
  'invalid_credentials',
  'email_not_confirmed',
  'email_taken',
  'weak_password',
  'invalid_token',
  'bad_origin',
  'internal_error',
  'incompatible_protocol',
  'stt_unavailable',
  'limit_reached',
  'session_not_found',
  'too_many_sessions',
  'invalid_state',
  'payload_too_large',
  'provider_failed',
  'service_unavailable',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}
