// Turns the typed errors of the media engines and of outbound fetches into API problems. The
// mapping goes by `code` only: a fetch error's `status` is the remote's, never ours.
import { ApiError } from './errors.ts';

const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  unsupported_media_type: 400,
  invalid_request: 400,
  url_not_allowed: 400,
  fetch_failed: 400,
  payload_too_large: 413,
  overloaded: 503,
  media_unavailable: 501,
  processing_failed: 500,
};

/** The problem for an engine or fetch error; anything without a known code is rethrown as a fault. */
export function mediaProblem(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  const status = typeof code === 'string' ? STATUS_BY_CODE[code] : undefined;
  if (status === undefined || !(error instanceof Error)) throw error;
  // 413 means a body over the byte limit (docs/api.md, "Limits"); a small file claiming too many pixels is an invalid image.
  if (code === 'payload_too_large' && (error as Error & { limit?: unknown }).limit === 'pixels') {
    return new ApiError(400, 'invalid_request', error.message, { errors: [{ path: '', message: error.message }] });
  }
  const headers: Record<string, string> = {};
  if (code === 'overloaded') {
    const seconds = (error as Error & { retryAfterSeconds?: unknown }).retryAfterSeconds;
    headers['retry-after'] = String(typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : 1);
  }
  return new ApiError(status, code as ApiError['code'], error.message, { headers });
}
