// POST /moderate/image and /moderate/video: raw bytes, a multipart file, base64 or a URL handed to
// the media engines; without an engine the route answers 501 media_unavailable before reading the
// body. Images (at most 10 MB) are read into memory; videos are written to disk as they arrive.
import { rm } from 'node:fs/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API_PREFIX,
  base64ByteLength,
  endpoints,
  IMAGE_CONTENT_TYPES,
  ModerateImageJsonRequest,
  ModerateVideoJsonRequest,
  VIDEO_CONTENT_TYPES,
} from '../../api/index.ts';
import { callerKey, type ServiceContext, type ZodApp } from '../context.ts';
import { ApiError, MediaUnavailableError, ValidationError } from '../errors.ts';
import { issuesToFieldErrors } from '../field-errors.ts';
import type { MediaInput, VideoInput } from '../media.ts';
import { withQuota } from '../metering.ts';
import { answerAtOnce } from '../moderation.ts';
import { holdUploadSlot } from '../upload-slots.ts';
import { spoolUpload } from '../upload-spool.ts';
import { guardUrl } from './webhooks.ts';

const JSON_TYPE = 'application/json';
const MULTIPART_TYPE = 'multipart/form-data';
const OCTET_STREAM = 'application/octet-stream';

/** Parts of a multipart body read before giving up on finding the media field. */
const MAX_PARTS = 10;

type Field = 'image' | 'video';

function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

function isRawMedia(type: string, field: Field): boolean {
  return type.startsWith(`${field}/`) || type === OCTET_STREAM;
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, 'payload_too_large', `The media is over ${maxBytes} bytes.`);
}

function unsupportedContentType(listedTypes: readonly string[]): ApiError {
  return new ApiError(400, 'unsupported_content_type', `Send ${[...listedTypes, MULTIPART_TYPE, JSON_TYPE].join(', ')}.`);
}

/**
 * What a failure while reading a multipart body means. The parser (busboy, @fastify/multipart)
 * refuses a malformed body with plain `Error`s or `FST_` errors: those are the client's (400, or
 * 413 for a limit); anything else, such as a disk error, is a fault and stays as it is.
 */
function multipartProblem(error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof ApiError) return error;
  const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown };
  const fromParser = error.constructor === Error || (typeof code === 'string' && code.startsWith('FST_'));
  if (!fromParser) return error;
  if (statusCode === 413) return new ApiError(413, 'payload_too_large', `The multipart body is over a limit of this endpoint: ${error.message}.`);
  return new ApiError(400, 'malformed_multipart', `The multipart body cannot be read: ${error.message}.`);
}

/**
 * Hands the first file part named `field` to `take` and reads the rest of the body to its end
 * (other parts dropped), so the connection is ready for the next request.
 */
async function takeMultipartFile<T>(
  request: FastifyRequest,
  field: Field,
  fileSize: number,
  take: (part: MultipartFile) => Promise<T>,
  /** Undoes `take` when the body turns out malformed after the part was taken. */
  discard: (value: T) => Promise<void> = async () => {},
): Promise<T> {
  let taken: { value: T } | undefined;
  try {
    // busboy's own limits bound the parts; past them the iteration throws a 413.
    for await (const part of request.files({ limits: { fileSize, files: MAX_PARTS, fields: MAX_PARTS, parts: MAX_PARTS } })) {
      if (taken === undefined && part.fieldname === field) taken = { value: await take(part) };
      else part.file.resume();
    }
  } catch (error) {
    if (taken !== undefined) await discard(taken.value);
    throw multipartProblem(error);
  }
  if (taken !== undefined) return taken.value;
  throw new ValidationError([{ path: field, message: `send the ${field} as a multipart file field named "${field}"` }], `The multipart body has no "${field}" file field.`);
}

/** The client went away or the body ended early: nothing was received to moderate. */
function uploadInterrupted(): ApiError {
  return new ApiError(400, 'invalid_request', 'The upload ended before the whole body was received.');
}

/** The image from a raw body, a multipart file or a JSON `{ image_base64 | url }` body. */
async function imageInput(request: FastifyRequest, ctx: ServiceContext): Promise<MediaInput> {
  const maxBytes = ctx.config.limits.imageMaxBytes;
  const type = mediaTypeOf(request);
  let bytes: Buffer;
  if (isRawMedia(type, 'image')) {
    bytes = request.body as Buffer;
  } else if (type === MULTIPART_TYPE) {
    // toBuffer throws a 413 error once the stream passes fileSize.
    bytes = await takeMultipartFile(request, 'image', maxBytes, (part) => part.toBuffer());
  } else if (type === JSON_TYPE) {
    // Over the limit is a 413 like any other too large image, not a schema violation.
    const inline = (request.body as { image_base64?: unknown } | null)?.image_base64;
    if (typeof inline === 'string' && base64ByteLength(inline) > maxBytes) throw tooLarge(maxBytes);
    const parsed = ModerateImageJsonRequest.safeParse(request.body);
    if (!parsed.success) throw new ValidationError(issuesToFieldErrors(parsed.error.issues));
    if ('url' in parsed.data) {
      await guardUrl(ctx.urlGuard, parsed.data.url, 'url');
      return { url: parsed.data.url };
    }
    bytes = Buffer.from(parsed.data.image_base64, 'base64');
  } else {
    throw unsupportedContentType(IMAGE_CONTENT_TYPES);
  }
  if (bytes.length === 0) throw new ValidationError([{ path: '', message: 'the media is empty' }]);
  if (bytes.length > maxBytes) throw tooLarge(maxBytes);
  return { bytes };
}

/** The video from a raw body or a multipart file, written to disk as it arrives, or a JSON `{ url }`. */
async function videoInput(request: FastifyRequest, ctx: ServiceContext): Promise<VideoInput> {
  const maxBytes = ctx.config.limits.videoMaxBytes;
  const type = mediaTypeOf(request);
  let upload;
  if (isRawMedia(type, 'video')) {
    upload = await spoolUpload(request.raw, ctx.uploadsDir, maxBytes, uploadInterrupted);
  } else if (type === MULTIPART_TYPE) {
    // One byte past the limit reaches the spool, which refuses it with a 413.
    upload = await takeMultipartFile(
      request,
      'video',
      maxBytes + 1,
      (part) => spoolUpload(part.file, ctx.uploadsDir, maxBytes, multipartProblem),
      (spooled) => rm(spooled.path, { force: true }),
    );
  } else if (type === JSON_TYPE) {
    const parsed = ModerateVideoJsonRequest.safeParse(request.body);
    if (!parsed.success) throw new ValidationError(issuesToFieldErrors(parsed.error.issues));
    await guardUrl(ctx.urlGuard, parsed.data.url, 'url');
    return { url: parsed.data.url };
  } else {
    throw unsupportedContentType(VIDEO_CONTENT_TYPES);
  }
  if (upload.bytes === 0) {
    await rm(upload.path, { force: true });
    throw new ValidationError([{ path: '', message: 'the media is empty' }]);
  }
  return { file: upload.path };
}

export function registerImage(app: ZodApp, ctx: ServiceContext): void {
  const { method, path, responses } = endpoints.moderateImage;
  const maxBytes = ctx.config.limits.imageMaxBytes;
  const parse = (_request: FastifyRequest, body: Buffer, done: (err: Error | null, body?: Buffer) => void) => done(null, body);
  // Any image/* body is read as bytes, so a GIF sent as image/gif reaches the engine and is
  // refused as `unsupported_media_type` by its bytes, like a PNG sent as image/jpeg is accepted.
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: maxBytes }, parse);
  app.addContentTypeParser(OCTET_STREAM, { parseAs: 'buffer', bodyLimit: maxBytes }, parse);
  void app.register(multipart, { limits: { fileSize: maxBytes } });
  app.route({
    method,
    url: path,
    // Base64 in JSON is a third larger than the bytes it carries; multipart adds its headers.
    bodyLimit: Math.ceil((maxBytes * 4) / 3) + 64 * 1024,
    config: { operation: 'moderateImage' },
    schema: { response: { 200: responses[200].schema } },
    onRequest: async (request, reply) => {
      if (!ctx.imageModerator) throw new MediaUnavailableError('Image moderation is not available on this service.');
      holdUploadSlot(ctx.uploadSlots, request, reply);
    },
    handler: async (request) => {
      const key = callerKey(request);
      const moderator = ctx.imageModerator;
      if (!moderator) throw new MediaUnavailableError('Image moderation is not available on this service.');
      const startedMs = ctx.clock.now();
      const started = performance.now();
      return withQuota(ctx.store, key, 1, startedMs, async () => {
        const input = await imageInput(request, ctx);
        const findings = await moderator(input, { sandbox: key.sandbox });
        return answerAtOnce(ctx.store, ctx.clock, key, 'image', findings, { atMs: startedMs, perf: started });
      });
    },
  });
}

export function registerVideo(app: ZodApp, ctx: ServiceContext): void {
  const { method, path, responses } = endpoints.moderateVideo;
  const maxBytes = ctx.config.limits.videoMaxBytes;
  // Raw video bodies are left unread here; the handler streams them to disk. A declared length
  // over the limit is refused before a byte is read.
  const stream = (request: FastifyRequest, _payload: unknown, done: (err: Error | null) => void) => {
    const declared = Number(request.headers['content-length']);
    done(Number.isFinite(declared) && declared > maxBytes ? tooLarge(maxBytes) : null);
  };
  app.addContentTypeParser(/^video\//, stream);
  app.addContentTypeParser(OCTET_STREAM, stream);
  void app.register(multipart, { limits: { fileSize: maxBytes + 1 } });
  app.route({
    method,
    url: path,
    // Only JSON bodies are read whole; uploads are bounded as they are written to disk.
    bodyLimit: ctx.config.limits.jsonBodyBytes,
    config: { operation: 'moderateVideo' },
    schema: { response: { 202: responses[202].schema } },
    onRequest: async (request, reply) => {
      if (!ctx.videoSubmitter) throw new MediaUnavailableError(ctx.videoUnavailable);
      holdUploadSlot(ctx.uploadSlots, request, reply);
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const key = callerKey(request);
      const submit = ctx.videoSubmitter;
      if (!submit) throw new MediaUnavailableError(ctx.videoUnavailable);
      // Counted when accepted (with the job), so queued videos already weigh on the quota.
      const accepted = await withQuota(ctx.store, key, 1, ctx.clock.now(), async () =>
        submit({ input: await videoInput(request, ctx), keyId: key.id, sandbox: key.sandbox }),
      );
      reply.code(202).header('location', `${API_PREFIX}/results/${encodeURIComponent(accepted.id)}`);
      return accepted;
    },
  });
}
