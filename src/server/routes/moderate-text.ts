// POST /moderate/text: moderates one text in real time and stores the answer.
import { boundedText, endpoints, LIMITS, ModerateTextRequest } from '../../api/index.ts';
import { analyzeText } from '../../engine/index.ts';
import { callerKey, type ServiceContext, type ZodApp } from '../context.ts';
import { assertQuota, recordItems } from '../metering.ts';
import { moderationFields, newResultId, storeCompletedSoon } from '../moderation.ts';

export function registerModerateText(app: ZodApp, ctx: ServiceContext): void {
  const { method, path, responses } = endpoints.moderateText;
  const max = ctx.config.limits.textMaxChars;
  const body = max === LIMITS.textMaxCodePoints ? ModerateTextRequest : ModerateTextRequest.extend({ text: boundedText(max) });
  app.route({
    method,
    url: path,
    config: { operation: 'moderateText' },
    schema: { body, response: { 200: responses[200].schema } },
    handler: async (request) => {
      const key = callerKey(request);
      const startedMs = ctx.clock.now();
      const started = performance.now();
      assertQuota(ctx.store, key, 1, startedMs);
      const findings = await analyzeText(request.body.text, { sandbox: key.sandbox });
      const answer = moderationFields(newResultId(), findings, performance.now() - started, key.sandbox);
      const now = ctx.clock.now();
      // Committed with the other answers of this moment; usage counters are in memory until the next flush.
      await storeCompletedSoon(ctx.store, key.id, 'text', answer, new Date(startedMs), now);
      recordItems(ctx.store, key.id, now, { text: 1, flagged: answer.safe ? 0 : 1 });
      return answer;
    },
  });
}
