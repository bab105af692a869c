// Given names, from the `human-names` package (3,475 popular English first names): someone named in
// a run of abuse (`sarah ur posts are cringe`, `tyrese ur opinion is worthless`) is its aim as much as
// someone called `you`, written with a capital or not, at the start of a sentence or inside one.
import FEMALE_NAMES from 'human-names/data/female-human-names-en.json' with { type: 'json' };
import MALE_NAMES from 'human-names/data/male-human-names-en.json' with { type: 'json' };
import { dictionaryWordsAmong } from '../dictionary.ts';
import MODEL from './model.json' with { type: 'json' };

/**
 * The names read as someone's: not those that are words too (`mark`, `will`, `grace`, `christian`:
 * a capital inside a sentence tells those, see model.ts), nor those that name a place, a month or a
 * brand before a person (`london`, `chelsea`, `june`, `alexa`, `mercedes`) or a group (`isis`).
 * Worked out on first use, from one pass over the dictionary (about 25 ms).
 */
function givenNames(): ReadonlySet<string> {
  const names = new Set([...FEMALE_NAMES, ...MALE_NAMES].map((name) => name.toLowerCase()));
  const words = dictionaryWordsAmong(names);
  const notPeople = new Set(MODEL.namesNotPeople);
  return new Set([...names].filter((name) => !words.has(name) && !notPeople.has(name)));
}

let givenNamesRead: ReadonlySet<string> | undefined;

/** Whether normalised `word` is a given name that names no one but a person (see givenNames). */
export const isGivenName = (word: string): boolean => (givenNamesRead ??= givenNames()).has(word);
