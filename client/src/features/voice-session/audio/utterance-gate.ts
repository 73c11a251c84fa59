import { DEFAULT_END_OF_TURN_SILENCE_MS } from '@shared/protocol/turn-taking';
import { PacketRing, type OpusPacket } from './packet-ring';

export interface UtteranceSummary {
  /** Audio sent for the utterance, pre-speech packets included. */
  readonly durationMs: number;
  readonly bytes: number;
  readonly packets: number;
  /** Packets from before the detector noticed speech, sent first. */
  readonly preSpeechPackets: number;
}

export interface UtteranceEvents {
  onUtteranceStart(): void;
  onPacket(packet: Uint8Array): void;
  onUtteranceEnd(summary: UtteranceSummary): void;
  /** The utterance that started was too short to be speech: drop what was sent for it. */
  onMisfire(): void;
  /** Silence long enough that the person may have finished: a tentative end of turn (the utterance goes on). */
  onPause?(): void;
  /** Speech again after `onPause`, or the utterance was a misfire: the tentative end of turn is off. */
  onResume?(): void;
}

export interface GateSettings {
  /** Audio kept from before the detector noticed speech. */
  preSpeechMs: number;
  /** While the companion speaks, speech counts only after this much continuous speech (echo guard). */
  bargeInGuardMs: number;
  /** Longer utterances are split, so none grows without bound. */
  maxUtteranceMs: number;
  frameMs: number;
  positiveSpeechThreshold: number;
  negativeSpeechThreshold: number;
  /** Silence within an utterance after which the turn may be over (`onPause`); 0: never. */
  tentativeSilenceMs: number;
}

type State = 'idle' | 'pending' | 'streaming';
const PACKET_MS = 20;
const nothingSent = { durationMs: 0, bytes: 0, packets: 0, preSpeechPackets: 0 };

/**
 * Turns the detector's speech events and the encoder's continuous packets into utterances.
 * Pure and synchronous, so the rules are tested without a browser.
 */
export class UtteranceGate {
  private readonly ring: PacketRing;
  private state: State = 'idle';
  private held: OpusPacket[] = [];
  private guardSpeechMs = 0;
  private companionSpeaking = false;
  private sent = { ...nothingSent };
  private silentMs = 0;
  private paused = false;
  /** Silence that ends this utterance, as the server judged what it heard (`endOfTurn`); null: the detector decides. */
  private commitSilenceMs: number | null = null;
  /** Whether the detector's speech segment is open: it can outlive an utterance ended sooner, and the reverse. */
  private segmentOpen = false;
  /** The detector's segment ended but the utterance goes on, for the longer silence the server asked for. */
  private outlived = false;

  constructor(
    private readonly settings: GateSettings,
    private readonly events: UtteranceEvents,
  ) {
    this.ring = new PacketRing(Math.max(1, Math.ceil(settings.preSpeechMs / PACKET_MS)));
  }

  packet(packet: OpusPacket): void {
    switch (this.state) {
      case 'idle':
        this.ring.push(packet);
        return;
      case 'pending':
        this.held.push(packet);
        return;
      case 'streaming':
        this.send(packet);
        if (this.sent.durationMs >= this.settings.maxUtteranceMs) this.split();
        return;
    }
  }

  speechStart(): void {
    this.segmentOpen = true;
    if (this.state === 'idle') this.begin();
  }

  frame(speechProbability: number): void {
    if (this.state === 'streaming') return this.streamingFrame(speechProbability);
    // Speech again in a segment whose utterance already ended (sooner, at the server's word): a new one, once
    // it has lasted the guard (the detector will not call a click in it a misfire).
    if (this.state === 'idle' && this.segmentOpen && speechProbability >= this.settings.positiveSpeechThreshold) this.begin(true);
    if (this.state !== 'pending') return;
    if (speechProbability >= this.settings.positiveSpeechThreshold) this.guardSpeechMs += this.settings.frameMs;
    else if (speechProbability < this.settings.negativeSpeechThreshold) this.guardSpeechMs = 0;
    if (this.guardSpeechMs >= this.settings.bargeInGuardMs) this.confirm();
  }

  speechEnd(): void {
    this.segmentOpen = false;
    // The server asked for a longer silence than the detector's: the utterance goes on until it is reached.
    if (this.state === 'streaming' && this.commitSilenceMs !== null && this.silentMs < this.commitSilenceMs) {
      this.outlived = true;
      return;
    }
    this.end();
  }

  misfire(): void {
    this.segmentOpen = false;
    // A short sound after the detector's segment ended: the utterance before it stands, and ends as the detector's would have.
    if (this.state === 'streaming' && this.outlived) {
      this.commitSilenceMs ??= DEFAULT_END_OF_TURN_SILENCE_MS;
      return;
    }
    if (this.state === 'streaming') {
      if (this.paused) this.events.onResume?.();
      this.events.onMisfire();
    }
    this.toIdle();
  }

  /** The server's judgment of what it heard at the pause: end this utterance after `silenceMs` of silence. */
  endOfTurn(silenceMs: number): void {
    if (this.state !== 'streaming' || !this.paused) return;
    this.commitSilenceMs = silenceMs;
    if (this.silentMs >= silenceMs) this.end();
  }

  setCompanionSpeaking(speaking: boolean): void {
    this.companionSpeaking = speaking;
    if (!speaking && this.state === 'pending') this.confirm();
  }

  /** Forgets everything held, for a fresh start after the microphone was off; an utterance the detector no longer tracks ends. */
  reset(): void {
    if (this.outlived) this.end();
    this.ring.drain();
    this.segmentOpen = false;
    this.toIdle();
  }

  private begin(guarded = this.companionSpeaking): void {
    this.state = 'pending';
    this.held = this.ring.drain();
    this.sent.preSpeechPackets = this.held.length;
    this.guardSpeechMs = 0;
    if (!guarded || this.settings.bargeInGuardMs <= 0) this.confirm();
  }

  private toIdle(): void {
    this.state = 'idle';
    this.held = [];
    this.guardSpeechMs = 0;
    this.sent = { ...nothingSent };
    this.silentMs = 0;
    this.paused = false;
    this.commitSilenceMs = null;
    this.outlived = false;
  }

  /** The utterance is over: sent on, and the gate idles. */
  private end(): void {
    if (this.state === 'streaming') this.events.onUtteranceEnd({ ...this.sent });
    this.toIdle();
  }

  /** Counts silence the way the detector does (only frames under the negative threshold), to pause and resume. */
  private streamingFrame(speechProbability: number): void {
    if (speechProbability >= this.settings.positiveSpeechThreshold) {
      this.silentMs = 0;
      if (this.paused) {
        this.paused = false;
        // What the server judged no longer ends the utterance.
        this.commitSilenceMs = null;
        this.events.onResume?.();
      }
      return;
    }
    if (speechProbability >= this.settings.negativeSpeechThreshold) return;
    this.silentMs += this.settings.frameMs;
    if (this.commitSilenceMs !== null && this.silentMs >= this.commitSilenceMs) return this.end();
    if (!this.paused && this.settings.tentativeSilenceMs > 0 && this.silentMs >= this.settings.tentativeSilenceMs) {
      this.paused = true;
      this.events.onPause?.();
    }
  }

  private confirm(): void {
    this.state = 'streaming';
    this.events.onUtteranceStart();
    const held = this.held;
    this.held = [];
    held.forEach((packet) => this.send(packet));
  }

  private split(): void {
    this.events.onUtteranceEnd({ ...this.sent });
    this.sent = { ...nothingSent };
    this.silentMs = 0;
    this.paused = false;
    this.commitSilenceMs = null;
    this.outlived = false;
    this.events.onUtteranceStart();
  }

  private send(packet: OpusPacket): void {
    this.sent.durationMs += packet.durationUs / 1000;
    this.sent.bytes += packet.data.byteLength;
    this.sent.packets += 1;
    this.events.onPacket(packet.data);
  }
}
