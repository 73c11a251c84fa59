import type { AiProvider, ReplyRequest } from '../../../server/src/providers/ai/ai-provider';
import { SpeechRecognitionUnavailableError } from '../../../server/src/providers/ai/ai-provider';
import { SPEECH_PCM_RATE, type RecordedSpeech } from '../../../server/src/audio/recorded-speech';
import type { LanguageCode, VoiceStyle } from '@shared/preferences';

/** TOC byte of a CELT fullband 20 ms single-frame Opus packet (RFC 6716 config 31, code 0). */
export const OPUS_TOC_20MS = 31 << 3;

export interface ScriptedAiOptions {
  /** What each transcription returns, in order (taken from the list; the last one repeats). */
  transcripts?: string[];
  /** The reply streamed for each request, in words; a function sees the request. */
  reply?: string | ((request: ReplyRequest) => string);
  /** Real-time pause before each reply delta and each speech packet. */
  deltaDelayMs?: number;
  packetDelayMs?: number;
  /** Speech packets (20 ms each) per synthesised sentence. */
  packetsPerSentence?: number;
  flagged?: (text: string) => boolean;
  failTranscription?: 'unavailable' | 'error';
  failReply?: 'before' | 'empty';
  failSpeech?: boolean;
  summary?: unknown;
  /** Said once as a session starts, as the offline companion says it answers. */
  notice?: (language: LanguageCode) => string;
}

export interface SynthesisCall {
  text: string;
  voice: VoiceStyle;
  language: LanguageCode;
}

/**
 * A deterministic AiProvider (our own interface, not a library mock): scripted transcripts and replies,
 * speech as Opus-framed packets whose bytes say which sentence and packet they are, configurable
 * latency, and a record of every call and every abort.
 */
export class ScriptedAiProvider implements AiProvider {
  readonly mode = 'offline' as const;
  readonly transcriptionInput = 'pcm' as const;
  readonly transcriptions: { samples: number; sampleRate: number }[] = [];
  readonly replies: ReplyRequest[] = [];
  readonly syntheses: SynthesisCall[] = [];
  readonly moderations: string[] = [];
  readonly jsonRequests: ReplyRequest[] = [];
  readonly aborted = { reply: 0, speech: 0 };

  constructor(public options: ScriptedAiOptions = {}) {}

  async transcribe(input: { speech: RecordedSpeech; signal: AbortSignal }): Promise<string> {
    this.transcriptions.push({ samples: input.speech.pcm().length, sampleRate: SPEECH_PCM_RATE });
    if (this.options.failTranscription === 'unavailable') throw new SpeechRecognitionUnavailableError('No recogniser.');
    if (this.options.failTranscription === 'error') throw new Error('transcription exploded');
    const list = this.options.transcripts ?? ['I have been feeling really stressed about work lately.'];
    return (list.length > 1 ? list.shift() : list[0]) ?? '';
  }

  async *streamReply(request: ReplyRequest): AsyncIterable<string> {
    this.replies.push(request);
    if (this.options.failReply === 'before') throw new Error('reply exploded');
    if (this.options.failReply === 'empty' && request.purpose !== 'summary') return;
    const reply = this.replyText(request);
    const words = reply.match(/\S+\s*/g) ?? [];
    try {
      for (const word of words) {
        await pause(this.options.deltaDelayMs ?? 0, request.signal);
        yield word;
      }
    } catch (error) {
      if (request.signal.aborted) this.aborted.reply++;
      throw error;
    }
  }

  async *synthesize(input: { text: string; voice: VoiceStyle; language: LanguageCode; signal: AbortSignal }): AsyncIterable<Uint8Array> {
    const call = this.syntheses.push({ text: input.text, voice: input.voice, language: input.language }) - 1;
    if (this.options.failSpeech) throw new Error('speech exploded');
    try {
      for (let i = 0; i < (this.options.packetsPerSentence ?? 5); i++) {
        await pause(this.options.packetDelayMs ?? 0, input.signal);
        yield Uint8Array.of(OPUS_TOC_20MS, call, i, ...new Array<number>(40).fill(7));
      }
    } catch (error) {
      if (input.signal.aborted) this.aborted.speech++;
      throw error;
    }
  }

  sessionNotice(language: LanguageCode): string | undefined {
    return this.options.notice?.(language);
  }

  async moderate(input: { text: string }): Promise<{ flagged: boolean; categories: string[] }> {
    this.moderations.push(input.text);
    const flagged = this.options.flagged?.(input.text) ?? false;
    return { flagged, categories: flagged ? ['self-harm'] : [] };
  }

  async completeJson(request: ReplyRequest): Promise<unknown> {
    this.jsonRequests.push(request);
    return this.options.summary ?? { summary: 'You talked about stress at work.', memories: ['Works long hours'] };
  }

  private replyText(request: ReplyRequest): string {
    if (request.purpose === 'summary') return 'The person feels stressed about work.';
    const reply = this.options.reply ?? 'That sounds really hard. I am here with you. What has been weighing on you most?';
    return typeof reply === 'function' ? reply(request) : reply;
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** The scripted provider as an online one (OpenAI's), with moderation of its own: the scripted one's, or `moderate`. */
export function asOnlineProvider(
  scripted: ScriptedAiProvider,
  moderate: AiProvider['moderate'] = (input) => scripted.moderate(input),
): AiProvider {
  return {
    mode: 'openai',
    transcriptionInput: scripted.transcriptionInput,
    transcribe: (input) => scripted.transcribe(input),
    streamReply: (request) => scripted.streamReply(request),
    synthesize: (input) => scripted.synthesize(input),
    moderate,
    completeJson: (request) => scripted.completeJson(request),
  };
}
