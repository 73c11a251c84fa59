import { readFileSync } from 'node:fs';
import path from 'node:path';

const ENTRY = '--import tsx server/src/server.ts';

/**
 * The node flags `npm start` gives the server (package.json's start script), so the bench measures
 * the server as it is run, garbage-collector settings included.
 */
export function serverNodeFlags(startScript = readStartScript()): string[] {
  const match = new RegExp(`(?:^|&&\\s*)(?:exec\\s+)?node((?:\\s+--\\S+)*?)\\s+${ENTRY.replaceAll('/', '\\/')}`).exec(startScript);
  if (!match) throw new Error(`package.json's start script no longer runs "node [flags] ${ENTRY}": ${startScript}`);
  return (match[1] ?? '').split(/\s+/).filter(Boolean);
}

function readStartScript(): string {
  const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start;
}
