// Starts the speech worker: worker threads do not inherit the TypeScript loader, so register tsx here
// and then load the TypeScript entry named in workerData.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
