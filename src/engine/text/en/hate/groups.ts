// The protected groups the hate rules name. A sex is named by words any few people are also called:
// `men are trash` speaks of men, `these men are animals` of some men.
import { alt } from '../../pattern.ts';
import type { Hit } from '../../phrases.ts';
import HATE_WORDS from './words.json' with { type: 'json' };

const PEOPLE_OF_A_SEX = new Set(HATE_WORDS.peopleOfASex);
const SOME_OF = new Set(HATE_WORDS.someOf);

/** A pattern of any group's name, a sex's only where no word before it picks out some of its people. */
export const groupPattern = (groups: readonly string[]): string => {
  const sexes = groups.filter((g) => PEOPLE_OF_A_SEX.has(g));
  const others = groups.filter((g) => !PEOPLE_OF_A_SEX.has(g));
  return sexes.length === 0 ? alt(others) : `(?:${alt(others)}|(?<!(?<![^ ])${alt(HATE_WORDS.someOf)} )${alt(sexes)}|(?<=(?<![^ ])all the )${alt(sexes)})`;
};

/** Whether `words[i]` names some people of a sex (`these men`, `our women`) rather than the sex (`all the women`). */
export const namesSomePeopleOfASex = (words: readonly string[], i: number): boolean =>
  PEOPLE_OF_A_SEX.has(words[i]!) && SOME_OF.has(words[i - 1] ?? '') && !(words[i - 1] === 'the' && words[i - 2] === 'all');

/** `hit`, the name of a group at `words[hit.at]`, unless it names some people of a sex. */
export const namingTheGroup = (words: readonly string[], hit: Hit | undefined): Hit | undefined =>
  hit && namesSomePeopleOfASex(words, hit.at) ? undefined : hit;
