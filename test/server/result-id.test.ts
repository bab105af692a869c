// Result ids come from a pool of random bytes; they stay unique and well-formed across refills.
import { describe, expect, it } from 'vitest';
import { newResultId } from '../../src/server/moderation.ts';

describe('newResultId', () => {
  it('gives distinct, URL-safe ids of 16 characters across many pool refills', () => {
    const ids = Array.from({ length: 5_000 }, () => newResultId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^res_[A-Za-z0-9_-]{16}$/);
  });
});
