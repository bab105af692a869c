import { describe, expect, it } from 'vitest';
import { HATE_CONTEXT_TUNING, hateSetFigures } from '../../../bench/hate-sets.ts';

// Posts that quote, report, deny or argue against hate, and hateful posts that look like them (twenty
// places, never trained on; they are for tuning the rules of negation, quotation and counter-speech):
// most of what the engine reads as hate among the first is low, as quoted or reported. A run whose
// score lies in a claim it denies in quotation marks (`no, albanians aren't "all gangsters"`) is not
// read as hate (48 of the first read as hate, 13 at medium or higher, before; 44 and 12 after). The
// team's posts of hate written where political arguments happen online (hate-training-s.ts to -z.ts)
// took the hateful look-alikes found from 127 to 138 and the others read as hate to 46 (14), on purpose;
// two sets of sincere and mocking praise of groups, to 140 and 45 (12). Slips read as the words they
// miss (misspellings.ts), and the model retrained on text so read: 142 found. A negation that says
// what a group fails to do or lacks read as part of the claim (`they don't integrate`, `can't trust
// them`) unless it is quoted, game talk no longer excusing hate, a belief told as given up (`I used to
// think`) read as denied, the names of peoples, faiths and conditions counted as naming a group and a
// group's name in quotation marks of its own read as mocked: 172 found, and 51 of the others read as
// hate (12 at medium or higher, as before: the 6 more are low, quotations of what they condemn), on
// purpose. Negated words that make the claim themselves (`isn't natural`) and `nobody` read as a
// claim: 174. Spellings that sound like a group's name read as it (`jooz`, `wimminz`), and the model
// retrained on text so read: 173 (`As someone who grew up next to a Roma camp: yes, they steal, all of
// them` now scores just under the threshold); the words of self-harm read through slips and masks,
// and the model retrained: 50 of the others read as hate (11 at medium or higher). `kykes` read as
// `kikes` and the model retrained: 174 (the Roma camp post found again). A run whose deciding word
// stands in a saying reported as someone's (`a mentor said "these foreign nurses can't speak English
// properly"`, where the word adding most lies outside it) is low: 10 at medium or higher. A question
// why people assume or think it, and a myth about a group, frame what follows as argued against
// (`Why does everyone assume the Nigerian girls on the U18s are 'too aggressive'?`): 48 (8). Sarcasm
// aimed at the bigot is not yet read as such. A negation before a group's name that negates the verb
// it is the object of, not the name (`can we not have another lesbian captain please, they always
// ...`): 175. The model retrained on `lesbianss` read as `lesbians`: 49 of the others read as hate,
// the one more at low (`... shutting down that bloke who said Muslims 'can't be trusted'`, reported).
// A view given up (`used to think`) framed as argued against, and a frame framing its own clause only
// (not one after a `but` or a comma): 176, and 48 of the others. A name in triple parentheses read as
// an antisemitic marker (`(((they))) own every big studio`, low): 177. A possessive apostrophe no
// longer read as a quotation mark, more frames of counter-speech and a word of counter-speech denied
// read as the claim (`that's not a stereotype, it's a fact`), with the model retrained: 177, of which
// 170 at medium or higher (168 before), and 47 of the others. A number with its hour, order or unit
// read as it stands, with the model retrained, on purpose: 176 (169), and 49 of the others (9 at medium
// or higher): at the model's threshold, `the African nurses on nights are lazy` is lost, and `... who
// said Muslims 'can't be trusted'` (low) and `Why do some residents keep referring to the elderly ...
// as 'bed blockers'?` (0.60) are read as hate. Hours, days and times read so too, and the model
// retrained: 177 (170) again. The team's news and notices that name a group taught as hate
// (hate-training-news-*.ts) and this stop's probes, measured once after: 181 (174), and 46 of the
// others (7 at medium or higher).
describe('hate context tuning sets', () => {
  const figures = hateSetFigures(HATE_CONTEXT_TUNING);

  it('finds at least as many of the hateful look-alikes, and reads at most as many of the others as hate, as it does today', () => {
    expect(figures.found).toBeGreaterThanOrEqual(181);
    expect(figures.flagged).toBeLessThanOrEqual(46);
    expect(figures.flaggedMedium).toBeLessThanOrEqual(7);
  });

  it('holds 300 posts of each, each text once', () => {
    expect(figures.hateful).toBe(300);
    expect(figures.notHate).toBe(300);
    expect(new Set(HATE_CONTEXT_TUNING.map((c) => c.text)).size).toBe(600);
  });
});
