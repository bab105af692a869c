// POST /feedback: one review record per (result, reviewer); 201 when created, 200 when updated.
import { randomBytes } from 'node:crypto';
import { endpoints, FeedbackRequest, type Feedback } from '../../api/index.ts';
import type { FeedbackRecord } from '../../store/index.ts';
import { callerKey, type ServiceContext, type ZodApp } from '../context.ts';
import { NotFoundError } from '../errors.ts';

function toFeedback(record: FeedbackRecord): Feedback {
  return {
    id: record.id,
    result_id: record.resultId,
    verdict: record.verdict,
    category: record.category as Feedback['category'],
    comment: record.comment,
    reviewer: record.reviewer,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

export function registerFeedback(app: ZodApp, ctx: ServiceContext): void {
  const { method, path, responses } = endpoints.submitFeedback;
  app.route({
    method,
    url: path,
    config: { operation: 'submitFeedback' },
    schema: { body: FeedbackRequest, response: { 200: responses[200].schema, 201: responses[201].schema } },
    handler: async (request, reply) => {
      const key = callerKey(request);
      const input = request.body;
      if (!(await ctx.store.results.exists(input.result_id, key.id))) {
        throw new NotFoundError(`No result with id ${JSON.stringify(input.result_id)} for this key.`);
      }
      const { record, created } = await ctx.store.feedback.upsert({
        id: `fb_${randomBytes(12).toString('base64url')}`,
        resultId: input.result_id,
        keyId: key.id,
        verdict: input.verdict,
        category: input.category ?? null,
        comment: input.comment ?? null,
        reviewer: input.reviewer ?? null,
        at: new Date(ctx.clock.now()).toISOString(),
      });
      reply.code(created ? 201 : 200);
      return toFeedback(record);
    },
  });
}
