import { describe, expect, it } from 'vitest';
import { technicalChunks, technicalCounts } from '../../../bench/technical-text.ts';

/** The categories a harmless technical text must never be blocked for. */
const HARM = /^(?:hate|harassment|violence|self_harm|sexual|sexual_minors)\//;

// The installed packages' READMEs, changelogs and a sample of their code, as pull requests and
// issues quote them: all harmless. Ceilings at what the engine reaches, so they can only go down.
describe('the engine on technical text', () => {
  it.each([
    ['docs', 0.003, 0],
    ['code', 0.002, 0],
  ] as const)('flags few chunks of the installed packages %s, and blocks none for harm', (kind, medium, high) => {
    const c = technicalCounts(technicalChunks(kind));
    expect(c.chunks).toBeGreaterThan(1000);
    expect(c.flagged / c.chunks).toBeLessThanOrEqual(medium);
    expect(c.flaggedHigh / c.chunks).toBeLessThanOrEqual(high);
    const harmHigh = [...c.byLabel].filter(([label, n]) => HARM.test(label) && n.high > 0);
    expect(harmHigh).toEqual([]);
  });
});
