import { describe, expect, it } from 'vitest';
import { cipherOf, seal } from '../../server/src/db/sealed-fields';
import { sessionsWithSummaryMatching } from '../../server/src/features/sessions/summary-search';
import { createSignedInUser } from '../support/app/signed-in-user';
import { useTestApp } from '../support/app/test-app';

describe('searching many encrypted summaries', () => {
  const t = useTestApp();

  it('opens them in chunks, letting the event loop run in between (live calls keep their audio pacing)', async () => {
    const user = await createSignedInUser(t);
    const count = 1000;
    const rows = Array.from({ length: count }, (_, i) => ({
      user_id: user.id,
      title: `Session ${i}`,
      type: 'chat' as const,
      surface: 'session' as const,
      created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
      ai_summary: seal(t.db, i === 7 ? 'A walk by the estuary' : `Summary number ${i}`),
    }));
    await t.rawDb.insertInto('sessions').values(rows).execute();

    // Which turn of the event loop each summary is opened in (a real cipher, watched).
    const cipher = cipherOf(t.db);
    const open = cipher.open.bind(cipher);
    let turn = 0;
    let ticking = true;
    const tick = () => {
      turn += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const turns = new Set<number>();
    let opened = 0;
    cipher.open = (value: string) => {
      opened += 1;
      turns.add(turn);
      return open(value);
    };
    try {
      expect(await sessionsWithSummaryMatching(t.db, user.id, 'ESTUARY')).toHaveLength(1);
    } finally {
      ticking = false;
      cipher.open = open;
    }
    expect(opened).toBe(count);
    expect(turns.size).toBeGreaterThanOrEqual(count / 200);
  });
});
