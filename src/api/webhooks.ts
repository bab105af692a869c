// Webhook endpoints and the events delivered to them (Standard Webhooks signing).
import { z } from 'zod';
import { HttpUrl, Timestamp } from './common.ts';
import { ModerationResultResource } from './results.ts';

export const WEBHOOK_EVENT_TYPES = ['moderation.completed', 'moderation.failed'] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES).meta({ id: 'WebhookEventType' });
export type WebhookEventType = z.infer<typeof WebhookEventType>;

export const WebhookUpsertRequest = z
  .strictObject({
    id: z.string().max(100).optional().meta({ description: 'Update this endpoint; without it, an endpoint with an equal `url` is updated, else one is created.' }),
    url: HttpUrl,
    events: z.array(WebhookEventType).min(1).optional().meta({ description: 'Default: every event type.' }),
    description: z.string().max(500).optional(),
    enabled: z.boolean().optional().meta({ description: 'Default true.' }),
  })
  .meta({ id: 'WebhookUpsertRequest' });
export type WebhookUpsertRequest = z.infer<typeof WebhookUpsertRequest>;

export const Webhook = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(WebhookEventType),
    description: z.string().nullable(),
    enabled: z.boolean(),
    disabled_reason: z.string().nullable().meta({ description: 'Why the service disabled the endpoint (e.g. it answered `410`).' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.infer<typeof Webhook>;

export const WebhookCreated = Webhook.extend({
  secret: z.string().regex(/^whsec_/).meta({ description: 'The signing secret, shown only when the endpoint is created.' }),
}).meta({ id: 'WebhookCreated' });
export type WebhookCreated = z.infer<typeof WebhookCreated>;

export const WebhookList = z.object({ data: z.array(Webhook) }).meta({ id: 'WebhookList' });
export type WebhookList = z.infer<typeof WebhookList>;

export const WebhookEvent = z
  .object({
    type: WebhookEventType,
    timestamp: Timestamp,
    data: ModerationResultResource,
  })
  .meta({
    id: 'WebhookEvent',
    description: 'The body of a delivery, signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`).',
  });
export type WebhookEvent = z.infer<typeof WebhookEvent>;

/** Standard Webhooks header names; the only place they are spelled. */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;
