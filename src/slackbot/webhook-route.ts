// POST /moderation/webhook: where the moderation service delivers finished video results.
// The raw body is verified (Standard Webhooks), each webhook-id is processed once, and the
// pending upload it belongs to is settled by result id (once, also when the sweep got there first).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { WEBHOOK_HEADERS } from '../api/index.ts';
import { toResultState, verifyWebhook } from '../client/index.ts';
import { PayloadTooLargeError, readLimited } from '../net/index.ts';
import type { BotContext } from './context.ts';
import { MODERATION_WEBHOOK_PATH } from './ids.ts';
import { settleVideo } from './video-outcome.ts';

const MAX_BODY_BYTES = 2 * 1024 * 1024;

function answer(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export type WebhookRoute = { path: string; method: 'POST'; handler: (req: IncomingMessage, res: ServerResponse) => void };

/** The route for Bolt's `customRoutes` (HTTP and Socket Mode alike). */
export function webhookRoute(ctx: () => BotContext): WebhookRoute {
  return {
    path: MODERATION_WEBHOOK_PATH,
    method: 'POST',
    handler: (req, res) => {
      handleDelivery(ctx(), req, res).catch((error: unknown) => {
        ctx().logger.error({ err: error }, 'webhook delivery failed');
        if (!res.headersSent) answer(res, 500, { error: 'internal_error' });
      });
    },
  };
}

async function handleDelivery(ctx: BotContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let raw: Buffer;
  try {
    raw = await readLimited(req, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return answer(res, 413, { error: error.code });
    throw error;
  }
  let event: ReturnType<typeof verifyWebhook>;
  try {
    event = verifyWebhook(req.headers, raw, ctx.config.webhookSecret);
  } catch (error) {
    ctx.logger.warn({ err: error }, 'webhook rejected: bad signature');
    return answer(res, 401, { error: 'invalid_signature' });
  }
  const webhookId = String(req.headers[WEBHOOK_HEADERS.id]);
  if (!ctx.store.claim('webhook', webhookId)) return answer(res, 200, { status: 'duplicate' });
  try {
    await processEvent(ctx, event);
  } catch (error) {
    // Forget the claim so the service's retry is processed.
    ctx.store.release('webhook', webhookId);
    throw error;
  }
  answer(res, 200, { status: 'processed' });
}

async function processEvent(ctx: BotContext, event: ReturnType<typeof verifyWebhook>): Promise<void> {
  const outcome = await settleVideo(ctx, toResultState(event.data, 200, 'data'));
  if (outcome === 'not_pending') ctx.logger.debug({ result_id: event.data.id }, 'webhook for a result the app did not submit or already settled');
}
