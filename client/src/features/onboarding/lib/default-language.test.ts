import { describe, expect, it } from 'vitest';
import { defaultLanguage } from './default-language';

describe('defaultLanguage', () => {
  it("picks the first of the browser's languages the companion speaks", () => {
    expect(defaultLanguage(['es-MX', 'en-US'])).toBe('es');
    expect(defaultLanguage(['nl-NL', 'pt-BR', 'en'])).toBe('pt');
    expect(defaultLanguage(['zh-Hant-TW'])).toBe('zh');
    expect(defaultLanguage(['AR_eg'])).toBe('ar');
  });

  it('picks none when the browser speaks none of the ten', () => {
    expect(defaultLanguage(['nl-NL', 'sv'])).toBeNull();
    expect(defaultLanguage([])).toBeNull();
  });
});
