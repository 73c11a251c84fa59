import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translator';
import { crisisSupportFor } from './crisis-support';

describe('the card of help lines', () => {
  it('speaks the person’s language: its message and the emergency line, with the lines’ own language marked', () => {
    const es = translator('es');
    const card = crisisSupportFor('US', 'es');
    expect(card.message).toBe(es('crisis:card.message'));
    const emergency = card.resources.find((resource) => resource.call === '911');
    expect(emergency).toMatchObject({ name: es('crisis:emergency.name'), contact: es('crisis:emergency.call', { number: '911' }), language: 'es' });
    // The country's own line keeps its words, marked as English so the page can say it again in Spanish.
    expect(card.resources[0]).toMatchObject({ name: '988 Suicide & Crisis Lifeline', language: 'en' });
  });

  it('says the local emergency number in the person’s language where no country is known', () => {
    const ar = translator('ar');
    const card = crisisSupportFor(null, 'ar');
    expect(card.resources[0]).toMatchObject({ contact: ar('crisis:emergency.local'), region: ar('crisis:emergency.everywhere') });
    expect(card.message).not.toBe(translator('en')('crisis:card.message'));
  });
});
