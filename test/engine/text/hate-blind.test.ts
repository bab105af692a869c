import { describe, expect, it } from 'vitest';
import { hateSetFigures } from '../../../bench/hate-sets.ts';
import { HATE_BLIND } from './hate-blind.ts';

// Hate written blind in ten places, two thirds of it implicit: floors and ceilings at what the
// engine reaches. Written to train the model, it taught it nothing on its own validation fifth (5 of
// 26 hateful posts found before and after) and took the public validation portion's hate precision
// from 76.1 to 75.9, so it measures instead. Twelve more writers' posts of hate in 120 other places
// (hate-training-*.ts, 3,600 posts), taught as hate, took it from 21 to 53 found (51 at medium or
// higher; the first six sets, to 44) and the posts that are not hate read as hate from 1 to 2, on
// purpose. Eight more sets written where political arguments happen online (hate-training-s.ts to
// -z.ts) took it to 63 found (60 at medium or higher) and the others read as hate to 4 (2 at medium
// or higher, as before), on purpose. Slips read as the words they miss (misspellings.ts), and the model
// retrained on text so read: 64 (61). A negation that says what a group fails to do or lacks read
// as part of the claim (`they don't integrate`), game talk no longer excusing hate, the names of
// peoples, faiths and conditions counted as naming a group (`brazilians`, `mormon`) and a group's name
// in quotation marks of its own read as mocked (chosen on the team's sets and the validation portion,
// measured here once after): 72 (70), the others read as hate as before; a threat no longer denied by
// a negation of a word other than the harm, 72 (71); a group pointed at (`these people`), 73 (72). A
// word of a group's name of more words naming the group only inside it (`curry`, of `curry muncher`;
// `street`), measured once after: 72 (71), the one lost found for `stinks of curry` alone. A name in
// triple parentheses read as an antisemitic marker, measured once after: 73 (71: the marker is low).
// A possessive apostrophe no longer read as a quotation mark, harms denied of a group and more frames
// of counter-speech, with the model retrained, measured once after: 73 (72). A number with its hour,
// order or unit read as it stands, with the model retrained, measured once after, on purpose: 72 (71);
// the retrained model no longer reads `Masculine men from the Middle East just walk in while our soy
// boys wave them through. Demographics is destiny` as hate. Hours, days and times (`24h`, `3d`, `10x`)
// read so too, and the model retrained: 71 (70), `The trans 'movement' is demonic. These people are
// possessed ...` under the model's threshold. Two sets of the team's news and notices that name a
// group in the topics of hate, with the hateful comments under them, taught as hate (chosen on the
// validation portion: 936 to 939 of 1,705 real hateful posts found, 321 to 320 of 4,903 others
// flagged), measured once after, on purpose: 76 (75), the others read as hate 5 (3 at medium or higher).
describe('hate written blind, mostly implicit', () => {
  const figures = hateSetFigures(HATE_BLIND);

  it('finds at least as many of its hateful posts as the engine does today', () => {
    expect(figures.found).toBeGreaterThanOrEqual(76);
    expect(figures.foundMedium).toBeGreaterThanOrEqual(75);
  });

  it('reads at most five of the posts that are not hate as hate, three at medium or higher', () => {
    expect(figures.flagged).toBeLessThanOrEqual(5);
    expect(figures.flaggedMedium).toBeLessThanOrEqual(3);
  });

  it('holds 150 hateful posts and 150 that are not, over ten places', () => {
    expect(figures.hateful).toBe(150);
    expect(figures.notHate).toBe(150);
    expect(new Set(HATE_BLIND.map((c) => c.text)).size).toBe(300);
  });
});
