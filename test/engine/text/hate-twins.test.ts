import { describe, expect, it } from 'vitest';
import { HATE_CONTEXT_TUNING, HATE_TWINS, hateSetFigures } from '../../../bench/hate-sets.ts';

// Posts that name a group and are not hate, each beside a hateful twin that shares its words, from
// forty places (never trained or tuned on): floors and ceilings at what the engine reaches. Before the
// team's posts of hate were taught, the engine found 89 of the twins and read 20 of the others as hate
// (10 at medium or higher); taught them, it finds 236 and reads 49 (25) as hate. Taught these twins as
// well, it found more of them and read no fewer of the others as hate (see bench/hate-sets.ts).
describe('hate twins', () => {
  const figures = hateSetFigures(HATE_TWINS);

  it('finds at least as many hateful twins as the engine does today', () => {
    expect(figures.found).toBeGreaterThanOrEqual(236);
    expect(figures.foundMedium).toBeGreaterThanOrEqual(213);
  });

  it('reads at most as many of the posts that are not hate as hate as it does today', () => {
    expect(figures.flagged).toBeLessThanOrEqual(49);
    expect(figures.flaggedMedium).toBeLessThanOrEqual(25);
  });

  it('holds 600 pairs, each text once', () => {
    expect(figures.hateful).toBe(600);
    expect(figures.notHate).toBe(600);
    expect(new Set(HATE_TWINS.map((c) => c.text)).size).toBe(1200);
  });
});

// Posts that quote, report, deny or argue against hate, and hateful posts that look like them (twenty
// places, never trained on; they are for tuning the rules of negation, quotation and counter-speech):
// most of what the engine reads as hate among the first is low, as quoted or reported; a denial with
// the group as its subject (`no, albanians aren't "all gangsters"`) and sarcasm aimed at the bigot
// are not yet read as such.
describe('hate context tuning sets', () => {
  const figures = hateSetFigures(HATE_CONTEXT_TUNING);

  it('finds at least as many of the hateful look-alikes, and reads at most as many of the others as hate, as it does today', () => {
    expect(figures.found).toBeGreaterThanOrEqual(127);
    expect(figures.flagged).toBeLessThanOrEqual(48);
    expect(figures.flaggedMedium).toBeLessThanOrEqual(13);
  });

  it('holds 300 posts of each, each text once', () => {
    expect(figures.hateful).toBe(300);
    expect(figures.notHate).toBe(300);
    expect(new Set(HATE_CONTEXT_TUNING.map((c) => c.text)).size).toBe(600);
  });
});
