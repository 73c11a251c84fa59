// Starts a worker thread written in TypeScript: worker threads do not inherit the TypeScript loader,
// so register tsx here and then load the entry named in workerData.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
