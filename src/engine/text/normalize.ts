// Turns raw text into the canonical form every rule matches against: lower-case ASCII-like words
// separated by single spaces, with a map from each character back to original code-point offsets.
import { APOSTROPHES, HOMOGLYPHS, LEET, QUOTES } from './confusables.ts';

/** Words the normaliser may recognise when rejoining `f.u.c.k` or choosing what `1` stands for. */
export interface Vocabulary {
  has(word: string): boolean;
  /** True when some word starts with `prefix`, so rejoining stops as soon as no word can follow. */
  hasPrefix(prefix: string): boolean;
  /** Words a masked token such as `f*ck` may stand for. */
  readonly maskable: readonly string[];
}

export interface NormalizedText {
  readonly original: string;
  /** Words and punctuation tokens (`. , ; : ! ? "`) separated by single spaces. */
  readonly text: string;
  /** For each UTF-16 unit of `text`: code-point offset in `original` of its first source character. */
  readonly start: Int32Array;
  /** For each UTF-16 unit of `text`: code-point offset in `original` just past its last source character. */
  readonly end: Int32Array;
  /** Code-point offset of each UTF-16 offset of `original` (length + 1 entries). */
  readonly codePointOf: Int32Array;
}

interface Piece {
  ch: string;
  start: number;
  end: number;
}

/**
 * Step 1's output: one entry per canonical character (`ch`, one code point), with the code-point
 * span of its source in the original. An ASCII text is its own stream: its lower-case copy, each
 * character its own source; only other texts are copied a character at a time.
 */
interface Stream {
  readonly ch: ArrayLike<string>;
  readonly start: ArrayLike<number>;
  readonly end: ArrayLike<number>;
}

/** 0, 1, 2, ...: the source offsets of an ASCII text's characters, shared by every text (grown as needed). */
let counting = new Int32Array(0);
function countingTo(n: number): Int32Array {
  if (counting.length <= n + 1) counting = Int32Array.from({ length: Math.max(n + 2, counting.length * 2, 1024) }, (_, k) => k);
  return counting;
}

const NOT_ASCII = /[^\x00-\x7f]/;
const CONTROL_SPACE = /[\r\t\v\f]/g;

/**
 * A word is stream entries [from, to), or, once rejoined from letters spelled out, the entries
 * listed in `spelled`; its gap is the stream entries since the previous word, [gapFrom, from).
 */
type Item = { kind: 'word'; from: number; to: number; gapFrom: number; spelled?: number[] } | { kind: 'punct'; value: string };
type Word = Item & { kind: 'word' };

const SEPARATORS = new Set([' ', '.', '-', '_', '*', '/', '+', '~', ',', '|', '=', ':']);
const PUNCTUATION: Readonly<Record<string, string>> = {
  '.': '.', '!': '!', '?': '?', ';': ';', ',': ',', ':': ':', '"': '"', "'": '"', '\n': '.', '(': ',', ')': ',',
};
const LEET_SYMBOLS = new Set(['@', '$', '!', '|', '*']);
/** Longest spelled-out word worth rejoining; bounds the work per run of single letters. */
const MAX_JOIN = 16;

const isCore = (c: string): boolean => {
  const k = c.charCodeAt(0);
  if (k < 128) return (k >= 97 && k <= 122) || (k >= 48 && k <= 57);
  return /[\p{L}\p{N}]/u.test(c);
};
const isLetter = (c: string): boolean => {
  const k = c.charCodeAt(0);
  if (k < 128) return k >= 97 && k <= 122;
  return /\p{L}/u.test(c);
};

/** What each ASCII character becomes: lower case, line ends as `\n`, other control spaces as ` `. */
const ASCII_CANONICAL: readonly string[] = Array.from({ length: 128 }, (_, code) => {
  if (code >= 65 && code <= 90) return String.fromCharCode(code + 32);
  if (code === 10 || code === 13) return '\n';
  if (code === 9 || code === 11 || code === 12) return ' ';
  return String.fromCharCode(code);
});

/** Step 1: one lower-case, decomposed, mark-free, homoglyph-resolved character per stream entry. */
function canonical(original: string): { stream: Stream; codePointOf: Int32Array } {
  if (!NOT_ASCII.test(original)) {
    const count = countingTo(original.length);
    const lower = original.toLowerCase();
    const ch = CONTROL_SPACE.test(lower) ? lower.replace(CONTROL_SPACE, (c) => (c === '\r' ? '\n' : ' ')) : lower;
    CONTROL_SPACE.lastIndex = 0;
    return { stream: { ch, start: count, end: count.subarray(1) }, codePointOf: count.subarray(0, original.length + 1) };
  }
  const codePointOf = new Int32Array(original.length + 1);
  const ch: string[] = [];
  const start: number[] = [];
  const end: number[] = [];
  let cp = 0;
  for (let u = 0; u < original.length; ) {
    const unit = original.charCodeAt(u);
    codePointOf[u] = cp;
    if (unit < 128) {
      // The common case, one table read.
      ch.push(ASCII_CANONICAL[unit]!);
      start.push(cp);
      end.push(cp + 1);
      u++;
      cp++;
      continue;
    }
    const code = original.codePointAt(u)!;
    const width = code > 0xffff ? 2 : 1;
    if (width === 2) codePointOf[u + 1] = cp;
    const at = cp;
    const push = (c: string) => {
      ch.push(c);
      start.push(at);
      end.push(at + 1);
    };
    const raw = String.fromCodePoint(code);
    if (/[\p{M}\p{Cf}]/u.test(raw)) {
      // Zero-width characters, joiners and combining marks hide words without showing.
    } else if (/\s/u.test(raw)) push(raw === '\u2028' || raw === '\u2029' || raw === '\u0085' ? '\n' : ' ');
    else if (QUOTES.has(raw)) push('"');
    else if (APOSTROPHES.has(raw)) push("'");
    else {
      const flat = raw.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
      for (const c of flat) {
        const mapped = HOMOGLYPHS.get(c) ?? c;
        for (const m of mapped) push(m);
      }
    }
    u += width;
    cp++;
  }
  codePointOf[original.length] = cp;
  return { stream: { ch, start, end }, codePointOf };
}

/** What a character is to the word splitter: part of a word's core, a symbol a word may hold, or neither. */
const OTHER = 0;
const CORE = 1;
const WORDISH = 2;
const classOf = (c: string): number => (isCore(c) ? CORE : LEET_SYMBOLS.has(c) || c === "'" ? WORDISH : OTHER);
const ASCII_CLASS = Uint8Array.from({ length: 128 }, (_, code) => classOf(ASCII_CANONICAL[code]!));

/** Step 2: words (runs of letters, digits, inner apostrophes and leet symbols) and punctuation. */
function splitItems({ ch }: Stream): Item[] {
  const items: Item[] = [];
  let lastPunct = '';
  let gapFrom = 0;
  const punct = (k: number) => {
    const value = PUNCTUATION[ch[k]!];
    if (value === undefined || value === lastPunct) return;
    items.push({ kind: 'punct', value });
    lastPunct = value;
  };
  // An ASCII stream is read by character code, without a string per character.
  const ascii = typeof ch === 'string' ? ch : undefined;
  const classAt = (k: number): number => (ascii !== undefined ? ASCII_CLASS[ascii.charCodeAt(k)]! : classOf(ch[k]!));
  const space = (k: number): boolean => ascii !== undefined && ascii.charCodeAt(k) === 32;
  let i = 0;
  const n = ch.length;
  while (i < n) {
    if (classAt(i) === OTHER) {
      if (!space(i)) punct(i);
      i++;
      continue;
    }
    let j = i;
    let hasCore = false;
    for (let c = classAt(j); j < n && c !== OTHER; c = ++j < n ? classAt(j) : OTHER) if (c === CORE) hasCore = true;
    // Trim what reads as punctuation around the word: quotes, `!`, masks and mentions at the edges.
    let a = i;
    let b = j;
    while (a < b && (ch[a] === "'" || ch[a] === '!' || ch[a] === '*' || ch[a] === '|')) a++;
    while (b > a && (ch[b - 1] === "'" || ch[b - 1] === '!' || ch[b - 1] === '|')) b--;
    if (!hasCore || a === b) {
      for (let k = i; k < j; k++) punct(k);
      i = j;
      continue;
    }
    for (let k = i; k < a; k++) punct(k);
    items.push({ kind: 'word', from: a, to: b, gapFrom });
    gapFrom = b;
    lastPunct = '';
    for (let k = b; k < j; k++) punct(k);
    i = j;
  }
  return items;
}

function collapseRuns(pieces: Piece[], keep: number): Piece[] {
  const out: Piece[] = [];
  let k = 0;
  while (k < pieces.length) {
    let m = k + 1;
    while (m < pieces.length && pieces[m]!.ch === pieces[k]!.ch) m++;
    const run = m - k;
    if (run >= 3 && isLetter(pieces[k]!.ch)) {
      for (let r = 0; r < keep; r++) {
        out.push({ ch: pieces[k]!.ch, start: pieces[k + r]!.start, end: r === keep - 1 ? pieces[m - 1]!.end : pieces[k + r]!.end });
      }
    } else for (let r = k; r < m; r++) out.push(pieces[r]!);
    k = m;
  }
  return out;
}

/**
 * A word of an ASCII text that resolving would leave as it is: lower-case letters and inner
 * apostrophes with no run of three (`don't`), or a number (unless a lone digit stands for a letter
 * beside leetspeak, see isLeetLetter). The common case, copied as it stands.
 */
function isVerbatim(ch: string, from: number, to: number): boolean {
  let letters = false;
  let digits = false;
  for (let k = from; k < to; k++) {
    const code = ch.charCodeAt(k);
    if ((code >= 97 && code <= 122) || code === 39) letters = true;
    else if (code >= 48 && code <= 57) digits = true;
    else return false;
    if (k >= from + 2 && code === ch.charCodeAt(k - 1) && code === ch.charCodeAt(k - 2)) return false;
  }
  return !(letters && digits);
}

/** Plain lower-case ASCII letters with no run of three: nothing to resolve. */
function isPlain(ch: ArrayLike<string>, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = ch[k]!;
    const code = c.charCodeAt(0);
    if (code < 97 || code > 122 || c.length !== 1) return false;
    if (k >= from + 2 && c === ch[k - 1] && c === ch[k - 2]) return false;
  }
  return true;
}

const spell = (pieces: Piece[]): string => pieces.map((p) => p.ch).join('');

/** The stream entries of a word, as pieces. */
function piecesOf(stream: Stream, word: Word): Piece[] {
  const piece = (k: number): Piece => ({ ch: stream.ch[k]!, start: stream.start[k]!, end: stream.end[k]! });
  if (word.spelled) return word.spelled.map(piece);
  const out: Piece[] = [];
  for (let k = word.from; k < word.to; k++) out.push(piece(k));
  return out;
}

/** Step 3: leetspeak, masks and elongation resolved inside one word. */
function resolveWord(pieces: Piece[], vocab: Vocabulary): Piece[] {
  const hasLetter = pieces.some((p) => isLetter(p.ch));
  if (!hasLetter) return pieces;
  const mapWith = (one: string) =>
    pieces
      .map((p) => (p.ch === '1' ? { ...p, ch: one } : LEET.has(p.ch) ? { ...p, ch: LEET.get(p.ch)! } : p));
  let mapped = mapWith('i');
  if (pieces.some((p) => p.ch === '1')) {
    const withL = mapWith('l');
    if (!known(spell(mapped), vocab) && known(spell(withL), vocab)) mapped = withL;
  }
  if (mapped.some((p) => p.ch === '*')) {
    const shape = spell(mapped);
    const re = new RegExp(`^${shape.replace(/[^a-z*]/g, '').replace(/\*/g, '[a-z]')}$`);
    const word = shape.length <= 20 ? vocab.maskable.find((w) => w.length === shape.length && re.test(w)) : undefined;
    if (word) mapped = mapped.map((p, idx) => ({ ...p, ch: word[idx]! }));
    else mapped = mapped.filter((p) => p.ch !== '*');
  }
  const one = collapseRuns(mapped, 1);
  if (one.length !== mapped.length && !known(spell(one), vocab)) {
    const two = collapseRuns(mapped, 2);
    if (known(spell(two), vocab)) return two;
  }
  return one;
}

function known(word: string, vocab: Vocabulary): boolean {
  if (vocab.has(word)) return true;
  let deduped = '';
  let changed = false;
  for (let k = 0; k < word.length; k++) {
    if (k > 0 && word[k] === word[k - 1]) changed = true;
    else deduped += word[k];
  }
  return changed && vocab.has(deduped);
}

const PICTOGRAPH = /^[\p{Extended_Pictographic}\p{So}]$/u;

/** What may stand between spelled-out letters: one separator, or one emoji (`k🔪i🔪l🔪l`), spaces around. */
function isLetterGap({ ch }: Stream, from: number, to: number): boolean {
  // Every entry is at least one UTF-16 unit: more than six entries make a gap too long.
  if (to - from > 6) return false;
  const gap = typeof ch === 'string' ? ch.slice(from, to) : (ch as readonly string[]).slice(from, to).join('');
  if (gap.length === 1) return SEPARATORS.has(gap);
  if (gap.length > 6) return false;
  const inner = gap.trim();
  return inner.length === 0 ? false : (inner.length === 1 && SEPARATORS.has(inner)) || PICTOGRAPH.test(inner);
}

/** Step 4: `f.u.c.k`, `f u c k`: runs of single letters that spell a known word become that word. */
function joinSpelledOut(items: Item[], stream: Stream, vocab: Vocabulary): Item[] {
  const out: Item[] = [];
  let i = 0;
  const single = (it: Item | undefined, first: boolean): it is Word =>
    it !== undefined && it.kind === 'word' && it.to - it.from === 1 && it.spelled === undefined && (first || isLetterGap(stream, it.gapFrom, it.from));
  while (i < items.length) {
    const it = items[i]!;
    if (!single(it, true)) {
      out.push(it);
      i++;
      continue;
    }
    // Walk the run of single-letter words (skipping the punctuation their separators made) only
    // while the spelling is still the start of a known word: linear in the text.
    let spelled = '';
    let best = 0;
    let bestIndex = i;
    let k = i;
    let current: Item | undefined = it;
    for (let len = 1; current !== undefined && single(current, len === 1) && len <= MAX_JOIN; len++) {
      const c = stream.ch[current.from]!;
      spelled += LEET.get(c) ?? c;
      if (!vocab.hasPrefix(spelled)) break;
      if (len >= 3 && vocab.has(spelled)) {
        best = len;
        bestIndex = k;
      }
      k++;
      while (k < items.length && items[k]!.kind === 'punct') k++;
      current = items[k];
    }
    if (best > 0) {
      const letters = items.slice(i, bestIndex + 1).flatMap((w) => (w.kind === 'word' ? [w.from] : []));
      out.push({ kind: 'word', from: it.from, to: it.to, gapFrom: it.gapFrom, spelled: letters });
      i = bestIndex + 1;
    } else {
      out.push(it);
      i++;
    }
  }
  return out;
}

function isLeetWord(stream: Stream, it: Item | undefined): boolean {
  if (it?.kind !== 'word') return false;
  let letter = false;
  let leet = false;
  const see = (c: string) => {
    letter ||= isLetter(c);
    leet ||= LEET.has(c);
  };
  if (it.spelled) for (const k of it.spelled) see(stream.ch[k]!);
  else for (let k = it.from; k < it.to; k++) see(stream.ch[k]!);
  return letter && leet;
}

/** A lone `4` or `1` near leetspeak words (two either side) stands for a letter (`h1t by 4 bus`). */
function isLeetLetter(stream: Stream, items: readonly Item[], i: number): boolean {
  const it = items[i]!;
  if (it.kind !== 'word' || it.spelled !== undefined || it.to - it.from !== 1) return false;
  const c = stream.ch[it.from]!;
  if (!LEET.has(c) || isLetter(c)) return false;
  return isLeetWord(stream, items[i - 1]) || isLeetWord(stream, items[i + 1]) || isLeetWord(stream, items[i - 2]) || isLeetWord(stream, items[i + 2]);
}

/** A run of characters with one source span each: a space, a mark, a resolved letter. */
const SAME = 0;
/** A run copied from an ASCII text's lower-case copy: each letter its own source, each space none. */
const COPIED = 1;

/**
 * The offsets of the normalised text, kept as runs until asked for: most texts are clean, and no
 * rule ever asks where their words came from. Each run is five numbers: its kind, its length, the
 * start and end of its source (for COPIED, where the copy starts), and where it starts in the text.
 */
const RUN = 5;
class Normalized implements NormalizedText {
  readonly original: string;
  readonly text: string;
  readonly codePointOf: Int32Array;
  readonly #runs: number[];
  #start: Int32Array | undefined;
  #end: Int32Array | undefined;

  constructor(original: string, text: string, codePointOf: Int32Array, runs: number[]) {
    this.original = original;
    this.text = text;
    this.codePointOf = codePointOf;
    this.#runs = runs;
  }

  get start(): Int32Array {
    if (this.#start === undefined) this.#expand();
    return this.#start!;
  }

  get end(): Int32Array {
    if (this.#end === undefined) this.#expand();
    return this.#end!;
  }

  /** The span in the original of [from, to) of the text, read from the runs without expanding them. */
  span(from: number, to: number): { start: number; end: number } {
    return { start: this.#offset(from, false), end: this.#offset(Math.max(from, to - 1), true) };
  }

  #offset(i: number, end: boolean): number {
    if (i < 0 || i >= this.text.length) return 0;
    const runs = this.#runs;
    // The last run starting at or before `i`.
    let lo = 0;
    let hi = runs.length / RUN - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (runs[mid * RUN + 4]! <= i) lo = mid;
      else hi = mid - 1;
    }
    const r = lo * RUN;
    if (runs[r] === SAME) return runs[r + (end ? 3 : 2)]!;
    const k = i - runs[r + 4]!;
    return end && this.text.charCodeAt(i) !== 32 ? runs[r + 2]! + k + 1 : runs[r + 2]! + k;
  }

  #expand(): void {
    const start = new Int32Array(this.text.length);
    const end = new Int32Array(this.text.length);
    const runs = this.#runs;
    const text = this.text;
    let n = 0;
    for (let r = 0; r < runs.length; r += RUN) {
      const [kind, len, s, e] = [runs[r]!, runs[r + 1]!, runs[r + 2]!, runs[r + 3]!];
      for (let k = 0; k < len; k++) {
        if (kind === SAME) {
          start[n] = s;
          end[n] = e;
        } else {
          // A copied space sits where the word before it ended.
          start[n] = s + k;
          end[n] = text.charCodeAt(n) === 32 ? s + k : s + k + 1;
        }
        n++;
      }
    }
    this.#start = start;
    this.#end = end;
  }
}

export function normalize(original: string, vocab: Vocabulary): NormalizedText {
  const { stream, codePointOf } = canonical(original);
  const items = joinSpelledOut(splitItems(stream), stream, vocab);
  const { ch } = stream;
  // The text is gathered in pieces and joined once; its offsets as runs (see Normalized). Plain
  // words of an ASCII text one space apart are one piece of its lower-case copy.
  const chunks: string[] = [];
  const runs: number[] = [];
  let prevEnd = 0;
  let copyFrom = -1;
  let copyTo = -1;
  /** Length of the text gathered so far, copies included once flushed. */
  let length = 0;
  const run = (kind: number, len: number, s: number, e: number) => {
    const r = runs.length;
    runs[r] = kind;
    runs[r + 1] = len;
    runs[r + 2] = s;
    runs[r + 3] = e;
    runs[r + 4] = length;
    length += len;
  };
  const flush = () => {
    if (copyFrom < 0) return;
    chunks.push((ch as string).slice(copyFrom, copyTo));
    run(COPIED, copyTo - copyFrom, copyFrom, 0);
    copyFrom = -1;
  };
  const emit = (text: string, s: number, e: number) => {
    flush();
    chunks.push(text);
    const last = runs.length - RUN;
    // A space and the mark after it come from the same place: one run.
    if (last >= 0 && runs[last] === SAME && runs[last + 2] === s && runs[last + 3] === e) {
      runs[last + 1]! += text.length;
      length += text.length;
    } else run(SAME, text.length, s, e);
    prevEnd = e;
  };
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    const copied = it.kind === 'word' && it.spelled === undefined && typeof ch === 'string' && isVerbatim(ch, it.from, it.to) && (it.to - it.from > 1 || !isLeetLetter(stream, items, i));
    if (copied && copyFrom >= 0 && copyTo === it.gapFrom && it.from === it.gapFrom + 1 && ch.charCodeAt(it.gapFrom) === 32) {
      // One space after the previous word copied: the copy goes on.
      copyTo = it.to;
      prevEnd = it.to;
      continue;
    }
    if (chunks.length > 0 || copyFrom >= 0) emit(' ', prevEnd, prevEnd);
    if (it.kind === 'punct') {
      emit(it.value, prevEnd, prevEnd);
      continue;
    }
    if (copied) {
      // A word of an ASCII text as it stands: a copy starts.
      [copyFrom, copyTo, prevEnd] = [it.from, it.to, it.to];
    } else if (it.spelled === undefined && isPlain(ch, it.from, it.to)) {
      for (let k = it.from; k < it.to; k++) emit(ch[k]!, stream.start[k]!, stream.end[k]!);
    } else {
      const pieces = isLeetLetter(stream, items, i) ? [{ ch: LEET.get(ch[it.from]!)!, start: stream.start[it.from]!, end: stream.end[it.from]! }] : resolveWord(piecesOf(stream, it), vocab);
      for (const p of pieces) emit(p.ch, p.start, p.end);
    }
  }
  flush();
  return new Normalized(original, chunks.join(''), codePointOf, runs);
}

/** Code-point span in the original text of [from, to) in the normalised text. */
export function originalSpan(doc: NormalizedText, from: number, to: number): { start: number; end: number } {
  if (doc instanceof Normalized) return doc.span(from, to);
  return { start: doc.start[from] ?? 0, end: doc.end[Math.max(from, to - 1)] ?? 0 };
}
