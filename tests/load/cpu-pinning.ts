import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';

/** `--pin`: the server alone on one core, everything that drives it (harness, fake provider, a local Postgres) on another. */
export const SERVER_CPU = '0';
export const DRIVER_CPU = '1';

/** Why `--pin` cannot run here, or null when it can. */
export function pinningUnavailable(): string | null {
  if (cpus().length < 2) return '--pin needs at least 2 CPUs';
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

/**
 * Moves this machine's Postgres (the postmaster, so the backends it forks follow, and those running)
 * to `cpuList`. Returns what puts every Postgres process back on all CPUs.
 */
export function pinLocalPostgres(cpuList: string): () => void {
  const all = `0-${cpus().length - 1}`;
  for (const pid of postgresPids()) pinProcess(pid, cpuList);
  return () => {
    for (const pid of postgresPids()) {
      try {
        pinProcess(pid, all);
      } catch {
        // A backend that ended meanwhile.
      }
    }
  };
}
