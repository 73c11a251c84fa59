/**
 * Scores the offline companion on the conversation sets (npx tsx tests/load/companion-eval.ts): each set
 * played through the real app's socket on in-memory PGlite, conversations passed of all, and what failed.
 * set-a is the one the tests hold every conversation of; set-b-heldout was written apart and is only scored.
 */
import os from 'node:os';
import { loadConversationSet, runConversation } from '../support/companion-conversations';
import { startRealtimeApp } from '../support/app/realtime-client';

const sets = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['set-a.json', 'set-b-heldout.json'];
const verbose = process.env.VERBOSE === '1';
const t = await startRealtimeApp({});
try {
  for (const file of sets) {
    const set = loadConversationSet(file);
    let passed = 0;
    let turns = 0;
    let turnsFailed = 0;
    for (const conversation of set) {
      const run = await runConversation(t, conversation);
      turns += conversation.turns.length;
      turnsFailed += new Set(run.failures.map((f) => f.match(/^turn (\d+)/)?.[1]).filter(Boolean)).size;
      if (run.failures.length === 0) passed += 1;
      else console.log(`  ${conversation.id}: ${run.failures.join('\n    ')}`);
      if (verbose) console.log(JSON.stringify({ id: conversation.id, replies: run.replies, summary: run.summary, tone: run.tone, topics: run.topics }, null, 1));
    }
    console.log(`${file}: ${passed}/${set.length} conversations passed, ${turns - turnsFailed}/${turns} replies met their checks (load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  }
} finally {
  await t.close();
}
