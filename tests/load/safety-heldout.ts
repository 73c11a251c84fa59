/**
 * The local risk classifier on a set of messages written apart from its patterns:
 * `npx tsx tests/load/safety-heldout.ts tests/fixtures/risk-phrases-heldout-3.json [--verbose]`.
 * The file holds `{ "<language>": { "risk": [...], "safe": [...] } }`. Prints recall and false alarms
 * per language and in all, with the load average.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { classifyRisk } from '../../server/src/safety/risk-classifier';

const [file, flag] = process.argv.slice(2);
if (!file) throw new Error('Usage: tsx tests/load/safety-heldout.ts <file.json> [--verbose]');
const verbose = flag === '--verbose';
const set = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { risk: string[]; safe: string[] }>;

let caught = 0;
let risky = 0;
let alarms = 0;
let safe = 0;
for (const [language, { risk, safe: safeOnes }] of Object.entries(set)) {
  const missed = risk.filter((text) => !classifyRisk(text).flagged);
  const raised = safeOnes.filter((text) => classifyRisk(text).flagged);
  caught += risk.length - missed.length;
  risky += risk.length;
  alarms += raised.length;
  safe += safeOnes.length;
  console.log(`${language}: risk caught ${risk.length - missed.length}/${risk.length}, false alarms ${raised.length}/${safeOnes.length}`);
  if (verbose) for (const text of missed) console.log(`  missed: ${text}`);
  if (verbose) for (const text of raised) console.log(`  false alarm: ${text}`);
}
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
const load = loadavg().map((value) => value.toFixed(2)).join(' ');
console.log(`all: recall ${caught}/${risky} (${percent(caught, risky)}), false alarms ${alarms}/${safe} (${percent(alarms, safe)}); load average ${load}`);
