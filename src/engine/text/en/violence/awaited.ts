// Harm told as what awaits someone pointed at, not addressed (`my stepdad is gonna get stabbed if he
// touches my mom again`, `whoever snitched is getting their head caved in`), or called down on them
// (`that cop needs to be shot`, `the coach needs his fingers broken`). The speaker need not say
// who will do it; a person pointed at by role or kinship, and a harm done to a body, make the threat.
// Worry (`i'm scared my brother is getting jumped`), stories, negation, questions and reported speech
// do not.
import type { Detector } from '../../detector.ts';
import { originalSpan } from '../../normalize.ts';
import { PhraseSet, triggerWords } from '../../phrases.ts';
import type { Reading } from '../../reading.ts';
import { MAX_COMPOSED_FINDINGS } from '../../sentences.ts';
import { CONTEXT } from '../context.ts';
import WORDS from './awaited.json' with { type: 'json' };
import { BODY, ownerOf, PERSONAL, POINTER, POSSESSIVE, speakerIntent, THIRD_PARTY, WEAPON } from './composed.ts';

/** What is about to happen to someone: `is getting`, `gonna get`. */
const AWAITING = new PhraseSet(WORDS.awaiting);
/** What someone is said to deserve or need: `should be`, `needs`. */
const CALLED_DOWN = new PhraseSet(WORDS.calledDown);
/** Harm done to a person, as it is undergone: `stabbed`, `jumped`, `a knife in`. */
const HARM = new PhraseSet(WORDS.harm);
/** What is done to a body part: `their head caved in`, `his fingers broken`. */
const BODY_DAMAGE = new PhraseSet(WORDS.bodyDamage);
/** Words of worry or of the news: the harm is feared or reported, not promised. */
const CONCERN = new Set(WORDS.concern);
/** Words of a story: the harm happens to a character (`the kid in the film is getting stabbed`). */
const STORY = new Set(WORDS.story);
/** What follows `hung` when a thing or a call is hung, not a person. */
const HUNG_AS_THING = new Set(['up', 'out', 'on', 'over', 'around', 'with', 'above', 'beside']);
/** What follows `bullet` when it is a line of a list: `deserves a bullet point`. */
const BULLET_AS_THING = new Set(['point', 'points', 'list', 'journal']);
/** Who the harm awaits, pointed at without a name: `whoever snitched`. */
const WHOEVER = new Set(['whoever', 'whomever']);
/** How far before `is getting` its clause may start: `the guy who keeps following my sister home`. */
const SUBJECT_REACH = 10;
/** The person must open the clause, as its subject, or follow one word (`honestly the kid who ...`): deeper in, `your kids` in `rapists that want your kids raped should be killed` is not who the harm awaits. */
const SUBJECT_OPENS = 2;

/**
 * He or she opening the clause, for harm called down (`he should be hanged`, `she needs to be
 * stabbed`): pointed at as `that ref` is. Not for harm awaited (`he is going to be killed if he goes
 * back` warns as often as it threatens).
 */
const PRONOUN_SUBJECTS = new Set(['he', 'she']);
/**
 * The harms that, called down on he or she, are a threat: not a photo (`she should be shot in natural
 * light`), a match (`he should be beaten`, `choked out`), a sentence passed (`executed`), an errand
 * (`run down to the station`), a place (`he should be in the lake house by now`) or a fate (`what's
 * coming to him, a bonus`).
 */
const HARMS_OF_PRONOUN = new Set(WORDS.harmsOfPronoun);
/**
 * What may follow such a harm: the end of its clause or a reason (`he should be hanged for this`).
 * Anything else says how or where, as often in a game, a story, a clinic or a ring as not (`killed
 * first in the raid`, `burned alive in the next chapter`, `stabbed with his epipen`, `murdered in
 * the ring`).
 */
const AFTER_HARM_OF_PRONOUN = new Set([',', '.', '!', '?', ';', 'for', 'because', 'already', 'honestly', 'tbh']);
/** Words of a trial, a verdict or the law: a sentence told or argued, not called for (`the jury agreed, she should be hanged`). */
const TRIAL = new Set(WORDS.trial);

const TRIGGER = triggerWords(AWAITING, CALLED_DOWN);

/**
 * Whether he or she, opening the clause from `from`, is the subject of the verb at `verb`, and the harm
 * from `harm` to `end` is one only a threat means, told of no trial and no game.
 */
function pronounSubject(words: readonly string[], from: number, verb: number, harm: number, end: number): boolean {
  // Just before the verb, as its subject: not `she thinks the bill should be killed`, `he wrote gays should be hanged`.
  if (!PRONOUN_SUBJECTS.has(words[verb - 1]!) || verb - 1 >= from + SUBJECT_OPENS) return false;
  const phrase = words.slice(harm, end).join(' ');
  const next = words[end];
  return HARMS_OF_PRONOUN.has(phrase) && (next === undefined || AFTER_HARM_OF_PRONOUN.has(next)) && !words.some((w) => TRIAL.has(w)) && !CONTEXT.isGameTalk(words);
}

/** The harm after `is getting` at `i`, up to the index one past it. */
function harmAt(words: readonly string[], i: number): number | undefined {
  const harm = HARM.at(words, i);
  // `should be hung`, not `should be hung up on the wall`; `deserves a bullet`, not `a bullet point`.
  if (harm) return (harm.phrase === 'hung' && HUNG_AS_THING.has(words[harm.end] ?? '')) || (harm.phrase.endsWith('bullet') && BULLET_AS_THING.has(words[harm.end] ?? '')) ? undefined : harm.end;
  // `their head caved in`, `his fingers broken one by one`
  if (POSSESSIVE.has(words[i]!) && BODY.has(words[i + 1] ?? '')) return BODY_DAMAGE.at(words, i + 2)?.end;
  return undefined;
}

/** A person pointed at by role or kinship (`that ref`, `my stepdad`, `whoever`) opening the words [from, to). */
function pointedAt(words: readonly string[], from: number, to: number): boolean {
  for (let k = from; k < Math.min(to, from + SUBJECT_OPENS); k++) {
    const w = words[k]!;
    if (WHOEVER.has(w)) return true;
    if (!POINTER.has(w) && !POSSESSIVE.has(w)) continue;
    for (let j = k + 1; j < Math.min(to, k + 4); j++) {
      // `the landlord's son`, `my ex's new bf`: someone's, pointed at through whose they are.
      const w = ownerOf(words[j]!);
      if (THIRD_PARTY.has(w) || PERSONAL.has(w)) return !BODY.has(w);
    }
  }
  return false;
}

function detectAwaitedHarm(reading: Reading): void {
  const { doc, findings } = reading;
  let budget = MAX_COMPOSED_FINDINGS;
  const wordsOf = reading.sentenceWords;
  for (const [s, tokens] of reading.sentences.entries()) {
    if (budget <= 0) break;
    if (!reading.sentenceHolds(s, TRIGGER)) continue;
    const words = wordsOf[s]!;
    if (reading.asks(s) || words.some((w) => CONCERN.has(w) || STORY.has(w))) continue;
    for (let i = 1; i < words.length; i++) {
      const awaiting = AWAITING.at(words, i);
      const called = awaiting ? undefined : CALLED_DOWN.at(words, i);
      const end = harmAt(words, (awaiting ?? called)?.end ?? words.length);
      if (end === undefined) continue;
      let start = i;
      while (start > 0 && words[start - 1] !== ',') start--;
      if (i - start > SUBJECT_REACH || CONTEXT.negatedBefore(words, i + 1, 3)) continue;
      if (!pointedAt(words, start, i) && !(called && pronounSubject(words, start, i, called.end, end))) continue;
      const from = tokens[start]!.from;
      const to = tokens[Math.min(end, tokens.length) - 1]!.to;
      if (CONTEXT.isSecondHand(doc.text, from, to)) continue;
      // A weapon named or the speaker's own part in it (`me and tasha`, `i'll be the one`) makes it high.
      const high = words.some((w) => WEAPON.has(w)) || speakerIntent(words, 0, words.length) || words.some((w, k) => w === 'me' && words[k + 1] === 'and');
      findings.add({ category: 'violence', label: called ? 'incitement' : 'threat', severity: high ? 'high' : 'medium', confidence: high ? 0.85 : 0.75, ...originalSpan(doc, from, to) });
      budget--;
      break;
    }
  }
}

export const awaitedHarm: Detector = {
  name: 'violence/awaited',
  categories: ['violence'],
  words: [WORDS],
  detect: detectAwaitedHarm,
};
