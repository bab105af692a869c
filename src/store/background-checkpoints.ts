// Runs the write-ahead log's checkpoints on a worker thread with its own connection, so the thread
// that answers requests never stalls while a checkpoint copies pages and syncs the files. Should
// the worker stop, the connection checkpoints for itself again.
import { Worker } from 'node:worker_threads';
import { CHECKPOINT_PAGES, type Database } from './database.ts';

/** How often the worker checkpoints. */
const CHECKPOINT_EVERY_MS = 50;
/**
 * Pages the log may reach (64 MB) before the writing connection finishes a copy itself, a 5–12 ms
 * pause: at the service's half load that is once every 3–4 seconds.
 */
const MAX_LOG_PAGES = 16_384;

export interface BackgroundCheckpoints {
  stop(): void;
}

export function startBackgroundCheckpoints(db: Database, file: string): BackgroundCheckpoints {
  db.exec('PRAGMA wal_autocheckpoint = 0');
  const worker = new Worker(new URL('./checkpoint-worker.ts', import.meta.url), {
    workerData: { file, everyMs: CHECKPOINT_EVERY_MS, maxPages: MAX_LOG_PAGES },
  });
  worker.unref();
  // The copy that lets the log start over: the worker has copied nearly every page, so this takes
  // little, and no commit can come between it and the next one, which starts the log over.
  worker.on('message', () => {
    if (db.isOpen) db.exec('PRAGMA wal_checkpoint(PASSIVE)');
  });
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
