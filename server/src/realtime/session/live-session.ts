import { voiceCallRefusal } from '@shared/voice-refusal';
import { say } from '../../i18n/translator';
import type { WebSocket } from 'ws';
import type { Text } from '@shared/i18n/text';
import type { MoodAfter, MoodBefore, SessionMode, SessionSurface } from '@shared/protocol/client-messages';
import type { Notice, SessionEnded } from '@shared/protocol/server-messages';
import type { LanguageCode } from '@shared/preferences';
import type { SessionSettings } from '../../features/sessions/sessions.service';
import { aiReminderText } from '../../safety/ai-reminder-texts';
import { AiReminder } from './ai-reminder';
import { Conversation } from '../turn/conversation';
import type { RealtimeDeps } from '../realtime-deps';
import { recordEnding } from './session-ending';
import { SessionOutbox } from '../outbox/session-outbox';
import { SessionPresence } from './session-presence';
import { speakNotice } from '../turn/spoken-notice';
import { refreshRunningSummary, runningSummaryDue, summarizeEndedSession } from './summary-updates';
import { Turn, type TurnHost, type TurnInput } from '../turn/turn';
import { runTurn } from '../turn/turn-runner';
import type { LimitReason, UsageMeter } from './usage-meter';
import { TakenTextMessages } from '../turn/taken-text-messages';
import { InputAudio } from './input-audio';
import { BackgroundTasks } from '../../lib/background-tasks';
import type { CarriedOver, HandoffState } from './handoff-state';

export interface LiveSessionInit {
  id: string;
  userId: string;
  title: string;
  surface: SessionSurface;
  mode: SessionMode;
  settings: SessionSettings;
  memories: string[];
  /** The mood picked at the start, which the first reply acknowledges. */
  moodBefore?: MoodBefore;
  startedAt: number;
  meter: UsageMeter;
  deps: RealtimeDeps;
  onEnded: (session: LiveSession) => void;
  /** Where the session was on the instance it was handed over from. */
  carriedOver?: CarriedOver;
}

/** How a handed-over session's socket is let go: told it was resumed elsewhere, or closed for a reconnect (this instance is stopping). */
export type Farewell = 'resumed_elsewhere' | 'restarting';

/** How long a handover waits for a text reply in flight before cutting it (the other instance waits 3 s in all). */
const HANDOVER_REPLY_WAIT_MS = 1500;

/**
 * One open session, a voice call or a text chat (it can switch between them): runs each turn through
 * the pipeline one after another, meters voice time, and survives a dropped socket for the grace period.
 */
export class LiveSession implements TurnHost {
  readonly outbox: SessionOutbox;
  readonly input = new InputAudio(this);
  readonly conversation: Conversation;
  readonly takenTextMessages = new TakenTextMessages();
  readonly id: string;
  readonly userId: string;
  readonly surface: SessionSurface;
  readonly deps: RealtimeDeps;
  private currentMode: SessionMode;
  private turn: Turn | null = null;
  private turns: Promise<void> = Promise.resolve();
  private nextTurnId = 1;
  private replies = 0;
  private readonly presence: SessionPresence;
  private readonly aiReminder: AiReminder;
  private ending: Promise<void> | null = null;
  private handingOver = false;

  constructor(private readonly init: LiveSessionInit) {
    // Said in the language of the page attached, else the profile's.
    this.outbox = new SessionOutbox(init.settings.language);
    this.id = init.id;
    this.userId = init.userId;
    this.surface = init.surface;
    this.deps = init.deps;
    this.currentMode = init.mode;
    this.conversation = new Conversation(init.memories, init.moodBefore);
    const carried = init.carriedOver;
    if (carried) {
      this.outbox.restore(carried.seq, carried.since, carried.frames);
      this.conversation.restore(carried.history, carried.runningSummary);
      this.replies = carried.replies;
      this.nextTurnId = carried.nextTurnId;
    }
    this.presence = new SessionPresence(init.deps.clock, this.outbox, () => void this.end('timeout'));
    this.aiReminder = new AiReminder(init.deps.clock, () => this.remindOfAi());
    const carriedReminder = init.carriedOver ? Math.max(0, init.carriedOver.aiReminderDueAt - Date.now()) : undefined;
    this.aiReminder.start(carriedReminder);
  }

  get language() {
    return this.init.settings.language;
  }
  get voice() {
    return this.init.settings.voice;
  }
  get decodeSpeechAsItArrives(): boolean {
    return this.deps.ai.transcriptionInput === 'pcm';
  }
  get mode(): SessionMode {
    return this.currentMode;
  }
  get ended(): boolean {
    return this.ending !== null;
  }
  /** Being handed to another instance: it goes on there, where its client resumes it. */
  get movingOut(): boolean {
    return this.handingOver;
  }
  get detached(): boolean {
    return this.presence.droppedAt !== null;
  }
  /** A reply (or the limit apology) is being prepared or spoken. */
  get busy(): boolean {
    return this.turn !== null;
  }

  /** Attaches a socket: a new session (`lastSeq` null) or a resumed one, which first gets what it missed. */
  async attach(socket: WebSocket, lastSeq: number | null): Promise<void> {
    this.presence.attach(socket, lastSeq);
    const limit = this.currentMode === 'voice' ? await this.init.meter.start() : null;
    this.outbox.emit({
      type: 'session.ready',
      sessionId: this.id,
      mode: this.currentMode,
      surface: this.surface,
      title: this.init.title,
      moodBefore: this.init.moodBefore ?? null,
      resumed: lastSeq !== null,
      ...this.init.meter.snapshot(),
    });
    // Honest about the mode: once, when a session starts, what the person should know about who answers.
    const notice = lastSeq === null && !this.init.carriedOver ? this.deps.ai.sessionNotice?.(this.language) : undefined;
    if (notice) this.announce('offline_companion', notice, this.language);
    if (limit) void this.reachLimit(limit);
  }

  /** The socket dropped: voice stops (and is not metered), text replies finish; the session waits for a resume. */
  detach(socket: WebSocket): void {
    if (this.ended || !this.presence.detach(socket)) return;
    this.input.clear();
    if (this.currentMode === 'voice') this.turn?.cut();
    void this.init.meter.pause();
  }

  /** A session nobody has attached to yet waits for a resume like one whose socket dropped. */
  waitForResume(): void {
    if (!this.ended) this.presence.waitForResume();
  }

  /** Starts a turn once the one before it has finished (so its reply is saved before the next is asked). */
  startTurn(input: TurnInput): Turn {
    const turn = new Turn(this.nextTurnId++);
    this.turn = turn;
    this.turns = this.turns.then(async () => {
      // A sent text is kept and checked for risk even when its reply is cut before it starts; cut speech is dropped.
      if ((input.kind === 'text' || !turn.signal.aborted) && !this.ended) await runTurn(this, turn, input);
      if (this.turn === turn) this.turn = null;
    });
    return turn;
  }

  /** Barge-in, `response.cancel`, a mode switch: the reply in flight stops at once. */
  cutTurn(): void {
    this.turn?.cut();
  }

  async setMode(mode: SessionMode): Promise<void> {
    const refusal = mode === 'voice' && this.currentMode !== 'voice' ? voiceCallRefusal(this.deps.speech, this.language) : null;
    if (refusal) return this.outbox.error('stt_unavailable', refusal);
    this.cutTurn();
    this.input.clear();
    if (mode === 'voice' && this.currentMode !== 'voice') {
      const limit = await this.init.meter.start();
      if (limit) {
        this.outbox.error('limit_reached', limitText(limit));
        return;
      }
      await this.deps.sessions.markVoiceUsed(this.userId, this.id);
    }
    if (mode === 'text') await this.init.meter.pause();
    this.currentMode = mode;
    this.outbox.emit({ type: 'mode.changed', mode });
    this.outbox.emit({ type: 'usage', ...this.init.meter.snapshot() });
  }

  /** A title or mood before given once the session runs: saved, known to the companion from its next reply, and echoed. */
  async setDetails(details: { title?: string; moodBefore?: MoodBefore }): Promise<void> {
    if (details.title === undefined && details.moodBefore === undefined) return;
    const saved = await this.deps.sessions.setDetails(this.userId, this.id, details);
    if (!saved) return;
    this.init.title = saved.title;
    if (details.moodBefore) {
      this.init.moodBefore = details.moodBefore;
      this.conversation.moodBefore = details.moodBefore;
    }
    this.outbox.emit({ type: 'session.updated', title: saved.title, moodBefore: this.init.moodBefore ?? null });
  }

  afterReply(): void {
    this.replies++;
    if (this.surface === 'session' && runningSummaryDue(this.replies)) refreshRunningSummary(this.deps, this);
  }

  // The meter reports its own failures (onError).
  speechNotUnderstood(since: number, recognitionLost: boolean): void {
    this.init.meter.forgive(since).catch(() => undefined);
    if (recognitionLost) this.init.meter.hold().catch(() => undefined);
  }

  speechUnderstood(): void {
    this.init.meter
      .release()
      .then((limit) => limit && this.reachLimit(limit), () => undefined)
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'ending at the voice limit failed'));
  }

  onUsage(): void {
    if (!this.ended) this.outbox.emit({ type: 'usage', ...this.init.meter.snapshot() });
  }

  /**
   * Forced end: the reply stops, the limit is announced (in the page's language) and spoken (in the
   * session's, as the companion's own words), then the session ends.
   */
  async reachLimit(reason: LimitReason): Promise<void> {
    if (this.ended) return;
    this.cutTurn();
    await this.turns;
    this.outbox.emit({ type: 'limit.reached', reason, message: this.outbox.say(limitText(reason)) });
    const notice = new Turn(this.nextTurnId++);
    this.turn = notice;
    const language = this.conversation.replyLanguage(this.language);
    await speakNotice(this, notice, say(language, limitText(reason)), language);
    await this.end('limit');
  }

  /**
   * Every 3 hours: the AI notice and a break suggestion in the session's language (the one the person
   * writes or speaks in, else their profile's), in the transcript and, in a call, spoken after the reply in flight.
   */
  private remindOfAi(): void {
    if (this.ended) return;
    const language = this.conversation.replyLanguage(this.language);
    this.announce('ai_reminder', aiReminderText(language), language);
  }

  /** A notice in the transcript; in a call also spoken, after the reply in flight, and cut by a barge-in like one. */
  private announce(kind: Notice['kind'], text: string, language: LanguageCode): void {
    if (this.currentMode !== 'voice' || this.detached) return this.outbox.emit({ type: 'notice', kind, text });
    const notice = new Turn(this.nextTurnId++);
    this.outbox.emit({ type: 'notice', kind, text, turnId: notice.id });
    this.turns = this.turns.then(async () => {
      if (notice.signal.aborted || this.ended || this.currentMode !== 'voice') return;
      // A turn the person started meanwhile waits behind the notice: it stays the one a barge-in cuts.
      const waiting = this.turn;
      this.turn = notice;
      await speakNotice(this, notice, text, language);
      if (this.turn === notice) this.turn = waiting;
    });
  }

  /**
   * `session.close` from a tab that was reloaded: the session ends without being rejoined, as of when
   * its socket dropped, and only `socket` hears `session.ended`.
   */
  closeFrom(socket: WebSocket, moodAfter?: MoodAfter): Promise<void> {
    this.outbox.takeOver(socket, { key: 'session:messages.resumedElsewhere' });
    this.outbox.attach(socket);
    return this.end('user', moodAfter);
  }

  /** Ends once, whoever asks first; records duration (up to the drop, when no socket is attached), voice time and mood. */
  end(reason: SessionEnded['reason'], moodAfter?: MoodAfter): Promise<void> {
    this.ending ??= this.finish(reason, moodAfter);
    return this.ending;
  }

  /**
   * Another instance was asked to resume this session: once the reply in flight is done (a voice one is
   * cut, as on a drop), what it needs goes to `handOff`, the old socket is told and closed, and the
   * session lives on there (`lastSeq` null: to be closed there, nothing to replay). Unless it could not
   * be handed over: then it ends here. False when it had ended.
   */
  handOver(lastSeq: number | null, handOff: (state: HandoffState) => Promise<boolean>, farewell: Farewell = 'resumed_elsewhere'): Promise<boolean> {
    if (this.ending) return Promise.resolve(false);
    this.handingOver = true;
    const moved = this.moveOut(lastSeq, handOff, farewell);
    this.ending = moved.then(() => undefined);
    return moved;
  }

  private async moveOut(lastSeq: number | null, handOff: (state: HandoffState) => Promise<boolean>, farewell: Farewell): Promise<boolean> {
    const endedAt = this.presence.droppedAt ?? this.deps.clock.now();
    this.stopTimersAndInput();
    if (this.currentMode === 'voice') this.turn?.cut();
    // A text reply nearly done is let finish (it is saved, and replayed there); a slow one is cut.
    if (!(await this.settledWithin(this.turns, HANDOVER_REPLY_WAIT_MS))) this.turn?.cut();
    await this.turns;
    // Crisis lines still being decided (the provider's moderation) go out here before the events are carried.
    await this.settledWithin(this.safetyVerdicts.drain(), farewell === 'restarting' ? this.deps.timeouts.moderationMs : 500);
    await this.init.meter.pause().catch((error: unknown) => this.deps.log.error({ err: error }, 'voice usage refund failed'));
    const { title, startedAt, memories, moodBefore } = this.init;
    const state: HandoffState = {
      title,
      surface: this.surface,
      mode: this.currentMode,
      startedAt,
      memories: [...memories],
      moodBefore,
      seq: this.outbox.lastSeq,
      since: lastSeq ?? this.outbox.lastSeq,
      frames: lastSeq === null ? [] : this.outbox.framesSince(lastSeq),
      history: [...this.conversation.history],
      runningSummary: this.conversation.runningSummary,
      replies: this.replies,
      nextTurnId: this.nextTurnId,
      voiceMs: this.init.meter.usedMilliseconds,
      aiReminderDueAt: Date.now() + this.aiReminder.dueInMs,
      droppedAt: this.presence.droppedAt === null ? null : Date.now() - (this.deps.clock.now() - this.presence.droppedAt),
    };
    const moved = await handOff(state).catch((error: unknown) => {
      this.deps.log.error({ err: error }, 'handing a session over failed');
      return false;
    });
    if (!moved) {
      // It ends here after all: a message that comes now is told so rather than left for a resume that cannot be.
      this.handingOver = false;
      await this.closeBooks('shutdown', undefined, endedAt);
      return false;
    }
    this.init.meter.dispose();
    // Resumed elsewhere: this socket is done (4000). This instance is stopping: the client reconnects and resumes (1012).
    if (farewell === 'restarting') this.outbox.close(1012, 'Server restarting');
    else this.outbox.takeOver(null, { key: 'session:messages.resumedElsewhere' });
    this.init.onEnded(this);
    return true;
  }

  /** True when `work` settled within `ms` on the session's clock. */
  private settledWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = this.deps.clock.setTimer(() => resolve(false), ms);
      const done = () => {
        this.deps.clock.clearTimer(timer);
        resolve(true);
      };
      void work.then(done, done);
    });
  }

  /** The safety verdicts of this session's turns still out (the provider's moderation can outlive its turn). */
  private readonly safetyVerdicts = new BackgroundTasks();

  keepSafetyVerdicts(verdicts: Promise<unknown>): void {
    this.safetyVerdicts.track(verdicts);
    this.deps.background.track(verdicts);
  }

  private stopTimersAndInput(): void {
    this.presence.stopGrace();
    this.aiReminder.stop();
    this.input.clear();
  }

  private async finish(reason: SessionEnded['reason'], moodAfter?: MoodAfter): Promise<void> {
    const droppedAt = this.presence.droppedAt;
    // A session nobody is attached to ended when its socket dropped, whoever ends it later.
    const endedAt = droppedAt ?? this.deps.clock.now();
    this.stopTimersAndInput();
    this.turn?.cut();
    await this.turns;
    await this.closeBooks(reason, moodAfter, endedAt);
  }

  private async closeBooks(reason: SessionEnded['reason'], moodAfter: MoodAfter | undefined, endedAt: number): Promise<void> {
    await recordEnding(this.deps, this, this.init.meter, { reason, moodAfter, startedAt: this.init.startedAt, endedAt });
    this.init.onEnded(this);
    if (reason === 'account_deleted') return this.outbox.close(1000, 'Account deleted');
    summarizeEndedSession(this.deps, this, this.safetyVerdicts.drain());
  }
}

/** What a person is told at a voice limit: today's, or this session's. */
function limitText(reason: LimitReason): Text {
  return { key: reason === 'daily' ? 'session:messages.dailyLimit' : 'session:messages.sessionLimit' };
}
