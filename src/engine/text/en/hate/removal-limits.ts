// When a call to remove people of a group (deport, expel, lock up) is no call against the group: a
// question of what the law allows, or a removal of those of them who commit crimes. Read by both hate
// rules that know removals (phrases.ts, composed.ts), so they judge it one way.
import { PhraseSet } from '../../phrases.ts';
import WORDS from './composed.json' with { type: 'json' };

/** The removal verbs, those a law may order and the rest, shared with the composed rule. */
export const REMOVAL = new PhraseSet([...WORDS.lawfulRemovals, ...WORDS.removal]);
/** Words that make a claim or a removal one of all of the group (`deport all muslims`, `they are genetically less intelligent`). */
export const SWEEPING: ReadonlySet<string> = new Set(WORDS.sweeping);
/** Of the removals, those a law may order: not `gas`, `exterminate`, `sterilise`, nor `kick out` or `get rid of`. */
const LAWFUL_REMOVALS = new Set(WORDS.lawfulRemovals);

/** What opens a question of what is allowed: `can`, `is (it legal)`. */
const LAW_ASKS = new Set(WORDS.lawAsks);
/** Who the law lets remove people (a state, a council, a landlord), or the law itself named (`is it legal to`). */
const OF_THE_LAW = new Set([...WORDS.lawfulRemovers, ...WORDS.lawWords]);
/** Words that urge what a question asks (`can the police finally expel the roma?`): a call put as a question. */
const URGING = new Set(WORDS.urging);
/** What a clause of who may say of a group in a question of law: their standing in it (`who hold eu passports`). */
const LEGAL_STATUS = new Set(WORDS.legalStatus);
/** Words between `who` and the offence: `who have been convicted of ...`, `who repeatedly commit crimes`. */
const BEFORE_OFFENCE = new Set(WORDS.wordsBeforeOffence);
const OFFENCES = new PhraseSet(WORDS.offences);
/** What makes the offence being one of the group (`convicted of being brown`, `who break the law just by existing`). */
const NOT_AN_OFFENCE = new PhraseSet(WORDS.notAnOffence);
/** Words of contempt for the group said with the removal (`deport the filthy refugees who ...`). */
const CONTEMPT = new Set(WORDS.contemptBeforeGroup);
/** Words between a removal and the group it names: `deport all the ...`, `expel those filthy ...`. */
export const BEFORE_GROUP: ReadonlySet<string> = new Set([...WORDS.allOf, ...CONTEMPT]);
/** What says afterwards that the few are all of them (`..., which is all of them`, `they all do`). */
const WHOLE_GROUP_AFTER = new PhraseSet(WORDS.wholeGroupAfter);

/** The end of the clause that runs from `from`: the sentence's words hold `,` for every mark inside it. */
const clauseEnd = (words: readonly string[], from: number): number => {
  const comma = words.indexOf(',', from);
  return comma === -1 ? words.length : comma;
};

/**
 * Whether the words from `end`, just after a group's name, pick out those of it who commit crimes
 * (`deport refugees who commit crimes`, `migrants convicted of rape`), and nothing in the clause makes
 * the crime being who they are (`who break the law just by existing`).
 */
function onlyOffenders(words: readonly string[], end: number): boolean {
  let k = end;
  if (words[k] === 'who' || words[k] === 'that') {
    k++;
    for (let n = 0; n < 3 && BEFORE_OFFENCE.has(words[k] ?? ''); n++) k++;
  }
  const offence = OFFENCES.at(words, k);
  if (offence === undefined) return false;
  for (let j = offence.end, stop = clauseEnd(words, offence.end); j < stop; j++) if (NOT_AN_OFFENCE.at(words, j)) return false;
  return true;
}

/** Whether a clause of who after the group at `end` says only their standing in law (`who hold eu passports`), or there is none. */
function standingOnly(words: readonly string[], end: number): boolean {
  if (words[end] !== 'who' && words[end] !== 'that' && words[end] !== 'whose') return true;
  for (let k = end + 1, stop = clauseEnd(words, end); k < stop; k++) if (LEGAL_STATUS.has(words[k]!)) return true;
  return onlyOffenders(words, end);
}

/**
 * Whether the removal at `i` of a question's words, of the group ending at `end`, is asked of what the
 * law lets a state, a council or a landlord do (`can a member state expel roma citizens who hold eu
 * passports?`, `is it legal to deport refugees who have lived here 20 years?`): not urged (`finally`,
 * `just`), nor asked of all of them (`can the government deport all muslims?`), nor of those who do
 * what the law lets anyone do (`can the government deport muslims who pray in public?`).
 */
function askedOfTheLaw(words: readonly string[], i: number, end: number): boolean {
  if (!LAW_ASKS.has(words[0] ?? '') || !words.slice(1, i).some((w) => OF_THE_LAW.has(w))) return false;
  return !words.some((w) => URGING.has(w)) && !words.slice(i).some((w) => SWEEPING.has(w)) && standingOnly(words, end);
}

/**
 * Whether `removal`, at `i` of a sentence's `words`, of the group ending at `end`, is one a law may
 * order of those it names: asked of the law (`asked`: the sentence is a question), or of offenders
 * only; said without contempt for them; and neither the rest of the sentence nor the one after
 * (`next`) says that is all of them (`deport the blacks who commit crimes. that is all of them.`).
 */
export function lawfulRemoval(words: readonly string[], removal: string, i: number, end: number, asked: boolean, next: readonly string[]): boolean {
  if (!LAWFUL_REMOVALS.has(removal) || words.slice(i, end).some((w) => CONTEMPT.has(w))) return false;
  for (let k = end; k < words.length; k++) if (WHOLE_GROUP_AFTER.at(words, k)) return false;
  for (let k = 0; k < next.length; k++) if (WHOLE_GROUP_AFTER.at(next, k)) return false;
  return onlyOffenders(words, end) || (asked && askedOfTheLaw(words, i, end));
}
