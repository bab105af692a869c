// Standard Webhooks signing: `v1,<base64 HMAC-SHA256 of id.timestamp.body>` keyed with the
// base64-decoded part of the endpoint's `whsec_` secret.
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { WEBHOOK_HEADERS } from '../../api/index.ts';

export interface SignedHeaders {
  readonly [WEBHOOK_HEADERS.id]: string;
  readonly [WEBHOOK_HEADERS.timestamp]: string;
  readonly [WEBHOOK_HEADERS.signature]: string;
}

/** The three signature headers for one attempt; `timestampMs` is when the attempt is made. */
export function signWebhook(secret: string, id: string, timestampMs: number, body: string): SignedHeaders {
  const timestamp = new Date(timestampMs);
  return {
    [WEBHOOK_HEADERS.id]: id,
    [WEBHOOK_HEADERS.timestamp]: String(Math.floor(timestampMs / 1000)),
    [WEBHOOK_HEADERS.signature]: new StandardWebhook(secret).sign(id, timestamp, body),
  };
}
