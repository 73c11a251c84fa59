import { describe, expect, it } from 'vitest';
import { firstProductLanguage, isolateLeftToRight, textKeyNamespace } from './languages';

describe('firstProductLanguage', () => {
  it("picks the first of the browser's languages the product speaks", () => {
    expect(firstProductLanguage(['es-MX', 'en-US'])).toBe('es');
    expect(firstProductLanguage(['nl-NL', 'pt-BR', 'en'])).toBe('pt');
    expect(firstProductLanguage(['zh-Hant-TW'])).toBe('zh');
    expect(firstProductLanguage(['AR_eg'])).toBe('ar');
  });

  it('picks none when the browser speaks none of the ten', () => {
    expect(firstProductLanguage(['nl-NL', 'sv'])).toBeNull();
    expect(firstProductLanguage([])).toBeNull();
  });
});

describe('textKeyNamespace', () => {
  it('reads the namespace of a text key, and nothing from a sentence', () => {
    expect(textKeyNamespace('auth:messages.passwordTooShort')).toBe('auth');
    expect(textKeyNamespace('Name required: Please enter your full name to continue.')).toBeNull();
    expect(textKeyNamespace('email: expected string')).toBeNull();
  });
});

describe('isolateLeftToRight', () => {
  it('keeps each run of digits and Latin words in an Arabic text as one left-to-right piece', () => {
    // A number and its hours or its letters side by side read as one left-to-right piece.
    expect(isolateLeftToRight('اتصل بالرقم 0120-279-338 (9:00–24:00)', 'ar')).toBe('اتصل بالرقم \u20660120-279-338 (9:00–24:00)\u2069');
    expect(isolateLeftToRight('اتصل بالرقم 800 4673 (800 HOPE)', 'ar')).toBe('اتصل بالرقم \u2066800 4673 (800 HOPE)\u2069');
    expect(isolateLeftToRight('اتصل بالرقم 0120-279-338 (على مدار الساعة)', 'ar')).toBe('اتصل بالرقم \u20660120-279-338\u2069 (على مدار الساعة)');
  });

  it('keeps brackets, accents, addresses and lines where they belong', () => {
    expect(isolateLeftToRight('اتصل بالرقم (02) 2327 2327', 'ar')).toBe('اتصل بالرقم \u2066(02) 2327 2327\u2069');
    expect(isolateLeftToRight('خط Teléfono de la Esperanza', 'ar')).toBe('خط \u2066Teléfono de la Esperanza\u2069');
    expect(isolateLeftToRight('راسلنا help@example.org أو example.org/help?lang=ar', 'ar')).toBe('راسلنا \u2066help@example.org\u2069 أو \u2066example.org/help?lang=ar\u2069');
    expect(isolateLeftToRight('988\n116 123', 'ar')).toBe('\u2066988\u2069\n\u2066116 123\u2069');
    expect(isolateLeftToRight('(على مدار الساعة)', 'ar')).toBe('(على مدار الساعة)');
  });

  it('leaves a left-to-right text as it is', () => {
    expect(isolateLeftToRight('Llama al 0120-279-338', 'es')).toBe('Llama al 0120-279-338');
  });
});
