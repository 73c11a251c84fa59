import type { ChatMessage } from '../ai-provider';
import { feelings } from './language-pack';
import { languagePacks } from './language-packs';

/** How many turns go by before a reply could come round again: the 8 closing questions times the 3 openings. */
export const ROTATION = 24;

const packs = Object.values(languagePacks);

/**
 * Which turn of the rotation this reply is, read from the replies before it, so it survives a reconnect
 * and needs no memory of its own: the latest reply of ours, in any language, tells its turn by its
 * closing question (one of 8) and its opening (one of 3 ways); this reply is that turn plus the replies
 * since. Without one, the number of replies so far.
 */
export function replyTurn(messages: readonly ChatMessage[]): number {
  const replies = messages.filter((m) => m.role === 'assistant');
  for (let back = 1; back <= replies.length; back++) {
    const reply = replies[replies.length - back]?.content ?? '';
    const closing = closingIndex(reply);
    if (closing === null) continue;
    const opening = openingIndex(reply);
    const turn = opening === null ? closing : turnOf(closing, opening);
    return turn + back;
  }
  return replies.length;
}

function closingIndex(reply: string): number | null {
  for (const pack of packs) {
    const index = pack.questions.findIndex((question) => reply.endsWith(question));
    if (index !== -1) return index;
  }
  return null;
}

/** Opener or reflection, 0 to 2: the first, second or naming way. */
function openingIndex(reply: string): number | null {
  for (const pack of packs) {
    const opener = pack.openers.findIndex((o) => reply.startsWith(o));
    if (opener !== -1) return opener;
    for (const feeling of feelings) {
      const [first, second] = pack.reflections[feeling];
      if (reply.startsWith(first)) return 0;
      if (reply.startsWith(second)) return 1;
      if (reply.startsWith(pack.named.replace('{feeling}', pack.names[feeling]))) return 2;
    }
  }
  return null;
}

/** The turn below ROTATION that ends with closing `closing` and opens the `opening` way. */
function turnOf(closing: number, opening: number): number {
  for (let turn = closing; turn < ROTATION; turn += 8) if (turn % 3 === opening) return turn;
  return closing;
}
