// A menace beside what makes it real, across the sentences of one short message: a weapon the
// speaker has (`the whole school is going to pay` ... `I bought a gun`), fear they mean to cause, or
// a promise (`you won't make it home`).
import type { Detector } from '../../detector.ts';
import { originalSpan } from '../../normalize.ts';
import { PhraseSet, triggerWords } from '../../phrases.ts';
import type { Reading } from '../../reading.ts';
import { type Token } from '../../sentences.ts';
import { CONTEXT } from '../context.ts';
import { INTENT, PERSON, PERSONAL, POSSESSIVE, SPEAKER_WITH_INTENT, speakerIntent, WEAPON } from './composed.ts';
import WORDS from './armed-menace.json' with { type: 'json' };

/**
 * A menace and what it needs beside it: a weapon (payback: `the whole school is going to pay`), fear or a
 * weapon (knowing where: `I have your address`), intent (deprivation), nothing.
 */
const MENACE_KIND = new Map<string, 'payback' | 'knows' | 'deprivation' | 'alone'>([
  ...WORDS.paybackMenaces.map((p) => [p, 'payback'] as const),
  ...WORDS.knowingMenaces.map((p) => [p, 'knows'] as const),
  ...WORDS.deprivationMenaces.map((p) => [p, 'deprivation'] as const),
  ...WORDS.menacesAlone.map((p) => [p, 'alone'] as const),
]);
const MENACE = new PhraseSet([...MENACE_KIND.keys()]);
const FEAR = new PhraseSet(WORDS.fear);
/** A menace holds one of these words. */
const MENACE_TRIGGER = triggerWords(MENACE);
const ARMED = new PhraseSet(WORDS.armed);
/**
 * Beside the menace, what makes it enough holds one of these: a menace that needs nothing, a weapon
 * (armed), fear, or the speaker's intent (deprivation).
 */
const ENOUGH_TRIGGER = triggerWords(
  new PhraseSet([...MENACE_KIND].filter(([, kind]) => kind === 'alone').map(([phrase]) => phrase)),
  WEAPON,
  FEAR,
  INTENT,
  SPEAKER_WITH_INTENT,
);

/** Someone other than the speaker just before `at`: `make sure you never`, `your kids never`. */
function aimedAtOther(words: readonly string[], at: number): boolean {
  for (let k = at - 1; k >= 0 && k >= at - 3; k--) if (PERSON.has(words[k]!) || POSSESSIVE.has(words[k]!) || PERSONAL.has(words[k]!)) return true;
  return false;
}

function detectArmedMenace(reading: Reading): void {
  const { doc, findings } = reading;
  const all = reading.sentences;
  if (all.length > 6) return;
  // Most texts hold no menace: they are told apart before the sentences are joined.
  if (!reading.holds(MENACE_TRIGGER) || !reading.holds(ENOUGH_TRIGGER)) return;
  const flat: Token[] = all.flat();
  const words = reading.sentenceWords.flat();
  if (CONTEXT.isGameTalk(words)) return;
  const menaces = [];
  let armed = false;
  let fear = false;
  for (let i = 0; i < words.length; i++) {
    const m = MENACE.at(words, i);
    if (m && !CONTEXT.negatedBefore(words, i, 2)) menaces.push(m);
    const a = ARMED.at(words, i);
    if (a && words.slice(a.end, a.end + 4).some((w) => WEAPON.has(w))) armed = true;
    if (FEAR.at(words, i) && !CONTEXT.negatedBefore(words, i, 2)) fear = true;
  }
  for (const m of menaces) {
    const kind = MENACE_KIND.get(m.phrase);
    const enough = kind === 'alone' || armed || (kind === 'knows' && fear) || (kind === 'deprivation' && aimedAtOther(words, m.at) && speakerIntent(words, 0, m.at));
    if (!enough || CONTEXT.isSecondHand(doc.text, flat[m.at]!.from, flat[m.end - 1]!.to)) continue;
    findings.add({ category: 'violence', label: 'threat', severity: 'high', confidence: 0.85, ...originalSpan(doc, flat[m.at]!.from, flat[m.end - 1]!.to) });
  }
}

export const armedMenace: Detector = {
  name: 'violence/armed-menace',
  categories: ['violence'],
  words: [WORDS],
  detect: detectArmedMenace,
};
