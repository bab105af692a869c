// GET /usage: the calling key's use of the current calendar month (UTC), its rate limit and quota.
import { endpoints, type Usage } from '../../api/index.ts';
import { QUOTA_METRIC } from '../../store/index.ts';
import { callerKey, type ServiceContext, type ZodApp } from '../context.ts';
import { monthOf } from '../metering.ts';
import type { RateLimiter } from '../rate-limiter.ts';

const REQUEST_PREFIX = 'requests.';

export function registerUsage(app: ZodApp, ctx: ServiceContext, limiter: RateLimiter): void {
  const { method, path, responses } = endpoints.getUsage;
  app.route({
    method,
    url: path,
    config: { operation: 'getUsage' },
    schema: { response: { 200: responses[200].schema } },
    handler: async (request): Promise<Usage> => {
      const key = callerKey(request);
      const period = monthOf(ctx.clock.now());
      const counters = await ctx.store.usage.read(key.id, period.key);
      const byEndpoint: Record<string, number> = {};
      let total = 0;
      for (const [metric, n] of Object.entries(counters)) {
        if (!metric.startsWith(REQUEST_PREFIX)) continue;
        byEndpoint[metric.slice(REQUEST_PREFIX.length)] = n;
        total += n;
      }
      const items = { text: counters['items.text'] ?? 0, image: counters['items.image'] ?? 0, video: counters['items.video'] ?? 0 };
      // A key with a quota is held to its quota counter: items reserved by requests still running count.
      const used = (key.monthlyQuota !== null ? counters[QUOTA_METRIC] : undefined) ?? items.text + items.image + items.video;
      const bucket = await limiter.peek(key);
      return {
        period: { start: period.start.toISOString(), end: period.end.toISOString() },
        sandbox: key.sandbox,
        requests: { total, by_endpoint: byEndpoint },
        items,
        flagged: counters.flagged ?? 0,
        feedback: await ctx.store.feedback.countByVerdict(key.id, period.start.toISOString(), period.end.toISOString()),
        rate_limit: { limit: bucket.limit, refill_per_second: key.ratePerSec, remaining: bucket.remaining },
        quota: {
          limit: key.monthlyQuota,
          used,
          remaining: key.monthlyQuota === null ? null : Math.max(0, key.monthlyQuota - used),
        },
      };
    },
  });
}
