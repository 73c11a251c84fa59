import { performance } from 'node:perf_hooks';
import { closeSession, openSession, pause, type ClientContext } from './session-client';
import { TurnProbe } from './turn-probe';
import { recordTurn } from './turn-record';
import type { BenchUser } from './users';

const MESSAGES = [
  'I have been feeling really stressed about work lately.',
  'My sister and I argued again and I keep replaying it.',
  'I could not sleep last night and today everything feels heavy.',
  'Honestly I just need someone to listen for a minute.',
];

/**
 * One person in the chat screen, in a loop: send a message, read the streamed reply to its end, pause,
 * send the next, until the run's time is up. Each message has its own id, as the app sends it.
 */
export async function runTextSession(user: BenchUser, ctx: ClientContext): Promise<void> {
  const socket = await openSession(user, ctx, { mode: 'text', surface: 'chat' });
  if (!socket) {
    ctx.turnsOver.arrive();
    return;
  }
  try {
    await pause(Math.random() * ctx.options.textPauseMs, ctx.stop);
    for (let n = 0; !ctx.stop.aborted && socket.open; n++) {
      const probe = new TurnProbe('text', performance.now());
      socket.listener = probe;
      socket.send({ type: 'text.send', text: MESSAGES[n % MESSAGES.length] ?? '', clientMessageId: `${user.id}-${n}` });
      ctx.results.turnsStarted.text++;
      const outcome = await probe.finished(ctx.options.turnTimeoutS * 1000);
      socket.listener = null;
      recordTurn(probe, outcome, ctx.results, ctx.floor);
      if (outcome.kind === 'failed' && outcome.endsSession) break;
      await pause(ctx.options.textPauseMs, ctx.stop);
    }
  } catch (error) {
    ctx.results.harnessError(`text session: ${error instanceof Error ? error.stack : String(error)}`);
  } finally {
    ctx.turnsOver.arrive();
    await closeSession(socket, ctx);
  }
}
