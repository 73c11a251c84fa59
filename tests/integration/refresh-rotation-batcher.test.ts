import { randomUUID } from 'node:crypto';
import type { PluginTransformResultArgs, QueryResult, UnknownRow } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../support/app/signed-in-user';
import { StatementCounter } from '../support/app/statement-counter';
import { useTestApp } from '../support/app/test-app';
import { createRotationBatcher } from '../../server/src/features/auth/refresh-rotation-batcher';
import { insertRefreshToken } from '../../server/src/features/auth/refresh-token.repository';
import { newOpaqueToken, secondsAfter } from '../../server/src/features/auth/tokens';

describe('refresh tokens rotated together (one statement per moment)', () => {
  const t = useTestApp();

  const now = () => new Date();
  const counted = () => {
    const counter = new StatementCounter();
    return { counter, rotate: createRotationBatcher(t.db.withPlugin(counter), now) };
  };

  /** A live token of a new sign-in of a new user. */
  async function liveToken() {
    const user = await createSignedInUser(t);
    const { hash } = newOpaqueToken();
    const familyId = randomUUID();
    await insertRefreshToken(t.db, { userId: user.id, familyId, hash, expiresAt: secondsAfter(now(), 3600) });
    return { user, familyId, hash };
  }
  const rotationOf = (spentHash: string) => ({
    spentHash,
    nextHash: newOpaqueToken().hash,
    nextExpiresAt: secondsAfter(now(), 7200),
  });
  const tokenRow = (hash: string) =>
    t.db.selectFrom('refresh_tokens').select(['user_id', 'family_id', 'used_at']).where('token_hash', '=', hash).executeTakeFirst();

  it('spends the tokens of refreshes asked together in one statement, each answered with its own owner', async () => {
    const [a, b] = await Promise.all([liveToken(), liveToken()]);
    const { counter, rotate } = counted();
    const [forA, unknown, forB] = [rotationOf(a.hash), rotationOf('no such token'), rotationOf(b.hash)];

    const owners = await Promise.all([rotate(forA), rotate(unknown), rotate(forB)]);

    expect(counter.count).toBe(1);
    expect(owners).toEqual([{ id: a.user.id, email: a.user.email }, undefined, { id: b.user.id, email: b.user.email }]);
    for (const [token, rotation] of [
      [a, forA],
      [b, forB],
    ] as const) {
      expect((await tokenRow(token.hash))?.used_at).toBeInstanceOf(Date);
      expect(await tokenRow(rotation.nextHash)).toEqual({ user_id: token.user.id, family_id: token.familyId, used_at: null });
    }
    expect(await tokenRow(unknown.nextHash)).toBeUndefined();
  });

  it('spends a token asked for twice at once only once', async () => {
    const token = await liveToken();
    const { rotate } = counted();
    const [first, second] = [rotationOf(token.hash), rotationOf(token.hash)];

    const owners = await Promise.all([rotate(first), rotate(second)]);

    expect(owners).toEqual([{ id: token.user.id, email: token.user.email }, undefined]);
    expect(await tokenRow(first.nextHash)).toBeDefined();
    expect(await tokenRow(second.nextHash)).toBeUndefined();
  });

  it("fails only the rotation that cannot be stored, and keeps the others'", async () => {
    const [a, b, clash] = await Promise.all([liveToken(), liveToken(), liveToken()]);
    const { rotate } = counted();
    // Its next token's hash is taken, so storing it breaks the unique index and fails its statement.
    const broken = { ...rotationOf(b.hash), nextHash: clash.hash };
    const good = rotationOf(a.hash);

    const results = await Promise.allSettled([rotate(good), rotate(broken)]);

    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect(await tokenRow(good.nextHash)).toBeDefined();
    expect((await tokenRow(b.hash))?.used_at).toBeNull();
  });

  it('sends the refreshes asked for while a statement runs together in the next one', async () => {
    const tokens = await Promise.all([liveToken(), liveToken(), liveToken(), liveToken()]);
    const gate = new FirstStatementGate();
    const rotate = createRotationBatcher(t.db.withPlugin(gate), now, { statementsAtOnce: 1 });
    const first = rotate(rotationOf(tokens[0]?.hash ?? ''));
    await gate.held;
    const later: Promise<unknown>[] = [];
    for (const token of tokens.slice(1)) {
      later.push(rotate(rotationOf(token.hash)));
      await new Promise((resolve) => setImmediate(resolve));
    }
    gate.open();

    const owners = await Promise.all([first, ...later]);

    expect(owners.map((o) => (o as { id: string }).id)).toEqual(tokens.map((token) => token.user.id));
    expect(gate.count).toBe(2);
  });
});

/** Counts the statements, and holds the first one's answer until `open()`. */
class FirstStatementGate extends StatementCounter {
  open: () => void = () => {};
  private readonly opened = new Promise<void>((resolve) => {
    this.open = resolve;
  });
  private reached: () => void = () => {};
  /** Resolves once the first statement has been answered by the database and is being held. */
  readonly held = new Promise<void>((resolve) => {
    this.reached = resolve;
  });
  override async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const result = await super.transformResult(args);
    if (this.count === 1) {
      this.reached();
      await this.opened;
    }
    return result;
  }
}
