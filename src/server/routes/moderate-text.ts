// POST /moderate/text: moderates one text in real time (on the text workers) and stores the answer.
import { boundedText, endpoints, LIMITS, ModerateTextRequest } from '../../api/index.ts';
import { callerKey, type ServiceContext, type ZodApp } from '../context.ts';
import { withQuota } from '../metering.ts';
import { answerAtOnce } from '../moderation.ts';
import { analyzeTextField } from '../text-analysis.ts';

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
        const findings = await analyzeTextField(ctx.textAnalyzer, request.body.text, key.sandbox, 'text');
        return answerAtOnce(ctx.store, ctx.clock, key, 'text', findings, { atMs: startedMs, perf: started });
      });
    },
  });
}
