// Slack retries an event it thinks was not received (X-Slack-Retry-Num); an event_id already
// taken is acknowledged and dropped, across restarts too.
import type { AnyMiddlewareArgs, Middleware } from '@slack/bolt';
import type { BotContext } from './context.ts';

export function skipTakenEvents(ctx: Pick<BotContext, 'store' | 'logger'>): Middleware<AnyMiddlewareArgs> {
  return async ({ body, next }) => {
    const eventId = (body as { event_id?: unknown }).event_id;
    if (typeof eventId === 'string' && !ctx.store.claim('slack_event', eventId)) {
      ctx.logger.debug({ event_id: eventId }, 'event already taken; retry ignored');
      return;
    }
    await next();
  };
}
