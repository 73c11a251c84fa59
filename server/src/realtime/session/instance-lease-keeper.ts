import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeSessionServices } from '../../features/sessions/realtime-services';
import { startRepeatingPass } from '../../jobs/repeating-pass';

/**
 * Holds this instance's lease on its INSTANCE_ID from start to stop (a second process with the same id
 * refuses to start), and ends the live sessions of any instance whose lease lapsed (it crashed). The
 * lease is renewed on a loop of its own, so ending another's sessions never delays the renewal.
 */
export function createInstanceLeaseKeeper(services: RealtimeSessionServices, log: FastifyBaseLogger) {
  const { lease } = services;
  const stops: (() => Promise<void>)[] = [];
  const every = (pass: () => Promise<void>, what: string) =>
    stops.push(startRepeatingPass(pass, { intervalMs: lease.renewEveryMs, onError: (error) => log.warn({ err: error }, what) }));

  const renew = async () => {
    if (await lease.renew()) return;
    // Lapsed (the database was out of reach longer than the lease): taken again unless another process holds it.
    if (await lease.retake()) log.warn(`This instance's lease on ${lease.instanceId} lapsed; it holds it again`);
    else log.error(`This instance's lease on ${lease.instanceId} lapsed and another process holds it: its sessions may be ended by another instance`);
  };
  const endLapsed = async () => {
    const ended = await services.endLapsed((error) => log.error({ err: error }, 'ending a session of a crashed instance failed'));
    if (ended > 0) log.warn(`Ended ${ended} session(s) of an instance that stopped renewing its lease (it crashed)`);
  };

  return {
    /** Takes the lease (or throws: the id is in use), then ends what this instance's last run left open. */
    async start(): Promise<void> {
      await lease.take();
      every(renew, 'renewing the instance lease failed');
      // This instance starts with no live session: any its last run left open died with it.
      const ended = await services.endLeftBehind((error) => log.error({ err: error }, 'ending a session left open failed'));
      if (ended > 0) log.warn(`Ended ${ended} session(s) left open when this instance last stopped without shutting down`);
      every(endLapsed, 'ending the sessions of crashed instances failed');
    },
    /** Once its sessions are handed over or ended: the id is free for the next process at once. */
    async stop(): Promise<void> {
      await Promise.all(stops.splice(0).map((stop) => stop()));
      await lease.release();
    },
  };
}
