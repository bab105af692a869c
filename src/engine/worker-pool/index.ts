// A bounded pool of worker threads, shared by the image and text engines.
export { createWorkerPool, type PoolErrors, type WorkerPool, type WorkerPoolOptions } from './pool.ts';
export type { ParentMessage, SerializedError, WorkerMessage } from './protocol.ts';
