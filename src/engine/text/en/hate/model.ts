// Hate as the learned model scores it, reported where the run names a group: a group word, one of
// the rules' groups or group adjectives, or a slur.
import { modelPart } from '../../model/findings.ts';
import COMPOSED from './composed.json' with { type: 'json' };
import MODEL from './model.json' with { type: 'json' };
import HATE_WORDS from './words.json' with { type: 'json' };

const NOT_A_GROUP = new Set(['the', 'people', 'a', 'an', 'of']);

/** Single words that name a protected group or one of its members. */
export const GROUP_WORDS: ReadonlySet<string> = new Set(
  [...MODEL.groupWords, ...HATE_WORDS.groups, ...HATE_WORDS.slurs, ...COMPOSED.groupAdjectives, ...COMPOSED.oneOfGroup]
    .flatMap((phrase) => phrase.split(' '))
    .filter((word) => !NOT_A_GROUP.has(word)),
);

export const hateModel = modelPart('hate/model', {
  category: 'hate',
  label: 'hateful_language',
  ceiling: 'high',
  aims: (words) => words.some((w) => GROUP_WORDS.has(w)),
});
