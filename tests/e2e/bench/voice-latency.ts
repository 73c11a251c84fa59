/**
 * Measures a voice call in the browser, over many turns, with the real openai provider against
 * tests/support/fakes/openai: voice to voice, from the moment the microphone signal itself falls silent
 * (its energy, apart from the voice detector) to the reply's first audio playing, split into the
 * end-of-turn wait and the reply; the turns committed inside a mid-sentence pause (`--fixture pauses`);
 * and the landing page's JavaScript with and without the voice module. Figures go to docs/benchmarks.md.
 *
 *   npx tsx tests/e2e/bench/voice-latency.ts [--turns 20] [--openai-like | --stt-ms 300 --first-token-ms 300 --tts-first-byte-ms 200] [--fixture stressed|pauses] [--unpunctuated]
 *
 * Needs the client built (node scripts/ensure-client-build.mjs) and Debian's Chromium.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { afterSilence, speechFixture } from '../../support/browser/fake-mic';
import { oggOpusDurationMs } from '../../support/fakes/openai/audio';
import { startSessionServer } from '../../support/browser/session-server';
import { percentile, RESUME_WITHIN_MS, voiceTurns, type VoiceTurn } from '../../load/voice-to-voice';
import { chromiumArgs } from '../playwright.config';
import { isVoiceModule, recordScripts, totalGzip } from './script-sizes';
import { installVoiceProbe, readVoiceProbe } from './voice-probe';

const { values } = parseArgs({
  options: {
    turns: { type: 'string', default: '20' },
    'openai-like': { type: 'boolean', default: false },
    'stt-ms': { type: 'string', default: '0' },
    'first-token-ms': { type: 'string', default: '0' },
    'tts-first-byte-ms': { type: 'string', default: '0' },
    fixture: { type: 'string', default: 'stressed' },
    unpunctuated: { type: 'boolean', default: false },
  },
});
const turns = Number(values.turns);
// Provider latencies like OpenAI's: transcription 300 ms, first token 300 ms, speech first byte 200 ms.
const latencies = values['openai-like']
  ? { sttMs: 300, firstTokenMs: 300, ttsFirstByteMs: 200 }
  : { sttMs: Number(values['stt-ms']), firstTokenMs: Number(values['first-token-ms']), ttsFirstByteMs: Number(values['tts-first-byte-ms']) };

// What the person says, then silence long enough for the whole reply to play; the fake microphone loops
// it. 'stressed': one sentence a loop. 'pauses': "I have been feeling... really tired lately" three times
// a loop, with mid-sentence pauses of 300, 500 and 700 ms.
const fixtures: Record<string, string> = {
  stressed: afterSilence(speechFixture('feeling-stressed.wav'), 3, 9),
  pauses: afterSilence(speechFixture('mid-sentence-pauses.wav'), 3),
};
const wav = fixtures[values.fixture];
if (!wav) throw new Error(`--fixture is one of ${Object.keys(fixtures).join(', ')}`);
// What a recogniser writes, punctuation included (the end of turn is judged on it): the pauses fixture's
// first half, heard alone at a pause (under 2.3 s of audio; the whole is over 2.9 s), trails off.
// `--unpunctuated`: a recogniser without punctuation, about whose sentences nothing can be judged.
const transcripts: Record<string, (audio: Uint8Array) => string> = {
  stressed: () => 'I have been feeling really stressed about work lately.',
  pauses: (audio) => (oggOpusDurationMs(audio) < 2300 ? 'I have been feeling...' : 'I have been feeling... really tired lately.'),
};
const punctuated = transcripts[values.fixture] as (audio: Uint8Array) => string;
const transcript = values.unpunctuated ? (audio: Uint8Array) => punctuated(audio).replace(/[.]/g, '') : punctuated;
const server = await startSessionServer({ ai: 'openai', latencies }, 'http://localhost');
server.fake?.configure({ transcript });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...chromiumArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wav}`],
});

/** The fake provider's requests by route, and those the server abandoned, per 100 commits. */
function providerCalls(commits: number): Record<string, number> {
  const per100 = (count: number) => Math.round((100 * count) / Math.max(1, commits));
  const requests = server.fake?.requests ?? [];
  const byRoute = (route: string) => requests.filter((r) => r.route === route).length;
  return {
    transcription: per100(byRoute('transcription')),
    chat: per100(byRoute('chat')),
    speech: per100(byRoute('speech')),
    moderation: per100(byRoute('moderation')),
    abandoned: per100(server.fake?.aborted.length ?? 0),
  };
}

try {
  const page = await (await browser.newContext({ baseURL: server.url })).newPage();
  await installVoiceProbe(page);
  const scripts = recordScripts(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const landing = await scripts.take();
  if (landing.some(isVoiceModule)) throw new Error('The landing page loaded the voice module');
  const email = `bench-${Date.now()}@example.com`;
  const post = (url: string, data: object) => page.request.post(url, { data, headers: { origin: server.url } });
  await post('/api/auth/signup', { email, password: 'a calm password', acceptTerms: true, confirmAge: true });
  await server.db.updateTable('users').set({ email_confirmed_at: new Date() }).where('email', '=', email).execute();
  await post('/api/auth/login', { email, password: 'a calm password' });
  await post('/api/profile/onboarding', { fullName: 'Bench Mark', preferredLanguage: 'en', voicePreference: 'warm', timezone: 'UTC' });

  await page.goto('/dashboard/start-session');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: /Voice Call/ }).click();
  const started = Date.now();
  let summary = voiceTurns(await readVoiceProbe(page));
  while (summary.turns.length + summary.cutOffs < turns) {
    if (Date.now() - started > turns * 30_000) {
      const record = await readVoiceProbe(page);
      const counts = Object.entries(record).map(([name, times]) => `${name} ${times.length}`).join(', ');
      throw new Error(`only ${summary.turns.length} turns measured (probe: ${counts})`);
    }
    await page.waitForTimeout(1000);
    summary = voiceTurns(await readVoiceProbe(page));
  }
  // A commit is a cut-off if the person speaks within 2 s after it: give the last ones that long.
  await page.waitForTimeout(RESUME_WITHIN_MS + 500);
  summary = voiceTurns(await readVoiceProbe(page));
  const voiceModule = (await scripts.take()).filter(isVoiceModule);
  const sizes = {
    landingGzipBytes: totalGzip(landing),
    voiceModuleGzipBytes: totalGzip(voiceModule),
    voiceModuleFiles: voiceModule.map((s) => `${s.url} ${s.gzipBytes}`),
  };
  const figures = (pick: (turn: VoiceTurn) => number) => {
    const values = summary.turns.map(pick);
    return { p50: Math.round(percentile(values, 0.5)), p90: Math.round(percentile(values, 0.9)), min: Math.round(Math.min(...values)), max: Math.round(Math.max(...values)) };
  };
  console.log(
    JSON.stringify(
      {
        date: new Date().toISOString(),
        loadAverage: loadavg().map((l) => l.toFixed(2)).join(' '),
        fixture: values.fixture,
        punctuated: !values.unpunctuated,
        latencies,
        commits: summary.commits,
        cutOffs: summary.cutOffs,
        turns: summary.turns.length,
        voiceToVoiceMs: figures((t) => t.voiceToVoiceMs),
        endOfTurnMs: figures((t) => t.endOfTurnMs),
        replyMs: figures((t) => t.replyMs),
        values: summary.turns.map((t) => Math.round(t.voiceToVoiceMs)),
        // What tentative turns cost: provider requests per 100 commits, and those abandoned mid-answer.
        providerCallsPer100Commits: providerCalls(summary.commits),
        sizes,
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.close();
}
