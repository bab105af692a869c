import { describe, expect, it } from 'vitest';
import { foundAndFlagged, SPELLING_TUNING } from '../../../bench/found-and-flagged.ts';
import { SPELLING_BLIND } from './spelling-blind.ts';

// Harmful posts whose key words are disguised (misspelt, spaced, dotted, masked, leetspeak, look-alike
// letters) beside harmless posts that look like them: floors and ceilings at what the engine reaches.
// Before slips were read as the words they miss (misspellings.ts, tuned on the two tuning sets), the
// engine found 79 of the tuning sets' 200 harmful posts and 47 of the blind set's 100 (hate 20 of 60),
// flagging 4 and 1 of their harmless ones for hate, insults or threats (2 and 1 at medium or higher);
// after, 116 and 63 (hate 33), flagging as many. Most of what it still misses reads plainly once
// normalised (`jews own the devs thats why this game is pay to win`): the model's judgement, not the
// spelling. The team's posts of abuse of a person (harassment-training-*.ts) took them to 119 and 66;
// `coons` read as the animal where the text names raccoons (hate/animal-sense.ts, from the tuning
// sets' look-alikes), the harmless ones flagged to 1 (0) and 0. A negation that says what a group
// fails to do or lacks read as part of the claim (`dont trust the mexicans`), game talk no longer
// excusing hate and the names of peoples counted as naming a group (`brazilians`): 128 and 72 (hate 39),
// flagging as many. A group's name, a slur or a violent verb read through its mask when the mask shows
// its first and last letters and fits no other such word (`j*ws`, `n****rs`, `k*ll`, not `sh**t`),
// chosen on the tuning sets, and the model retrained on text so read: 133 and 73 (hate 40). More roles
// counting as someone aimed at (`the tour guide marco was a rude pigg`): 74. A word broken into pieces
// read whole (`mus-lims`, `r3fu-g33s`), `@` and `$` read as letters among letters spelled out, and the
// model retrained: 79 (hate 45). Each `1` read as `i` or `l`, whichever spells a word (`cr1pp13s`), a
// piece that starts or ends with a symbol for a letter (`l!-ar`), the sound-alike spellings of groups'
// names in en/respellings.json (`jooz`, `wimminz`, chosen on the tuning sets), and the model retrained:
// 142 and 82 (hate 48), flagging as many. `kykes` read as `kikes`, so `k*kes` is read, and someone by
// a given name in small letters (`kevin ur totally incompetnt`, see harassment/names.ts): 144. A
// negation before a group's name that negates the verb it is the object of (`not dating jеws, theyre
// all greedy`), not the name: 147. `not humans` and `isnt their country` read as claims, `autistics`
// and `spastics` as naming a group: 151. `lesbianss` read as `lesbians` and the model retrained: 152. A
// word of a group's name of more words naming the group only inside it (`street`, of `street
// shitters`): 151, the one lost found for its `high street` alone. A word broken in two whose pieces
// are a slip of a word worth disguising read whole (`g1p-$ies`): 152. A number with its hour, order or
// unit read as it stands, with the model retrained, on purpose: 151 (`r.3.f.u.g.3.3.s using the gym for
// free on our taxes, parasites` fell from 0.62 to 0.58 for hate, under the model's threshold).
describe('disguised spellings', () => {
  const tuning = foundAndFlagged(SPELLING_TUNING);
  const blind = foundAndFlagged(SPELLING_BLIND);

  it('finds at least as many disguised harmful posts as the engine does today', () => {
    expect(tuning.found).toBeGreaterThanOrEqual(151);
    expect(blind.found).toBeGreaterThanOrEqual(82);
    expect(blind.byCategory.get('hate')!.found).toBeGreaterThanOrEqual(48);
  });

  it('flags at most as many harmless look-alikes as it does today', () => {
    expect(tuning.flagged).toBeLessThanOrEqual(1);
    expect(tuning.flaggedMedium).toBeLessThanOrEqual(0);
    expect(blind.flagged).toBeLessThanOrEqual(0);
  });

  it('holds 100 harmful posts and 100 harmless ones in each set, each text once', () => {
    for (const [figures, cases] of [[tuning, SPELLING_TUNING], [blind, SPELLING_BLIND]] as const) {
      expect(figures.harmful).toBe(cases.length / 2);
      expect(figures.harmless).toBe(cases.length / 2);
      expect(new Set(cases.map((c) => c.text)).size).toBe(cases.length);
    }
  });
});
