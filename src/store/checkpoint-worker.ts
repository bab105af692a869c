// The worker thread behind startBackgroundCheckpoints: copies the log's pages into the database
// every few milliseconds (a PASSIVE checkpoint never blocks the writer), and again while pages
// committed meanwhile remain. The log starts over when a commit finds every page copied; under a
// steady stream of commits that moment may not come, so past `maxPages` the worker asks the
// writing connection to finish the copy itself, between two of its commits.
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

const { file, everyMs, maxPages } = workerData as { file: string; everyMs: number; maxPages: number };
/** Passes per turn: the first copies the bulk, the next ones what was committed during it. */
const MAX_PASSES = 4;

const db = new DatabaseSync(file);
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');

const timer = setInterval(() => {
  let pages = 0;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const { log, checkpointed } = checkpoint.get() as { log: number; checkpointed: number };
    pages = log;
    if (checkpointed >= log) break;
  }
  if (pages > maxPages) parentPort!.postMessage('log-too-long');
}, everyMs);

parentPort!.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort!.close();
});
