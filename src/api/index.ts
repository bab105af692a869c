// The API contract: every request and response schema, the endpoint table and the OpenAPI builder.
export * from './common.ts';
export * from './problem.ts';
export * from './moderation.ts';
export * from './results.ts';
export * from './batch.ts';
export * from './categories.ts';
export * from './feedback.ts';
export * from './usage.ts';
export * from './webhooks.ts';
export * from './endpoints.ts';
export { buildOpenApiDocument, API_VERSION } from './openapi.ts';
