import { describe, expect, it } from 'vitest';
import { RealtimeTestClient, useRealtimeApp } from '../support/app/realtime-client';
import { ScriptedAiProvider } from '../support/app/scripted-ai-provider';
import { createSignedInUser } from '../support/app/signed-in-user';

describe('frames far past the size limit', () => {
  const t = useRealtimeApp(() => ({ ai: new ScriptedAiProvider() }));

  it('always close the socket with 1009, never a bare drop (1006)', async () => {
    const codes = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        // One person each: a person may hold only a few live sessions.
        const user = await createSignedInUser(t);
        const { client } = await RealtimeTestClient.session(t.url, user.accessToken, { mode: 'text' });
        client.socket.send(i % 2 ? Buffer.alloc(2 * 1024 * 1024) : 'x'.repeat(2 * 1024 * 1024));
        // More bytes behind it, still unread when the server gives up on the frame.
        client.socket.send(Buffer.alloc(256 * 1024));
        return (await client.closed).code;
      }),
    );
    expect(codes).toEqual(codes.map(() => 1009));
  });
});
