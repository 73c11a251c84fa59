import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyRisk } from './risk-classifier';

// Each of these says a known idea in words no phrase pattern spells out: only the pairs of ideas read them.
const readByPairs: [string, string][] = [
  ['a wish and a death', 'lately i keep praying that i simply never wake up again'],
  ['a wish and an act', "i can't stop thinking about throwing myself under the night bus"],
  ['a means and a death, a sentence apart', 'still have the tablets grandma left. wondering if the lethal amount is a lot'],
  ['a hurt done on purpose', 'scratched my thighs on purpose tonight'],
  ['a burden said of oneself', 'honestly i feel like dead weight for everybody'],
  ['the others better without one', 'mum would be so much happier with me gone'],
  ['worn out by living itself', 'so fed up with existing'],
  ['in Spanish', 'solo quiero dormirme y no volver a despertarme jamás'],
  ['in German', 'ich wünsche mir manchmal, einfach tot zu sein'],
  ['in Japanese', 'いっそ二度と目が覚めなければ'],
  ['in Korean', '그냥 아무도 모르게 사라지고 싶어'],
  ['in Arabic', 'صرت افكر اني اختفي للابد'],
];

// Look-alikes: the same ideas apart, denied, or said of something else.
const notRisk: [string, string][] = [
  ['a denied wish', "i don't want to die, i want this week to end"],
  ['a wish and a death in two sentences', 'i want to go home. my goldfish died'],
  ['an accident', 'burned my arm on the oven tray, ouch'],
  ['living with someone', "tired of living with my brother's mess"],
  ['a wake-up time', 'i hope i dont wake up late tomorrow'],
  ['a burden that is not oneself', 'the mortgage is a burden for me'],
  ['a place without one', 'the team plays better without me as captain? maybe'],
  ['in Korean, worries gone', '걱정이 사라지면 좋겠다'],
  ['in Japanese, finishing work', '早くこの仕事を終わらせたい'],
];

describe('the second reading: ideas that together mean risk', () => {
  it.each(readByPairs)('reads %s', (_what, text) => {
    expect(classifyRisk(text)).toMatchObject({ flagged: true, categories: ['self-harm'] });
  });

  it.each(notRisk)('lets %s through', (_what, text) => {
    expect(classifyRisk(text).flagged).toBe(false);
  });
});

/** The sets written apart from the rules, as scored after the round each led to: the figures may only improve. */
const writtenApart: [string, { caught: number; falseAlarms: number }][] = [
  ['risk-phrases-heldout.json', { caught: 120, falseAlarms: 0 }],
  ['risk-phrases-heldout-2.json', { caught: 100, falseAlarms: 0 }],
  ['risk-phrases-heldout-3.json', { caught: 100, falseAlarms: 1 }],
  ['risk-phrases-heldout-4.json', { caught: 100, falseAlarms: 0 }],
  ['risk-phrases-heldout-5.json', { caught: 97, falseAlarms: 0 }],
  ['risk-phrases-heldout-6.json', { caught: 88, falseAlarms: 0 }],
  // Everyday messages a review aimed at each idea's words (344, all of which the first lists flagged).
  ['risk-lookalikes-review.json', { caught: 0, falseAlarms: 66 }],
];

describe('the sets written apart', () => {
  it.each(writtenApart)('%s keeps its recall and its false alarms', (file, { caught, falseAlarms }) => {
    const set = JSON.parse(readFileSync(new URL(`../../../tests/fixtures/${file}`, import.meta.url), 'utf8')) as Record<string, { risk: string[]; safe: string[] }>;
    const all = Object.values(set);
    expect(all.flatMap((s) => s.risk).filter((text) => classifyRisk(text).flagged).length).toBeGreaterThanOrEqual(caught);
    expect(all.flatMap((s) => s.safe).filter((text) => classifyRisk(text).flagged).length).toBeLessThanOrEqual(falseAlarms);
  });
});
