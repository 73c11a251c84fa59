import { createVoiceInput, type UtteranceSummary, type VoiceInput } from './voice-input';
import { createVoicePlayer, type VoicePlayer } from './voice-player';

export interface CapturedUtterance extends UtteranceSummary {
  readonly id: number;
  readonly audio: readonly Uint8Array[];
}

export type SoundCheckStatus = 'idle' | 'starting' | 'listening' | 'failed';
export type PlaybackStatus = 'idle' | 'playing' | 'ended';

export interface SoundCheckSnapshot {
  readonly status: SoundCheckStatus;
  readonly error: string | null;
  readonly speaking: boolean;
  readonly utterances: readonly CapturedUtterance[];
  readonly playback: { readonly status: PlaybackStatus; readonly playedMs: number };
}

const initial: SoundCheckSnapshot = {
  status: 'idle',
  error: null,
  speaking: false,
  utterances: [],
  playback: { status: 'idle', playedMs: 0 },
};

/**
 * The sound check page's state: listens through the voice input, keeps each utterance's Opus
 * packets and plays them back through the voice player. Built for useSyncExternalStore.
 */
export class SoundCheckRecorder {
  private snapshot = initial;
  private readonly listeners = new Set<() => void>();
  private input: VoiceInput | null = null;
  private player: VoicePlayer | null = null;
  private recording: Uint8Array[] = [];
  private playbackCount = 0;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SoundCheckSnapshot => this.snapshot;

  level = (): number => this.input?.level() ?? 0;

  /** Runs in the Start button's click, so the browser lets audio play afterwards. */
  start = async (): Promise<void> => {
    if (this.snapshot.status === 'starting' || this.snapshot.status === 'listening') return;
    this.update({ status: 'starting', error: null });
    try {
      this.player ??= this.createPlayer();
      await this.player.unlock();
      this.input ??= await createVoiceInput({
        onUtteranceStart: () => {
          this.recording = [];
          this.update({ speaking: true });
        },
        onPacket: (packet) => this.recording.push(packet),
        onUtteranceEnd: (summary) => this.keep(summary),
        onMisfire: () => this.update({ speaking: false }),
        onError: (error) => this.update({ status: 'failed', error: error.message, speaking: false }),
      });
      await this.input.start();
      this.update({ status: 'listening' });
    } catch (error) {
      this.update({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
  };

  playBack = (): void => {
    const player = this.player;
    if (!player || this.snapshot.utterances.length === 0) return;
    player.stop();
    const turnId = `playback-${(this.playbackCount += 1)}`;
    this.snapshot.utterances.forEach((utterance) => utterance.audio.forEach((packet) => player.enqueue(turnId, packet)));
    player.finishTurn(turnId);
    this.update({ playback: { status: 'playing', playedMs: 0 } });
  };

  dispose = async (): Promise<void> => {
    const input = this.input;
    this.input = null;
    this.player?.close();
    this.player = null;
    this.snapshot = initial;
    await input?.close();
  };

  private createPlayer(): VoicePlayer {
    return createVoicePlayer({
      // The echo guard is what a call uses while the companion talks.
      onPlaybackStart: () => this.input?.setCompanionSpeaking(true),
      onPlaybackEnd: (_turnId, end) => this.update({ playback: { status: 'ended', playedMs: end.playedMs } }),
      onIdle: () => this.input?.setCompanionSpeaking(false),
      onError: (error) => this.update({ error: error.message }),
    });
  }

  private keep(summary: UtteranceSummary): void {
    const utterance = { ...summary, id: this.snapshot.utterances.length + 1, audio: this.recording };
    this.recording = [];
    this.update({ speaking: false, utterances: [...this.snapshot.utterances, utterance] });
  }

  private update(change: Partial<SoundCheckSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    this.listeners.forEach((listener) => listener());
  }
}
