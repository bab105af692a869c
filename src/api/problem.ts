// The one error body of the API: RFC 9457 problem details with a stable `code`.
import { z } from 'zod';

/** Every stable error code the service emits; clients branch on these, never on `title`. */
export const PROBLEM_CODES = [
  'invalid_request',
  'malformed_json',
  'malformed_multipart',
  'unsupported_content_type',
  'unsupported_media_type',
  'payload_too_large',
  'headers_too_large',
  'request_timeout',
  'missing_api_key',
  'invalid_api_key',
  'not_found',
  'rate_limited',
  'quota_exceeded',
  'overloaded',
  'idempotency_key_in_use',
  'webhook_limit_reached',
  'shutting_down',
  'url_not_allowed',
  'fetch_failed',
  'media_unavailable',
  'processing_failed',
  'internal_error',
] as const;
export const ProblemCode = z.enum(PROBLEM_CODES).meta({ id: 'ProblemCode' });
export type ProblemCode = z.infer<typeof ProblemCode>;

export const FieldError = z
  .object({
    path: z.string().meta({ description: 'JSON path of the offending field, e.g. `items[3].text`; empty for the body itself.' }),
    message: z.string(),
  })
  .meta({ id: 'FieldError' });
export type FieldError = z.infer<typeof FieldError>;

export const Problem = z
  .object({
    type: z.string().meta({ description: 'A URI naming the problem type: `urn:content-moderation:problem:<code>`.' }),
    title: z.string(),
    status: z.int().min(100).max(599),
    detail: z.string().optional(),
    code: ProblemCode,
    errors: z.array(FieldError).optional().meta({ description: 'Present for validation problems: one entry per offending field.' }),
    request_id: z.string().optional(),
  })
  .meta({ id: 'Problem', description: 'RFC 9457 problem details, served as `application/problem+json`.' });
export type Problem = z.infer<typeof Problem>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** The `type` URI for a code; the only place its form is spelled. */
export function problemType(code: ProblemCode): string {
  return `urn:content-moderation:problem:${code}`;
}
