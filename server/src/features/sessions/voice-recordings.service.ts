import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { notFound } from '../../plugins/error-handler';
import { findOwnRecording, insertRecording, keepsVoiceRecordings } from './voice-recordings.repository';

export interface RecordingAudio {
  mimeType: string;
  bytes: Uint8Array;
  durationMs: number;
}

/** Where a message's recording is served (see voice-recordings.routes.ts). */
export const recordingUrl = (messageId: string) => `/api/recordings/${messageId}`;

/**
 * The recordings of user messages in voice sessions, kept only for people who chose to keep them.
 * They go with their message: deleting the session or the account deletes them.
 */
export function createVoiceRecordings({ db }: { db: Kysely<Database> }) {
  return {
    /** Read for each recording, not once a session: turning the setting off applies at once. */
    keeps: (userId: string) => keepsVoiceRecordings(db, userId),

    async keep(userId: string, messageId: string, audio: RecordingAudio): Promise<void> {
      await insertRecording(db, { userId, messageId, ...audio, url: recordingUrl(messageId) });
    },

    /** The user's own recording; anyone else's, or none, is a 404. */
    async get(userId: string, messageId: string): Promise<{ mimeType: string; bytes: Buffer }> {
      const row = await findOwnRecording(db, userId, messageId);
      if (!row) throw notFound({ key: 'history:messages.recordingNotFound' });
      return { mimeType: row.mime_type, bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) };
    },
  };
}

export type VoiceRecordings = ReturnType<typeof createVoiceRecordings>;
