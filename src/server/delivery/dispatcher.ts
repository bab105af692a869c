// Sends the webhook outbox: claims due deliveries, POSTs each signed body with a per-attempt
// timeout, records every attempt, and schedules retries along a fixed list of delays.
import type { Logger } from 'pino';
import { getGlobalDispatcher, request, type Dispatcher } from 'undici';
import { systemClock, type Clock } from '../../store/clock.ts';
import type { AttemptOutcome, DeliveryStore, DueDelivery } from '../../store/deliveries.ts';
import type { UrlGuard } from '../../net/index.ts';
import { WorkLoop } from '../work-loop.ts';
import { signWebhook } from './signature.ts';

/** Immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h (docs/api.md, "Webhooks"). */
export const DEFAULT_SCHEDULE_MS: readonly number[] = [0, 5e3, 3e5, 1.8e6, 7.2e6, 1.8e7, 3.6e7];

export interface WebhookDispatcherOptions {
  readonly store: DeliveryStore;
  /** Checked before every attempt; the address policy of the operator. */
  readonly urlGuard: UrlGuard;
  readonly logger: Pick<Logger, 'debug' | 'info' | 'warn' | 'error'>;
  /** The transport; pass a guarded agent so the policy also holds when connecting. Default: undici's global one. */
  readonly dispatcher?: Dispatcher;
  /**
   * Delays in milliseconds: entry 0 is the first attempt (sent when the event is written), entry n
   * the wait after the n-th failed attempt. Attempts stop, and the delivery fails, after the last.
   */
  readonly scheduleMs?: readonly number[];
  /** Milliseconds for one attempt, response included. Default 10,000. */
  readonly timeoutMs?: number;
  readonly clock?: Clock;
  /** Deliveries sent at the same time. Default 16. */
  readonly maxInFlight?: number;
  /** Milliseconds between looks at the outbox when not woken. Default 1,000. */
  readonly pollIntervalMs?: number;
  /** Bytes of a response body read (then discarded) before the connection is dropped. Default 64 KiB. */
  readonly maxResponseBytes?: number;
  /**
   * Milliseconds a claimed delivery is hidden from other claims; if the process dies mid-send it
   * is sent again after this. Default `timeoutMs` + 5,000.
   */
  readonly leaseMs?: number;
}

export class WebhookDispatcher {
  readonly #store: DeliveryStore;
  readonly #guard: UrlGuard;
  readonly #logger: WebhookDispatcherOptions['logger'];
  readonly #dispatcher: Dispatcher;
  readonly #schedule: readonly number[];
  readonly #timeoutMs: number;
  readonly #clock: Clock;
  readonly #maxResponseBytes: number;
  readonly #leaseMs: number;
  readonly #loop: WorkLoop;

  constructor(options: WebhookDispatcherOptions) {
    this.#store = options.store;
    this.#guard = options.urlGuard;
    this.#logger = options.logger;
    this.#dispatcher = options.dispatcher ?? getGlobalDispatcher();
    this.#schedule = options.scheduleMs ?? DEFAULT_SCHEDULE_MS;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#clock = options.clock ?? systemClock;
    this.#maxResponseBytes = options.maxResponseBytes ?? 64 * 1024;
    this.#leaseMs = Math.max(options.leaseMs ?? this.#timeoutMs + 5_000, this.#timeoutMs);
    this.#loop = new WorkLoop({
      concurrency: options.maxInFlight ?? 16,
      pollMs: options.pollIntervalMs ?? 1_000,
      take: async (free, signal) => (await this.#store.claimDue(this.#clock.now(), free, this.#leaseMs)).map((delivery) => this.#send(delivery, signal)),
      nextDueInMs: async () => {
        const due = await this.#store.nextDueAt();
        return due === undefined ? undefined : due - this.#clock.now();
      },
      onError: (error) => this.#logger.error({ err: error }, 'webhook outbox could not be read'),
    });
  }

  start(): void {
    this.#loop.start();
  }

  /** Looks at the outbox now, e.g. right after a job wrote an event. */
  wake(): void {
    this.#loop.wake();
  }

  /**
   * Stops claiming and waits up to `timeoutMs` for attempts in flight; the rest are aborted
   * unrecorded and, being leased, are sent again after a restart.
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.#loop.stop(timeoutMs);
  }

  async #send(delivery: DueDelivery, stopped: AbortSignal): Promise<void> {
    const attemptedAt = this.#clock.now();
    const started = performance.now();
    let httpStatus: number | null = null;
    let error: string | null = null;
    try {
      await this.#guard(delivery.url);
      const response = await request(delivery.url, {
        method: 'POST',
        body: delivery.payload,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'content-moderation-webhooks/1',
          ...signWebhook(delivery.secret, delivery.eventId, attemptedAt, delivery.payload),
        },
        dispatcher: this.#dispatcher,
        signal: AbortSignal.any([AbortSignal.timeout(this.#timeoutMs), stopped]),
      });
      httpStatus = response.statusCode;
      await discard(response.body, this.#maxResponseBytes);
    } catch (cause) {
      if (stopped.aborted) return;
      error = describe(cause, this.#timeoutMs);
    }
    const outcome = this.#outcome(delivery, httpStatus, error);
    const log = { deliveryId: delivery.id, eventId: delivery.eventId, webhookId: delivery.webhookId, attempt: delivery.attempts + 1, httpStatus, error };
    try {
      await this.#store.recordAttempt(
        delivery,
        { attemptedAt: new Date(attemptedAt).toISOString(), httpStatus, durationMs: performance.now() - started, error },
        outcome,
      );
    } catch (cause) {
      this.#logger.error({ ...log, err: cause }, 'webhook attempt could not be recorded');
      return;
    }
    if (outcome.kind === 'delivered') this.#logger.debug(log, 'webhook delivered');
    else if (outcome.kind === 'gone') this.#logger.warn(log, 'webhook endpoint answered 410 and is disabled');
    else if (outcome.kind === 'failed') this.#logger.warn(log, 'webhook delivery failed; retries exhausted');
    else this.#logger.info({ ...log, nextAttemptAt: new Date(outcome.nextAttemptAt).toISOString() }, 'webhook attempt failed; will retry');
  }

  #outcome(delivery: DueDelivery, httpStatus: number | null, error: string | null): AttemptOutcome {
    if (error === null && httpStatus !== null && httpStatus >= 200 && httpStatus <= 299) return { kind: 'delivered' };
    if (httpStatus === 410) return { kind: 'gone' };
    const delay = this.#schedule[delivery.attempts + 1];
    if (delay === undefined) return { kind: 'failed' };
    return { kind: 'retry', nextAttemptAt: this.#clock.now() + delay };
  }
}

/** Reads and drops a response body, at most `maxBytes` of it; the rest is cut off. */
async function discard(body: Dispatcher.ResponseData['body'], maxBytes: number): Promise<void> {
  let read = 0;
  // Leaving the loop early destroys the body.
  for await (const chunk of body as AsyncIterable<Buffer>) {
    read += chunk.length;
    if (read > maxBytes) return;
  }
}

/** A short, secret-free reason for the attempts table and the logs. */
function describe(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return 'unknown error';
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return `no answer within ${timeoutMs} ms`;
  const code = (error as Error & { code?: string }).code;
  if (code === 'url_not_allowed') return error.message;
  return code ? `${code}: ${error.message}` : error.message;
}
