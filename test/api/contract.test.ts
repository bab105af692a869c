import { describe, expect, it } from 'vitest';
import {
  BatchRequest,
  endpointPath,
  ModerateTextRequest,
  ModerationResponse,
  ModerationResultResource,
  ModerationShapeA,
  ModerationShapeB,
  RESULT_TRANSITIONS,
  summarizeFindings,
  WebhookUpsertRequest,
} from '../../src/api/index.ts';

describe('the text request', () => {
  it('counts the limit in code points, so 10,000 emoji pass and 10,001 letters do not', () => {
    expect(ModerateTextRequest.safeParse({ text: '😀'.repeat(10_000) }).success).toBe(true);
    const tooLong = ModerateTextRequest.safeParse({ text: 'a'.repeat(10_001) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.path).toEqual(['text']);
  });

  it('refuses unknown fields and wrong types', () => {
    expect(ModerateTextRequest.safeParse({ text: 'hi', txt: 'hi' }).success).toBe(false);
    expect(ModerateTextRequest.safeParse({ text: 42 }).success).toBe(false);
  });
});

describe('the batch envelope', () => {
  it('accepts 1 to 100 items of any shape, leaving item validation to each item', () => {
    expect(BatchRequest.safeParse({ items: [{ type: 'nonsense' }] }).success).toBe(true);
    expect(BatchRequest.safeParse({ items: [] }).success).toBe(false);
    expect(BatchRequest.safeParse({ items: Array(101).fill({}) }).success).toBe(false);
    expect(BatchRequest.safeParse({ items: 'x' }).success).toBe(false);
  });
});

describe('the moderation response', () => {
  const finding = { category: 'violence', severity: 'high', confidence: 0.93, action: 'block', source: 'text', spans: [{ start: 0, end: 4, text: 'kill' }] } as const;
  const both = { id: 'res_1', results: [finding], latency_ms: 3, sandbox: true, safe: false, score: 0.93, categories: ['violence'], processing_time_ms: 3, model_version: 'words-0123456789ab' };

  it('derives safe, score and categories from the findings', () => {
    expect(summarizeFindings([])).toEqual({ safe: true, score: 0, categories: [] });
    expect(summarizeFindings([finding, { ...finding, confidence: 0.5 }, { ...finding, category: 'hate', confidence: 0.97 }])).toEqual({
      safe: false,
      score: 0.97,
      categories: ['violence', 'hate'],
    });
  });

  it('is both of the specification shapes at once', () => {
    expect(ModerationResponse.safeParse(both).success).toBe(true);
    expect(ModerationShapeA.safeParse(both).success).toBe(true);
    expect(ModerationShapeB.safeParse(both).success).toBe(true);
  });

  it('refuses a confidence outside 0..1 and an unknown category', () => {
    expect(ModerationResponse.safeParse({ ...both, results: [{ ...finding, confidence: 1.5 }] }).success).toBe(false);
    expect(ModerationResponse.safeParse({ ...both, results: [{ ...finding, category: 'weather' }] }).success).toBe(false);
  });
});

describe('the result resource', () => {
  it('tells pending, completed and failed results apart by status', () => {
    const base = { id: 'res_1', type: 'video', sandbox: false, created_at: '2026-11-22T10:00:00.000Z' };
    expect(ModerationResultResource.safeParse({ ...base, status: 'queued', completed_at: null }).success).toBe(true);
    expect(ModerationResultResource.safeParse({ ...base, status: 'completed', completed_at: null }).success).toBe(false);
    const problem = { type: 'urn:content-moderation:problem:processing_failed', title: 'Processing failed', status: 422, code: 'processing_failed' };
    expect(ModerationResultResource.safeParse({ ...base, status: 'failed', completed_at: '2026-11-22T10:00:05.000Z', error: problem }).success).toBe(true);
  });

  it('allows only queued -> processing -> completed | failed', () => {
    expect(RESULT_TRANSITIONS.queued).toEqual(['processing']);
    expect(RESULT_TRANSITIONS.processing).toEqual(['completed', 'failed']);
    expect(RESULT_TRANSITIONS.completed).toEqual([]);
    expect(RESULT_TRANSITIONS.failed).toEqual([]);
  });
});

describe('webhook endpoints', () => {
  it('take only http and https URLs', () => {
    expect(WebhookUpsertRequest.safeParse({ url: 'https://hooks.example.com/x' }).success).toBe(true);
    expect(WebhookUpsertRequest.safeParse({ url: 'not a url' }).success).toBe(false);
    expect(WebhookUpsertRequest.safeParse({ url: 'ftp://example.com/x' }).success).toBe(false);
  });
});

describe('endpoint paths', () => {
  it('fill and encode path parameters', () => {
    expect(endpointPath('getResult', { id: 'res/1 2' })).toBe('/results/res%2F1%202');
    expect(() => endpointPath('getResult')).toThrow(/id/);
  });
});
