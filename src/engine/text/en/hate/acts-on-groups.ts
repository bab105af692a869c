// A group named as the object of what is done to it or felt about it (`hatred of muslims`, `hating
// gay people`, `violence against women`): the sentence then speaks of that act, not of the group.
import WORDS from './composed.json' with { type: 'json' };

/** Words that join a group to what is done to it or felt about it (`fear of`, `violence against`, `did to`). */
const OBJECT_OF = new Set(WORDS.objectOf);
/** What a group is the object of, the subject instead of the group: `hatred of muslims`, `what isis did to islam`. */
const TAKERS_OF_A_GROUP = new Set(WORDS.takersOfAGroup);
/** What is done to a group, said as the subject of a sentence: `hating gay people is a sickness`. */
const ACTS_ON_A_GROUP = new Set(WORDS.actsOnAGroup);
/** What a condemnation calls such an act: `a sickness`, `wrong`, `a disgrace`. */
const CONDEMNED_AS = new Set(WORDS.condemnedAs);
const COPULA = new Set(WORDS.copula);
/** What may stand between the copula and the condemnation: `is a sickness`, `is just plain wrong`. */
const BEFORE_CONDEMNATION = new Set(['a', 'an', 'just', 'so', 'plain', 'simply', 'truly', 'pure', 'real', 'absolutely', 'still', 'always']);

/** Where the act on the group at `i` of `words` starts (`hatred` of `hatred of muslims`, `hating` of `hating gay people`), or -1 when the group is no such object. */
export function actOnGroupAt(words: readonly string[], i: number): number {
  if (OBJECT_OF.has(words[i - 1] ?? '') && TAKERS_OF_A_GROUP.has(words[i - 2] ?? '')) return i - 2;
  return ACTS_ON_A_GROUP.has(words[i - 1] ?? '') ? i - 1 : -1;
}

/**
 * Where the condemnation of an act on a group ends, when the group's name ending at `end` of `words`
 * is followed by one (`hatred of muslims is a sickness`, `violence against women is a disgrace`), or -1.
 */
export function condemnationAfter(words: readonly string[], end: number): number {
  if (!COPULA.has(words[end] ?? '')) return -1;
  let k = end + 1;
  while (k < words.length && k < end + 4 && BEFORE_CONDEMNATION.has(words[k]!)) k++;
  return CONDEMNED_AS.has(words[k] ?? '') ? k + 1 : -1;
}

/** Words that open where a condemnation holds: `in our society`, `across the country`. */
const WHERE: ReadonlySet<string> = new Set(WORDS.whereItHolds);
/** The most words that may say where. */
const WHERE_WORDS = 3;

/**
 * Whether the condemnation ending at `end` of `words` stands as said: nothing follows it, or a few
 * words saying where (`... is a sickness in our society`). More may take it back (`... is a sickness
 * i'm proud to have`, `..., and so is being gay`).
 */
export function condemnationStands(words: readonly string[], end: number): boolean {
  return end >= words.length || (words.length - end <= WHERE_WORDS && WHERE.has(words[end]!));
}

