// Self-injury told as done by the speaker: `burned my wrist on the stove on purpose`, `i punch walls
// till my knuckles split`, `i bite my arm till it bleeds`. A hurt done to oneself on purpose, or kept
// up until the body is wounded, is self-harm whatever the means; an accident, negation, a question
// and reported speech are not.
import type { Detector } from '../../detector.ts';
import { originalSpan } from '../../normalize.ts';
import { PhraseSet, triggerWords } from '../../phrases.ts';
import type { Reading } from '../../reading.ts';
import { MAX_COMPOSED_FINDINGS } from '../../sentences.ts';
import { CONTEXT } from '../context.ts';
import WORDS from './injury.json' with { type: 'json' };

/** Verbs of hurting a body, in the forms a speaker tells them in. */
const INJURING = new Set(WORDS.injuring);
const ON_PURPOSE = new PhraseSet(WORDS.onPurpose);
/** What the body shows when the hurt went on: `till it bleeds`, `until my knuckles split`. */
const UNTIL = new Set(WORDS.until);
const WOUNDED = new PhraseSet(WORDS.untilWounded);
/** Words that say it happened by chance. */
const ACCIDENT = new PhraseSet(WORDS.accident);
/** The speaker as who does it. */
const SPEAKER = new Set(['i', "i've", 'ive', 'im', "i'm"]);
/** Parts of the speaker's body a hurt done on purpose lands on: `my palm`, `my wrist`. */
const BODY = new Set(WORDS.body);
/** How far after the verb the body hurt on purpose may come: `put my hand flat on ...`. */
const BODY_REACH = 4;
/** How far after `till` the wound may come: `till my knuckles split`. */
const WOUND_REACH = 4;

const TRIGGER = triggerWords(ON_PURPOSE, UNTIL);

/** Index of the first of `words` [from, to) that is a verb of hurting, or -1. */
function injuringIn(words: readonly string[], from: number, to: number): number {
  for (let k = from; k < to; k++) if (INJURING.has(words[k]!)) return k;
  return -1;
}

/** Whether the speaker's own body follows the verb at `v`: `burned my wrist`, `punched myself`. */
function ownBodyAfter(words: readonly string[], v: number): boolean {
  for (let k = v + 1; k <= v + BODY_REACH && k < words.length; k++) {
    if (words[k] === 'myself' || (words[k] === 'my' && BODY.has(words[k + 1] ?? ''))) return true;
  }
  return false;
}

/** Whether a wound follows `till` at `i`: `till it bleeds`, `until my knuckles split`. */
function woundAfter(words: readonly string[], i: number): boolean {
  for (let k = i + 1; k <= i + WOUND_REACH && k < words.length; k++) if (WOUNDED.at(words, k)) return true;
  return false;
}

function detectSelfInjury(reading: Reading): void {
  const { doc, findings } = reading;
  let budget = MAX_COMPOSED_FINDINGS;
  const wordsOf = reading.sentenceWords;
  for (const [s, tokens] of reading.sentences.entries()) {
    if (budget <= 0) return;
    if (!reading.sentenceHolds(s, TRIGGER)) continue;
    const words = wordsOf[s]!;
    if (reading.asks(s) || words.some((_, k) => ACCIDENT.at(words, k) !== undefined)) continue;
    for (let i = 1; i < words.length; i++) {
      const purpose = ON_PURPOSE.at(words, i);
      if (!purpose && !(UNTIL.has(words[i]!) && woundAfter(words, i))) continue;
      // The hurt comes before, done by the speaker or to their own body, and on purpose it lands on
      // their body: `i burned my wrist ... on purpose`, not `i picked this topic because i
      // intentionally ...`; `my brother punched the wall until his knuckles split` is his.
      const verb = injuringIn(words, 0, i);
      if (verb === -1) continue;
      const own = ownBodyAfter(words, verb);
      if (!(own || words.slice(0, verb).some((w) => SPEAKER.has(w))) || (purpose && !own) || CONTEXT.anyNegation(words.slice(Math.max(0, verb - 3), verb))) continue;
      const to = purpose ? purpose.end : Math.min(words.length, i + WOUND_REACH + 1);
      const from = tokens[0]!.from;
      const end = tokens[Math.min(to, tokens.length) - 1]!.to;
      if (CONTEXT.isSecondHand(doc.text, from, end)) break;
      findings.add({ category: 'self_harm', label: 'self_harm', severity: 'medium', confidence: 0.75, ...originalSpan(doc, from, end) });
      budget--;
      break;
    }
  }
}

// Its words are kept out of the normaliser's vocabulary: they are everyday words, not the disguised
// ones it exists to resolve, and the learned model reads its training texts through the same
// normaliser, where a new word there would change what training rebuilds from the same data.
export const selfInjury: Detector = {
  name: 'self-harm/injury',
  categories: ['self_harm'],
  detect: detectSelfInjury,
};
