import { closeSession, openSession, type ClientContext } from './session-client';
import type { BenchUser } from './users';

/** A session that starts and stays silent until `held` settles: what holding many open sessions costs. */
export async function runIdleSession(user: BenchUser, ctx: ClientContext, mode: 'voice' | 'text', held: Promise<void>): Promise<void> {
  const socket = await openSession(user, ctx, { mode, surface: mode === 'voice' ? 'session' : 'chat' });
  if (!socket) return;
  await held;
  await closeSession(socket, ctx);
}
