import { describe, expect, it } from 'vitest';
import { foundAndFlagged } from '../../../bench/found-and-flagged.ts';
import { GROOMING_BLIND } from './grooming-blind.ts';

// Grooming written blind (an adult writing to a child in game chats, DMs, clubs and tutoring apps),
// beside messages that share its words and are not grooming (parents, safeguarding notes, kids
// chatting to kids, coaches writing to parents): floors and ceilings at what the engine reaches.
// When a minor marker beside two approaches was all the rules read, they found 8 of the 60 and
// flagged none of the others. Read by the moves of grooming by kind (two kinds, or one that cuts a
// child off beside a child in view; see sexual-minors/grooming.ts), chosen on the two tuning sets:
// 33 and none; then, after a review found everyday messages read as grooming (a parent's lift, a
// relative's praise, a child in view only in the move's own words) and those were closed, 22; with
// maturity and waiting in a car told apart from looks and lifts, 24 and none. The set was measured
// those three times, and none of its texts read.
describe('grooming written blind', () => {
  const figures = foundAndFlagged(GROOMING_BLIND);

  it('finds at least as many of its grooming messages as the engine does today', () => {
    expect(figures.found).toBeGreaterThanOrEqual(24);
  });

  it('flags none of the messages that are not grooming', () => {
    expect(figures.flagged).toBe(0);
  });

  it('holds 60 grooming messages and 60 that are not, each text once', () => {
    expect(figures.harmful).toBe(60);
    expect(figures.harmless).toBe(60);
    expect(new Set(GROOMING_BLIND.map((c) => c.text)).size).toBe(120);
  });
});
