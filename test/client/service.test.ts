// The client against the real service on loopback: the contract seen from both sides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthenticationError, BadRequestError, maxSeverity, ModerationClient, NotFoundError } from '../../src/client/index.ts';
import { startService, type StartedService } from '../support/service.ts';

let service: StartedService;
let client: ModerationClient;
beforeAll(async () => {
  service = await startService();
  client = new ModerationClient({ baseUrl: service.baseUrl, apiKey: service.apiKey });
});
afterAll(async () => {
  await service?.close();
});

describe('ModerationClient against the service', () => {
  it('moderates a sandbox trigger into exactly that finding and reads it back', async () => {
    const verdict = await client.moderateText('hello [[moderation:hate:high]]');
    expect(verdict.sandbox).toBe(true);
    expect(verdict.safe).toBe(false);
    expect(maxSeverity(verdict)).toBe('high');
    expect(verdict.findings.map((f) => [f.category, f.severity, f.action])).toEqual([['hate', 'high', 'block']]);
    const state = await client.getResult(verdict.id ?? '');
    expect(state.status).toBe('completed');
    expect(state.verdict?.findings).toEqual(verdict.findings);
  });

  it('lists the categories and the usage of the key', async () => {
    const categories = await client.listCategories();
    expect(categories.map((c) => c.name)).toContain('hate');
    const usage = await client.getUsage();
    expect(usage.sandbox).toBe(true);
  });

  it('maps the service errors onto the error tree', async () => {
    await expect(client.getResult('res_does_not_exist')).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.moderateText('x'.repeat(10_001))).rejects.toBeInstanceOf(BadRequestError);
    const stranger = new ModerationClient({ baseUrl: service.baseUrl, apiKey: 'sk_not_a_key' });
    const error = await stranger.moderateText('hi').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(JSON.stringify(error)).not.toContain('sk_not_a_key');
  });

  it('moderates a mixed batch in order', async () => {
    const outcomes = await client.moderateMany([
      { ref: 'a', type: 'text', text: 'good morning' },
      { ref: 'b', type: 'text', text: '[[moderation:spam:low]]' },
    ]);
    expect(outcomes.map((o) => [o.index, o.ref, o.ok])).toEqual([
      [0, 'a', true],
      [1, 'b', true],
    ]);
    const second = outcomes[1];
    expect(second?.ok && second.verdict.categories).toEqual(['spam']);
  });
});

describe('creates against the service', () => {
  it('creates a webhook with its secret once, then updates it by URL', async () => {
    const first = await client.upsertWebhook({ url: 'http://127.0.0.1:9/hook', description: 'first' });
    expect(first.created).toBe(true);
    expect(first.secret).toMatch(/^whsec_/);
    const second = await client.upsertWebhook({ url: 'http://127.0.0.1:9/hook', description: 'second' });
    expect(second).toMatchObject({ created: false, webhook: { id: first.webhook.id, description: 'second' } });
    expect(second.secret).toBeUndefined();
    expect((await client.listWebhooks()).map((w) => w.id)).toContain(first.webhook.id);
  });

  it('creates feedback once per reviewer and updates it after', async () => {
    const verdict = await client.moderateText('[[moderation:harassment:medium]]');
    const request = { result_id: verdict.id ?? '', verdict: 'false_positive' as const, reviewer: 'ana' };
    const first = await client.submitFeedback(request);
    expect(first.created).toBe(true);
    const second = await client.submitFeedback({ ...request, verdict: 'confirm' });
    expect(second.created).toBe(false);
    expect(second.feedback).toMatchObject({ id: first.feedback.id, verdict: 'confirm' });
  });
});
