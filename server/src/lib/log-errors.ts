/**
 * The log serializer for errors: what went wrong and where, never what the person said. An error's
 * message can quote its input (an AI service echoing the message it refused, a JSON parse error
 * quoting the model's text, Postgres' "Failing row contains (…)"), so only messages of errors whose
 * wording is known are kept: our own (AppError, TurnError), Fastify's, the system's (ECONNREFUSED…)
 * and the database's (without its detail, which can hold a row's values).
 */
export interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string | number;
  status?: number;
  cause?: LoggedError;
}

const WITHHELD = '[message withheld: it may quote what the person said]';
const OWN_ERRORS = new Set(['AppError', 'TurnError', 'AbortError', 'TimeoutError']);

export function errorWithoutContent(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: WITHHELD, stack: '' };
  const fields = error as Error & { code?: unknown; status?: unknown; statusCode?: unknown; syscall?: unknown; severity?: unknown };
  const code = typeof fields.code === 'string' || typeof fields.code === 'number' ? fields.code : undefined;
  const status = typeof fields.status === 'number' ? fields.status : typeof fields.statusCode === 'number' ? fields.statusCode : undefined;
  const known =
    OWN_ERRORS.has(error.name) ||
    (typeof code === 'string' && code.startsWith('FST_')) ||
    typeof fields.syscall === 'string' ||
    typeof fields.severity === 'string';
  // The stack's first line repeats the message: only the frames are kept.
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const logged: LoggedError = { type: error.constructor.name || error.name, message: known ? error.message : WITHHELD, stack: frames.join('\n') };
  if (code !== undefined) logged.code = code;
  if (status !== undefined) logged.status = status;
  if (error.cause !== undefined && depth < 3) logged.cause = errorWithoutContent(error.cause, depth + 1);
  return logged;
}
