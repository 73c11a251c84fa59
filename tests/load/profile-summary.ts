/**
 * Where a CPU profile's time went:
 *   tsx tests/load/profile-summary.ts bench-results/<run>/<file>.cpuprofile [rows] [skip-seconds]
 * prints the functions and the files or packages with the most self time (a text flame graph's base),
 * leaving out the first `skip-seconds` (start-up and warm-up).
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** node_modules/<package>, our own file, or node's internals. */
export function ownerOf(url: string): string {
  if (url === '') return '(native or idle)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  if (url.startsWith('node:')) return url;
  const ours = /\/(server|shared|tests)\/(.+)$/.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url;
}

/** Self time in ms per function and per owner (file or package), largest first. */
export function selfTimes(profile: CpuProfile, skipMs = 0): { functions: [string, number][]; owners: [string, number][]; totalMs: number } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const functions = new Map<string, number>();
  const owners = new Map<string, number>();
  let totalMs = 0;
  let elapsedMs = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    elapsedMs += ms;
    if (!node || elapsedMs < skipMs) return;
    totalMs += ms;
    const { functionName, url, lineNumber } = node.callFrame;
    const owner = ownerOf(url);
    const name = `${functionName || '(anonymous)'}  ${owner}${url ? `:${lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
    owners.set(owner, (owners.get(owner) ?? 0) + ms);
  });
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return { functions: sorted(functions), owners: sorted(owners), totalMs };
}

function main(file: string | undefined, rowsArg = '25', skipArg = '0'): void {
  const rows = Number(rowsArg);
  const skipS = Number(skipArg);
  if (!file || !Number.isInteger(rows) || !Number.isFinite(skipS)) {
    console.error('usage: tsx tests/load/profile-summary.ts <file.cpuprofile> [rows] [skip-seconds]');
    process.exitCode = 2;
    return;
  }
  const { functions, owners, totalMs } = selfTimes(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, skipS * 1000);
  const line = ([name, ms]: [string, number]) => `${((100 * ms) / totalMs).toFixed(1).padStart(6)}%  ${ms.toFixed(0).padStart(8)} ms  ${name}`;
  console.log(`${(totalMs / 1000).toFixed(1)} s sampled\n\nself time by file or package`);
  console.log(owners.slice(0, rows).map(line).join('\n'));
  console.log('\nself time by function');
  console.log(functions.slice(0, rows).map(line).join('\n'));
}

if (process.argv[1]?.endsWith('profile-summary.ts')) main(process.argv[2], process.argv[3], process.argv[4]);
