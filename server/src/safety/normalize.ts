/** Languages written without spaces between words (or, for Korean, with unreliable spacing): matched by character. */
export const characterLanguages = new Set(['zh', 'ja', 'ko']);

// Latin accents and Arabic vowel marks carry no meaning for the patterns; Japanese voicing marks
// (U+3099, U+309A) and Korean jamo do, so only these ranges are stripped after decomposition.
const strippedMarks = /[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g;
// French and Italian elisions part words ("j'ai" -> "j ai"); other apostrophes join them ("don't" -> "dont").
const elision = /(?<!\p{L})(l|j|m|n|d|s|t|c|qu|jusqu|lorsqu|puisqu|un|dell|nell|all|sull|dall|quell|quest|com|dov)[\u2018\u2019'`´ʼ](?=\p{L})/gu;
// Arabic alif maqsura and ta marbuta are often typed as ya and ha: folded below.
// Any run of the same letter counts once ("soooo", "kill", "ㅠㅠ"), in the text and in the patterns alike.
const repeatedLetters = /(\p{L})\1+/gu;

/**
 * The text every pattern is matched against: full and half width folded (NFKC), lower case, accents
 * and Arabic diacritics stripped, apostrophes dropped ("don't" -> "dont"), the end of a clause as " | ",
 * other punctuation as spaces, repeated letters squeezed, one space between words.
 */
export function normalizeForMatching(text: string): string {
  const folded = text.normalize('NFKC').toLowerCase().normalize('NFKD').replace(strippedMarks, '').normalize('NFC');
  return squeezeLetters(
    folded
      .replace(elision, '$1 ')
      .replace(/[\u2018\u2019'`´ʼ]/g, '')
      .replace(/[.,;:!?¿¡\n\u3001\u3002\u060c\u061b\u061f\u2026]+/gu, ' | ')
      .replace(/(?:[^\P{P}|]|[^\P{S}|])+/gu, ' ')
      .replace(/\u0649/g, '\u064a')
      .replace(/\u0629/g, '\u0647')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** The same text without spaces, for the character-level patterns of Chinese, Japanese and Korean. */
export const withoutSpaces = (normalized: string) => normalized.replace(/ /g, '');

export const squeezeLetters = (text: string) => text.replace(repeatedLetters, '$1');
