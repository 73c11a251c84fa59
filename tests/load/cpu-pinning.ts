import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';

/** `--pin`: the server alone on one core, everything that drives it (harness, fake provider, a local Postgres) on another. */
export const SERVER_CPU = '0';
export const DRIVER_CPU = '1';

/** With `--instances N --pin`: instance i alone on CPU i, as a list ('0,1'). */
export const instanceCpus = (instances: number) => Array.from({ length: instances }, (_, i) => String(i)).join(',');

/** Why `--pin` cannot run here (for `instances` servers, one CPU each), or null when it can. */
export function pinningUnavailable(instances = 1): string | null {
  if (cpus().length < Math.max(2, instances)) return `--pin needs at least ${Math.max(2, instances)} CPUs`;
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
  } catch {
    return '--pin needs taskset (util-linux)';
  }
  return null;
}

/** Sets the CPUs of every thread of `pid`. */
export function pinProcess(pid: number, cpuList: string): void {
  execFileSync('taskset', ['-a', '-cp', cpuList, String(pid)], { stdio: 'ignore' });
}

function postgresPids(): number[] {
  try {
    return execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return []; // none running here (a remote database, or PGlite inside the server)
  }
}

/** `cpuList` for each pid; one that ended meanwhile (a backend, an autovacuum worker) is passed over. */
function pinEach(pids: number[], cpuList: string): void {
  for (const pid of pids) {
    try {
      pinProcess(pid, cpuList);
    } catch {
      // Gone since pgrep listed it.
    }
  }
}

/**
 * Moves this machine's Postgres (the postmaster, so the backends it forks follow, and those running)
 * to `cpuList`. Returns what puts every Postgres process back on all CPUs; it also runs if the harness
 * is interrupted (Ctrl-C, a kill) before it returns.
 */
export function pinLocalPostgres(cpuList: string): () => void {
  const all = `0-${cpus().length - 1}`;
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    pinEach(postgresPids(), all);
    process.off('exit', restore);
  };
  process.on('exit', restore);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      restore();
      process.exit(130);
    });
  }
  pinEach(postgresPids(), cpuList);
  return restore;
}
