// Verifies a Standard Webhooks delivery (webhook-id, webhook-timestamp, webhook-signature) and
// returns the validated event. Nothing about the secret ever reaches an error.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_HEADERS, WebhookEvent } from '../api/index.ts';
import { WebhookVerificationError } from './errors.ts';

export interface VerifyWebhookOptions {
  /** Largest accepted distance between `webhook-timestamp` and now, either way, in seconds. Default 300. */
  toleranceSeconds?: number;
  /** The current time (a Date or epoch milliseconds). Default: the system clock. */
  now?: Date | number;
}

export type WebhookHeaders = Headers | Readonly<Record<string, string | string[] | undefined>>;

/** Bounds on what is examined: a signature header lists a few keys, a body is one result. */
const MAX_SIGNATURE_HEADER = 4096;
const MAX_BODY_BYTES = 5 * 1024 * 1024;

export function verifyWebhook(headers: WebhookHeaders, rawBody: string | Uint8Array, secret: string, opts: VerifyWebhookOptions = {}): WebhookEvent {
  const id = header(headers, WEBHOOK_HEADERS.id);
  const timestamp = header(headers, WEBHOOK_HEADERS.timestamp);
  const signatures = header(headers, WEBHOOK_HEADERS.signature);
  if (!id || !timestamp || !signatures) {
    throw new WebhookVerificationError('missing_header', `missing ${[!id && WEBHOOK_HEADERS.id, !timestamp && WEBHOOK_HEADERS.timestamp, !signatures && WEBHOOK_HEADERS.signature].filter(Boolean).join(', ')} header`);
  }
  if (!/^\d{1,12}$/.test(timestamp)) throw new WebhookVerificationError('stale_timestamp', 'webhook-timestamp is not a number of seconds');
  const nowMs = opts.now === undefined ? Date.now() : Number(opts.now);
  const tolerance = opts.toleranceSeconds ?? 300;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > tolerance) {
    throw new WebhookVerificationError('stale_timestamp', `webhook-timestamp is more than ${tolerance} s away from now`);
  }
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody.buffer, rawBody.byteOffset, rawBody.byteLength);
  if (body.length > MAX_BODY_BYTES) throw new WebhookVerificationError('invalid_payload', `body is larger than ${MAX_BODY_BYTES} bytes`);
  if (signatures.length > MAX_SIGNATURE_HEADER) throw new WebhookVerificationError('bad_signature', 'webhook-signature header is too long');

  const expected = createHmac('sha256', secretKey(secret)).update(`${id}.${timestamp}.`).update(body).digest();
  const matches = signatures
    .split(' ')
    .filter((s) => s.startsWith('v1,'))
    .some((s) => {
      const given = Buffer.from(s.slice(3), 'base64');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  if (!matches) throw new WebhookVerificationError('bad_signature', 'no webhook-signature matches the secret');

  let payload: unknown;
  try {
    payload = JSON.parse(body.toString('utf8'));
  } catch {
    throw new WebhookVerificationError('invalid_payload', 'body is not valid JSON');
  }
  const parsed = WebhookEvent.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new WebhookVerificationError('invalid_payload', `body field "${issue?.path.join('.') ?? ''}" ${issue?.message ?? 'is invalid'}`);
  }
  return parsed.data;
}

/** `whsec_<base64>` as the service issues it; the base64 part is the HMAC key. */
function secretKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value.join(' ') : value;
  }
  return undefined;
}
