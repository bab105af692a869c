import { describe, expect, it } from 'vitest';
import { functionalAccuracy } from '../../../bench/functional-suite.ts';
import { FUNCTIONAL_CASES, type FunctionalKind } from './functional-cases.ts';

// Accuracy per kind of the functional suite, which was written blind and never tunes the engine:
// floors at what the engine reaches, so they can only go up. Counter-speech lost one case to the
// retrain on harmless mentions of groups (see model/public-portions.test.ts); retrains that change
// only the order of the training examples move the whole suite between 237 and 241 of 309. The hate
// head's longer, more regularised training (chosen on the validation portion, where it ranks real
// hateful posts better and the team's validation cases too) took the suite from 244 to 241: two
// dehumanising statements and two threats aimed at groups fewer, one negation and one question more.
// The team's posts of hate, mostly implicit (scripts/train/team-cases.ts), took it from 256 to 257:
// dehumanisation 22 to 23, slurs 23 to 24, questions and opinions 16 to 19, threats aimed at a group
// 20 to 21; negated hate 26 to 23 and counter-speech 21 to 20, on purpose (the model now weighs the
// words these quote or deny more), and spelling variations 22 to 21 (a run of two words is read only
// from a probability of 0.8, see hate/model.ts). Eight more sets written where political arguments
// happen online (hate-training-s.ts to -z.ts) took it to 258: dehumanisation 23 to 24. Two sets of
// sincere and mocking praise of groups (hate-training-praise-*.ts) and a twelfth round of threats left
// it at 258: questions and opinions 19 to 20, threats aimed at a group 21 to 20, on purpose. Slips of
// the words the rules know read as those words (`Msulims`, `immigrnts`, `disugsting`; tuned on the
// team's spelling tuning sets, see misspellings.ts) took it to 262: spelling variations 21 to 24,
// threats aimed at a group 20 to 21. A negation that says what a group fails to do or lacks read as
// part of the claim (`why can't immigrants just go back`), game talk no longer excusing hate and the
// names of peoples counted as naming a group (chosen on the team's sets and the validation portion)
// took it to 266: derogation 23 to 24, questions and opinions 20 to 22, counter-speech 20 to 21. A
// negation of a word other than the harm itself no longer denying a threat, to 267: threats aimed at a
// group 21 to 22. Words broken into pieces read whole (`mus-lims`, `non-binary`, see normalize.ts) and
// the model retrained on text so read, to 266: threats aimed at a group 22 to 21, on purpose (`I'm
// driving my truck straight through the crowd` now scores 0.899 for violence, under its 0.9). The
// sound-alike spellings of groups' names read as them (`Joos r greedy ratz`, `Muzlims are
// disgustinggg`), to 268: spelling variations 24 to 26.
const FLOORS: Readonly<Record<FunctionalKind, number>> = {
  derogation: 0.85,
  dehumanisation: 0.88,
  threat_to_group: 0.75,
  slur: 0.85,
  profanity_not_hateful: 1,
  negated_hate: 0.82,
  hateful_question_or_opinion: 0.78,
  neutral_or_positive_mention: 1,
  counter_speech: 0.75,
  abuse_of_object_or_individual: 1,
  spelling_variation: 0.83,
};

describe('the functional hate-speech suite', () => {
  const accuracy = functionalAccuracy();

  it.each(accuracy.map((a) => [a.kind, a] as const))('keeps %s at least at its floor', (kind, a) => {
    expect(a.correct / a.cases).toBeGreaterThanOrEqual(FLOORS[kind]);
  });

  it('holds at least 24 cases of every kind, over several target groups where a group applies', () => {
    for (const kind of Object.keys(FLOORS) as FunctionalKind[]) {
      const cases = FUNCTIONAL_CASES.filter((c) => c.kind === kind);
      expect(cases.length, kind).toBeGreaterThanOrEqual(24);
      const groups = new Set(cases.map((c) => c.group).filter(Boolean));
      if (groups.size > 0) expect(groups.size, kind).toBeGreaterThanOrEqual(6);
    }
  });
});
