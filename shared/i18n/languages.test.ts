import { describe, expect, it } from 'vitest';
import { firstProductLanguage, textKeyNamespace } from './languages';

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
