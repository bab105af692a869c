// The errors routes throw; each carries a stable problem code and renders as problem+json.
import type { FieldError, ProblemCode } from '../api/index.ts';

const TITLES: Record<ProblemCode, string> = {
  invalid_request: 'Invalid request',
  malformed_json: 'Malformed JSON',
  malformed_multipart: 'Malformed multipart body',
  unsupported_content_type: 'Unsupported content type',
  unsupported_media_type: 'Unsupported media type',
  payload_too_large: 'Payload too large',
  headers_too_large: 'Request headers too large',
  request_timeout: 'Request timeout',
  missing_api_key: 'Missing API key',
  invalid_api_key: 'Invalid API key',
  not_found: 'Not found',
  rate_limited: 'Rate limit exceeded',
  quota_exceeded: 'Monthly quota exceeded',
  overloaded: 'Service overloaded',
  idempotency_key_in_use: 'Idempotency key in use',
  webhook_limit_reached: 'Webhook endpoint limit reached',
  shutting_down: 'Service shutting down',
  url_not_allowed: 'URL not allowed',
  fetch_failed: 'Fetch failed',
  media_unavailable: 'Media moderation unavailable',
  processing_failed: 'Processing failed',
  internal_error: 'Internal error',
};

export function problemTitle(code: ProblemCode): string {
  return TITLES[code];
}

/** Base of every error the service renders on purpose. */
export class ApiError extends Error {
  readonly code: ProblemCode;
  readonly status: number;
  readonly errors: readonly FieldError[] | undefined;
  /** Extra response headers, e.g. Retry-After. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, code: ProblemCode, detail: string, options: { errors?: readonly FieldError[]; headers?: Record<string, string> } = {}) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}

export class ValidationError extends ApiError {
  constructor(errors: readonly FieldError[], detail = 'The request has invalid parameters; see errors[].') {
    super(400, 'invalid_request', detail, { errors });
    this.name = 'ValidationError';
  }
}

export class NotFoundError extends ApiError {
  constructor(detail: string) {
    super(404, 'not_found', detail);
    this.name = 'NotFoundError';
  }
}

export class AuthenticationError extends ApiError {
  constructor(code: 'missing_api_key' | 'invalid_api_key', detail: string) {
    super(401, code, detail, { headers: { 'www-authenticate': 'Bearer' } });
    this.name = 'AuthenticationError';
  }
}

export class RateLimitedError extends ApiError {
  constructor(code: 'rate_limited' | 'quota_exceeded', detail: string, retryAfterSeconds: number) {
    super(429, code, detail, { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
    this.name = 'RateLimitedError';
  }
}

export class MediaUnavailableError extends ApiError {
  constructor(detail: string) {
    // 501, not 503: this service cannot do it at all, so retrying would only make callers wait.
    super(501, 'media_unavailable', detail);
    this.name = 'MediaUnavailableError';
  }
}
