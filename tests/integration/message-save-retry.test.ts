import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertMessage, type NewSessionMessage } from '../../server/src/features/sessions/session-messages.repository';
import { useTestApp } from '../support/app/test-app';
import { createSignedInUser } from '../support/app/signed-in-user';
import { seedSessions } from '../support/seed-sessions';

// A save retried because its answer was lost (the connection dropped after the commit) must find its
// own row: not a second copy, and not taken for a repeat the person sent.
describe('saving a message again with the same id', () => {
  const t = useTestApp();

  async function message(clientMessageId: string | null): Promise<NewSessionMessage> {
    const user = await createSignedInUser(t);
    const [sessionId] = await seedSessions(t.db, user.id, [{ title: 'Retry', createdAt: new Date() }]);
    return { id: randomUUID(), sessionId: sessionId as string, userId: user.id, role: 'user', content: 'Said once', source: 'voice', interrupted: false, clientMessageId, createdAt: new Date() };
  }
  const rows = (m: NewSessionMessage) => t.db.selectFrom('session_messages').select('id').where('session_id', '=', m.sessionId).execute();

  it('keeps one row and counts the retry as saved, with or without a client id', async () => {
    for (const clientMessageId of [null, randomUUID()]) {
      const m = await message(clientMessageId);
      const first = await insertMessage(t.db, m);
      const retry = await insertMessage(t.db, m);
      expect(retry).toEqual({ ...first, created: true });
      expect(await rows(m)).toEqual([{ id: m.id }]);
    }
  });

  it('still answers a repeat the client sent (same client id, a new save) with the first copy', async () => {
    const m = await message(randomUUID());
    const first = await insertMessage(t.db, m);
    const repeat = await insertMessage(t.db, { ...m, id: randomUUID() });
    expect(repeat).toEqual({ ...first, created: false });
    expect(await rows(m)).toHaveLength(1);
  });
});
