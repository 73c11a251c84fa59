import type { WebSocket } from 'ws';
import { RESUME_GRACE_SECONDS } from '@shared/protocol/version';
import type { Clock, TimerHandle } from '../../lib/clock';
import type { SessionOutbox } from '../outbox/session-outbox';

/**
 * Which socket a session speaks through, and the grace period after it drops: the session waits
 * 60 s on the server clock for a `session.resume`, then `onGraceOver` ends it.
 */
export class SessionPresence {
  private graceTimer: TimerHandle | null = null;
  /** When the socket dropped, while the session waits for it to come back. */
  droppedAt: number | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly outbox: SessionOutbox,
    private readonly onGraceOver: () => void,
  ) {}

  /** Attaches `socket`; a resuming one (`lastSeq` given) first gets the events it missed. */
  attach(socket: WebSocket, lastSeq: number | null): void {
    this.stopGrace();
    this.droppedAt = null;
    this.outbox.attach(socket);
    if (lastSeq !== null && !this.outbox.replaySince(lastSeq)) {
      this.outbox.error('invalid_state', { key: 'session:messages.restoreIncomplete' });
    }
  }

  /** True when `socket` was the attached one: the grace period starts now. */
  detach(socket: WebSocket): boolean {
    if (!this.outbox.isAttachedTo(socket)) return false;
    this.outbox.detach(socket);
    this.droppedAt = this.clock.now();
    this.graceTimer = this.clock.setTimer(this.onGraceOver, RESUME_GRACE_SECONDS * 1000);
    return true;
  }

  /** Nobody is attached and no drop was seen (a session carried on from another instance whose socket closed first): the grace period starts now. */
  waitForResume(): void {
    if (this.droppedAt !== null || this.outbox.attached) return;
    this.droppedAt = this.clock.now();
    this.graceTimer = this.clock.setTimer(this.onGraceOver, RESUME_GRACE_SECONDS * 1000);
  }

  stopGrace(): void {
    if (this.graceTimer) this.clock.clearTimer(this.graceTimer);
    this.graceTimer = null;
  }
}
