import { readFileSync } from 'node:fs';
import WebSocket from 'ws';

/** The inspector address node printed to the server's log when it started with `--inspect=127.0.0.1:0`. */
export function inspectorUrl(logFile: string): string {
  const match = /Debugger listening on (ws:\/\/127\.0\.0\.1:\d+\/[\w-]+)/.exec(readFileSync(logFile, 'utf8'));
  if (!match?.[1]) throw new Error(`No inspector address in ${logFile}`);
  return match[1];
}

/** Has the server collect its garbage (through its inspector), so the heap read next is what is really held. */
export async function collectGarbage(url: string): Promise<void> {
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const done = new Promise<void>((resolve) => ws.on('message', (data) => (JSON.parse((data as Buffer).toString('utf8')) as { id?: number }).id === 1 && resolve()));
  ws.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
  await done;
  ws.close();
}
