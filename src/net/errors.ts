// Typed failures of outbound HTTP (webhook deliveries, image and video URLs); each `code` is a
// problem code of the API, so the service can answer with it unchanged and a front end can report it.
import type { ProblemCode } from '../api/index.ts';

/** The URL's scheme is not allowed or its host resolves to an address the policy does not allow. */
export class UrlNotAllowedError extends Error {
  readonly code = 'url_not_allowed' satisfies ProblemCode;
  constructor(message: string) {
    super(message);
    this.name = 'UrlNotAllowedError';
  }
}

/** The remote could not be reached, answered with an error, redirected too often or was too slow. */
export class FetchFailedError extends Error {
  readonly code = 'fetch_failed' satisfies ProblemCode;
  /** The remote's HTTP status when it answered with one. */
  readonly status: number | undefined;
  constructor(message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'FetchFailedError';
    this.status = options.status;
  }
}

/** The remote body is larger than allowed. */
export class PayloadTooLargeError extends Error {
  readonly code = 'payload_too_large' satisfies ProblemCode;
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`The remote content is larger than ${maxBytes} bytes.`);
    this.name = 'PayloadTooLargeError';
    this.maxBytes = maxBytes;
  }
}
