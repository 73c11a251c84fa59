/**
 * The realtime protocol version. Bump it on any change a deployed client cannot understand; the server
 * answers a different version with `error {code:'incompatible_protocol'}` and closes the socket.
 */
export const PROTOCOL_VERSION = 3;

/** The largest frame either end accepts (the server sets it as the socket's `maxPayload`). */
export const MAX_FRAME_BYTES = 64 * 1024;

/** Longest text message a person can send in one turn. */
export const MAX_TEXT_MESSAGE_CHARS = 4000;

/** How long a dropped socket may take to `session.resume` before the session ends. */
export const RESUME_GRACE_SECONDS = 60;

/** Opus audio in both directions: 48 kHz clock, mono, 20 ms frames. */
export const AUDIO_SAMPLE_RATE = 48_000;
export const AUDIO_FRAME_MS = 20;
