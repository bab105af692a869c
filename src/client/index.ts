// The typed client of the moderation API: the client class, its errors, webhook verification
// and the normalised result types.
export { ModerationClient, type ManyOptions, type VideoInput } from './client.ts';
export type { ClientOptions } from './options.ts';
export { DEFAULT_BASE_URL } from './options.ts';
export type { RequestOptions } from './transport.ts';
export type { MediaInput } from './media-input.ts';
export type { WaitOptions } from './wait.ts';
export { maxSeverity, severityFromConfidence, SHAPE_B_SEVERITY_FLOORS, toVerdict, type Finding, type Verdict } from './verdict.ts';
export { toResultState, type ResultState } from './result-state.ts';
export type { BatchOutcome, BatchOutcomeItem } from './batch-outcome.ts';
export { verifyWebhook, type VerifyWebhookOptions, type WebhookHeaders } from './webhook-signature.ts';
export { shouldRetry, retryDelay, parseRetryAfter } from './retry.ts';
export { sniffContentType } from './sniff.ts';
export { mapBounded } from './bounded-map.ts';
export { chunkText } from './chunk-text.ts';
export {
  ModerationError,
  ConfigurationError,
  InputError,
  APIError,
  BadRequestError,
  AuthenticationError,
  NotFoundError,
  RateLimitError,
  InternalServerError,
  APIConnectionError,
  APITimeoutError,
  ResponseValidationError,
  WebhookVerificationError,
  WaitTimeoutError,
  type WebhookFailure,
} from './errors.ts';
export type {
  BatchItem,
  Category,
  Feedback,
  FeedbackRequest,
  Problem,
  ResultStatus,
  ResultType,
  Severity,
  Usage,
  VideoAccepted,
  Webhook,
  WebhookEvent,
  WebhookUpsertRequest,
} from '../api/index.ts';
