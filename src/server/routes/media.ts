// POST /moderate/image and /moderate/video: bytes, base64 or URL handed to the media engines;
// without an engine the route answers 503 media_unavailable before reading the body.
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API_PREFIX,
  endpoints,
  IMAGE_CONTENT_TYPES,
  ModerateImageJsonRequest,
  ModerateVideoJsonRequest,
  VIDEO_CONTENT_TYPES,
} from '../../api/index.ts';
import { callerKey, type ServiceContext, type ZodApp } from '../context.ts';
import { ApiError, MediaUnavailableError, ValidationError } from '../errors.ts';
import { issuesToFieldErrors } from '../field-errors.ts';
import type { MediaInput } from '../media.ts';
import { assertQuota, recordItems } from '../metering.ts';
import { moderationFields, newResultId, storeCompleted } from '../moderation.ts';
import { guardUrl } from './webhooks.ts';

const JSON_TYPE = 'application/json';

function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

function rawParser(_request: FastifyRequest, body: Buffer, done: (err: Error | null, body?: Buffer) => void): void {
  done(null, body);
}

/** Reads the media from a raw body or a JSON `{ image_base64 | url }` body. */
async function mediaInput(
  request: FastifyRequest,
  ctx: ServiceContext,
  rawTypes: readonly string[],
  json: typeof ModerateImageJsonRequest | typeof ModerateVideoJsonRequest,
  maxBytes: number,
): Promise<MediaInput> {
  const type = mediaTypeOf(request);
  if (rawTypes.includes(type)) {
    const bytes = request.body as Buffer;
    if (bytes.length === 0) throw new ValidationError([{ path: '', message: 'the body is empty' }]);
    if (bytes.length > maxBytes) throw new ApiError(413, 'payload_too_large', `The media is over ${maxBytes} bytes.`);
    return { bytes };
  }
  if (type !== JSON_TYPE) {
    throw new ApiError(400, 'unsupported_content_type', `Send ${[...rawTypes, JSON_TYPE].join(', ')}.`);
  }
  const parsed = json.safeParse(request.body);
  if (!parsed.success) throw new ValidationError(issuesToFieldErrors(parsed.error.issues));
  const value = parsed.data as { image_base64?: string; url?: string };
  if (value.url !== undefined) {
    await guardUrl(ctx.urlGuard, value.url, 'url');
    return { url: value.url };
  }
  const bytes = Buffer.from(value.image_base64 ?? '', 'base64');
  if (bytes.length > maxBytes) throw new ApiError(413, 'payload_too_large', `The media is over ${maxBytes} bytes.`);
  return { bytes };
}

export function registerImage(app: ZodApp, ctx: ServiceContext): void {
  const { method, path, responses } = endpoints.moderateImage;
  const maxBytes = ctx.config.limits.imageMaxBytes;
  app.addContentTypeParser([...IMAGE_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: maxBytes }, rawParser);
  app.route({
    method,
    url: path,
    // Base64 in JSON is a third larger than the bytes it carries.
    bodyLimit: Math.ceil((maxBytes * 4) / 3) + 64 * 1024,
    config: { operation: 'moderateImage' },
    schema: { response: { 200: responses[200].schema } },
    onRequest: async () => {
      if (!ctx.imageModerator) throw new MediaUnavailableError('Image moderation is not available on this service.');
    },
    handler: async (request) => {
      const key = callerKey(request);
      const moderator = ctx.imageModerator;
      if (!moderator) throw new MediaUnavailableError('Image moderation is not available on this service.');
      const startedMs = ctx.clock.now();
      const started = performance.now();
      assertQuota(ctx.store, key, 1, startedMs);
      const input = await mediaInput(request, ctx, IMAGE_CONTENT_TYPES, ModerateImageJsonRequest, maxBytes);
      const abort = new AbortController();
      request.raw.once('close', () => abort.abort());
      const findings = await moderator(input, { sandbox: key.sandbox, signal: abort.signal });
      const answer = moderationFields(newResultId(), findings, performance.now() - started, key.sandbox);
      const now = ctx.clock.now();
      ctx.store.atomically(() => {
        storeCompleted(ctx.store, key.id, 'image', answer, new Date(startedMs), now);
        recordItems(ctx.store, key.id, now, { image: 1, flagged: answer.safe ? 0 : 1 });
      });
      return answer;
    },
  });
}

export function registerVideo(app: ZodApp, ctx: ServiceContext): void {
  const { method, path, responses } = endpoints.moderateVideo;
  const maxBytes = ctx.config.limits.videoMaxBytes;
  app.addContentTypeParser([...VIDEO_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: maxBytes }, rawParser);
  app.route({
    method,
    url: path,
    bodyLimit: Math.max(maxBytes, ctx.config.limits.jsonBodyBytes),
    config: { operation: 'moderateVideo' },
    schema: { response: { 202: responses[202].schema } },
    onRequest: async () => {
      if (!ctx.videoSubmitter) throw new MediaUnavailableError('Video moderation is not available on this service.');
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const key = callerKey(request);
      const submit = ctx.videoSubmitter;
      if (!submit) throw new MediaUnavailableError('Video moderation is not available on this service.');
      assertQuota(ctx.store, key, 1, ctx.clock.now());
      const input = await mediaInput(request, ctx, VIDEO_CONTENT_TYPES, ModerateVideoJsonRequest, maxBytes);
      const accepted = await submit({ input, keyId: key.id, sandbox: key.sandbox });
      // Counted when accepted, so queued videos already weigh on the quota.
      recordItems(ctx.store, key.id, ctx.clock.now(), { video: 1 });
      reply.code(202).header('location', `${API_PREFIX}/results/${encodeURIComponent(accepted.id)}`);
      return accepted;
    },
  });
}

