// Builds the OpenAPI 3.1 document from the endpoint table and its zod schemas.
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from 'zod-openapi';
import { z } from 'zod';
import { BatchItem } from './batch.ts';
import { endpoints, API_PREFIX, IDEMPOTENCY_HEADER, RESPONSE_HEADERS, type Endpoint } from './endpoints.ts';
import { Problem, PROBLEM_CONTENT_TYPE } from './problem.ts';
import { WebhookEvent } from './webhooks.ts';

export const API_VERSION = '1.0.0';

const COMMON_ERRORS: Record<number, string> = {
  400: 'Invalid parameters; `errors[]` names each offending field.',
  401: 'Missing or invalid API key.',
  404: 'Unknown identifier.',
  409: 'A request with the same `Idempotency-Key` is still running; retry after `Retry-After` seconds to get its answer.',
  413: 'Request body over the size limit.',
  422: 'The key has as many webhook endpoints as it may have (`webhook_limit_reached`).',
  429: 'Rate limit or quota exceeded; retry after `Retry-After` seconds.',
  500: 'An unexpected fault of the service.',
  503: 'Temporarily overloaded; retry after `Retry-After` seconds.',
};

const int = { type: 'integer' as const, minimum: 0 };
const str = { type: 'string' as const };
const standardHeaders = {
  [RESPONSE_HEADERS.requestId]: { description: 'Identifier of the request, also in the logs.', schema: str },
  [RESPONSE_HEADERS.rateLimitLimit]: { description: 'Size of the key\'s token bucket.', schema: int },
  [RESPONSE_HEADERS.rateLimitRemaining]: { description: 'Requests left in the bucket.', schema: int },
  [RESPONSE_HEADERS.rateLimitReset]: { description: 'Seconds until the bucket is full again.', schema: int },
};

function problemResponse(status: number) {
  const headers =
    status === 409 || status === 429 || status === 503
      ? { ...standardHeaders, [RESPONSE_HEADERS.retryAfter]: { description: 'Seconds to wait before retrying.', schema: int } }
      : standardHeaders;
  return { description: COMMON_ERRORS[status] ?? 'Error.', headers, content: { [PROBLEM_CONTENT_TYPE]: { schema: Problem } } };
}

function operation(operationId: string, endpoint: Endpoint): ZodOpenApiOperationObject {
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, { description, schema }] of Object.entries(endpoint.responses)) {
    const headers = status === '202' ? { ...standardHeaders, location: { description: 'URL of the result.', schema: str } } : standardHeaders;
    responses[status] = { description, headers, content: { 'application/json': { schema } } };
  }
  for (const status of [400, 401, ...(endpoint.errors ?? []), 429, 500].sort()) responses[String(status)] = problemResponse(status);
  const pathParams = [...endpoint.path.matchAll(/:([a-z_]+)/g)].map((m) => m[1] as string);
  return {
    operationId,
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [operationId.startsWith('moderate') ? 'moderation' : operationId.match(/Webhook/) ? 'webhooks' : 'account'],
    ...(pathParams.length ? { requestParams: { path: z.object(Object.fromEntries(pathParams.map((p) => [p, z.string().min(1).max(100)]))) } } : {}),
    ...(endpoint.idempotent
      ? { parameters: [{ name: IDEMPOTENCY_HEADER, in: 'header' as const, required: false, description: 'Makes retries of this create safe: the same key within 24 hours returns the first answer.', schema: { type: 'string' as const, maxLength: 200 } }] }
      : {}),
    ...(endpoint.body
      ? { requestBody: { required: true, content: Object.fromEntries(Object.entries(endpoint.body).map(([type, schema]) => [type, { schema }])) } }
      : {}),
    responses: responses as ZodOpenApiOperationObject['responses'],
  };
}

/** The OpenAPI 3.1 document of the API, generated from the contract's schemas. */
export function buildOpenApiDocument(): ReturnType<typeof createDocument> {
  const paths: ZodOpenApiPathsObject = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    const path = endpoint.path.replace(/:([a-z_]+)/g, '{$1}');
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(name, endpoint) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Content Moderation API',
      version: API_VERSION,
      description: 'Text, image and video moderation with batch, categories, asynchronous results, feedback, usage and webhooks. Every error is `application/problem+json`.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: `http://127.0.0.1:8080${API_PREFIX}`, description: 'The local service (`npm start`).' }],
    security: [{ bearerAuth: [] }],
    tags: [
      { name: 'moderation', description: 'Moderate text, images, video and batches.' },
      { name: 'account', description: 'Categories, results, feedback and usage.' },
      { name: 'webhooks', description: 'Endpoints that receive asynchronous results.' },
    ],
    paths,
    webhooks: {
      moderationEvent: {
        post: {
          operationId: 'moderationEvent',
          summary: 'A moderation.completed or moderation.failed event',
          requestBody: { content: { 'application/json': { schema: WebhookEvent } } },
          responses: { '200': { description: 'Any 2xx acknowledges the delivery; `410` disables the endpoint.' } },
        },
      },
    },
    components: {
      schemas: { BatchItem },
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key; the local service accepts `demo-sandbox-key` unless disabled.' } },
    },
  });
}
