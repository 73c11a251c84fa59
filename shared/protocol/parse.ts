import type { z } from 'zod';
import { textKeyNamespace } from '../i18n/languages';
import { textKey } from '../i18n/text';
import { nestsDeeperThan, withWellFormedStrings } from '../well-formed-text';
import { clientMessage, type ClientMessage } from './client-messages';
import { serverMessage, type ServerMessage } from './server-messages';

export type ParseResult<T> =
  | { ok: true; message: T }
  | { ok: false; code: 'validation_failed'; message: string };

/** Parses a JSON text frame from the client; never throws. */
export function parseClientMessage(text: string): ParseResult<ClientMessage> {
  return parseWith(clientMessage, text);
}

/** Parses a JSON text frame from the server; never throws. */
export function parseServerMessage(text: string): ParseResult<ServerMessage> {
  return parseWith(serverMessage, text);
}

function parseWith<S extends z.ZodType>(schema: S, text: string): ParseResult<z.infer<S>> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, code: 'validation_failed', message: textKey('session:messages.notJson') };
  }
  if (nestsDeeperThan(json)) return { ok: false, code: 'validation_failed', message: textKey('session:messages.nestedTooDeep') };
  withWellFormedStrings(json);
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, message: parsed.data };
  return { ok: false, code: 'validation_failed', message: describe(parsed.error, json) };
}

function describe(error: z.ZodError, json: unknown): string {
  const type = typeof json === 'object' && json !== null && 'type' in json ? json.type : undefined;
  const first = error.issues[0];
  if (!first) return textKey('session:messages.invalidMessage');
  if (first.path.length === 1 && first.path[0] === 'type') {
    return typeof type === 'string' ? textKey('session:messages.unknownType') : textKey('session:messages.typeMissing');
  }
  // A rule's text key is said in the reader's language where it is sent: it needs no field name.
  if (textKeyNamespace(first.message)) return first.message;
  // Any other rule is one the page itself keeps; its field and zod's words are for whoever wrote that page.
  const where = first.path.join('.');
  return where ? `${where}: ${first.message}` : first.message;
}
