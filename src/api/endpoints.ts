// The ten operations of the API: method, path, request bodies and success answers. The server
// routes, the client calls and the OpenAPI document all read this one table.
import { z } from 'zod';
import { BatchRequest, BatchResponse } from './batch.ts';
import { CategoryList } from './categories.ts';
import { Feedback, FeedbackRequest } from './feedback.ts';
import {
  IMAGE_CONTENT_TYPES,
  ModerateImageJsonRequest,
  ModerateTextRequest,
  ModerateVideoJsonRequest,
  ModerationResponse,
  VIDEO_CONTENT_TYPES,
} from './moderation.ts';
import { ModerationResultResource, VideoAccepted } from './results.ts';
import { Usage } from './usage.ts';
import { Webhook, WebhookCreated, WebhookList, WebhookUpsertRequest } from './webhooks.ts';

/** The path prefix of every operation; `baseUrl` values end with it. */
export const API_PREFIX = '/v1';

const binary = z.string().meta({ format: 'binary' });

function rawBodies(types: readonly string[]): Record<string, z.ZodType> {
  return Object.fromEntries(types.map((t) => [t, binary]));
}

export interface Endpoint {
  readonly method: 'GET' | 'POST';
  /** Path relative to the `/v1` base, Fastify-style parameters (`:id`). */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  /** Request bodies by content type. */
  readonly body?: Readonly<Record<string, z.ZodType>>;
  /** Success answers by status. */
  readonly responses: Readonly<Record<number, { description: string; schema: z.ZodType }>>;
  /** Statuses beyond the common 400/401/429/500 this operation can answer. */
  readonly errors?: readonly number[];
  /** Whether the operation creates something and so honours `Idempotency-Key`. */
  readonly idempotent?: boolean;
}

export const endpoints = {
  moderateText: {
    method: 'POST',
    path: '/moderate/text',
    summary: 'Moderate text in real time',
    body: { 'application/json': ModerateTextRequest },
    responses: { 200: { description: 'The moderation.', schema: ModerationResponse } },
    errors: [413],
  },
  moderateImage: {
    method: 'POST',
    path: '/moderate/image',
    summary: 'Moderate an image (JPEG, PNG, WebP, AVIF)',
    description: 'The image is sent as raw bytes, as multipart field `image`, or as JSON with `image_base64` or `url`. The format is decided from the bytes; anything else is a `400` with code `unsupported_media_type`.',
    body: {
      ...rawBodies(IMAGE_CONTENT_TYPES),
      'multipart/form-data': z.object({ image: binary }).meta({ id: 'ImageUpload' }),
      'application/json': ModerateImageJsonRequest,
    },
    responses: { 200: { description: 'The moderation.', schema: ModerationResponse } },
    errors: [413, 503],
  },
  moderateVideo: {
    method: 'POST',
    path: '/moderate/video',
    summary: 'Moderate a video, asynchronously',
    description: 'Answers `202` with the pending result and `Location: /v1/results/{id}`. A `moderation.completed` or `moderation.failed` webhook event follows.',
    body: {
      ...rawBodies(VIDEO_CONTENT_TYPES),
      'multipart/form-data': z.object({ video: binary }).meta({ id: 'VideoUpload' }),
      'application/json': ModerateVideoJsonRequest,
    },
    responses: { 202: { description: 'Accepted; poll the result or wait for the webhook.', schema: VideoAccepted } },
    errors: [409, 413, 503],
    idempotent: true,
  },
  moderateBatch: {
    method: 'POST',
    path: '/moderate/batch',
    summary: 'Moderate up to 100 items in one request',
    description: 'Each item is validated and moderated on its own: a bad item is reported as `failed` and the others still complete.',
    body: { 'application/json': BatchRequest },
    responses: { 200: { description: 'One entry per item, in order.', schema: BatchResponse } },
    errors: [413],
  },
  listCategories: {
    method: 'GET',
    path: '/categories',
    summary: 'List the moderation categories',
    responses: { 200: { description: 'The categories.', schema: CategoryList } },
  },
  getResult: {
    method: 'GET',
    path: '/results/:id',
    summary: 'Retrieve a moderation result by identifier',
    responses: { 200: { description: 'The result in its current state.', schema: ModerationResultResource } },
    errors: [404],
  },
  submitFeedback: {
    method: 'POST',
    path: '/feedback',
    summary: 'Submit human review feedback',
    description: 'One record per (result, reviewer): the first call creates it (`201`), later calls update it (`200`).',
    body: { 'application/json': FeedbackRequest },
    responses: {
      200: { description: 'The updated feedback record.', schema: Feedback },
      201: { description: 'The created feedback record.', schema: Feedback },
    },
    errors: [404, 409],
    idempotent: true,
  },
  getUsage: {
    method: 'GET',
    path: '/usage',
    summary: 'Usage in the current billing period',
    responses: { 200: { description: 'Usage of the calling key this month (UTC).', schema: Usage } },
  },
  listWebhooks: {
    method: 'GET',
    path: '/webhooks',
    summary: 'List webhook endpoints',
    responses: { 200: { description: 'The endpoints, without their secrets.', schema: WebhookList } },
  },
  upsertWebhook: {
    method: 'POST',
    path: '/webhooks',
    summary: 'Create or update a webhook endpoint',
    description: 'Updates the endpoint named by `id`, else the one with an equal `url`, else creates one. Only creation returns the signing secret.',
    body: { 'application/json': WebhookUpsertRequest },
    responses: {
      200: { description: 'The updated endpoint.', schema: Webhook },
      201: { description: 'The created endpoint with its signing secret, shown once.', schema: WebhookCreated },
    },
    errors: [404, 409, 422],
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;

export type OperationName = keyof typeof endpoints;

/** Fills `:param` segments of an endpoint path, encoding each value. */
export function endpointPath(name: OperationName, params: Record<string, string> = {}): string {
  return endpoints[name].path.replace(/:([a-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new TypeError(`missing path parameter ${key} for ${name}`);
    return encodeURIComponent(value);
  });
}

/** Response headers every answer carries (docs/api.md, "Limits"). */
export const RESPONSE_HEADERS = {
  requestId: 'x-request-id',
  rateLimitLimit: 'ratelimit-limit',
  rateLimitRemaining: 'ratelimit-remaining',
  rateLimitReset: 'ratelimit-reset',
  retryAfter: 'retry-after',
} as const;

/** Request header carrying a client-chosen key that makes a create safe to retry. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
