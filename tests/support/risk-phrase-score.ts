import { readFileSync } from 'node:fs';
import { languageCodes, type LanguageCode } from '@shared/preferences';
import { classifyRisk } from '../../server/src/safety/risk-classifier';

/** One language's labelled phrases: risk stated plainly, risk said indirectly, and safe look-alikes. */
export interface RiskPhraseFixture {
  direct: string[];
  indirect: string[];
  safe: string[];
}

export interface LanguageScore {
  language: LanguageCode;
  risk: number;
  safe: number;
  missed: string[];
  falseAlarms: string[];
  /** Share of risk phrases flagged, 0-1. */
  recall: number;
  /** Share of safe phrases flagged, 0-1. */
  falsePositiveRate: number;
}

export function readRiskPhrases(language: LanguageCode): RiskPhraseFixture {
  const file = new URL(`../fixtures/risk-phrases/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as RiskPhraseFixture;
}

/** Runs the local classifier over every language's fixture. */
export function scoreRiskPhrases(): LanguageScore[] {
  return languageCodes.map((language) => {
    const fixture = readRiskPhrases(language);
    const risk = [...fixture.direct, ...fixture.indirect];
    const missed = risk.filter((text) => !classifyRisk(text).flagged);
    const falseAlarms = fixture.safe.filter((text) => classifyRisk(text).flagged);
    return {
      language,
      risk: risk.length,
      safe: fixture.safe.length,
      missed,
      falseAlarms,
      recall: (risk.length - missed.length) / risk.length,
      falsePositiveRate: falseAlarms.length / fixture.safe.length,
    };
  });
}
