// Batch moderation: an envelope of 1..100 items, each moderated and reported on its own.
import { z } from 'zod';
import { HttpUrl, LIMITS } from './common.ts';
import { Base64Image, boundedText, ModerationFields } from './moderation.ts';
import { Problem } from './problem.ts';

const ref = z.string().max(200).meta({ description: 'Caller-chosen reference echoed in the answer.' });

export const BatchTextItem = z
  .strictObject({ ref: ref.optional(), type: z.literal('text'), text: boundedText() })
  .meta({ id: 'BatchTextItem' });
export const BatchImageItem = z
  .union([
    z.strictObject({ ref: ref.optional(), type: z.literal('image'), image_base64: Base64Image }),
    z.strictObject({ ref: ref.optional(), type: z.literal('image'), url: HttpUrl }),
  ])
  .meta({ id: 'BatchImageItem' });

/** One batch item; the service validates each item on its own so one bad item fails alone. */
export const BatchItem = z.union([BatchTextItem, BatchImageItem]).meta({ id: 'BatchItem' });
export type BatchItem = z.infer<typeof BatchItem>;

/** The envelope; only it can fail the whole request (not a list, empty, over 100 items). */
export const BatchRequest = z
  .strictObject({
    items: z
      .array(z.unknown())
      .min(1)
      .max(LIMITS.batchMaxItems)
      .meta({
        description: '1 to 100 items.',
        override: { type: 'array', minItems: 1, maxItems: LIMITS.batchMaxItems, items: { $ref: '#/components/schemas/BatchItem' } },
      }),
  })
  .meta({ id: 'BatchRequest' });
export type BatchRequest = { items: BatchItem[] };

const itemPosition = {
  index: z.int().min(0).meta({ description: 'Position of the item in the request.' }),
  ref: z.string().nullable().meta({ description: 'The item\'s `ref`, or null.' }),
};

export const BatchItemCompleted = ModerationFields.extend({
  ...itemPosition,
  status: z.literal('completed'),
}).meta({ id: 'BatchItemCompleted' });
export const BatchItemFailed = z
  .object({ ...itemPosition, status: z.literal('failed'), error: Problem })
  .meta({ id: 'BatchItemFailed' });
export const BatchItemResult = z
  .discriminatedUnion('status', [BatchItemCompleted, BatchItemFailed])
  .meta({ id: 'BatchItemResult' });
export type BatchItemResult = z.infer<typeof BatchItemResult>;

export const BatchResponse = z
  .object({
    id: z.string(),
    items: z.array(BatchItemResult).meta({ description: 'One entry per request item, in request order.' }),
    latency_ms: z.int().min(0),
    processing_time_ms: z.int().min(0),
    sandbox: z.boolean(),
  })
  .meta({ id: 'BatchResponse' });
export type BatchResponse = z.infer<typeof BatchResponse>;
