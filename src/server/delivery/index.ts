// Webhook delivery: Standard Webhooks signing and the dispatcher that empties the outbox.
export { signWebhook, type SignedHeaders } from './signature.ts';
export { DEFAULT_SCHEDULE_MS, WebhookDispatcher, type WebhookDispatcherOptions } from './dispatcher.ts';
