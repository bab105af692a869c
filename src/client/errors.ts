// The client's error tree: every failure a caller can meet is one of these classes, each with a
// stable `code` to branch on. None of them ever carries the API key or a webhook secret.
import type { Problem } from '../api/index.ts';

/** Response headers as undici returns them, names in lower case. */
export type ResponseHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** Base of every error the client throws. */
export class ModerationError extends Error {
  readonly code: string;
  constructor(message: string, code: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}

/** An option or environment variable has an unusable value; the message names it. */
export class ConfigurationError extends ModerationError {
  constructor(message: string) {
    super(message, 'invalid_configuration');
  }
}

/** The client refused an input before sending it (too large, unreadable). */
export class InputError extends ModerationError {
  constructor(message: string, code = 'invalid_input', options?: { cause?: unknown }) {
    super(message, code, options);
  }
}

export interface APIErrorInit {
  status: number;
  headers: ResponseHeaders;
  problem: Problem | undefined;
  requestId: string | undefined;
}

/**
 * The service answered with an error status. `code` is the problem's stable code when the body
 * is a problem document, else the class's default code.
 */
export class APIError extends ModerationError {
  readonly status: number;
  readonly headers: ResponseHeaders;
  readonly problem: Problem | undefined;
  readonly requestId: string | undefined;
  constructor(init: APIErrorInit, defaultCode = 'api_error') {
    const summary = init.problem ? `${init.problem.title}${init.problem.detail ? `: ${init.problem.detail}` : ''}` : 'no problem details';
    const request = init.requestId ? ` (request ${init.requestId})` : '';
    super(`HTTP ${init.status}: ${summary}${request}`, init.problem?.code ?? defaultCode);
    this.status = init.status;
    this.headers = init.headers;
    this.problem = init.problem;
    this.requestId = init.requestId;
  }
}

export class BadRequestError extends APIError {
  constructor(init: APIErrorInit) {
    super(init, 'bad_request');
  }
}

export class AuthenticationError extends APIError {
  constructor(init: APIErrorInit) {
    super(init, 'authentication_failed');
  }
}

export class NotFoundError extends APIError {
  constructor(init: APIErrorInit) {
    super(init, 'not_found');
  }
}

export class RateLimitError extends APIError {
  /** How long the service asked to wait (`Retry-After`), in milliseconds, when it said. */
  readonly retryAfterMs: number | undefined;
  constructor(init: APIErrorInit, retryAfterMs: number | undefined) {
    super(init, 'rate_limited');
    this.retryAfterMs = retryAfterMs;
  }
}

export class InternalServerError extends APIError {
  constructor(init: APIErrorInit) {
    super(init, 'internal_error');
  }
}

/** The request never got an answer: refused, reset or broken connection. */
export class APIConnectionError extends ModerationError {
  constructor(message: string, options?: { cause?: unknown }, code = 'connection_failed') {
    super(message, code, options);
  }
}

/** An attempt took longer than `timeoutMs`. */
export class APITimeoutError extends APIConnectionError {
  constructor(timeoutMs: number) {
    super(`request timed out after ${timeoutMs} ms`, undefined, 'timeout');
  }
}

/** A success answer that is not JSON or does not fit the contract; `field` names the first bad field. */
export class ResponseValidationError extends ModerationError {
  readonly field: string;
  readonly status: number;
  constructor(field: string, problem: string, status: number) {
    super(`invalid response (HTTP ${status}): ${field ? `field "${field}"` : 'body'} ${problem}`, 'invalid_response');
    this.field = field;
    this.status = status;
  }
}

export type WebhookFailure = 'missing_header' | 'stale_timestamp' | 'bad_signature' | 'invalid_payload';

/** A webhook delivery that must not be trusted; `reason` says why. */
export class WebhookVerificationError extends ModerationError {
  readonly reason: WebhookFailure;
  constructor(reason: WebhookFailure, message: string) {
    super(message, 'webhook_verification_failed');
    this.reason = reason;
  }
}

/** `waitForResult` reached its deadline before the result finished. */
export class WaitTimeoutError extends ModerationError {
  readonly resultId: string;
  readonly lastStatus: string | undefined;
  constructor(resultId: string, timeoutMs: number, lastStatus: string | undefined) {
    super(`result ${resultId} did not finish within ${timeoutMs} ms (last status: ${lastStatus ?? 'unknown'})`, 'wait_timeout');
    this.resultId = resultId;
    this.lastStatus = lastStatus;
  }
}
