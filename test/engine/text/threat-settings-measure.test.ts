import { describe, expect, it } from 'vitest';
import { EVERYDAY_VIOLENT_WORDS, threatFigures } from '../../../bench/threats-and-self-harm.ts';

// Harmless everyday posts in the words of violence (a cat's prey, a range officer's rules, a farmer's
// cull, a nurse's shift, a crime writer's question, the school run), written blind in twenty places:
// 500 posts. A ceiling at what the engine reaches, measured once: 11 read as violence. Written to
// teach the model, they cost threats on the validation fifth of the team's posts, so they measure
// instead; never trained or tuned on.
describe('harmless everyday posts in the words of violence', () => {
  const figures = threatFigures(EVERYDAY_VIOLENT_WORDS);

  it('reads at most 11 of its 500 posts as violence at medium or higher', () => {
    expect(figures).toHaveLength(1);
    expect(figures[0]).toMatchObject({ kind: 'harmless_violent_words', cases: 500 });
    expect(figures[0]!.flagged).toBeLessThanOrEqual(11);
  });

  it('holds each text once', () => {
    expect(new Set(EVERYDAY_VIOLENT_WORDS.map((c) => c.text)).size).toBe(500);
  });
});
