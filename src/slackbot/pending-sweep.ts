// Catches video results whose webhook never arrived (the app was down, the endpoint was
// unreachable, the delivery was lost): at start-up and then every few minutes, pending videos are
// looked up with GET /results/{id} and the final ones settled exactly as a webhook would settle them.
import { NotFoundError } from '../client/index.ts';
import type { BotContext } from './context.ts';
import { settleVideo } from './video-outcome.ts';

export type SweepOptions = {
  /** Milliseconds between sweeps. Default 300,000 (5 minutes). */
  intervalMs: number;
  /** Periodic sweeps look only at videos pending longer than this, in milliseconds; the webhook usually comes first. Default 600,000 (10 minutes). */
  graceMs: number;
  /** Videos looked up per sweep at most. Default 50. */
  batch: number;
};

export const DEFAULT_SWEEP: SweepOptions = { intervalMs: 5 * 60_000, graceMs: 10 * 60_000, batch: 50 };

/**
 * A result the service does not know (404) is forgotten only after this long: the service
 * retries a delivery for about 18 hours, and a 404 may be passing (e.g. a key being swapped).
 */
const FORGET_UNKNOWN_AFTER_MS = 24 * 3600_000;

export type PendingSweep = {
  /** Sweeps once now (with no grace period: deliveries may have failed while the app was down), then every interval. */
  start(): void;
  /** One sweep; resolves with the number of videos settled. Overlapping calls share the running sweep. */
  sweep(graceMs: number): Promise<number>;
  /** Stops the timer and waits for a sweep in flight. */
  stop(): Promise<void>;
};

export function createPendingSweep(ctx: BotContext, options: SweepOptions = DEFAULT_SWEEP): PendingSweep {
  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const log = ctx.logger.child({ component: 'pending-sweep' });

  async function run(graceMs: number): Promise<number> {
    const before = new Date(ctx.now().getTime() - graceMs).toISOString();
    let settled = 0;
    for (const video of ctx.store.pendingVideosToCheck(before, options.batch)) {
      ctx.store.markPendingVideoChecked(video.resultId, ctx.now().toISOString());
      let state;
      try {
        state = await ctx.moderation.getResult(video.resultId);
      } catch (error) {
        if (error instanceof NotFoundError) {
          if (ctx.now().getTime() - Date.parse(video.createdAt) > FORGET_UNKNOWN_AFTER_MS) {
            ctx.store.takePendingVideo(video.resultId);
            log.warn({ result_id: video.resultId }, 'pending video unknown to the service for a day; forgotten');
          }
          continue;
        }
        // The service is unreachable or failing: stop here and try again at the next sweep.
        log.warn({ err: error, result_id: video.resultId }, 'pending sweep stopped: the service did not answer');
        break;
      }
      try {
        if ((await settleVideo(ctx, state)) === 'settled') settled++;
      } catch (error) {
        log.error({ err: error, result_id: video.resultId }, 'could not act on a swept video result');
      }
    }
    if (settled > 0) log.info({ settled }, 'pending videos settled by the sweep');
    return settled;
  }

  function sweep(graceMs: number): Promise<number> {
    running ??= run(graceMs).finally(() => {
      running = undefined;
    });
    return running;
  }

  const background = (graceMs: number) => {
    sweep(graceMs).catch((error: unknown) => log.error({ err: error }, 'pending sweep failed'));
  };

  return {
    start() {
      background(0);
      timer = setInterval(() => background(options.graceMs), options.intervalMs);
      timer.unref();
    },
    sweep,
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}
