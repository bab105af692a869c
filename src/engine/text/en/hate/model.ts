// Hate as the learned model scores it, reported where the run names a group: a group word, one of
// the rules' groups or group adjectives, or a slur.
import { modelPart } from '../../model/findings.ts';
import COMPOSED from './composed.json' with { type: 'json' };
import MODEL from './model.json' with { type: 'json' };
import HATE_WORDS from './words.json' with { type: 'json' };

const NOT_A_GROUP = new Set(['the', 'people', 'a', 'an', 'of']);

const wordsOf = (phrases: readonly string[]): string[] => phrases.flatMap((phrase) => phrase.split(' ')).filter((word) => !NOT_A_GROUP.has(word));

/** Single words that name a protected group or one of its members, slurs aside. */
const NAMED_GROUPS: ReadonlySet<string> = new Set(wordsOf([...MODEL.groupWords, ...HATE_WORDS.groups, ...COMPOSED.groupAdjectives, ...COMPOSED.oneOfGroup]));

/** Single words that name a protected group or one of its members, slurs included. */
export const GROUP_WORDS: ReadonlySet<string> = new Set([...NAMED_GROUPS, ...wordsOf(HATE_WORDS.slurs)]);

export const hateModel = modelPart('hate/model', {
  category: 'hate',
  label: 'hateful_language',
  ceiling: 'high',
  aims: (words) => words.some((w) => GROUP_WORDS.has(w)),
  // `calling them <slur> is wrong` condemns the word; `<group> are vile` condemns the group.
  target: (word) => NAMED_GROUPS.has(word),
});
