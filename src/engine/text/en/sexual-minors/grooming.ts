// Grooming composed from parts: a minor marker (an age under 18 said of the reader, school years,
// a parent to hide from) x approaches (photo or camera requests, private chat, meeting, secrecy,
// sexualising remarks), or the moves of grooming by kind (secrecy, a channel that hides, isolation,
// oversight evaded, the body, gifts, waiting in a car, normalising, maturity, probing, ...), read in
// chat spellings.
// A message with a marker and no approach (a proud parent) is not flagged.
import type { Detector } from '../../detector.ts';
import { originalSpan } from '../../normalize.ts';
import { PhraseSet, triggerWords } from '../../phrases.ts';
import type { Reading } from '../../reading.ts';
import { type Token } from '../../sentences.ts';
import { CONTEXT } from '../context.ts';
import { signedByFamily } from './family-signature.ts';
import { MINORS_AWAY } from './minors-away.ts';
import MOVE_WORDS from './grooming-moves.json' with { type: 'json' };
import WORDS from './grooming.json' with { type: 'json' };
import MINOR_WORDS from './words.json' with { type: 'json' };

/** Messages longer than this are read by the phrase rules only; grooming is a short direct message. */
const MAX_WORDS = 120;
/** What puts a child in view: words for children, school years, a parent to hide from, `your age`. */
const MINOR_MARK = new PhraseSet([...MINOR_WORDS.minors, ...WORDS.minorMark, ...WORDS.markers]);
/** Ages under 18 said of the reader or a third person: `for 13`, `you're 15`, `12yo`, `14-16`. */
const AGE = /^(?:1[0-7]|[5-9])(?:yos?|yrs?|years?)?\??$/;
const AGE_LEAD = new Set(WORDS.ageLead);
/** Words before an age that make it the writer's own child's (`my 12yo`): a parent's post, not an approach to the reader. */
const WRITERS_OWN = new Set(WORDS.writersOwn);
const AGE_TAIL = new Set(WORDS.ageTail);
const NOT_AGE_UNITS: ReadonlySet<string> = new Set(WORDS.notAgeUnits);
/** Approaches that are grooming by themselves once a minor is in view: secrecy, meeting, the body, a private camera. */
const STRONG_APPROACH = WORDS.strongApproach;
/** Approaches that are ordinary alone (`send me the report`): they count half. */
const WEAK_APPROACH = WORDS.weakApproach;
const APPROACH = new PhraseSet([...STRONG_APPROACH, ...WEAK_APPROACH]);
const STRONG = new Set(STRONG_APPROACH);
const PROTECT = new PhraseSet(MINOR_WORDS.protective);
/** How people write the words of the lists in chat (`ur`, `dont`, `im`): read as the lists spell them. */
const SPELLINGS: ReadonlyMap<string, string> = new Map(Object.entries(MOVE_WORDS.spellings));
/** The moves of grooming, of every kind (secrecy, a channel that hides, isolation, ...), and the kind of each. */
const KINDS = Object.keys(MOVE_WORDS.kinds);
const MOVES = new PhraseSet(Object.values(MOVE_WORDS.kinds).flat());
const KIND_OF: ReadonlyMap<string, number> = new Map(Object.values(MOVE_WORDS.kinds).flatMap((phrases, kind) => phrases.map((phrase) => [phrase, kind] as const)));
const bitsOf = (kinds: readonly string[]): number => kinds.reduce((bits, kind) => bits | (1 << KINDS.indexOf(kind)), 0);
/**
 * The kinds one move of which is grooming where a child is in view (`doesnt matter that ur 12`, a
 * secret kept from the parents, a child cut off from friends); not a picture, a meeting, a bedtime, a
 * gift, a channel or a secret from anyone, which children ask each other for (`wats ur snap? we're in
 * the same maths class`, `dont tell anyone but i got the new skin`).
 */
const ENOUGH_WITH_A_CHILD = bitsOf(MOVE_WORDS.enoughWithAChild);
/**
 * The kinds that are a move only after a question that probes (`have you ever kissed anyone? I could
 * teach you`): an offer to teach that does not say what is as often a tutor's, or a trader's who moves
 * the talk to telegram.
 */
const AFTER_A_PROBE = bitsOf(MOVE_WORDS.afterAProbe);
const PROBING = bitsOf(['probing']);
/** The kinds of secret, which a secret kept for someone else's sake is not. */
const SECRETS = bitsOf(['secrecy', 'hush']);
/** The kinds that hide or reach for what a child would not say to another: one of them makes two kinds grooming with no child in view. */
const COVERT = bitsOf(MOVE_WORDS.covert);
/**
 * How many kinds of move make grooming where no child is in view: one is what people say to each
 * other (`send me a pic of ur outfit`, `move this to whatsapp?`); a secret with a picture asked for,
 * or a meeting with a gift, is not.
 */
const KINDS_ALONE = 2;
/**
 * Every finding needs a child in view (a marker or an age) or a move of a covert kind, and each holds
 * one of these words, in any of its spellings (`ur`, `mom`): most texts hold none.
 */
const COVERT_MOVES = new PhraseSet(Object.entries(MOVE_WORDS.kinds).flatMap(([kind, phrases]) => (MOVE_WORDS.covert.includes(kind) ? phrases : [])));
const AGE_WORDS = ['5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17'].flatMap((age) =>
  ['', 'yo', 'yos', 'yr', 'yrs', 'year', 'years'].flatMap((unit) => [`${age}${unit}`, `${age}${unit}?`]),
);
const keyWords = [MINOR_MARK, COVERT_MOVES].flatMap((set) => [...set.keyWords()]);
const GROOMING_TRIGGER = triggerWords(
  new Set([...keyWords, ...AGE_WORDS, ...[...SPELLINGS].filter(([, word]) => keyWords.includes(word)).map(([spelled]) => spelled)]),
);

/** For each word some phrase of PROTECT, MOVES, MINOR_MARK or APPROACH opens, which of them (bits 1, 2, 4, 8): most words open none. */
const OPENS: ReadonlyMap<string, number> = (() => {
  const opens = new Map<string, number>();
  [PROTECT, MOVES, MINOR_MARK, APPROACH].forEach((set, k) => {
    for (const word of set.firstWords()) opens.set(word, (opens.get(word) ?? 0) | (1 << k));
  });
  return opens;
})();

/** How many kinds the set bits of `kinds` count. */
function countKinds(kinds: number): number {
  let n = 0;
  for (let bits = kinds; bits !== 0; bits &= bits - 1) n++;
  return n;
}

/**
 * Where adults meet adults (`at the bar`, `on hinge`) or who courts an adult (a romance scam's `army
 * officer stationed overseas`): moves there are theirs, unless a child is named.
 */
export const ADULT_SETTINGS = new PhraseSet(MOVE_WORDS.adultSettings);
/** Secrets kept for someone else's sake (`don't tell your mum about the surprise party`): then a secret is no move. */
const KEPT_FOR_OTHERS = new PhraseSet(MOVE_WORDS.secretsKeptForOthers);

/** Someone else's age after a move (`so mature for her age`): a child described, not the reader approached. */
const OTHERS: ReadonlySet<string> = new Set(['her', 'his', 'their']);
const ofAnothersAge = (words: readonly string[], end: number): boolean => {
  const at = words[end] === 'for' ? end + 1 : end;
  return OTHERS.has(words[at] ?? '') && words[at + 1] === 'age';
};

function ageAt(words: readonly string[], i: number): boolean {
  const w = words[i]!;
  // An age starts with a digit: most words are told apart by their first character.
  const first = w.charCodeAt(0);
  if (first < 48 || first > 57 || !AGE.test(w) || WRITERS_OWN.has(words[i - 1] ?? '')) return false;
  if (/[a-z?]$/.test(w)) return true;
  const before = words[i - 1] ?? '';
  const after = words[i + 1] ?? '';
  // `almost 10 minutes late`, `your 10 am slot`: a count or a time, not an age.
  if (NOT_AGE_UNITS.has(after)) return false;
  // `14 16` (a range) or `12 ?` asked back: still an age.
  return AGE_LEAD.has(before) || AGE_TAIL.has(after) || (i === 0 && after === ',') || /^1[0-7]$/.test(after);
}

/** Whether `words` put a child in view, in chat spellings too (`ur age`): a word for children, school years, a parent to hide from, an age. */
export function childInView(words: readonly string[]): boolean {
  const spelled = words.map((word) => SPELLINGS.get(word) ?? word);
  return spelled.some((_, i) => MINOR_MARK.at(spelled, i) !== undefined || ageAt(spelled, i));
}

/** Whether one of `moves` (as [at, end, kind]) holds the words [from, to). */
function holdsMove(moves: readonly number[], from: number, to: number): boolean {
  for (let k = 0; k < moves.length; k += 3) if (moves[k]! <= from && to <= moves[k + 1]!) return true;
  return false;
}

function detectComposedGrooming(reading: Reading): void {
  const { doc, findings } = reading;
  const all = reading.sentences;
  const length = all.reduce((n, sentence) => n + sentence.length, 0);
  if (length === 0 || length > MAX_WORDS) return;
  // Most texts hold no child and no covert move: they are told apart before the sentences are joined.
  if (!reading.holds(GROOMING_TRIGGER) || signedByFamily(reading)) return;
  const words = reading.sentenceWords.flat().map((word) => SPELLINGS.get(word) ?? word);
  // What puts a child in view, as [from, to) word ranges; the moves as [at, end, kind]; each set's
  // reading moves on past its own match only.
  const marks: number[] = [];
  const moves: number[] = [];
  let approach = 0;
  for (let i = 0, nextMark = 0, nextApproach = 0, nextMove = 0; i < words.length; i++) {
    const opens = OPENS.get(words[i]!) ?? 0;
    // `teach kids about consent` protects; `I could teach you` is the approach itself.
    if ((opens & 1) !== 0 && PROTECT.at(words, i) && !(words[i]!.startsWith('teach') && words[i + 1] === 'you')) return;
    if ((opens & 2) !== 0 && i >= nextMove) {
      const move = MOVES.at(words, i);
      if (move !== undefined && !ofAnothersAge(words, move.end)) {
        const kind = KIND_OF.get(move.phrase)!;
        moves.push(i, move.end, kind);
        // An offer to teach that does not say what leaves its words to a move that does (`i could teach you how to kiss`).
        if (((1 << kind) & AFTER_A_PROBE) === 0) nextMove = move.end;
      }
    }
    if (i >= nextMark) {
      const found = (opens & 4) !== 0 ? MINOR_MARK.at(words, i) : undefined;
      if (found && !MINORS_AWAY.test(` ${words.slice(found.end, found.end + 3).join(' ')}`)) {
        marks.push(i, found.end);
        nextMark = found.end;
      } else if (ageAt(words, i)) marks.push(i, i + 1);
    }
    if ((opens & 8) !== 0 && i >= nextApproach) {
      const a = APPROACH.at(words, i);
      if (a) {
        approach += STRONG.has(a.phrase) ? 2 : 1;
        nextApproach = a.end;
      }
    }
  }
  // A secret kept for someone else's sake is no move: `don't tell your mum about the surprise party`.
  let keptForOthers: boolean | undefined;
  let kinds = 0;
  let enough = false;
  let firstMove = -1;
  let probed = false;
  for (let k = 0; k < moves.length; k += 3) {
    const [at, end, kind] = [moves[k]!, moves[k + 1]!, moves[k + 2]!];
    const bit = 1 << kind;
    if ((bit & SECRETS) !== 0 && (keptForOthers ??= words.some((_, i) => KEPT_FOR_OTHERS.at(words, i) !== undefined))) continue;
    if ((bit & AFTER_A_PROBE) !== 0 && !probed) continue;
    probed ||= (bit & PROBING) !== 0;
    kinds |= bit;
    if (firstMove === -1) firstMove = at;
    // The child is in view beside the move, not only in its words (`if your mum asks`, `kids your age`).
    if ((bit & ENOUGH_WITH_A_CHILD) !== 0) for (let m = 0; m < marks.length && !enough; m += 2) enough = marks[m + 1]! <= at || marks[m]! >= end;
  }
  const several = countKinds(kinds) >= KINDS_ALONE;
  // Two strong approaches or three weak ones beside a child make the intent, and so do two kinds of
  // move, or one that cuts a child off; with no child in view, two kinds of which one hides or
  // reaches for what a child would not say (a channel that hides, oversight evaded, the body, the
  // age waved away) are medium: adults say the rest to each other (`come over, just the two of us`).
  let severity: 'high' | 'medium';
  if (marks.length > 0 && (approach >= 3 || enough || several)) severity = 'high';
  else if (several && (kinds & COVERT) !== 0 && !ADULT_SETTINGS.saidIn(words)) severity = 'medium';
  else return;
  const [from, to] = severity === 'high' ? [marks[0]!, marks[1]! - 1] : [firstMove, firstMove];
  const flat: Token[] = all.flat();
  // `you told me you're in year 7` reports the reader's own age back to them: still the marker.
  const toldByReader = / (?:you|u) (?:told|said|say|says) /.test(` ${words.slice(Math.max(0, from - 6), from).join(' ')} `);
  const secondHand = (a: number, b: number): boolean => CONTEXT.isSecondHand(doc.text, flat[a]!.from, flat[b]!.to);
  // A child named inside a move (`if your mum asks say it's from a friend`) is named to the reader by
  // the move, whatever the words around the name: the message reports only if its first move does too.
  if (!toldByReader && secondHand(from, to) && !(severity === 'high' && firstMove >= 0 && holdsMove(moves, from, to + 1) && !secondHand(firstMove, firstMove))) return;
  findings.add({ category: 'sexual_minors', label: 'grooming', severity, confidence: severity === 'high' ? 0.8 : 0.7, ...originalSpan(doc, flat[from]!.from, flat[to]!.to) });
}

export const grooming: Detector = {
  name: 'sexual-minors/grooming',
  categories: ['sexual_minors'],
  words: [MINOR_WORDS, WORDS, MOVE_WORDS.kinds],
  detect: detectComposedGrooming,
};
