import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

export interface NewVoiceRecording {
  userId: string;
  messageId: string;
  mimeType: string;
  bytes: Uint8Array;
  durationMs: number;
  /** Where the recording is served: written to the message's `audio_url`. */
  url: string;
}

/** Keeps a message's recording and points the message at it, in one statement: both or neither. */
export async function insertRecording(db: Kysely<Database>, recording: NewVoiceRecording): Promise<void> {
  await db
    .with('kept', (q) =>
      q
        .insertInto('voice_recordings')
        .values({
          message_id: recording.messageId,
          user_id: recording.userId,
          mime_type: recording.mimeType,
          bytes: recording.bytes,
          duration_ms: recording.durationMs,
        })
        .returning('message_id'),
    )
    .updateTable('session_messages')
    .set({ audio_url: recording.url })
    .where('id', 'in', (eb) => eb.selectFrom('kept').select('kept.message_id'))
    .where('user_id', '=', recording.userId)
    .execute();
}

/** The recording of a message, only when both belong to `userId`. */
export async function findOwnRecording(
  db: Kysely<Database>,
  userId: string,
  messageId: string,
): Promise<{ mime_type: string; bytes: Uint8Array } | undefined> {
  return db
    .selectFrom('voice_recordings')
    .select(['mime_type', 'bytes'])
    .where('message_id', '=', messageId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
