import type { PostProcessorModule } from 'i18next';

/**
 * A text as the pseudo-locale shows it: every letter accented and every vowel doubled (about 40 %
 * longer, like German or French), between brackets; tags for `Trans` (`<bold>`) are kept as they are.
 */
export function pseudoText(text: string): string {
  // Every ASCII letter has a look-alike outside ASCII, so a plain ASCII word on a pseudo-locale page is
  // a text that did not go through the translation layer. (Made here, not at the top of the module, so a
  // normal build drops the module whole.)
  const plain = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const accented = [...'áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÁƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'];
  const lookAlike = new Map([...plain].map((letter, index) => [letter, accented[index] ?? letter]));
  const vowels = new Set([...'aeiouAEIOU']);
  const parts = text.split(/(<\/?\w+\s*\/?>)/);
  const said = parts
    .map((part, index) =>
      index % 2 === 1 ? part : [...part].map((char) => (vowels.has(char) ? `${lookAlike.get(char)}${lookAlike.get(char)}` : (lookAlike.get(char) ?? char))).join(''),
    )
    .join('');
  return `⟦${said}⟧`;
}

/** The i18next post-processor of the pseudo-locale build (`VITE_PSEUDO_LOCALE=1`). */
export const pseudoLocale: PostProcessorModule = {
  type: 'postProcessor',
  name: 'pseudo',
  process: (value: string) => pseudoText(value),
};
