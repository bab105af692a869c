// Usage of the calling key in the current billing period (the calendar month, UTC).
import { z } from 'zod';
import { Timestamp } from './common.ts';

const count = z.int().min(0);

export const Usage = z
  .object({
    period: z.object({ start: Timestamp, end: Timestamp }).meta({ description: 'The current calendar month in UTC; `end` is exclusive.' }),
    sandbox: z.boolean(),
    requests: z
      .object({ total: count, by_endpoint: z.record(z.string(), count) })
      .meta({ description: 'Requests by operation name (e.g. `moderateText`).' }),
    items: z.object({ text: count, image: count, video: count }).meta({ description: 'Items moderated, by media.' }),
    flagged: count.meta({ description: 'Items with at least one finding.' }),
    feedback: z.object({ confirm: count, false_positive: count, false_negative: count }),
    rate_limit: z
      .object({
        limit: count.meta({ description: 'Bucket size: requests that may be made at once.' }),
        refill_per_second: z.number().min(0),
        remaining: count,
      })
      .meta({ description: 'The key\'s token bucket.' }),
    quota: z
      .object({ limit: count.nullable().meta({ description: 'Items per month; null when unlimited.' }), used: count, remaining: count.nullable() })
      .meta({ description: 'Monthly item quota.' }),
  })
  .meta({ id: 'Usage' });
export type Usage = z.infer<typeof Usage>;
