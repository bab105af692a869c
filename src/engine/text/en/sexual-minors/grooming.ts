// Grooming composed from parts: a minor marker (an age under 18 said of the reader, school years,
// a parent to hide from) x an approach (photo or camera requests, private chat, meeting, secrecy,
// sexualising remarks). A message with a marker and no approach (a proud parent) is not flagged.
import type { Detector } from '../../detector.ts';
import { originalSpan } from '../../normalize.ts';
import { PhraseSet, triggerWords } from '../../phrases.ts';
import type { Reading } from '../../reading.ts';
import { type Token } from '../../sentences.ts';
import { CONTEXT } from '../context.ts';
import { MINORS_AWAY } from './minors-away.ts';
import WORDS from './grooming.json' with { type: 'json' };
import MINOR_WORDS from './words.json' with { type: 'json' };

/** Messages longer than this are read by the phrase rules only; grooming is a short direct message. */
const MAX_WORDS = 120;
const MINOR_MARK = new PhraseSet([...MINOR_WORDS.minors, ...WORDS.minorMark]);
/** Ages under 18 said of the reader or a third person: `for 13`, `you're 15`, `12yo`, `14-16`. */
const AGE = /^(?:1[0-7]|[5-9])(?:yos?|yrs?|years?)?\??$/;
const AGE_LEAD = new Set(WORDS.ageLead);
/** Words before an age that make it the writer's own child's (`my 12yo`): a parent's post, not an approach to the reader. */
const WRITERS_OWN = new Set(WORDS.writersOwn);
const AGE_TAIL = new Set(WORDS.ageTail);
/** Approaches that are grooming by themselves once a minor is in view: secrecy, meeting, the body, a private camera. */
const STRONG_APPROACH = WORDS.strongApproach;
/** Approaches that are ordinary alone (`send me the report`): they count half. */
const WEAK_APPROACH = WORDS.weakApproach;
const APPROACH = new PhraseSet([...STRONG_APPROACH, ...WEAK_APPROACH]);
const STRONG = new Set(STRONG_APPROACH);
const PROTECT = new PhraseSet(MINOR_WORDS.protective);
/** A finding needs approaches, and each holds one of these words. */
const APPROACH_TRIGGER = triggerWords(APPROACH);

function ageAt(words: readonly string[], i: number): boolean {
  const w = words[i]!;
  // An age starts with a digit: most words are told apart by their first character.
  const first = w.charCodeAt(0);
  if (first < 48 || first > 57 || !AGE.test(w) || WRITERS_OWN.has(words[i - 1] ?? '')) return false;
  if (/[a-z?]$/.test(w)) return true;
  const before = words[i - 1] ?? '';
  const after = words[i + 1] ?? '';
  // `14 16` (a range) or `12 ?` asked back: still an age.
  return AGE_LEAD.has(before) || AGE_TAIL.has(after) || (i === 0 && after === ',') || /^1[0-7]$/.test(after);
}

function detectComposedGrooming(reading: Reading): void {
  const { doc, findings } = reading;
  const all = reading.sentences;
  const length = all.reduce((n, sentence) => n + sentence.length, 0);
  if (length === 0 || length > MAX_WORDS) return;
  // Most texts hold no approach: they are told apart before the sentences are joined.
  if (!reading.holds(APPROACH_TRIGGER)) return;
  const flat: Token[] = all.flat();
  const words = reading.sentenceWords.flat();
  // `teach kids about consent` protects; `I could teach you` is the approach itself.
  if (words.some((w, i) => PROTECT.at(words, i) && !(w.startsWith('teach') && (words[i + 1] === 'you' || words[i + 1] === 'u')))) return;
  let marker = -1;
  let markerEnd = -1;
  let approach = 0;
  for (let i = 0; i < words.length; i++) {
    const found = MINOR_MARK.at(words, i);
    const m = found && !MINORS_AWAY.test(` ${words.slice(found.end, found.end + 3).join(' ')}`) ? found : undefined;
    if (m) {
      if (marker < 0) [marker, markerEnd] = [i, m.end - 1];
    } else if (ageAt(words, i) && marker < 0) [marker, markerEnd] = [i, i];
    const a = APPROACH.at(words, i);
    if (a) approach += STRONG.has(a.phrase) ? 2 : 1;
    if (m ?? a) i = (m ?? a)!.end - 1;
  }
  // Two strong approaches, or three weak ones, make the intent; one alone is ordinary.
  if (marker < 0 || approach < 3) return;
  // `you told me you're in year 7` reports the reader's own age back to them: still the marker.
  const toldByReader = / (?:you|u) (?:told|said|say|says) /.test(` ${words.slice(Math.max(0, marker - 6), marker).join(' ')} `);
  if (!toldByReader && CONTEXT.isSecondHand(doc.text, flat[marker]!.from, flat[markerEnd]!.to)) return;
  findings.add({ category: 'sexual_minors', label: 'grooming', severity: 'high', confidence: 0.8, ...originalSpan(doc, flat[marker]!.from, flat[markerEnd]!.to) });
}

export const grooming: Detector = {
  name: 'sexual-minors/grooming',
  categories: ['sexual_minors'],
  words: [MINOR_WORDS, WORDS],
  detect: detectComposedGrooming,
};
