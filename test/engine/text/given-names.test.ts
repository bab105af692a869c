// The given names abuse may be aimed at (en/harassment/names.ts): a name of the `human-names` package
// that is no dictionary word and names no place, month or brand first.
import FEMALE_NAMES from 'human-names/data/female-human-names-en.json' with { type: 'json' };
import MALE_NAMES from 'human-names/data/male-human-names-en.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { readDictionary } from '../../../src/engine/text/en/dictionary.ts';
import MODEL from '../../../src/engine/text/en/harassment/model.json' with { type: 'json' };
import { isGivenName } from '../../../src/engine/text/en/harassment/names.ts';

describe('given names', () => {
  it('reads a name that is no word as someone, and not a name that is a word too or a place', () => {
    for (const name of ['sarah', 'kevin', 'tyrese', 'priya', 'mohammed']) expect(isGivenName(name), name).toBe(true);
    for (const word of ['mark', 'will', 'grace', 'christian', 'london', 'june', 'mercedes', 'isis', 'you']) expect(isGivenName(word), word).toBe(false);
  });

  it('lists as no one only names the package gives that the dictionary would not already leave out', () => {
    const names = new Set([...FEMALE_NAMES, ...MALE_NAMES].map((name) => name.toLowerCase()));
    const dictionary = readDictionary();
    const dead = MODEL.namesNotPeople.filter((name) => !names.has(name) || dictionary.has(name));
    expect(dead).toEqual([]);
  });
});
