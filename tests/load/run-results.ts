import { Samples } from './metrics';

export type SampleName =
  | 'session.ready'
  | 'voice.transcript'
  | 'voice.firstText'
  | 'voice.firstAudio'
  | 'voice.done'
  | 'voice.overhead.transcript'
  | 'voice.overhead.firstAudio'
  | 'voice.gapMax'
  | 'text.transcript'
  | 'text.firstToken'
  | 'text.done'
  | 'text.overhead.firstToken';

export type TurnKind = 'voice' | 'text';

/** Everything the clients of one run observed, added to as it happens. */
export class RunResults {
  readonly samples = new Samples<SampleName>();
  readonly turnsStarted: Record<TurnKind, number> = { voice: 0, text: 0 };
  readonly turnsCompleted: Record<TurnKind, number> = { voice: 0, text: 0 };
  /** Turns that did not end in `response.done`, by why (`timeout` is a lost turn). */
  readonly turnFailures = new Map<string, number>();
  /** `error` events by code, in turns or not. */
  readonly errorEvents = new Map<string, number>();
  sessionsReady = 0;
  sessionsFailed = 0;
  sessionsEnded = 0;
  /** Session events missing from the `seq` numbering, and events seen twice. */
  eventsLost = 0;
  eventsDuplicated = 0;
  audioFramesLost = 0;
  audioFramesDuplicated = 0;
  /** Replies whose `response.done` text differs from the deltas received (text lost or repeated). */
  textMismatches = 0;
  /** Frames the protocol schema refused. */
  protocolViolations = 0;
  gapsOverLimit = 0;
  audioFrames = 0;
  /** What broke in the harness itself (a socket that would not connect, an unexpected exception). */
  readonly harnessErrors: string[] = [];

  failTurn(reason: string): void {
    this.turnFailures.set(reason, (this.turnFailures.get(reason) ?? 0) + 1);
  }

  errorEvent(code: string): void {
    this.errorEvents.set(code, (this.errorEvents.get(code) ?? 0) + 1);
  }

  harnessError(message: string): void {
    if (this.harnessErrors.length < 50) this.harnessErrors.push(message);
  }

  get lostTurns(): number {
    return this.turnFailures.get('timeout') ?? 0;
  }

  get failedTurns(): number {
    let total = 0;
    for (const count of this.turnFailures.values()) total += count;
    return total;
  }
}
