import { describe, expect, it } from 'vitest';
import { groupThreatFigures } from '../../../bench/group-threats.ts';
import { GROUP_THREATS } from './group-threats-blind.ts';

// Threats against groups written blind in ten places: floors and ceilings at what the engine
// reaches, which is little. Written to train the model (for violence, as the team's other posts of
// threats), it found 2 more of its own validation fifth's 27 threats and 2 fewer of the 437 threats
// of that portion in all, so it measures instead. Rules for harm called down on a whole group of
// people by kind or role (`all cyclists should be run over`, `string up every politician`), chosen
// on the team's own probes and tuning sets, took it from 28 to 30 (violence 15 to 17). Those rules
// widened (a group with words of its own before its fate, `protesters blocking the highway deserve
// to be run over`; fates without `be`, `will hang`, `need to die`; the group by a pronoun and all of
// it; harm wished on a whole group), chosen on the team's two tuning sets of threats against groups
// (group-threats-tuning*.ts), and the model trained on those sets' 600 posts as threats took it to
// 42 (violence 31), and its harmless posts flagged from 2 to 3, on purpose. Two more tuning sets
// (600 posts, twenty more places: imperatives, wishes, coded threats), taught the same way, and rules
// for a group's end awaited, a fire set on people inside and `kill all` took it to 49 (violence 39);
// two more such sets (group-threats-tuning-5.ts, -6.ts) and an eleventh round of threats, to 56 (46).
// The team's posts of hate (hate-training-*.ts), taught as hate, took it to 61 (as hate 14 to 25) and
// its harmless posts flagged from 3 to 4, on purpose; eight more sets of them (hate-training-s.ts to
// -z.ts), to 62 (as hate 27), its harmless posts flagged back to 3. A twelfth round of threats
// (threats-and-self-harm-training-12-*.ts) left it at 62 (as violence 46 to 45) and its harmless posts
// flagged at 4, on purpose. Words hateful posts name a group by (`invaders`) took it to 63 (as hate 29).
// Game talk no longer excusing hate, the names of peoples, faiths and conditions counted as naming a
// group (`travellers`, `evangelicals`) and negations read as claims (see context.ts), measured once
// after: 68 (as hate 35). A negation of a word other than the harm itself no longer denying a threat
// (`nobody in there walks out`): 70 (as violence 47); talk of a game no longer excusing a threat
// (`round them up`, `after the match`): 72 (as violence 50). The model retrained on the slips and
// masks of the words of self-harm read as them (`sucide`, `s*icide`, `killin`): 71 (as violence 49;
// `Their windows won't last the week and neither will they` now scores just under the threshold).
// A word of a group's name of more words naming the group only inside it (`street`, of `street
// shitters`): as hate 33, the two lost threats against protesters and antifa whose `street` was
// read as a group; both are still found as violence. The only good one of a people by role called a
// dead one, and people or where they gather called legitimate targets, chosen on the tuning sets and
// the team's probes, measured once after: 72 (as violence 50). The word reporting a call for harm
// taken in by the group's name read as reporting it (`your post saying homosexuals must be put to
// death`), and harm called down on someone by a pronoun (`he should be hanged`), measured once after:
// 73 (as violence 51). Harm the writer longs to see done to a group, a clause of who wants something
// telling which of the group, people called legitimate targets (not in a game or under the laws of
// war), bodies filling ditches, dragging behind a truck and arson of a hotel, chosen on the team's
// validation posts and a review's sentences, with the model retrained, measured once after: 74 (as
// violence 52). The team's harmless posts in the settings its threats cluster in (threat-settings-*.ts:
// journalists, politicians, a mosque, an umpire, a nice car, an address), taught as no threat, took it
// to 72 (as violence 50) and its harmless posts flagged from 4 to 3, on purpose: the same model flags
// 4 fewer harmless posts of the blind set of those settings, 2 fewer of the everyday blind set and 2
// fewer of the disguised spellings written blind, and finds one more of their threats. The team's news
// and notices that name a group taught as hate (hate-training-news-*.ts), measured once after: 75 (as
// violence 50, as hate 36), 2 harmless posts flagged.
describe('threats against groups, written blind', () => {
  const figures = groupThreatFigures();

  it('finds at least as many of its threats as the engine does today', () => {
    expect(figures.found).toBeGreaterThanOrEqual(75);
    expect(figures.violence).toBeGreaterThanOrEqual(50);
    expect(figures.hate).toBeGreaterThanOrEqual(36);
  });

  it('flags at most two of its harmless posts', () => {
    expect(figures.flagged).toBeLessThanOrEqual(2);
  });

  it('holds 130 threats and 130 harmless posts, all different', () => {
    expect(figures.threats).toBe(130);
    expect(figures.harmless).toBe(130);
    expect(new Set(GROUP_THREATS.map((c) => c.text)).size).toBe(260);
  });
});
