/**
 * Turn-taking timings both ends agree on (see docs/protocol.md, "Tentative turns"). Silence is counted
 * the way the client's voice detector counts it: its frames under the negative threshold.
 */

/** Silence after which the client sends `input_audio.pause`: the server transcribes the utterance so far at once. */
export const PAUSE_AFTER_SILENCE_MS = 96;

/** Silence after which a tentative turn asks for its reply (the server waits out the difference after the pause). */
export const REPLY_AFTER_SILENCE_MS = 256;

/** Silence that ends a turn when nothing better is known: the voice detector's own end of a segment. */
export const DEFAULT_END_OF_TURN_SILENCE_MS = 600;
