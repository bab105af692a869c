// The protected groups the hate rules name. A sex is named by words any few people are also called:
// `men are trash` speaks of men; `these men are animals` and `we men` of some men.
import { alt } from '../../pattern.ts';
import type { Hit } from '../../phrases.ts';
import HATE_WORDS from './words.json' with { type: 'json' };

const PEOPLE_OF_A_SEX = new Set(HATE_WORDS.peopleOfASex);
const SOME_OF = new Set(HATE_WORDS.someOf);
/** Words after a sex's name that pick out some of its people: `men who talk during films`. */
const NARROWED_BY = ['who', 'that', 'whom'];
/** Words before `the`, `these` or `those` (ALL_OF_WHOM) that take in all of a sex again: `all the women`, `all of those men`. */
const ALL_OF = ['all', 'all of'];
const ALL_OF_WHOM = ['the', 'these', 'those'];

const NOT_NARROWED = `(?! ${alt(NARROWED_BY)}(?![^ ]))`;
/** What must not follow a sex's name, just matched, for it to name the whole sex: `men who talk during films` are some men. */
export const SEX_NOT_NARROWED = `(?!(?<=(?<![^ ])${alt(HATE_WORDS.peopleOfASex)}) ${alt(NARROWED_BY)}(?![^ ]))`;

/** Whether `word` names a sex or one of its people: `women`, `man`. */
export const namesASex = (word: string): boolean => PEOPLE_OF_A_SEX.has(word) || HATE_WORDS.oneOfASex.includes(word);

/**
 * A pattern of any group's name, for a claim about the group as a whole: a sex's not where a word
 * before it or the words after it pick out some of its people (`these men`, `men who lie`). A call
 * for harm needs no such claim (`kill the women`, `women who do that should be stoned`).
 */
export const wholeGroupPattern = (groups: readonly string[]): string => {
  const sexes = groups.filter((g) => PEOPLE_OF_A_SEX.has(g));
  const others = groups.filter((g) => !PEOPLE_OF_A_SEX.has(g));
  if (sexes.length === 0) return alt(groups);
  const someOf = `(?<!(?<![^ ])${alt(HATE_WORDS.someOf)} )`;
  const allOf = `(?<=(?<![^ ])${alt(ALL_OF)} ${alt(ALL_OF_WHOM)} )`;
  return `(?:${alt(others)}|(?:${someOf}|${allOf})${alt(sexes)}${NOT_NARROWED})`;
};

/**
 * Whether a word before `words[i]` picks out some people of a sex (`these men`, `our women`) rather
 * than the sex (`all of the women`). For the model's reading no clause after the name narrows it
 * (`women who breed for benefits` claims of them all the same); the rules' claims about a whole group
 * are narrowed by one (see wholeGroupPattern).
 */
export const namesSomePeopleOfASex = (words: readonly string[], i: number): boolean => {
  if (!PEOPLE_OF_A_SEX.has(words[i]!) || !SOME_OF.has(words[i - 1] ?? '')) return false;
  const before = words[i - 2] === 'of' ? `${words[i - 3]} of` : words[i - 2];
  return !(ALL_OF_WHOM.includes(words[i - 1]!) && ALL_OF.includes(before ?? ''));
};

/** `hit`, the name of a group at `words[hit.at]`, unless it names some people of a sex. */
export const namingTheGroup = (words: readonly string[], hit: Hit | undefined): Hit | undefined =>
  hit && namesSomePeopleOfASex(words, hit.at) ? undefined : hit;
