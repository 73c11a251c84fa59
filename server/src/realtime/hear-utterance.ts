import { once } from './once';
import { createTranscribeStage } from './stages/transcribe';
import { createRecordingFilter, createTranscriptFilter } from './stages/turn-filter';
import type { TurnContext, Utterance } from './stages/stage';
import type { TurnHost } from './turn';

/** utterance -> turn-filter (recording) -> transcribe -> turn-filter (transcript): what the user said, if worth answering. */
export async function* hearUtterance(host: TurnHost, utterance: Utterance, ctx: TurnContext): AsyncIterable<string> {
  const dropped = (reason: 'audio_too_short' | 'transcript_too_short') => (utteranceId: number) =>
    host.outbox.emit({ type: 'input_audio.dropped', utteranceId, reason });
  const recordings = createRecordingFilter(dropped('audio_too_short'))(once(utterance), ctx);
  const transcripts = createTranscribeStage({
    ai: host.deps.ai,
    language: host.language,
    timeoutMs: host.deps.timeouts.transcribeMs,
  })(recordings, ctx);
  for await (const transcript of createTranscriptFilter(dropped('transcript_too_short'))(transcripts, ctx)) {
    yield transcript.text;
  }
}
