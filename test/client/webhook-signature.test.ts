import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError } from '../../src/client/index.ts';
import { completedResult } from './answers.ts';

const SECRET = `whsec_${Buffer.from('a-32-byte-secret-for-the-tests!!').toString('base64')}`;
const NOW = Date.parse('2026-11-22T10:15:00Z');
const body = JSON.stringify({ type: 'moderation.completed', timestamp: '2026-11-22T10:15:00.000Z', data: completedResult('res_1') });

function sign(secret: string, id: string, timestamp: number, payload: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${payload}`).digest('base64')}`;
}

function headers(overrides: Record<string, string | undefined> = {}, timestamp = NOW / 1000) {
  return {
    'webhook-id': 'msg_1',
    'webhook-timestamp': String(timestamp),
    'webhook-signature': sign(SECRET, 'msg_1', timestamp, body),
    ...overrides,
  };
}

function failure(fn: () => unknown): WebhookVerificationError {
  try {
    fn();
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error;
    throw error;
  }
  throw new Error('expected a WebhookVerificationError');
}

describe('verifyWebhook', () => {
  it('accepts a correctly signed delivery and returns the event', () => {
    const event = verifyWebhook(headers(), body, SECRET, { now: NOW });
    expect(event.type).toBe('moderation.completed');
    expect(event.data.id).toBe('res_1');
  });

  it('accepts a delivery signed by the Standard Webhooks reference library', () => {
    const signature = new Webhook(SECRET).sign('msg_9', new Date(NOW), body);
    const event = verifyWebhook({ 'Webhook-Id': 'msg_9', 'Webhook-Timestamp': String(NOW / 1000), 'Webhook-Signature': signature }, body, SECRET, { now: NOW });
    expect(event.data.id).toBe('res_1');
  });

  it('accepts Headers, a byte body and one good signature among several', () => {
    const h = new Headers(headers({ 'webhook-signature': `v1,${Buffer.alloc(32).toString('base64')} ${headers()['webhook-signature']}` }));
    const event = verifyWebhook(h, new TextEncoder().encode(body), SECRET, { now: new Date(NOW) });
    expect(event.data.status).toBe('completed');
  });

  it('rejects a signature made with another secret', () => {
    const other = `whsec_${Buffer.from('another-secret-another-secret!!!').toString('base64')}`;
    const error = failure(() => verifyWebhook(headers(), body, other, { now: NOW }));
    expect(error.reason).toBe('bad_signature');
    expect(error.code).toBe('webhook_verification_failed');
    expect(error.message).not.toContain(other.slice(6));
  });

  it('rejects a tampered body', () => {
    expect(failure(() => verifyWebhook(headers(), body.replace('res_1', 'res_2'), SECRET, { now: NOW })).reason).toBe('bad_signature');
  });

  it('rejects an old timestamp and one from the future', () => {
    const old = NOW / 1000 - 301;
    expect(failure(() => verifyWebhook(headers({}, old), body, SECRET, { now: NOW })).reason).toBe('stale_timestamp');
    const future = NOW / 1000 + 301;
    expect(failure(() => verifyWebhook(headers({}, future), body, SECRET, { now: NOW })).reason).toBe('stale_timestamp');
    expect(verifyWebhook(headers({}, old), body, SECRET, { now: NOW, toleranceSeconds: 600 }).type).toBe('moderation.completed');
  });

  it('rejects an unsigned delivery', () => {
    const error = failure(() => verifyWebhook(headers({ 'webhook-signature': undefined }), body, SECRET, { now: NOW }));
    expect(error.reason).toBe('missing_header');
    expect(error.message).toContain('webhook-signature');
  });

  it('rejects a signed body that is not a valid event', () => {
    const payload = JSON.stringify({ type: 'moderation.exploded', data: {} });
    const h = { 'webhook-id': 'msg_2', 'webhook-timestamp': String(NOW / 1000), 'webhook-signature': sign(SECRET, 'msg_2', NOW / 1000, payload) };
    expect(failure(() => verifyWebhook(h, payload, SECRET, { now: NOW })).reason).toBe('invalid_payload');
  });
});
