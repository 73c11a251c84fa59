import { describe, expect, it } from 'vitest';
import { languageCodes } from '@shared/preferences';
import { readRiskPhrases, scoreRiskPhrases } from '../../../tests/support/risk-phrase-score';
import { classifyRisk } from './risk-classifier';

describe('local risk classifier', () => {
  it('meets the goal on the labelled phrases of every language: recall 100 %, false positives under 5 %', () => {
    const scores = scoreRiskPhrases();
    for (const score of scores) {
      expect({ language: score.language, missed: score.missed }).toEqual({ language: score.language, missed: [] });
      expect(score.falsePositiveRate, `${score.language}: ${score.falseAlarms.join(' / ')}`).toBeLessThan(0.05);
    }
  });

  it('has at least 300 labelled phrases, with direct, indirect and safe ones in each of the ten languages', () => {
    let total = 0;
    for (const language of languageCodes) {
      const fixture = readRiskPhrases(language);
      expect(fixture.direct.length, language).toBeGreaterThanOrEqual(10);
      expect(fixture.indirect.length, language).toBeGreaterThanOrEqual(10);
      expect(fixture.safe.length, language).toBeGreaterThanOrEqual(15);
      total += fixture.direct.length + fixture.indirect.length + fixture.safe.length;
    }
    expect(total).toBeGreaterThanOrEqual(300);
  });

  it('reads past case, accents, full width, punctuation and repeated letters', () => {
    for (const text of ['I WANT TO DIEEEE!!!', 'Ｉ　ｗａｎｔ　ｔｏ　ｄｉｅ', 'me quiero MORIR...', 'Quiero QUITARME la vída', 'ich will sterben!!!', '死にたい！', 'ﾘｽﾄｶｯﾄした']) {
      expect(classifyRisk(text).flagged, text).toBe(true);
    }
  });

  it('reads a message in any language, whatever the profile says', () => {
    expect(classifyRisk('죽고 싶어').languages).toEqual(['ko']);
    expect(classifyRisk('أريد أن أموت').categories).toEqual(['self-harm']);
  });

  it('takes a denial about oneself at its word, unless it is only for now', () => {
    expect(classifyRisk('I would never kill myself').flagged).toBe(false);
    expect(classifyRisk("I'm not going to kill myself, not yet anyway").flagged).toBe(true);
    // A denial covers only its own clause.
    expect(classifyRisk("I'm not suicidal, I just don't want to be here anymore").flagged).toBe(true);
  });

  it('lets figures of speech through', () => {
    for (const text of ["My boss will kill me if I'm late", "I'm dead tired", 'This joke killed me', 'Me muero de risa', '累死了']) {
      expect(classifyRisk(text), text).toMatchObject({ flagged: false });
    }
  });

  it('flags threats to hurt someone else as violence', () => {
    expect(classifyRisk('Sometimes I want to hurt someone')).toMatchObject({ flagged: true, categories: ['violence'] });
  });
});
