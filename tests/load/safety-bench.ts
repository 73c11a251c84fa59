/**
 * `npm run bench:safety`: the local risk classifier over the labelled phrases in tests/fixtures/risk-phrases,
 * per language: recall on risk phrases, false-positive rate on safe look-alikes, and time per message.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { languageCodes } from '@shared/preferences';
import { classifyRisk } from '../../server/src/safety/risk-classifier';
import { readRiskPhrases, scoreRiskPhrases } from '../support/risk-phrase-score';

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

function microsecondsPerMessage(): number {
  const texts = languageCodes.flatMap((language) => {
    const fixture = readRiskPhrases(language);
    return [...fixture.direct, ...fixture.indirect, ...fixture.safe];
  });
  for (const text of texts) classifyRisk(text); // warm-up
  const rounds = 20;
  const started = performance.now();
  for (let i = 0; i < rounds; i++) for (const text of texts) classifyRisk(text);
  return ((performance.now() - started) * 1000) / (rounds * texts.length);
}

const loadStart = loadavg()[0] ?? 0;
const scores = scoreRiskPhrases();
const perMessage = microsecondsPerMessage();
const loadEnd = loadavg()[0] ?? 0;

console.log(`Local risk classifier, ${new Date().toISOString().slice(0, 10)}, load average ${loadStart.toFixed(2)} -> ${loadEnd.toFixed(2)}`);
console.log('| language | risk phrases | recall | safe phrases | false positives |');
console.log('|---|---|---|---|---|');
for (const s of scores) {
  console.log(`| ${s.language} | ${s.risk} | ${percent(s.recall)} | ${s.safe} | ${percent(s.falsePositiveRate)} (${s.falseAlarms.length}) |`);
}
const risk = scores.reduce((n, s) => n + s.risk, 0);
const safe = scores.reduce((n, s) => n + s.safe, 0);
const missed = scores.flatMap((s) => s.missed.map((text) => `${s.language}: ${text}`));
const alarms = scores.flatMap((s) => s.falseAlarms.map((text) => `${s.language}: ${text}`));
console.log(`| all | ${risk} | ${percent((risk - missed.length) / risk)} | ${safe} | ${percent(alarms.length / safe)} (${alarms.length}) |`);
console.log(`\n${perMessage.toFixed(0)} µs per message (all ten languages' patterns).`);
for (const text of missed) console.log(`missed     ${text}`);
for (const text of alarms) console.log(`false alarm ${text}`);
const failed = scores.some((s) => s.recall < 1 || s.falsePositiveRate >= 0.05);
if (failed) console.log('\nGoal not met: recall 100 % and false positives under 5 % in every language.');
process.exitCode = failed ? 1 : 0;
