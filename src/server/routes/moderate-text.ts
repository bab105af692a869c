// POST /moderate/text: moderates one text in real time and stores the answer.
import { boundedText, endpoints, LIMITS, ModerateTextRequest } from '../../api/index.ts';
import { analyzeText } from '../../engine/index.ts';
import { callerKey, type ServiceContext, type ZodApp } from '../context.ts';
import { withQuota } from '../metering.ts';
import { answerAtOnce } from '../moderation.ts';

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
      return withQuota(ctx.store, key, 1, startedMs, async () => {
        const findings = analyzeText(request.body.text, { sandbox: key.sandbox });
        return answerAtOnce(ctx.store, ctx.clock, key, 'text', findings, { atMs: startedMs, perf: started });
      });
    },
  });
}
