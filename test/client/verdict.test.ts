import { describe, expect, it } from 'vitest';
import { maxSeverity, ResponseValidationError, severityFromConfidence, toResultState, toVerdict } from '../../src/client/index.ts';
import { toBatchOutcome } from '../../src/client/batch-outcome.ts';
import { bothShapes, completedResult, hateFinding, pendingResult, problem, shapeB } from './answers.ts';

function fieldOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof ResponseValidationError) return error.field;
    throw error;
  }
  throw new Error('expected a ResponseValidationError');
}

describe('toVerdict', () => {
  it('derives safe, score and categories from the findings of the first shape', () => {
    const low = { category: 'profanity', severity: 'low', confidence: 0.55, action: 'warn' };
    const verdict = toVerdict({ id: 'm', results: [low, hateFinding, low], latency_ms: 4 }, 200);
    expect(verdict).toMatchObject({ safe: false, score: 0.97, sandbox: false, categories: ['profanity', 'hate'] });
    expect(maxSeverity(verdict)).toBe('high');
  });

  it('carries the model version when the service reports one, in either shape', () => {
    expect(toVerdict({ id: 'm', results: [], latency_ms: 1, model_version: 'words-abc' }, 200).modelVersion).toBe('words-abc');
    expect(toVerdict({ ...shapeB([], 0), model_version: 'words-abc' }, 200).modelVersion).toBe('words-abc');
    expect(toVerdict({ id: 'm', results: [], latency_ms: 1 }, 200)).not.toHaveProperty('modelVersion');
  });

  it('reads a safe answer in either shape', () => {
    expect(toVerdict({ id: 'm', results: [], latency_ms: 1 }, 200)).toMatchObject({ safe: true, score: 0, findings: [] });
    expect(toVerdict(shapeB([], 0), 200)).toMatchObject({ safe: true, score: 0, findings: [] });
    expect(maxSeverity(toVerdict(bothShapes([]), 200))).toBeUndefined();
  });

  it('chooses the severity of a second-shape finding from its confidence', () => {
    expect([0.95, 0.85, 0.84, 0.6, 0.59, 0].map(severityFromConfidence)).toEqual(['high', 'high', 'medium', 'medium', 'low', 'low']);
  });

  it('names a category object without a name', () => {
    expect(fieldOf(() => toVerdict(shapeB(['hate', { score: 0.9 }], 0.9), 200))).toBe('categories[1]');
  });

  it('names the field of the second shape when it is the one present', () => {
    expect(fieldOf(() => toVerdict({ safe: 'no', score: 0.5, categories: [] }, 200))).toBe('safe');
  });

  it('keeps the span of a video that was examined, and names it when it is malformed', () => {
    const examined = { start_ms: 0, end_ms: 590_000, duration_ms: 600_000, frames: 60, max_gap_ms: 10_000 };
    expect(toVerdict({ ...bothShapes([hateFinding]), examined }, 200).examined).toEqual(examined);
    expect(toVerdict(bothShapes([]), 200)).not.toHaveProperty('examined');
    expect(fieldOf(() => toVerdict({ ...bothShapes([]), examined: { ...examined, frames: -1 } }, 200))).toBe('examined.frames');
  });

  it('refuses something that is not an object', () => {
    expect(fieldOf(() => toVerdict([1, 2], 200))).toBe('');
  });
});

describe('toResultState', () => {
  it('reads pending, completed and failed results', () => {
    expect(toResultState(pendingResult('r1', 'processing'), 200)).toEqual({
      id: 'r1',
      status: 'processing',
      type: 'video',
      sandbox: true,
      createdAt: '2026-11-22T10:15:00.000Z',
      completedAt: null,
    });
    expect(toResultState(completedResult('r2'), 200).verdict?.findings).toEqual([hateFinding]);
    const failed = { ...pendingResult('r3'), status: 'failed', completed_at: '2026-11-22T10:16:00.000Z', error: problem(422, 'processing_failed', 'Bad') };
    expect(toResultState(failed, 200).error?.code).toBe('processing_failed');
  });

  it('names an unknown status', () => {
    expect(fieldOf(() => toResultState({ ...pendingResult('r'), status: 'lost' }, 200))).toBe('status');
  });
});

describe('toBatchOutcome', () => {
  it('names the field of a bad item by its position', () => {
    const item = { index: 0, ref: null, status: 'completed', ...bothShapes([{ ...hateFinding, confidence: 2 }]) };
    const data = { id: 'b', sandbox: true, latency_ms: 1, processing_time_ms: 1, items: [item] };
    expect(fieldOf(() => toBatchOutcome(data, 200))).toBe('items[0].results[0].confidence');
  });
});
