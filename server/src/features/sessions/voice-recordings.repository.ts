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

/** 'Keep recordings of my voice sessions' as it is set now; a missing profile keeps none. */
export async function keepsVoiceRecordings(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('profiles').select('keep_voice_recordings').where('id', '=', userId).executeTakeFirst();
  return row?.keep_voice_recordings ?? false;
}

/**
 * Keeps a message's recording and points the message at it, in one statement: both or neither. Only
 * the user's own message takes it, and only while their setting is on (so turning it off stops at once).
 */
export async function insertRecording(db: Kysely<Database>, recording: NewVoiceRecording): Promise<void> {
  await db
    .with('kept', (q) =>
      q
        .insertInto('voice_recordings')
        .columns(['message_id', 'user_id', 'mime_type', 'bytes', 'duration_ms'])
        .expression((eb) =>
          eb
            .selectFrom('session_messages as m')
            .innerJoin('profiles as p', 'p.id', 'm.user_id')
            .select([
              'm.id',
              'm.user_id',
              eb.val(recording.mimeType).as('mime_type'),
              eb.val(recording.bytes).as('bytes'),
              eb.val(recording.durationMs).as('duration_ms'),
            ])
            .where('m.id', '=', recording.messageId)
            .where('m.user_id', '=', recording.userId)
            .where('p.keep_voice_recordings', '=', true),
        )
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
