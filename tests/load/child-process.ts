import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';

export interface TsxProcess {
  child: ChildProcess;
  /** The node process itself (not a wrapper), so /proc/<pid> is the program being measured. */
  pid: number;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * Runs a TypeScript entry in its own node process (`node --import tsx`, one process, no tsx wrapper),
 * its output appended to `logFile`. With `firstLine`, stdout's first line is handed over and the rest logged;
 * with `cpus` (a taskset list), it runs only on those CPUs.
 */
export function spawnTsx(
  script: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; logFile: string; nodeFlags?: string[]; firstLine?: (line: string) => void; cpus?: string },
): TsxProcess {
  const log = openSync(options.logFile, 'a');
  const command = [process.execPath, ...(options.nodeFlags ?? []), '--import', 'tsx', script, ...args];
  // taskset execs node in its own place, so the pid is still node's.
  const [program, ...programArgs] = options.cpus ? ['taskset', '-c', options.cpus, ...command] : command;
  const child = spawn(program as string, programArgs, {
    env: options.env,
    stdio: ['ignore', options.firstLine ? 'pipe' : log, log],
  });
  if (options.firstLine && child.stdout) {
    const onLine = options.firstLine;
    let pending = '';
    let seen = false;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (seen) return;
      pending += chunk;
      const newline = pending.indexOf('\n');
      if (newline < 0) return;
      seen = true;
      onLine(pending.slice(0, newline).trim());
    });
  }
  if (child.pid === undefined) throw new Error(`Could not start ${script}`);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, pid: child.pid, exited };
}

/** SIGTERM, then SIGKILL if the process has not gone within `graceMs`. */
export async function stopProcess(proc: TsxProcess, graceMs = 15_000): Promise<number | null> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return proc.child.exitCode;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), graceMs);
  const code = await proc.exited;
  clearTimeout(timer);
  return code;
}

/** Rejects when the process ends before `ready` settles, so a crash at start-up is reported, not waited on. */
export async function untilReady<T>(proc: TsxProcess, what: string, ready: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const failure = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} was not ready within ${timeoutMs / 1000} s`)), timeoutMs);
    void proc.exited.then((code) => reject(new Error(`${what} exited during start-up (code ${code}); see its log`)));
  });
  try {
    return await Promise.race([ready, failure]);
  } finally {
    clearTimeout(timer);
  }
}
