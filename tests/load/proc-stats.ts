import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcSample {
  /** CPU seconds used so far (user + system). */
  cpuSeconds: number;
  rssBytes: number;
  peakRssBytes: number;
  /** Time the main thread was ready to run but waited for a CPU (other programs had it). */
  runQueueWaitSeconds: number;
}

let clockTicks: number | undefined;

/** Kernel clock ticks per second, which /proc/<pid>/stat counts CPU time in. */
function ticksPerSecond(): number {
  if (clockTicks !== undefined) return clockTicks;
  try {
    clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    clockTicks = 100;
  }
  return clockTicks;
}

/** utime + stime from the text of /proc/<pid>/stat, in clock ticks (the name in brackets may hold spaces). */
export function parseStatTicks(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  if (!Number.isFinite(user) || !Number.isFinite(system)) throw new Error('Unreadable /proc stat line');
  return user + system;
}

/** A `Name:   123 kB` line of /proc/<pid>/status, in bytes. */
export function parseStatusKb(status: string, name: string): number {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status);
  if (!match?.[1]) throw new Error(`No ${name} in /proc status`);
  return Number(match[1]) * 1024;
}

/** CPU time and memory of a live process, from /proc; null once it has gone. */
export function readProc(pid: number): ProcSample | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const schedstat = readFileSync(`/proc/${pid}/schedstat`, 'utf8');
    return {
      cpuSeconds: parseStatTicks(stat) / ticksPerSecond(),
      rssBytes: parseStatusKb(status, 'VmRSS'),
      peakRssBytes: parseStatusKb(status, 'VmHWM'),
      runQueueWaitSeconds: Number(schedstat.split(' ')[1] ?? 0) / 1e9,
    };
  } catch {
    return null;
  }
}

/** CPU seconds used so far by each thread of a live process, by thread id; null once it has gone. */
export function readThreadCpu(pid: number): Map<number, number> | null {
  try {
    const threads = new Map<number, number>();
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        threads.set(Number(tid), parseStatTicks(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')) / ticksPerSecond());
      } catch {
        // the thread ended between the listing and the read
      }
    }
    return threads;
  } catch {
    return null;
  }
}

export interface ThreadCpuSplit {
  mainSeconds: number;
  /** The busiest of the other threads: the server's provider thread, when it has work. */
  busiestOtherSeconds: number;
  /** All the other threads together (the collector's helpers, libuv's pool, idle workers). */
  restSeconds: number;
}

/** Where a process's CPU went between two readings of `readThreadCpu`; a thread started since counts from zero. */
export function splitThreadCpu(before: Map<number, number>, after: Map<number, number>, mainTid: number): ThreadCpuSplit {
  const others: number[] = [];
  let mainSeconds = 0;
  for (const [tid, seconds] of after) {
    const used = seconds - (before.get(tid) ?? 0);
    if (tid === mainTid) mainSeconds = used;
    else others.push(used);
  }
  const busiestOtherSeconds = others.length ? Math.max(...others) : 0;
  const restSeconds = others.reduce((sum, used) => sum + used, 0) - busiestOtherSeconds;
  return { mainSeconds, busiestOtherSeconds, restSeconds };
}

/** Samples a process every second: CPU use between samples and resident memory. */
export class ProcSampler {
  readonly cpuPercent: number[] = [];
  readonly rssBytes: number[] = [];
  private last: { at: number; cpu: number } | null = null;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly pid: number) {
    this.sample();
    this.timer = setInterval(() => this.sample(), 1000);
  }

  /** CPU seconds used since `mark()`; the window a run's figures are taken over. */
  cpuSince(mark: ProcSample | null): number {
    const now = readProc(this.pid);
    return now && mark ? now.cpuSeconds - mark.cpuSeconds : Number.NaN;
  }

  mark(): ProcSample | null {
    return readProc(this.pid);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private sample(): void {
    const now = readProc(this.pid);
    if (!now) return;
    const at = Date.now();
    if (this.last) this.cpuPercent.push((100 * (now.cpuSeconds - this.last.cpu)) / ((at - this.last.at) / 1000));
    this.last = { at, cpu: now.cpuSeconds };
    this.rssBytes.push(now.rssBytes);
  }
}
