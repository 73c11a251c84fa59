import type { RealtimeSession } from '@/session/realtime-session';
import { textKey } from '@shared/i18n/text';
import type { ServerMessage } from '@shared/protocol/server-messages';
import { MicAccessError } from '../audio/mic';
import { createVoiceInput, type VoiceInput } from '../audio/voice-input';
import { createVoicePlayer, type PlaybackEnd, type VoicePlayer } from '../audio/voice-player';
import { VoiceCallState, type VoiceCallSnapshot } from './voice-call-state';

export { preloadVad } from '../audio/vad';
export type { TurnAudio, VoiceCallSnapshot, VoiceStatus } from './voice-call-state';

/**
 * The voice half of a session: microphone utterances go out as Opus packets, reply audio comes back
 * and plays at once. Speaking over the companion stops its voice here and its reply on the server.
 * Loaded lazily with the voice module; one per session screen, reused by each session it starts.
 */
export class VoiceCall {
  private readonly state = new VoiceCallState();
  private readonly player: VoicePlayer;
  private input: VoiceInput | null = null;
  private utteranceId = 0;
  private sequence = 0;
  /** Pauses within the current utterance: the server's end of turn applies to the latest only. */
  private pauses = 0;
  private sessionId: string | null = null;
  private readonly unsubscribe: (() => void)[];

  constructor(private readonly session: RealtimeSession) {
    this.player = createVoicePlayer({
      onPlaybackStart: (key) => {
        this.input?.setCompanionSpeaking(true);
        this.state.playbackStarted(turnOf(key), performance.now());
      },
      onPlaybackEnd: (key, end: PlaybackEnd) => this.state.playbackEnded(turnOf(key), end),
      onIdle: () => {
        this.input?.setCompanionSpeaking(false);
        this.state.set({ speaking: false });
      },
      onError: () => this.session.report({ code: 'playback', message: textKey('session:screen.playbackFailed') }),
    });
    this.unsubscribe = [
      session.onEvent((message) => this.onEvent(message)),
      session.onAudio((header, packet) => {
        if (header.kind === 'output' && this.sessionId) this.player.enqueue(`${this.sessionId}:${header.streamId}`, packet);
      }),
    ];
  }

  subscribe = (listener: () => void) => this.state.subscribe(listener);
  getSnapshot = (): VoiceCallSnapshot => this.state.snapshot;
  level = (): number => this.input?.level() ?? 0;

  /**
   * Run from the person's click: lets reply audio play and opens the microphone. Throws with a message
   * for the person (a text key, said where it is shown) when the microphone is refused or voice cannot work in this browser.
   */
  async start(): Promise<void> {
    if (this.state.snapshot.micOn) return;
    this.state.set({ starting: true });
    try {
      await this.player.unlock();
      this.input ??= await createVoiceInput({
        onUtteranceStart: () => this.utteranceStarted(),
        onPacket: (packet) => this.session.sendAudio(this.utteranceId, this.sequence++, packet),
        onPause: () => this.session.send({ type: 'input_audio.pause', utteranceId: this.utteranceId, pause: ++this.pauses }),
        onResume: () => this.session.send({ type: 'input_audio.resume', utteranceId: this.utteranceId }),
        onUtteranceEnd: () => {
          this.session.send({ type: 'input_audio.commit', utteranceId: this.utteranceId });
          this.state.speechEnded(performance.now());
        },
        onMisfire: () => this.state.set({ hearing: false }),
        onError: (error) => this.failed(error),
      });
      await this.input.start();
      this.state.set({ micOn: true, starting: false });
    } catch (error) {
      this.state.set({ starting: false });
      throw error instanceof MicAccessError ? new Error(textKey('session:screen.micDenied'), { cause: error }) : error;
    }
  }

  /** Microphone off and the companion silenced (text mode, session over). */
  async pause(): Promise<void> {
    this.player.stop();
    await this.input?.pause();
    this.state.set({ micOn: false, hearing: false, thinking: false });
  }

  /** Stops the companion mid-reply, as speaking over it would. */
  interrupt(): void {
    if (!this.player.playing) return;
    this.player.stop();
    this.session.send({ type: 'response.cancel' });
  }

  async close(): Promise<void> {
    this.unsubscribe.forEach((unsubscribe) => unsubscribe());
    this.player.close();
    await this.input?.close();
    this.input = null;
  }

  private utteranceStarted(): void {
    // Barge-in: the companion stops at once; the server cuts its reply when the utterance starts.
    const bargeIn = this.player.playing;
    if (bargeIn) this.player.stop();
    this.utteranceId = (this.utteranceId % 0xffff_fffe) + 1;
    this.sequence = 0;
    this.pauses = 0;
    this.session.send({ type: 'input_audio.start', utteranceId: this.utteranceId });
    this.state.speechStarted(bargeIn);
  }

  private failed(error: Error): void {
    this.state.set({ micOn: false, hearing: false });
    this.session.report({ code: 'microphone', message: error.message });
  }

  private onEvent(message: ServerMessage): void {
    switch (message.type) {
      case 'session.ready':
        this.sessionId = message.sessionId;
        if (!message.resumed) this.state.reset();
        return;
      case 'response.done':
        this.state.set({ thinking: false });
        return this.player.finishTurn(`${this.sessionId}:${message.turnId}`);
      case 'response.cancelled':
        this.player.stop();
        return this.state.set({ thinking: false });
      case 'input_audio.dropped':
        return this.state.turnDropped();
      case 'input_audio.end_of_turn':
        if (message.utteranceId === this.utteranceId && message.pause === this.pauses) this.input?.endOfTurn(message.silenceMs);
        return;
      case 'error':
        this.state.turnDropped();
        if (!this.sessionId) void this.pause();
        return;
      case 'mode.changed':
        if (message.mode === 'text') return void this.pause();
        return void this.start().catch((error: unknown) => this.failed(error as Error));
      case 'limit.reached':
        // The microphone stops at once; the spoken apology still plays.
        return void this.input?.pause().then(() => this.state.set({ micOn: false, hearing: false }));
      case 'session.ended':
        this.sessionId = null;
        // After the limit the apology is still playing: let it finish.
        if (message.reason !== 'limit') this.player.stop();
        return void this.input?.pause().then(() => this.state.set({ micOn: false, hearing: false, thinking: false }));
      case 'transcript.user':
      case 'response.text.delta':
      case 'response.audio.start':
      case 'usage':
      case 'crisis.resources':
      case 'notice':
      case 'session.updated':
      case 'pong':
        return;
    }
  }
}

/** Player turn keys are `<session id>:<turn id>`, unique across the sessions of one screen. */
function turnOf(key: string): number {
  return Number(key.slice(key.lastIndexOf(':') + 1));
}
