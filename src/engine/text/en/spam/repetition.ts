// Text that repeats itself: a call to follow or subscribe said three times over, or one phrase
// flooding the text. Read in one pass per unit length over the words, so the cost is linear in the
// words read and bounded by both caps below.
import type { Detector } from '../../detector.ts';
import { originalSpan } from '../../normalize.ts';
import { alt, words } from '../../pattern.ts';
import type { Reading } from '../../reading.ts';
import WORDS from './repetition.json' with { type: 'json' };

/** Words read per text: a flood shows itself long before this. */
const MAX_WORDS = 512;
/** The longest unit looked for, in words: a copied sentence, not a copied paragraph. */
const MAX_UNIT = 16;
/** A call said this many times in a row is promotion; twice is emphasis (`follow me, follow me!`). */
const CALL_REPEATS = 3;
/**
 * A flood: a unit said this many times, over this many characters. Chants and choruses repeat a
 * short line a few times (`let it be` four times); only a long run of text is sure.
 */
const FLOOD_REPEATS = 6;
const FLOOD_CHARS = 80;

const CALLS = words(alt(WORDS.calls));
/** Markup, numbers and paths in the original: a dump of table cells or bytes repeats without flooding. */
const CODE = /[\d<>[\]{}/\\=_|]/;
/** Laughter, song syllables, cheers and endearments: repeated at any length, they are chat, not spam. */
const CHATTER = new Set(WORDS.chatter);

// Scratch for one text, filled and read within one call: typed arrays this size cost more to
// allocate per text than the whole scan.
const starts = new Int32Array(MAX_WORDS);
const ends = new Int32Array(MAX_WORDS);
const hashes = new Int32Array(MAX_WORDS);

/** Fills the scratch with the text's words (punctuation tokens only separate them); returns how many. */
function readWords(text: string): number {
  let n = 0;
  for (let at = 0; at < text.length && n < MAX_WORDS; ) {
    let end = text.indexOf(' ', at);
    if (end === -1) end = text.length;
    let hash = 0x811c9dc5;
    let word = false;
    for (let i = at; i < end; i++) {
      const c = text.charCodeAt(i);
      word ||= (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c > 127;
      hash = Math.imul(hash ^ c, 0x01000193);
    }
    if (word) {
      starts[n] = at;
      ends[n] = end;
      hashes[n++] = hash;
    }
    at = end + 1;
  }
  return n;
}

/** Whether words `i` and `j` are the same, by hash and then by code, with nothing copied. */
function sameWord(text: string, i: number, j: number): boolean {
  if (hashes[i] !== hashes[j]) return false;
  const a = starts[i]!;
  const b = starts[j]!;
  const length = ends[i]! - a;
  if (length !== ends[j]! - b) return false;
  for (let k = 0; k < length; k++) if (text.charCodeAt(a + k) !== text.charCodeAt(b + k)) return false;
  return true;
}

/** Whether the `p` words from `s` are a shorter unit said several times (`ha ha` is `ha` twice). */
function isCompound(text: string, s: number, p: number): boolean {
  for (let d = 1; d < p; d++) {
    if (p % d !== 0) continue;
    let k = 0;
    while (k < p - d && sameWord(text, s + k, s + k + d)) k++;
    if (k === p - d) return true;
  }
  return false;
}

/** Whether the unit holds a word no chatter holds: letters, not only those of hex digits, and not laughter or song. */
function holdsFloodWord(text: string, run: Run): boolean {
  for (let k = 0; k < run.unit; k++) {
    const word = text.slice(starts[run.from + k], ends[run.from + k]);
    if (/^[a-z']*[g-z][a-z']*$/.test(word) && !CHATTER.has(word)) return true;
  }
  return false;
}

interface Run {
  /** The first word, the unit's length in words, and the times it is said in a row. */
  readonly from: number;
  readonly unit: number;
  readonly times: number;
}

/** Judges a run: a repeated call is promotion, a flood is repetition, anything shorter is talk. */
function judge(reading: Reading, run: Run, calls: () => readonly RegExpExecArray[]): void {
  const text = reading.doc.text;
  if (isCompound(text, run.from, run.unit)) return;
  const from = starts[run.from]!;
  const to = ends[run.from + run.unit * run.times - 1]!;
  const span = originalSpan(reading.doc, from, to);
  if (calls().some((m) => m.index >= from && m.index + m[0].length <= to)) {
    reading.findings.add({ category: 'spam', label: 'promotion', severity: 'low', confidence: 0.75, ...span });
  } else if (run.times >= FLOOD_REPEATS && to - from >= FLOOD_CHARS && holdsFloodWord(text, run) && !CODE.test(reading.findings.textOf(span.start, span.end))) {
    reading.findings.add({ category: 'spam', label: 'repetition', severity: 'low', confidence: 0.7, ...span });
  }
}

function detectRepetition(reading: Reading): void {
  const text = reading.doc.text;
  const n = readWords(text);
  let found: readonly RegExpExecArray[] | undefined;
  const calls = () => (found ??= reading.scan(CALLS));
  // `run` counts the words in a row that equal the word `unit` on: the unit said `(run + unit) / unit` times.
  const report = (from: number, unit: number, run: number) => {
    const times = Math.floor((run + unit) / unit);
    if (times >= CALL_REPEATS) judge(reading, { from, unit, times }, calls);
  };
  for (let unit = 1; unit <= MAX_UNIT && unit * CALL_REPEATS <= n; unit++) {
    let run = 0;
    for (let i = 0; i + unit < n; i++) {
      if (sameWord(text, i, i + unit)) run++;
      else {
        if (run > 0) report(i - run, unit, run);
        run = 0;
      }
    }
    if (run > 0) report(n - unit - run, unit, run);
  }
}

export const repetition: Detector = {
  name: 'spam/repetition',
  categories: ['spam'],
  // No words for the normaliser: chatter is read as it stands, and the calls' words (`add me`) would
  // change how the learned model's training texts read (`a.d.d` as `add`), so the committed model
  // would no longer be what training rebuilds.
  detect: detectRepetition,
};
