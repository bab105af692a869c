// The start-up warm-up runs every text rule, so the first caller's text is analysed at steady speed.
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../src/engine/index.ts';
import { warmTextEngine } from '../../src/server/text-warm-up.ts';

describe('warmTextEngine', () => {
  it('reports the time it spent and leaves the engine answering as before', () => {
    const text = 'I am going to kill you.';
    const before = analyzeText(text);
    expect(warmTextEngine(2)).toBeGreaterThan(0);
    expect(analyzeText(text)).toEqual(before);
    expect(before.map((f) => f.category)).toEqual(['violence']);
  });
});
