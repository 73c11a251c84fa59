import { textKey } from '@shared/i18n/text';
import type { AudioFrameHeader } from '@shared/protocol/audio-frame';
import type { MoodAfter, MoodBefore, SessionMode, SessionSurface } from '@shared/protocol/client-messages';
import type { ServerMessage } from '@shared/protocol/server-messages';
import { RealtimeClient, type ConnectionState, type SessionMessage } from './realtime-client';
import { idleSession, sessionChange, type SessionNotice, type SessionSnapshot } from './session-state';
import type { LeftSession } from './session-left-behind';
import { addSending, applyEvent, markFailed, type TranscriptEntry } from './session-transcript';

export type { NoticeCode, SessionNotice, SessionSnapshot, VoiceTime } from './session-state';

type Listener<T extends unknown[]> = (...args: T) => void;
/** A message not yet saved is left out: the server may have saved it, and then replays it. */
const keptOnReload = (entry: TranscriptEntry) => entry.status !== 'sending' && entry.status !== 'failed';
const clientMessageId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * One session screen's state over the realtime client, for useSyncExternalStore: the transcript,
 * voice time, notices and phase. The voice call listens to its events and audio and speaks through it.
 */
export class RealtimeSession {
  private client: RealtimeClient | null = null;
  private snapshot = idleSession;
  private readonly listeners = new Set<() => void>();
  private readonly eventListeners = new Set<Listener<[ServerMessage]>>();
  private audioListener: Listener<[Readonly<AudioFrameHeader>, Uint8Array]> | null = null;
  private sendingKey: string | null = null;
  private localId = 0;

  constructor(
    private readonly surface: SessionSurface,
    private readonly beforeConnect: () => Promise<unknown>,
    private readonly now: () => number = Date.now,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SessionSnapshot => this.snapshot;

  start(options: { mode: SessionMode; title?: string; moodBefore?: MoodBefore }): void {
    const client = this.open({ mode: options.mode, moodBefore: options.moodBefore ?? null });
    const title = options.title?.trim();
    client?.start({ mode: options.mode, surface: this.surface, title: title || undefined, moodBefore: options.moodBefore });
  }

  /** Continues a session this tab left (a reload): its transcript as it was, then what was missed. */
  resume(left: LeftSession): void {
    const { sessionId, lastSeq, mode, title, startedAt, transcript } = left;
    this.open({ mode, title, startedAt, transcript })?.resume(sessionId, lastSeq);
  }

  /** Ends a session this tab left, as of when it was left; the screen shows it ended, or why not. */
  closeLeft(left: LeftSession, moodAfter?: MoodAfter): void {
    const { sessionId, mode, title, startedAt, transcript } = left;
    this.open({ mode, title, startedAt, transcript, ending: true })?.closeLeft(sessionId, moodAfter);
  }

  /** What a reload needs to offer this session again; null unless one is running. */
  leaving(): Omit<LeftSession, 'userId' | 'leftAt'> | null {
    const position = this.client?.position;
    const { phase, ending, mode, title, startedAt, transcript } = this.snapshot;
    if (phase !== 'active' || ending || !position || startedAt === null) return null;
    return { ...position, surface: this.surface, mode, title, startedAt, transcript: transcript.filter(keptOnReload) };
  }

  /** False when the text is empty, a reply is pending or there is no running text session. */
  sendText(text: string): boolean {
    const trimmed = text.trim();
    const { phase, replyPending, mode, transcript } = this.snapshot;
    if (!trimmed || phase !== 'active' || replyPending || mode !== 'text') return false;
    const key = `local-${(this.localId += 1)}`;
    this.sendingKey = key;
    this.update({ transcript: addSending(transcript, key, trimmed, this.now()), replyPending: true, notice: null });
    this.send({ type: 'text.send', text: trimmed, clientMessageId: clientMessageId() });
    return true;
  }

  /** Sends a refused message again. */
  retry(key: string): void {
    const entry = this.snapshot.transcript.find((e) => e.key === key && e.status === 'failed');
    if (!entry || this.snapshot.replyPending) return;
    this.update({ transcript: this.snapshot.transcript.filter((e) => e !== entry) });
    this.sendText(entry.text);
  }

  /** A title or the mood before, given once the session runs; the snapshot follows the server's echo. */
  setDetails(details: { title?: string; moodBefore?: MoodBefore }): void {
    if (this.snapshot.phase !== 'active' || this.snapshot.ending) return;
    this.send({ type: 'session.details', ...details });
  }

  setMode(mode: SessionMode): void {
    // A switch while another is under way is ignored (SPEC section 4).
    if (this.snapshot.phase !== 'active' || this.snapshot.mode === mode || this.snapshot.modeSwitching) return;
    this.update({ modeSwitching: true, notice: null });
    this.send({ type: 'mode.set', mode });
  }

  end(moodAfter?: MoodAfter): void {
    if (this.snapshot.phase !== 'active' || this.snapshot.ending) return;
    this.update({ ending: true });
    this.send({ type: 'session.end', moodAfter });
  }

  /** Clears the messages on screen; they stay saved with the session. */
  clearTranscript = (): void => this.update({ transcript: this.snapshot.transcript.filter((e) => e.status === 'sending') });
  dismissNotice = (): void => this.update({ notice: null });
  dismissCrisis = (): void => this.update({ crisis: null });
  /** Back to the choice of a new session once one has ended or was refused. */
  reset = (): void => {
    if (this.snapshot.phase === 'active' || this.snapshot.phase === 'starting') return;
    this.replace(idleSession);
  };

  /** Lets the voice call report a problem of its own (microphone, playback). */
  report(notice: SessionNotice | null): void {
    this.update({ notice });
  }

  onEvent(listener: Listener<[ServerMessage]>): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** Reply audio goes to one listener, the voice call. */
  onAudio(listener: Listener<[Readonly<AudioFrameHeader>, Uint8Array]>): () => void {
    this.audioListener = listener;
    return () => {
      if (this.audioListener === listener) this.audioListener = null;
    };
  }

  send(message: SessionMessage): void {
    this.client?.send(message);
  }

  sendAudio(utteranceId: number, sequence: number, packet: Uint8Array): void {
    this.client?.sendAudio(utteranceId, sequence, packet);
  }

  /** The screen is going away: a running session ends now rather than after the resume grace period. */
  dispose(): void {
    if (this.snapshot.phase === 'active' && !this.snapshot.ending) this.send({ type: 'session.end' });
    this.client?.close();
    this.client = null;
  }

  private open(state: Partial<SessionSnapshot> & { mode: SessionMode }): RealtimeClient | null {
    if (this.snapshot.phase === 'starting' || this.snapshot.phase === 'active') return null;
    this.client?.close();
    this.sendingKey = null;
    this.replace({ ...idleSession, ...state, phase: 'starting', connection: 'connecting' });
    this.client = new RealtimeClient({
      onMessage: (message) => this.receive(message),
      onAudio: (header, packet) => this.audioListener?.(header, packet),
      onConnection: (connection) => this.connectionChanged(connection),
      beforeConnect: this.beforeConnect,
    });
    return this.client;
  }

  private receive(message: ServerMessage): void {
    const transcript = applyEvent(this.snapshot.transcript, message, this.now());
    if (transcript !== this.snapshot.transcript) this.update({ transcript });
    if (message.type === 'error') this.failed({ code: message.code, message: message.message });
    else this.update(sessionChange(this.snapshot, message, this.now()));
    if (message.type === 'transcript.user') this.sendingKey = null;
    this.eventListeners.forEach((listener) => listener(message));
  }

  private failed(notice: SessionNotice): void {
    if (this.snapshot.phase === 'starting') return this.update({ phase: 'idle', refusal: notice });
    const transcript = this.sendingKey ? markFailed(this.snapshot.transcript, this.sendingKey) : this.snapshot.transcript;
    this.sendingKey = null;
    this.update({ transcript, notice, replyPending: false, modeSwitching: false });
  }

  private connectionChanged(connection: ConnectionState): void {
    this.update({ connection });
    if (connection !== 'closed') return;
    if (this.snapshot.phase === 'starting') {
      this.update({ phase: 'idle', refusal: { code: 'connection_lost', message: textKey('session:messages.createFailed') } });
    } else if (this.snapshot.phase === 'active') {
      this.update({
        phase: 'ended', ending: false, replyPending: false, ended: { reason: 'lost', durationSeconds: null },
        notice: this.snapshot.notice ?? { code: 'connection_lost', message: textKey('session:screen.connectionLost') },
      });
    }
  }

  private update(change: Partial<SessionSnapshot>): void {
    if (Object.keys(change).length === 0) return;
    this.replace({ ...this.snapshot, ...change });
  }

  private replace(next: SessionSnapshot): void {
    this.snapshot = next;
    this.listeners.forEach((listener) => listener());
  }
}
