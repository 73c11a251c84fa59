import type { Stage, Transcript, Utterance } from './stage';

/** SPEC section 5: recordings under 2048 bytes or 500 ms, transcripts under 6 characters or only punctuation, are dropped. */
export const MIN_RECORDING_BYTES = 2048;
export const MIN_RECORDING_MS = 500;
export const MIN_TRANSCRIPT_CHARS = 6;

const ONLY_PUNCTUATION = /^[\p{P}\p{S}\s]*$/u;

export function isRecordingLongEnough(utterance: Pick<Utterance, 'bytes' | 'durationMs'>): boolean {
  return utterance.bytes >= MIN_RECORDING_BYTES && utterance.durationMs >= MIN_RECORDING_MS;
}

export function isTranscriptMeaningful(text: string): boolean {
  const trimmed = text.trim();
  return [...trimmed].length >= MIN_TRANSCRIPT_CHARS && !ONLY_PUNCTUATION.test(trimmed);
}

/** Passes recordings long enough to transcribe; reports the others. */
export function createRecordingFilter(onDrop: (utteranceId: number) => void): Stage<Utterance, Utterance> {
  return async function* recordingFilter(utterances) {
    for await (const utterance of utterances) {
      if (isRecordingLongEnough(utterance)) yield utterance;
      else onDrop(utterance.utteranceId);
    }
  };
}

/** Passes transcripts worth answering (trimmed); reports the others. */
export function createTranscriptFilter(onDrop: (utteranceId: number) => void): Stage<Transcript, Transcript> {
  return async function* transcriptFilter(transcripts) {
    for await (const transcript of transcripts) {
      if (isTranscriptMeaningful(transcript.text)) yield { ...transcript, text: transcript.text.trim() };
      else onDrop(transcript.utteranceId);
    }
  };
}
