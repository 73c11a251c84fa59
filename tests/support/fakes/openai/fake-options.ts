import type { IncomingMessage } from 'node:http';

/** What the fake OpenAI server is told and what it records: shared by its routes. */
export interface FakeLatencies {
  /** Before a transcription answers. */
  sttMs: number;
  /** Before the first reply token. */
  firstTokenMs: number;
  tokensPerSecond: number;
  /** Before the first byte of speech. */
  ttsFirstByteMs: number;
  ttsBytesPerSecond: number;
  moderationMs: number;
}

export interface FakeOpenAiOptions {
  port?: number;
  latencies?: Partial<FakeLatencies>;
  /** Chat reply text; by default a deterministic function of the last user message. */
  reply?: string | ((lastUserMessage: string) => string);
  /** Content for JSON-mode completions (`response_format: json_object`): a value to serialise, or raw text. */
  json?: unknown;
  transcript?: string | ((audio: Uint8Array) => string);
  /** Ogg Opus body for speech; by default a tone about as long as the text would take to say. */
  speech?: Uint8Array | ((text: string) => Uint8Array);
  /** A streamed reply whose connection drops after this many tokens (a network cut, a provider crash). */
  cutAfterTokens?: number;
  /** Moderation categories flagged for an input. */
  moderation?: (input: string) => string[];
}

export type FakeRoute = 'chat' | 'transcription' | 'speech' | 'moderation';

export interface RecordedRequest {
  route: FakeRoute;
  /** Parsed JSON; for transcriptions `{ model, language, fileName, fileType, file }`. */
  body: unknown;
  headers: IncomingMessage['headers'];
  /** The response was sent in full. */
  finished: boolean;
  /** The client went away before the response was complete. */
  aborted: boolean;
}

export interface FakeOpenAiState {
  options: FakeOpenAiOptions;
  latencies: FakeLatencies;
}
