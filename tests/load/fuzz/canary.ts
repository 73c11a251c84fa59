import WebSocket from 'ws';
import { PROTOCOL_VERSION } from '@shared/protocol/version';

export interface CanaryResult {
  turns: number;
  failed: number;
}

/**
 * A well-behaved person chatting while the fuzzers run: a text session with a message every `everyMs`;
 * each must be answered (`response.done`) within 15 s, or the turn counts as failed.
 */
export async function startCanary(origin: string, accessToken: string, everyMs: number): Promise<{ firstTurn: Promise<void>; stop(): Promise<CanaryResult> }> {
  const result: CanaryResult = { turns: 0, failed: 0 };
  const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}/api/realtime`, { headers: { cookie: `access_token=${accessToken}`, origin } });
  ws.on('error', () => undefined);
  let waiting: ((ok: boolean) => void) | null = null;
  ws.on('message', (data, isBinary) => {
    if (isBinary) return;
    const event = JSON.parse((data as Buffer).toString('utf8')) as { type: string };
    if (event.type === 'session.ready' || event.type === 'response.done') waiting?.(true);
    if (event.type === 'error') waiting?.(false);
  });
  const answer = () =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 15_000);
      waiting = (ok) => {
        clearTimeout(timer);
        waiting = null;
        resolve(ok);
      };
    });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'session.start', protocolVersion: PROTOCOL_VERSION, mode: 'text' }));
  if (!(await answer())) throw new Error('The canary session did not start');
  let running = true;
  const turn = async () => {
    const answered = answer();
    ws.send(JSON.stringify({ type: 'text.send', text: `Checking in, message ${result.turns + 1}.` }));
    result.turns++;
    if (!(await answered)) result.failed++;
  };
  const firstTurn = turn();
  const loop = (async () => {
    await firstTurn;
    while (running) {
      await new Promise((resolve) => setTimeout(resolve, everyMs));
      if (running) await turn();
    }
  })();
  return {
    firstTurn,
    async stop() {
      running = false;
      await loop;
      ws.close(1000);
      return result;
    },
  };
}
