import { describe, expect, it } from 'vitest';
import { moderateOffline } from './moderation';

describe('offline moderation', () => {
  it.each([
    ['I want to kill myself', 'self-harm'],
    ['A veces pienso en quitarme la vida', 'self-harm'],
    ["J'ai envie de mourir", 'self-harm'],
    ['Ich will nicht mehr, ich denke an Suizid', 'self-harm'],
    ['我真的不想活了', 'self-harm'],
    ['もう死にたい', 'self-harm'],
    ['정말 죽고 싶어요', 'self-harm'],
    ['أريد أن أموت', 'self-harm'],
    ['Sometimes I want to hurt someone', 'violence'],
    ['Vou machucar alguém', 'violence'],
  ])('flags "%s" as %s', (text, category) => {
    expect(moderateOffline(text)).toEqual({ flagged: true, categories: [category] });
  });

  it('lets everyday venting through', () => {
    for (const text of ['Work is killing me slowly, so many deadlines', 'Estoy cansada y triste', '今日は疲れました']) {
      expect(moderateOffline(text)).toEqual({ flagged: false, categories: [] });
    }
  });
});
