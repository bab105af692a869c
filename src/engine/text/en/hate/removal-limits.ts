// When a call to remove people of a group (deport, expel, kick out) is no call against the group: a
// question of what the law allows, or a removal of those of them who commit crimes. Read by both hate
// rules that know removals (phrases.ts, composed.ts), so they judge it one way.
import { PhraseSet } from '../../phrases.ts';
import WORDS from './composed.json' with { type: 'json' };

/** What opens a question of what is allowed: `can`, `is (it legal)`. */
const LAW_ASKS = new Set(WORDS.lawAsks);
/** Who the law lets remove people (a state, a council, a landlord), or the law itself named (`is it legal to`). */
const OF_THE_LAW = new Set([...WORDS.lawfulRemovers, ...WORDS.lawWords]);
/** Words that urge what a question asks (`can the police finally expel the roma?`): a call put as a question. */
const URGING = new Set(WORDS.urging);
/** Words that make a removal one of all of the group (`deport all muslims`). */
const SWEEPING = new Set(WORDS.sweeping);
/** Words between `who` and the offence: `who have been convicted`, `who keep reoffending`. */
const AUXILIARIES = new Set(WORDS.offenderAuxiliaries);
const OFFENCES = new PhraseSet(WORDS.offences);

/** The removal verbs, shared with the composed rule. */
export const REMOVAL = new PhraseSet(WORDS.removal);

/**
 * Whether the removal at `i` of a question's words is asked of what the law lets a state, a council
 * or a landlord do (`can a member state expel roma citizens ...?`, `is it legal to deport refugees
 * who have lived here 20 years?`): not urged (`finally`, `just`) nor asked of all of them (`can the
 * government deport all muslims?`), which is no question of law.
 */
export function askedOfTheLaw(words: readonly string[], i: number): boolean {
  if (!LAW_ASKS.has(words[0] ?? '') || !words.slice(1, i).some((w) => OF_THE_LAW.has(w))) return false;
  return !words.some((w) => URGING.has(w)) && !words.slice(i).some((w) => SWEEPING.has(w));
}

/**
 * Whether the words from `end`, just after a group's name, pick out those of it who commit crimes
 * (`deport refugees who commit crimes`, `migrants convicted of rape`): a policy on offenders, not a
 * call against the group.
 */
export function onlyOffenders(words: readonly string[], end: number): boolean {
  let k = end;
  if (words[k] === 'who' || words[k] === 'that') {
    k++;
    for (let n = 0; n < 3 && AUXILIARIES.has(words[k] ?? ''); n++) k++;
  }
  return OFFENCES.at(words, k) !== undefined;
}
