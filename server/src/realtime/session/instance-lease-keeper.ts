import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeSessionServices } from '../../features/sessions/realtime-services';
import { startRepeatingPass } from '../../jobs/repeating-pass';

/**
 * Holds this instance's lease on its INSTANCE_ID from start to stop (a second process with the same id
 * refuses to start), and ends the live sessions of any instance whose lease lapsed (it crashed).
 */
export function createInstanceLeaseKeeper(services: RealtimeSessionServices, log: FastifyBaseLogger) {
  let stopRenewing: (() => Promise<void>) | undefined;
  const endLapsed = async () => {
    const ended = await services.endLapsed((error) => log.error({ err: error }, 'ending a session of a crashed instance failed'));
    if (ended > 0) log.warn(`Ended ${ended} session(s) of an instance that stopped renewing its lease (it crashed)`);
  };
  return {
    /** Takes the lease (or throws: the id is in use), then ends what this instance's last run left open. */
    async start(): Promise<void> {
      await services.lease.take();
      // This instance starts with no live session: any its last run left open died with it.
      const ended = await services.endLeftBehind((error) => log.error({ err: error }, 'ending a session left open failed'));
      if (ended > 0) log.warn(`Ended ${ended} session(s) left open when this instance last stopped without shutting down`);
      stopRenewing = startRepeatingPass(
        async () => {
          if (!(await services.lease.renew())) log.error(`This instance's lease on ${services.lease.instanceId} lapsed and another process took it`);
          await endLapsed();
        },
        { intervalMs: services.lease.renewEveryMs, onError: (error) => log.warn({ err: error }, 'renewing the instance lease failed') },
      );
    },
    /** Once its sessions are handed over or ended: the id is free for the next process at once. */
    async stop(): Promise<void> {
      await stopRenewing?.();
      await services.lease.release();
    },
  };
}
