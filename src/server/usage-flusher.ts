// Writes what the store keeps in memory (request counts; SQLite's rate buckets): every second,
// and once more at shutdown.
import type { Logger } from 'pino';
import type { Store } from '../store/index.ts';
import type { BackgroundService } from './service-runner.ts';

/** A crash loses at most this many milliseconds of usage counts, never a moderation result. */
export const USAGE_FLUSH_MS = 1_000;

export function usageFlusher(store: Store, logger: Pick<Logger, 'error'>, intervalMs = USAGE_FLUSH_MS): BackgroundService {
  let timer: NodeJS.Timeout | undefined;
  const flush = async () => {
    try {
      await store.flush();
    } catch (error) {
      // The counts stay pending and are retried at the next tick.
      logger.error({ err: error }, 'usage counters could not be written');
    }
  };
  return {
    name: 'usage flusher',
    start: () => {
      timer = setInterval(() => void flush(), intervalMs).unref();
    },
    stop: () => {
      clearInterval(timer);
      return flush();
    },
  };
}
