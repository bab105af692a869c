// The result resource behind `GET /results/{id}`: every moderation, in its lifecycle state.
import { z } from 'zod';
import { Timestamp } from './common.ts';
import { ModerationFields } from './moderation.ts';
import { Problem } from './problem.ts';

export const RESULT_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;
export const ResultStatus = z.enum(RESULT_STATUSES).meta({
  id: 'ResultStatus',
  description: 'Moves only `queued -> processing -> completed | failed`.',
});
export type ResultStatus = z.infer<typeof ResultStatus>;

/** The only moves between states (docs/api.md, "Results and states"); `processing -> queued` is the start-up recovery. */
export const RESULT_TRANSITIONS: Readonly<Record<ResultStatus, readonly ResultStatus[]>> = {
  queued: ['processing'],
  processing: ['completed', 'failed'],
  completed: [],
  failed: [],
};

export const ResultType = z.enum(['text', 'image', 'video', 'batch']).meta({ id: 'ResultType' });
export type ResultType = z.infer<typeof ResultType>;

const lifecycle = {
  id: z.string(),
  type: ResultType,
  sandbox: z.boolean(),
  created_at: Timestamp,
};

export const PendingResult = z
  .object({
    ...lifecycle,
    status: z.enum(['queued', 'processing']),
    completed_at: z.null(),
  })
  .meta({ id: 'PendingResult', description: 'An asynchronous moderation that has not finished.' });

export const CompletedResult = ModerationFields.extend({
  ...lifecycle,
  status: z.literal('completed'),
  completed_at: Timestamp,
}).meta({ id: 'CompletedResult', description: 'A finished moderation with all moderation fields.' });

export const FailedResult = z
  .object({
    ...lifecycle,
    status: z.literal('failed'),
    completed_at: Timestamp,
    error: Problem,
  })
  .meta({ id: 'FailedResult', description: 'A moderation that could not be finished; `error` says why.' });

export const ModerationResultResource = z
  .discriminatedUnion('status', [PendingResult, CompletedResult, FailedResult])
  .meta({ id: 'ResultResource' });
export type ModerationResultResource = z.infer<typeof ModerationResultResource>;
export type PendingResult = z.infer<typeof PendingResult>;
export type CompletedResult = z.infer<typeof CompletedResult>;
export type FailedResult = z.infer<typeof FailedResult>;

/** The `202` answer to a video submission: the result in its first state. */
export const VideoAccepted = PendingResult.meta({ id: 'VideoAccepted' });
export type VideoAccepted = z.infer<typeof VideoAccepted>;
