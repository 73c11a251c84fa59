import { eld } from 'eld/small';
import { languageCodes, type LanguageCode } from '@shared/preferences';

const detector = eld.newInstance();
detector.setLanguageSubset([...languageCodes]);

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/gu;
const KANA = /[\u3040-\u30ff\u31f0-\u31ff]/gu;
const HAN = /\p{Script=Han}/gu;
const ARABIC = /\p{Script=Arabic}/gu;
const LETTER = /\p{L}/gu;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * The language a message is written in, among the ten the companion speaks, or null when unsure.
 * Korean, Japanese, Chinese and Arabic are told by their script, so even "谢谢" is certain; the
 * Latin-script languages by ELD's n-grams, trusted only when it calls the result reliable, so a
 * lone "ok", "hola" or "merci" stays unsure.
 */
export function detectLanguage(text: string): LanguageCode | null {
  const letters = count(text, LETTER);
  if (letters === 0) return null;
  const kana = count(text, KANA);
  const han = count(text, HAN);
  if (count(text, HANGUL) * 2 >= letters) return 'ko';
  if (kana > 0 && (kana + han) * 2 >= letters) return 'ja';
  if (han * 2 >= letters) return 'zh';
  if (count(text, ARABIC) * 2 >= letters) return 'ar';
  const result = detector.detect(text);
  if (!result.isReliable()) return null;
  return (languageCodes as readonly string[]).includes(result.language) ? (result.language as LanguageCode) : null;
}

/**
 * The language to answer in: that of the person's latest message, else of the latest one before it
 * that was clear (someone writing Spanish who then says "ok" still expects Spanish), else `fallback`
 * (the profile's language). `said` is what the person said, oldest first.
 */
export function replyLanguage(said: readonly string[], fallback: LanguageCode): LanguageCode {
  for (let i = said.length - 1; i >= 0; i--) {
    const detected = detectLanguage(said[i] ?? '');
    if (detected) return detected;
  }
  return fallback;
}
