// Errors of the text analyzer, each with the stable problem code the service answers with.
import { EngineError } from '../engine-error.ts';

/** Base of every text analyzer error; `code` is the API problem code to answer with. */
export class TextAnalysisError extends EngineError {}

/** The text is over the limit once normalised (U+FDFA alone becomes 18 characters under NFKC). */
export class TextTooLongError extends TextAnalysisError {
  constructor(message: string) {
    super('invalid_request', message);
  }
}

/** Every worker is busy and the queue is full; try again after `retryAfterSeconds`. */
export class TextQueueFullError extends TextAnalysisError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('overloaded', `the text analysis queue is full; retry after ${retryAfterSeconds} s`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** One text overran the time budget; its worker was replaced. The text, not the service, is at fault. */
export class TextAnalysisTimeoutError extends TextAnalysisError {
  constructor(message: string) {
    super('processing_failed', message);
  }
}

/** A worker stopped while analysing, or the workers cannot start: a fault of the service. */
export class TextAnalysisFailedError extends TextAnalysisError {
  constructor(message: string, options?: ErrorOptions) {
    super('internal_error', message, options);
  }
}

/** The analyzer was closed; no more texts are taken. */
export class TextAnalyzerClosedError extends TextAnalysisError {
  constructor() {
    super('shutting_down', 'the text analyzer is closed');
  }
}
