import { describe, expect, it } from 'vitest';
import { HATE_TWINS, hateSetFigures } from '../../../bench/hate-sets.ts';

// Posts that name a group and are not hate, each beside a hateful twin that shares its words, from
// forty places (never trained or tuned on): floors and ceilings at what the engine reaches. Before the
// team's posts of hate were taught, the engine found 89 of the twins and read 20 of the others as hate
// (10 at medium or higher); taught them, it finds 236 and reads 49 (25) as hate. Taught these twins as
// well, it found more of them and read no fewer of the others as hate (see bench/hate-sets.ts). A run
// whose score lies in a claim it denies in quotation marks is not read as hate (tuned on the context
// tuning sets, measured here once after): 46 (22). The team's posts of hate written where political
// arguments happen online (hate-training-s.ts to -z.ts) took the twins found to 254 (231 at medium or
// higher) and the others read as hate at medium or higher to 20; two sets of sincere and mocking praise
// of groups (hate-training-praise-*.ts), to 253 (229) and 45 (20), on purpose. Slips of the words the
// rules know read as those words (misspellings.ts) and the model retrained on text so read: 250 (226)
// and 46 (20), a retrain's noise, on purpose; with the team's posts of abuse of a person, 251 (227).
// A negation that says what a group fails to do or lacks read as part of the claim unless quoted, game
// talk no longer excusing hate, the names of peoples, faiths and conditions counted as naming a group
// and a group's name in quotation marks of its own read as mocked (chosen on the team's sets and the
// validation portion; that a quoted claim stays someone else's, on posts of these twins too): 284
// (257) found, and 53 (25) of the others read as hate, on purpose: most of the 7 more quote the claim
// they condemn (`the comments are full of 'vermin'`). Negated words that make the claim themselves
// (`aren't real`, `isn't natural`) and `nobody` read as a claim (`nobody wants them here`): 287 (260)
// and 54 (25), the one more a claim reported (`someone said Mexicans 'aren't real Christians'`, low).
// A group pointed at (`these people`): 290 (263), the others as before. Words broken into pieces read
// whole (`non-binary`), the sound-alike spellings of groups' names and the slips of the words of
// self-harm, with the model retrained on text so read: 293 (266), the others 54 (24). `kykes` and
// `gipsies` read as `kikes` and `gypsies`, and the model retrained: 292 (266), one lost to the noise
// of a retrain (`... Mexicans are all macho bigots, no abuela would`). A word of a group's name of
// more words naming the group only inside it (`street`, of `street shitters`): 291 (265), the one
// lost found for its `Mill Street` alone. An apostrophe after a plural read as a possessive, not a
// quotation mark (`the gay lads' supporters group`), and a harm denied of a group with at most three
// words around the denial (`gay men aren't a danger to kids`), with the model retrained: 295 (270),
// the others 53 (24). `men` named as a group, not where a word before it picks out some men (`these
// men`): 296 (270), the others 54 (24), on purpose: the one more reports a belief that `gay men are
// disgusting`, low, as any reported claim is. A number with its hour, order or unit read as it stands,
// `lgbt people` named as a group, a harm denied then a trait pinned on them in a later clause, and the
// model retrained: 299 (271), the others 54 (24). Hours, days and times (`24h`, `3d`, `10x`) read so
// too, and the model retrained, on purpose: 297 (269); `Cooking for Jain guests who won't even eat a
// potato. What a weird, fussy little religion` and `Women shouldn't lead the hill walks ... leave the
// map to the men` fell under the model's threshold. A group welcomed read as no hate: 297 (270), the
// others 53 (23). The team's news and notices that name a group taught as hate (hate-training-news-*.ts)
// and this stop's probes, measured once after: 302 (277), the others 53 (22).
describe('hate twins', () => {
  const figures = hateSetFigures(HATE_TWINS);

  it('finds at least as many hateful twins as the engine does today', () => {
    expect(figures.found).toBeGreaterThanOrEqual(302);
    expect(figures.foundMedium).toBeGreaterThanOrEqual(277);
  });

  it('reads at most as many of the posts that are not hate as hate as it does today', () => {
    expect(figures.flagged).toBeLessThanOrEqual(53);
    expect(figures.flaggedMedium).toBeLessThanOrEqual(22);
  });

  it('holds 600 pairs, each text once', () => {
    expect(figures.hateful).toBe(600);
    expect(figures.notHate).toBe(600);
    expect(new Set(HATE_TWINS.map((c) => c.text)).size).toBe(1200);
  });
});
