import type { LanguageCode, VoiceStyle } from '@shared/preferences';
import type { MoodBefore } from '@shared/protocol/client-messages';
import type { RecordedSpeech } from '../../audio/recorded-speech';

/**
 * The one interface the session server talks to for AI. Implementations: `openai.ts` (the openai SDK,
 * for OpenAI or any compatible server) and `offline/` (the embedded default). Every method honours
 * `signal`: an abort stops the upstream call at once (barge-in, session end, timeout).
 */
export interface AiProvider {
  readonly mode: 'offline' | 'openai';
  /**
   * What `transcribe` reads from the recording: `pcm` is decoded from Opus (the session server then
   * decodes each packet as it arrives), `ogg-opus` is the packets as they came, never decoded.
   */
  readonly transcriptionInput: 'pcm' | 'ogg-opus';

  /** Speech to text, from the Opus packets the browser sent. */
  transcribe(input: { speech: RecordedSpeech; language?: LanguageCode; signal: AbortSignal }): Promise<string>;

  /** Streams a chat reply token by token (each yield is a text delta). */
  streamReply(input: ReplyRequest): AsyncIterable<string>;

  /**
   * Text to speech for one sentence, streamed as raw Opus packets (48 kHz clock, mono) in order,
   * so the session server can pace and forward them without re-encoding.
   */
  synthesize(input: {
    text: string;
    voice: VoiceStyle;
    language: LanguageCode;
    signal: AbortSignal;
  }): AsyncIterable<Uint8Array>;

  /** Whether text needs safety handling (self-harm, violence). */
  moderate(input: { text: string; signal: AbortSignal }): Promise<{ flagged: boolean; categories: string[] }>;

  /** A one-shot completion parsed as JSON (summaries, insights, wrap-ups). Throws when the reply is not JSON. */
  completeJson(input: ReplyRequest): Promise<unknown>;

  /** What a person should be told once, as a session starts, about who is answering (the offline companion says what it is); undefined: nothing to say. */
  sessionNotice?(language: LanguageCode): string | undefined;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ReplyRequest {
  messages: ChatMessage[];
  /** `chat` for the /dashboard/chat settings, `companion` for sessions, `summary` for summaries, `insights` for wrap-ups. */
  purpose: 'chat' | 'companion' | 'summary' | 'insights';
  maxTokens: number;
  temperature: number;
  language: LanguageCode;
  signal: AbortSignal;
  /** What the prompt tells a model, as data, for a provider that reads no prompt (the offline companion). */
  context?: ReplyContext;
}

export interface ReplyContext {
  /** The session's messages so far, oldest first: more than the request's recent ones. */
  history?: readonly ChatMessage[];
  /** The person's long-term memory. */
  memories?: readonly string[];
  /** The mood picked at the start, or once the session runs. */
  moodBefore?: MoodBefore;
  /** A message of this session sounded like risk: nothing about it may read as hopeful. */
  riskDetected?: boolean;
}

/** Thrown when speech recognition cannot run (offline mode without pocketsphinx). */
export class SpeechRecognitionUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SpeechRecognitionUnavailableError';
  }
}

/** Thrown when an AI service does not start answering, or stalls mid-answer, within the configured time. */
export class AiTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AiTimeoutError';
  }
}
