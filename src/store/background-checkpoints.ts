// Runs the write-ahead log's checkpoints on a worker thread with its own connection, so the thread
// that answers requests never stalls while a checkpoint copies pages and syncs the files. Should
// the worker stop, the connection checkpoints for itself again.
import { Worker } from 'node:worker_threads';
import { CHECKPOINT_PAGES, type Database } from './database.ts';

/** How often the worker checkpoints. */
const CHECKPOINT_EVERY_MS = 50;
/** Pages the log may reach while commits keep coming before one checkpoint makes them wait (16 MB). */
const MAX_LOG_PAGES = 4096;

export interface BackgroundCheckpoints {
  stop(): void;
}

export function startBackgroundCheckpoints(db: Database, file: string): BackgroundCheckpoints {
  db.exec('PRAGMA wal_autocheckpoint = 0');
  const worker = new Worker(new URL('./checkpoint-worker.ts', import.meta.url), {
    workerData: { file, everyMs: CHECKPOINT_EVERY_MS, maxPages: MAX_LOG_PAGES },
  });
  worker.unref();
  const checkpointHere = () => {
    if (db.isOpen) db.exec(`PRAGMA wal_autocheckpoint = ${CHECKPOINT_PAGES}`);
  };
  worker.on('error', checkpointHere);
  worker.on('exit', checkpointHere);
  return {
    stop() {
      worker.removeAllListeners('exit');
      worker.postMessage('stop');
    },
  };
}
