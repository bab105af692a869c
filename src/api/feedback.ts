// Human review feedback on a moderation: one record per (result, reviewer).
import { z } from 'zod';
import { CategoryName, Timestamp } from './common.ts';

export const FeedbackVerdict = z.enum(['confirm', 'false_positive', 'false_negative']).meta({
  id: 'FeedbackVerdict',
  description: '`confirm`: the moderation was right; `false_positive`: flagged but fine; `false_negative`: missed something.',
});
export type FeedbackVerdict = z.infer<typeof FeedbackVerdict>;

export const FeedbackRequest = z
  .strictObject({
    result_id: z.string().min(1).max(100),
    verdict: FeedbackVerdict,
    category: CategoryName.optional().meta({ description: 'The category the feedback is about, if one.' }),
    comment: z.string().max(2000).optional(),
    reviewer: z.string().min(1).max(200).optional().meta({ description: 'Who reviewed; a second call by the same reviewer updates the record.' }),
  })
  .meta({ id: 'FeedbackRequest' });
export type FeedbackRequest = z.infer<typeof FeedbackRequest>;

export const Feedback = z
  .object({
    id: z.string(),
    result_id: z.string(),
    verdict: FeedbackVerdict,
    category: CategoryName.nullable(),
    comment: z.string().nullable(),
    reviewer: z.string().nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'Feedback' });
export type Feedback = z.infer<typeof Feedback>;
