// POST /moderate/image and /moderate/video: raw bytes, a multipart file, base64 or a URL handed to
// the media engines; without an engine the route answers 501 media_unavailable before reading the body.
import multipart from '@fastify/multipart';
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
import { withQuota } from '../metering.ts';
import { answerAtOnce } from '../moderation.ts';
import { guardUrl } from './webhooks.ts';

const JSON_TYPE = 'application/json';
const MULTIPART_TYPE = 'multipart/form-data';
const OCTET_STREAM = 'application/octet-stream';

/** Parts of a multipart body read before giving up on finding the media field. */
const MAX_PARTS = 10;

interface MediaKind {
  /** `image` or `video`: the raw media type family and the multipart field name. */
  readonly field: 'image' | 'video';
  readonly listedTypes: readonly string[];
  readonly json: typeof ModerateImageJsonRequest | typeof ModerateVideoJsonRequest;
  readonly maxBytes: number;
}

function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

function rawParser(_request: FastifyRequest, body: Buffer, done: (err: Error | null, body?: Buffer) => void): void {
  done(null, body);
}

/**
 * Any `image/*` (or `video/*`) body is read as bytes, so a GIF sent as image/gif reaches the
 * engine and is refused as `unsupported_media_type` by its bytes, like a PNG sent as image/jpeg is accepted.
 */
function registerRawParser(app: ZodApp, kind: MediaKind): void {
  app.addContentTypeParser(new RegExp(`^${kind.field}/`), { parseAs: 'buffer', bodyLimit: kind.maxBytes }, rawParser);
  app.addContentTypeParser(OCTET_STREAM, { parseAs: 'buffer', bodyLimit: kind.maxBytes }, rawParser);
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, 'payload_too_large', `The media is over ${maxBytes} bytes.`);
}

/** The bytes of the multipart file field named `kind.field`; other parts are skipped. */
async function multipartBytes(request: FastifyRequest, kind: MediaKind): Promise<Buffer> {
  let parts = 0;
  for await (const part of request.files({ limits: { fileSize: kind.maxBytes, files: MAX_PARTS, fields: MAX_PARTS, parts: MAX_PARTS } })) {
    if (part.fieldname === kind.field) {
      // toBuffer throws a 413 error once the stream passes fileSize.
      return await part.toBuffer();
    }
    part.file.resume();
    if (++parts >= MAX_PARTS) break;
  }
  throw new ValidationError([{ path: kind.field, message: `send the ${kind.field} as a multipart file field named "${kind.field}"` }], `The multipart body has no "${kind.field}" file field.`);
}

/** Reads the media from a raw body, a multipart file or a JSON `{ image_base64 | url }` body. */
async function mediaInput(request: FastifyRequest, ctx: ServiceContext, kind: MediaKind): Promise<MediaInput> {
  const type = mediaTypeOf(request);
  let bytes: Buffer;
  if (type.startsWith(`${kind.field}/`) || type === OCTET_STREAM) {
    bytes = request.body as Buffer;
  } else if (type === MULTIPART_TYPE) {
    bytes = await multipartBytes(request, kind);
  } else if (type === JSON_TYPE) {
    const parsed = kind.json.safeParse(request.body);
    if (!parsed.success) throw new ValidationError(issuesToFieldErrors(parsed.error.issues));
    const value = parsed.data as { image_base64?: string; url?: string };
    if (value.url !== undefined) {
      await guardUrl(ctx.urlGuard, value.url, 'url');
      return { url: value.url };
    }
    bytes = Buffer.from(value.image_base64 ?? '', 'base64');
  } else {
    throw new ApiError(400, 'unsupported_content_type', `Send ${[...kind.listedTypes, MULTIPART_TYPE, JSON_TYPE].join(', ')}.`);
  }
  if (bytes.length === 0) throw new ValidationError([{ path: '', message: 'the media is empty' }]);
  if (bytes.length > kind.maxBytes) throw tooLarge(kind.maxBytes);
  return { bytes };
}

export function registerImage(app: ZodApp, ctx: ServiceContext): void {
  const { method, path, responses } = endpoints.moderateImage;
  const kind: MediaKind = { field: 'image', listedTypes: IMAGE_CONTENT_TYPES, json: ModerateImageJsonRequest, maxBytes: ctx.config.limits.imageMaxBytes };
  registerRawParser(app, kind);
  void app.register(multipart, { limits: { fileSize: kind.maxBytes } });
  app.route({
    method,
    url: path,
    // Base64 in JSON is a third larger than the bytes it carries; multipart adds its headers.
    bodyLimit: Math.ceil((kind.maxBytes * 4) / 3) + 64 * 1024,
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
      return withQuota(ctx.store, key, 1, startedMs, async () => {
        const input = await mediaInput(request, ctx, kind);
        const findings = await moderator(input, { sandbox: key.sandbox });
        return answerAtOnce(ctx.store, ctx.clock, key, 'image', findings, { atMs: startedMs, perf: started });
      });
    },
  });
}

export function registerVideo(app: ZodApp, ctx: ServiceContext): void {
  const { method, path, responses } = endpoints.moderateVideo;
  const kind: MediaKind = { field: 'video', listedTypes: VIDEO_CONTENT_TYPES, json: ModerateVideoJsonRequest, maxBytes: ctx.config.limits.videoMaxBytes };
  registerRawParser(app, kind);
  void app.register(multipart, { limits: { fileSize: kind.maxBytes } });
  app.route({
    method,
    url: path,
    bodyLimit: Math.max(kind.maxBytes + 64 * 1024, ctx.config.limits.jsonBodyBytes),
    config: { operation: 'moderateVideo' },
    schema: { response: { 202: responses[202].schema } },
    onRequest: async () => {
      if (!ctx.videoSubmitter) throw new MediaUnavailableError(ctx.videoUnavailable);
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const key = callerKey(request);
      const submit = ctx.videoSubmitter;
      if (!submit) throw new MediaUnavailableError(ctx.videoUnavailable);
      // Counted when accepted (with the job), so queued videos already weigh on the quota.
      const accepted = await withQuota(ctx.store, key, 1, ctx.clock.now(), async () =>
        submit({ input: await mediaInput(request, ctx, kind), keyId: key.id, sandbox: key.sandbox }),
      );
      reply.code(202).header('location', `${API_PREFIX}/results/${encodeURIComponent(accepted.id)}`);
      return accepted;
    },
  });
}
