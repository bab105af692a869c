// Errors of the media engines, each with the stable problem code the service answers with.
import { EngineError } from '../engine-error.ts';

/** Base of every media engine error; `code` is the API problem code to answer with. */
export class MediaError extends EngineError {}

/** The bytes are not one of the accepted formats; `found` names what they are (`gif`, `pdf`, `unknown`...). */
export class UnsupportedMediaError extends MediaError {
  readonly found: string;
  readonly accepted: readonly string[];
  constructor(found: string, accepted: readonly string[]) {
    super('unsupported_media_type', `unsupported format ${found}; accepted: ${accepted.join(', ')}`);
    this.found = found;
    this.accepted = accepted;
  }
}

/**
 * The image is over the byte or pixel limit. Both are "too large to process" for the client,
 * so both answer `payload_too_large` (413), decided from the header before any decoding.
 */
export class ImageTooLargeError extends MediaError {
  readonly limit: 'bytes' | 'pixels';
  constructor(limit: 'bytes' | 'pixels', message: string) {
    super('payload_too_large', message);
    this.limit = limit;
  }
}

/** The bytes claim a supported format but do not decode (corrupt, truncated, too slow to decode). */
export class InvalidImageError extends MediaError {
  constructor(message: string, options?: ErrorOptions) {
    super('invalid_request', message, options);
  }
}

/** The moderation queue is full; try again after `retryAfterSeconds`. */
export class PoolSaturatedError extends MediaError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('overloaded', `the image moderation queue is full; retry after ${retryAfterSeconds} s`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A worker died or overran its time budget while running a job; the worker has been replaced. */
export class ImageProcessingError extends MediaError {
  constructor(message: string, options?: ErrorOptions) {
    super('processing_failed', message, options);
  }
}

/** The moderator was closed; no more jobs are taken. */
export class ModeratorClosedError extends MediaError {
  constructor() {
    super('media_unavailable', 'the image moderator is closed');
  }
}
