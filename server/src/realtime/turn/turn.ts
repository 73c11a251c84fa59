import type { LanguageCode, VoiceStyle } from '@shared/preferences';
import type { SessionSurface } from '@shared/protocol/client-messages';
import type { Conversation } from './conversation';
import type { RealtimeDeps } from '../realtime-deps';
import type { SessionOutbox } from '../outbox/session-outbox';
import type { Utterance } from '../stages/stage';
import { TurnTimings } from './turn-timings';
import type { TakenTextMessages } from './taken-text-messages';

/** A turn started at `input_audio.pause`, on the utterance so far, before the person is known to be done. */
export interface TentativeTurn {
  /** It says and keeps nothing until this resolves: true when committed, false when the person spoke on. */
  held: Promise<boolean>;
  /**
   * What it heard, as soon as it is known (the client's end of turn is judged on it). Returns how long
   * after the turn started its reply may be asked: it transcribes at once, but asks later.
   */
  heard(text: string): number;
}

export type TurnInput =
  | { kind: 'voice'; utterance: Utterance; tentative?: TentativeTurn }
  | { kind: 'text'; text: string; clientMessageId: string | null };

/** What a turn needs from its session. */
export interface TurnHost {
  readonly id: string;
  readonly userId: string;
  readonly surface: SessionSurface;
  readonly language: LanguageCode;
  readonly voice: VoiceStyle;
  readonly outbox: SessionOutbox;
  readonly conversation: Conversation;
  readonly takenTextMessages: TakenTextMessages;
  readonly deps: RealtimeDeps;
  /** After a reply is saved (the running summary is updated then). */
  afterReply(): void;
  /** Speech spoken since `since` was not understood: its time is free; `recognitionLost`: none is charged until speech is understood again. */
  speechNotUnderstood(since: number, recognitionLost: boolean): void;
  speechUnderstood(): void;
  /** A turn's safety verdicts, which may outlive it: kept until they are in. */
  keepSafetyVerdicts(verdicts: Promise<unknown>): void;
}

/** One exchange. Cutting it aborts every stage and provider call in flight at once. */
export class Turn {
  private readonly controller = new AbortController();
  /** Started when the turn is, at the user's commit or message. */
  readonly timings = new TurnTimings();

  constructor(readonly id: number) {}

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  cut(): void {
    if (!this.controller.signal.aborted) this.controller.abort(new DOMException('The reply was cut.', 'AbortError'));
  }
}

/** Resolves as `held` does, or to false as soon as the turn is cut. */
export function releasedUnlessCut(held: Promise<boolean>, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onCut = () => resolve(false);
    signal.addEventListener('abort', onCut, { once: true });
    void held.then((released) => {
      signal.removeEventListener('abort', onCut);
      resolve(released && !signal.aborted);
    });
  });
}
