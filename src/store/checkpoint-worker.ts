// The worker thread behind startBackgroundCheckpoints: copies the log's pages into the database
// every few milliseconds (a PASSIVE checkpoint never blocks the writer), and again while pages
// committed meanwhile remain, so the log is soon fully copied and the next commit starts it over.
// Under a steady stream of commits the log may not start over (a commit can start it over only
// when it finds every page copied): past `maxPages` a RESTART checkpoint makes commits wait for the
// few pages the passes left, and the log starts over.
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

const { file, everyMs, maxPages } = workerData as { file: string; everyMs: number; maxPages: number };
/** Passes per turn: the first copies the bulk, the next ones what was committed during it. */
const MAX_PASSES = 4;

const db = new DatabaseSync(file);
db.exec('PRAGMA busy_timeout = 1000');
const passive = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
const restart = db.prepare('PRAGMA wal_checkpoint(RESTART)');

const timer = setInterval(() => {
  let pages = 0;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const { log, checkpointed } = passive.get() as { log: number; checkpointed: number };
    pages = log;
    if (checkpointed >= log) break;
  }
  if (pages > maxPages) restart.get();
}, everyMs);

parentPort!.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort!.close();
});
