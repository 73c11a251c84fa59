import { setImmediate as nextTurn } from 'node:timers/promises';

/** Characters per piece for languages written without spaces. */
const UNSPACED_PIECE = 2;

/**
 * Streams text the way a language model does: word by word (each piece keeps its trailing space), or a
 * couple of characters at a time for Chinese and Japanese. Each piece waits for the next event-loop
 * turn, so consumers see a real stream, and an abort stops it between pieces.
 */
export async function* streamWords(text: string, options: { unspaced: boolean; signal: AbortSignal }): AsyncGenerator<string> {
  for (const piece of pieces(text, options.unspaced)) {
    await nextTurn();
    options.signal.throwIfAborted();
    yield piece;
  }
}

function pieces(text: string, unspaced: boolean): string[] {
  if (unspaced) {
    const characters = Array.from(text);
    const out: string[] = [];
    for (let i = 0; i < characters.length; i += UNSPACED_PIECE) out.push(characters.slice(i, i + UNSPACED_PIECE).join(''));
    return out;
  }
  const words = text.split(' ').filter((w) => w !== '');
  return words.map((word, i) => (i < words.length - 1 ? `${word} ` : word));
}
