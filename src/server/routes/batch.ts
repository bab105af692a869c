// POST /moderate/batch: 1..100 items, each validated, moderated and stored on its own.
import { z } from 'zod';
import {
  base64ByteLength,
  BatchImageItem,
  BatchRequest,
  BatchTextItem,
  codePointLength,
  endpoints,
  LIMITS,
  type BatchItemResult,
  type BatchResponse,
  type FieldError,
  type ModerationResponse,
  type ModerationResult,
} from '../../api/index.ts';
import type { ApiKeyRecord } from '../../store/index.ts';
import type { Config } from '../config.ts';
import { callerKey, type ServiceContext, type ZodApp } from '../context.ts';
import { ApiError, MediaUnavailableError, ValidationError } from '../errors.ts';
import { issuesToFieldErrors } from '../field-errors.ts';
import type { MediaInput } from '../media.ts';
import { problemBody } from '../problem-handler.ts';
import { itemCounts, reserveQuota, settleQuota } from '../metering.ts';
import { completedRecord, moderationFields, newResultId } from '../moderation.ts';
import type { RateLimiter } from '../rate-limiter.ts';
import { analyzeTextField } from '../text-analysis.ts';
import { holdUploadSlot, mayPassJsonLimit } from '../upload-slots.ts';
import { guardUrl } from './webhooks.ts';

type ValidItem = z.infer<typeof BatchTextItem> | z.infer<typeof BatchImageItem>;
type Outcome = { readonly kind: 'text' | 'image'; readonly findings: ModerationResult[]; readonly ms: number } | { readonly error: ApiError };

const [imageInline, imageByUrl] = BatchImageItem.options;

/** Validates one item alone so a bad item fails alone, naming `items[i].field`. */
function validateItem(item: unknown, index: number, limits: Config['limits']): ValidItem | ApiError {
  const prefix = ['items', index];
  const textMax = limits.textMaxChars;
  const fail = (errors: FieldError[]) => new ValidationError(errors, `Item ${index} is invalid; see errors[].`);
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return fail([{ path: `items[${index}]`, message: 'must be an object' }]);
  const type = (item as { type?: unknown }).type;
  const inline = (item as { image_base64?: unknown }).image_base64;
  // Over the limit is a 413 like any other too large image, not a schema violation.
  if (type === 'image' && typeof inline === 'string' && base64ByteLength(inline) > limits.imageMaxBytes) {
    return new ApiError(413, 'payload_too_large', `Item ${index}: the image is over ${limits.imageMaxBytes} bytes.`);
  }
  let parsed;
  if (type === 'text') parsed = BatchTextItem.safeParse(item);
  else if (type === 'image') parsed = ('url' in item ? imageByUrl : imageInline).safeParse(item);
  else return fail([{ path: `items[${index}].type`, message: 'must be "text" or "image"' }]);
  if (!parsed.success) return fail(issuesToFieldErrors(parsed.error.issues, prefix));
  const valid = parsed.data;
  if (valid.type === 'text' && codePointLength(valid.text) > textMax) {
    return fail([{ path: `items[${index}].text`, message: `must be at most ${textMax} characters (Unicode code points)` }]);
  }
  return valid;
}

function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const { code, status, message } = error as { code?: unknown; status?: unknown; message?: unknown };
  if (typeof code === 'string' && typeof status === 'number' && status >= 400 && status < 500) {
    return new ApiError(status, code as ApiError['code'], typeof message === 'string' ? message : 'The item could not be moderated.');
  }
  return new ApiError(500, 'processing_failed', 'The item could not be moderated.');
}

/** Runs `work` over `inputs` with at most `limit` at a time, keeping order. */
async function mapBounded<T, R>(inputs: readonly T[], limit: number, work: (input: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(inputs.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, inputs.length) }, async () => {
    while (next < inputs.length) {
      const i = next++;
      out[i] = await work(inputs[i]!, i);
    }
  });
  await Promise.all(runners);
  return out;
}

export function registerBatch(app: ZodApp, ctx: ServiceContext, limiter: RateLimiter): void {
  const { method, path, responses } = endpoints.moderateBatch;
  const max = ctx.config.limits.batchMaxItems;
  const body =
    max === LIMITS.batchMaxItems ? BatchRequest : BatchRequest.extend({ items: z.array(z.unknown()).min(1).max(max) });

  async function moderate(item: ValidItem, index: number, key: ApiKeyRecord, signal: AbortSignal): Promise<Outcome> {
    const started = performance.now();
    try {
      if (item.type === 'text') {
        const findings = await analyzeTextField(ctx.textAnalyzer, item.text, key.sandbox, `items[${index}].text`);
        return { kind: 'text', findings, ms: performance.now() - started };
      }
      if (!ctx.imageModerator) throw new MediaUnavailableError('Image moderation is not available on this service; text items still work.');
      if ('url' in item) await guardUrl(ctx.urlGuard, item.url, 'url');
      let input: MediaInput;
      if ('url' in item) input = { url: item.url };
      else input = { bytes: Buffer.from(item.image_base64, 'base64') };
      const findings = await ctx.imageModerator(input, { sandbox: key.sandbox, signal });
      return { kind: 'image', findings, ms: performance.now() - started };
    } catch (error) {
      return { error: asApiError(error) };
    }
  }

  app.route({
    method,
    url: path,
    bodyLimit: ctx.config.limits.batchBodyBytes,
    config: { operation: 'moderateBatch' },
    schema: { body, response: { 200: responses[200].schema } },
    // A batch costs a token per item, not per byte: one whose body may pass the JSON limit (base64
    // images, up to BATCH_BODY_LIMIT) takes an upload slot, or a key could hold hundreds in memory.
    onRequest: async (request, reply) => {
      if (mayPassJsonLimit(request, ctx.config.limits.jsonBodyBytes)) holdUploadSlot(ctx.uploadSlots, request, reply);
    },
    handler: async (request, reply): Promise<BatchResponse> => {
      const key = callerKey(request);
      const startedMs = ctx.clock.now();
      const started = performance.now();
      const items = request.body.items;
      await limiter.chargeItems(reply, key, items.length);
      const hold = await reserveQuota(ctx.store, key, items.length, startedMs);
      // What was reserved and not moderated (failed items, or all of them on a fault) is given back.
      let moderated = 0;
      try {
        const abort = new AbortController();
        request.raw.once('close', () => abort.abort());
        // A few items at a time: one batch never fills the workers' queues ahead of other callers,
        // and each item is validated in its own turn, so a batch never holds the event loop.
        const lanes = Math.max(ctx.config.text.workers, ctx.config.images.workers);
        const outcomes = await mapBounded(items, lanes, async (item, index): Promise<Outcome> => {
          const valid = validateItem(item, index, ctx.config.limits);
          return valid instanceof ApiError ? { error: valid } : moderate(valid, index, key, abort.signal);
        });

        const answers: BatchItemResult[] = [];
        const stored: { answer: ModerationResponse; kind: 'text' | 'image' }[] = [];
        const all: ModerationResult[] = [];
        outcomes.forEach((outcome, index) => {
          const raw = items[index] as { ref?: unknown };
          const ref = typeof raw === 'object' && raw !== null && typeof raw.ref === 'string' ? raw.ref.slice(0, 200) : null;
          if ('error' in outcome) {
            answers.push({ index, ref, status: 'failed', error: problemBody(outcome.error, request.id) });
            return;
          }
          const answer = moderationFields(newResultId(), outcome.findings, outcome.ms, key.sandbox);
          stored.push({ answer, kind: outcome.kind });
          all.push(...outcome.findings);
          answers.push({ index, ref, status: 'completed', ...answer });
        });
        const batch = moderationFields(newResultId(), all, performance.now() - started, key.sandbox);
        const now = ctx.clock.now();
        // The items, the batch and their counts in one transaction, committed with other answers.
        await ctx.store.results.insertSoon({
          results: [...stored.map(({ answer, kind }) => completedRecord(key.id, kind, answer, new Date(startedMs), now)), completedRecord(key.id, 'batch', batch, new Date(startedMs), now)],
          counts: itemCounts(key.id, now, {
            text: stored.filter((s) => s.kind === 'text').length,
            image: stored.filter((s) => s.kind === 'image').length,
            flagged: stored.filter((s) => !s.answer.safe).length,
          }),
        });
        moderated = stored.length;
        return { id: batch.id, items: answers, latency_ms: batch.latency_ms, processing_time_ms: batch.processing_time_ms, sandbox: key.sandbox };
      } finally {
        await settleQuota(ctx.store, hold, moderated);
      }
    },
  });
}
