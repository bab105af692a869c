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
  /**
   * Words a masked token may stand for when no word of `maskable` fits it, it shows their first and
   * last letters and it fits no other of them (`j*ws`, `n****rs`, `k*ll`): a group's name, a slur, a
   * violent verb.
   */
  readonly maskableWhenShown: readonly string[];
  /**
   * Words of `maskableWhenShown` people mask far more often than the others: where several fit a mask,
   * the one of these that does is read (`n*****s`: `niggers`, not `negroes`; `ni****s`: not `niglets`).
   */
  readonly maskedMost: ReadonlySet<string>;
  /**
   * What follows a number as its hour, its order or its unit (`3am`, `4th`, `10kg`): a number so
   * followed is no leetspeak (`3am` is not `eam`, `1st` not `ist`).
   */
  readonly numberSuffixes: ReadonlySet<string>;
  /** The word `text` [from, to) is a slip of (`mulsims`: `muslims`), or undefined (see misspellings.ts). */
  correct(text: string, from: number, to: number): string | undefined;
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

/**
 * Step 1's output: one entry per canonical character (`ch`, one code point), with the code-point
 * offset of its source in the original (one source character each, so its span ends one later).
 * An ASCII text is its own stream: its lower-case copy, each character its own source; only other
 * texts are copied a character at a time.
 */
interface Stream {
  readonly ch: ArrayLike<string>;
  readonly start: ArrayLike<number>;
}

/** 0, 1, 2, ...: the source offsets of an ASCII text's characters, shared by every text (grown as needed). */
let counting = new Int32Array(0);
function countingTo(n: number): Int32Array {
  if (counting.length <= n + 1) counting = Int32Array.from({ length: Math.max(n + 2, counting.length * 2, 1024) }, (_, k) => k);
  return counting;
}

const NOT_ASCII = /[^\x00-\x7f]/;
const CONTROL_SPACE = /[\r\t\v\f]/g;

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
const isLetter = (code: number): boolean => (code < 128 ? code >= 97 && code <= 122 : /\p{L}/u.test(String.fromCodePoint(code)));
const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/** The letter a character stands for in leetspeak, by code point (each stands for one); ASCII from a table. */
const ASCII_LEET: readonly (number | undefined)[] = Array.from({ length: 128 }, (_, code) => LEET.get(String.fromCharCode(code))?.codePointAt(0));
const leetOf = (code: number): number | undefined => (code < 128 ? ASCII_LEET[code] : LEET.get(String.fromCodePoint(code))?.codePointAt(0));

/** What each ASCII character becomes: lower case, line ends as `\n`, other control spaces as ` `. */
const ASCII_CANONICAL: readonly string[] = Array.from({ length: 128 }, (_, code) => {
  if (code >= 65 && code <= 90) return String.fromCharCode(code + 32);
  if (code === 10 || code === 13) return '\n';
  if (code === 9 || code === 11 || code === 12) return ' ';
  return String.fromCharCode(code);
});

/** What a character beyond ASCII becomes: lower-case, decomposed, mark-free, homoglyph-resolved characters. */
function canonicalOfWide(raw: string): string[] {
  // Zero-width characters, joiners and combining marks hide words without showing.
  if (/[\p{M}\p{Cf}]/u.test(raw)) return [];
  if (/\s/u.test(raw)) return [raw === '\u2028' || raw === '\u2029' || raw === '\u0085' ? '\n' : ' '];
  if (QUOTES.has(raw)) return ['"'];
  if (APOSTROPHES.has(raw)) return ["'"];
  const out: string[] = [];
  for (const c of raw.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()) out.push(...(HOMOGLYPHS.get(c) ?? c));
  return out;
}

/** canonicalOfWide of each character seen, up to a bound: a text repeats its accents and emoji. */
const WIDE_CANONICAL = new Map<number, readonly string[]>();
const MAX_WIDE_CANONICAL = 1 << 14;
function wideCanonical(code: number): readonly string[] {
  let out = WIDE_CANONICAL.get(code);
  if (out === undefined) {
    out = canonicalOfWide(String.fromCodePoint(code));
    if (WIDE_CANONICAL.size < MAX_WIDE_CANONICAL) WIDE_CANONICAL.set(code, out);
  }
  return out;
}

/** Step 1: one lower-case, decomposed, mark-free, homoglyph-resolved character per stream entry. */
function canonical(original: string): { stream: Stream; codePointOf: Int32Array } {
  if (!NOT_ASCII.test(original)) {
    const count = countingTo(original.length);
    const lower = original.toLowerCase();
    const ch = CONTROL_SPACE.test(lower) ? lower.replace(CONTROL_SPACE, (c) => (c === '\r' ? '\n' : ' ')) : lower;
    CONTROL_SPACE.lastIndex = 0;
    return { stream: { ch, start: count }, codePointOf: count.subarray(0, original.length + 1) };
  }
  const codePointOf = new Int32Array(original.length + 1);
  const ch: string[] = [];
  const start: number[] = [];
  let cp = 0;
  for (let u = 0; u < original.length; ) {
    const unit = original.charCodeAt(u);
    codePointOf[u] = cp;
    if (unit < 128) {
      // The common case, one table read.
      ch.push(ASCII_CANONICAL[unit]!);
      start.push(cp);
      u++;
      cp++;
      continue;
    }
    const code = original.codePointAt(u)!;
    const width = code > 0xffff ? 2 : 1;
    if (width === 2) codePointOf[u + 1] = cp;
    for (const c of wideCanonical(code)) {
      ch.push(c);
      start.push(cp);
    }
    u += width;
    cp++;
  }
  codePointOf[original.length] = cp;
  return { stream: { ch, start }, codePointOf };
}

/**
 * What a stream entry is to the word splitter, as bits: part of a word's core (letter or digit), or
 * a symbol a word may hold; inside a word, what decides whether an ASCII word is copied as it
 * stands (see isVerbatim): a lower-case letter or apostrophe, a digit, or neither.
 */
const CORE = 1;
const WORDISH = 2;
const IN_WORD = CORE | WORDISH;
const LETTER = 4;
const DIGIT = 8;
const NOT_VERBATIM = 16;
const traitsOf = (c: string): number => {
  const code = c.charCodeAt(0);
  const verbatim = (code >= 97 && code <= 122) || code === 39 ? LETTER : code >= 48 && code <= 57 ? DIGIT : NOT_VERBATIM;
  if (isCore(c)) return CORE | verbatim;
  return LEET_SYMBOLS.has(c) || c === "'" ? WORDISH | verbatim : 0;
};
/** The unit the splitter reads for an entry beyond ASCII: a letter or digit, or anything else. */
const WIDE_CORE = 128;
const WIDE_OTHER = 129;
/** Traits of each unit the splitter reads: the ASCII characters as the stream holds them, then the two wide units. */
const TRAITS = Uint8Array.from({ length: 130 }, (_, unit) => (unit === WIDE_CORE ? CORE | NOT_VERBATIM : unit === WIDE_OTHER ? 0 : traitsOf(ASCII_CANONICAL[unit]!)));
/** The punctuation token each unit reads as, by character code (0: none). */
const PUNCTUATION_OF = Uint8Array.from({ length: 130 }, (_, unit) => PUNCTUATION[String.fromCharCode(unit)]?.charCodeAt(0) ?? 0);

const STAR = 42;
const SPACE = 32;
/** What reads as punctuation at a word's edges: quotes, `!`, masks and mentions before it; no mask after it. */
const trimsBefore = (unit: number): boolean => unit === 39 || unit === 33 || unit === STAR || unit === 124;
const trimsAfter = (unit: number): boolean => unit === 39 || unit === 33 || unit === 124;

/**
 * One character per stream entry for the splitter: an ASCII entry as it is, or WIDE_CORE or
 * WIDE_OTHER (no entry beyond ASCII is punctuation or a symbol a word may hold). An ASCII stream is
 * its own. Words of ASCII entries are copied from it as they stand.
 */
function unitsOf({ ch }: Stream): string {
  if (typeof ch === 'string') return ch;
  const units: number[] = [];
  for (let k = 0; k < ch.length; k++) {
    const unit = ch[k]!.charCodeAt(0);
    units.push(unit < 128 ? unit : isCore(ch[k]!) ? WIDE_CORE : WIDE_OTHER);
  }
  return textOf(units);
}

/** Whether a word's traits and repeats let it be copied as it stands: see isVerbatim. */
const isVerbatimWord = (traits: number, hasRunOfThree: boolean): boolean =>
  !hasRunOfThree && (traits & NOT_VERBATIM) === 0 && (traits & (LETTER | DIGIT)) !== (LETTER | DIGIT);

const WORD = 0;
const SPELLED = 1;
const PUNCT = 2;
const COPY = 3;
/** Numbers per item: kind, from, to, and a fourth that depends on the kind. */
const ITEM = 4;

/**
 * Items' numbers are kept from one call for the next: growing a new array of numbers for every
 * text took close to a tenth of the time. A call made while another holds them (a vocabulary that
 * normalises) makes its own; a huge text's are not kept.
 */
let spare: Int32Array | undefined;
const MAX_SPARE = 1 << 20;

/**
 * Step 2's output, the words and punctuation of a stream, as numbers so that a long text makes no
 * object per word. A WORD is stream entries [from, to), its gap the entries since the previous
 * word, [gapFrom, from) (the fourth number); a SPELLED word, rejoined from letters spelled out, is
 * the entries listed in `letters` [from, to); a PUNCT's `from` is its character's code. A COPY is
 * words one space apart, from consecutive source characters, each of two characters or more that
 * resolving leaves as they are: entries [from, to), to be copied as they stand; its fourth number
 * is how many words.
 */
class Items {
  #at: Int32Array;
  #length = 0;
  readonly #letters: number[] = [];

  constructor() {
    this.#at = spare ?? new Int32Array(1024 * ITEM);
    spare = undefined;
  }

  get length(): number {
    return this.#length;
  }

  kind(i: number): number {
    return this.#at[i * ITEM]!;
  }

  from(i: number): number {
    return this.#at[i * ITEM + 1]!;
  }

  to(i: number): number {
    return this.#at[i * ITEM + 2]!;
  }

  gapFrom(i: number): number {
    return this.#at[i * ITEM + 3]!;
  }

  /** How many words of the text item `i` stands for. */
  words(i: number): number {
    return this.kind(i) === COPY ? this.#at[i * ITEM + 3]! : 1;
  }

  /** A word of one stream entry, not rejoined. */
  isSingle(i: number): boolean {
    return this.kind(i) === WORD && this.to(i) - this.from(i) === 1;
  }

  /** How many stream entries word `i` has. */
  size(i: number): number {
    return this.to(i) - this.from(i);
  }

  /** The `n`th stream entry of word `i`. */
  entry(i: number, n: number): number {
    return this.kind(i) === SPELLED ? this.#letters[this.from(i) + n]! : this.from(i) + n;
  }

  /** The stream entries of word `i`. */
  entries(i: number): number[] {
    const out: number[] = [];
    for (let n = 0; n < this.size(i); n++) out.push(this.entry(i, n));
    return out;
  }

  push(kind: number, from: number, to: number, fourth: number): void {
    if ((this.#length + 1) * ITEM > this.#at.length) {
      const grown = new Int32Array(this.#at.length * 2);
      grown.set(this.#at);
      this.#at = grown;
    }
    this.#set(this.#length++, kind, from, to, fourth);
  }

  /** Item `i` moved to `at` (no later than `i`), for rewriting the list in place. */
  move(at: number, i: number): void {
    if (at !== i) this.#set(at, this.kind(i), this.from(i), this.to(i), this.gapFrom(i));
  }

  /** A word of the stream entries `entries`, rejoined from pieces (`mus-lims`), pushed after the others. */
  pushJoined(entries: readonly number[], gapFrom: number): void {
    const first = this.#letters.length;
    this.#letters.push(...entries);
    this.push(SPELLED, first, this.#letters.length, gapFrom);
  }

  /** Item `at` made the word spelled out by the single-letter words among items [from, to]. */
  spell(at: number, from: number, to: number): void {
    const first = this.#letters.length;
    for (let i = from; i <= to; i++) if (this.kind(i) === WORD) this.#letters.push(this.from(i));
    const gapFrom = this.gapFrom(from);
    this.#set(at, SPELLED, first, this.#letters.length, gapFrom);
  }

  truncate(length: number): void {
    this.#length = length;
  }

  /** The numbers handed back for the next call, once the items are read. */
  release(): void {
    if (this.#at.length <= MAX_SPARE) spare = this.#at;
  }

  #set(at: number, kind: number, from: number, to: number, fourth: number): void {
    const f = at * ITEM;
    this.#at[f] = kind;
    this.#at[f + 1] = from;
    this.#at[f + 2] = to;
    this.#at[f + 3] = fourth;
  }
}

/** Whether stream entries [from, to) come from consecutive source characters, one each. */
function isConsecutiveRun(start: ArrayLike<number>, from: number, to: number): boolean {
  for (let k = from + 1; k < to; k++) if (start[k] !== start[k - 1]! + 1) return false;
  return true;
}

/** Whether a word from entry `from` on comes one space after entries ending at `end`, its source one space after theirs. */
const followsAfterSpace = (units: string, start: ArrayLike<number>, end: number, from: number): boolean =>
  from === end + 1 && units.charCodeAt(end) === SPACE && start[from] === start[end - 1]! + 2;

/**
 * Step 2: words (runs of letters, digits, inner apostrophes and leet symbols) and punctuation.
 * Words that resolving leaves as they are, from consecutive source characters, gather into COPY
 * items (`units`, see unitsOf).
 */
function splitItems({ ch, start }: Stream, units: string, vocab: Vocabulary): Items {
  // An ASCII text's entries are each their own source.
  const ownSources = typeof ch === 'string';
  const items = new Items();
  // The COPY being gathered, pushed before whatever comes next.
  let copyFrom = 0;
  let copyTo = 0;
  let copyWords = 0;
  const endCopy = () => {
    if (copyWords > 0) items.push(COPY, copyFrom, copyTo, copyWords);
    copyWords = 0;
  };
  const push = (kind: number, from: number, to: number, fourth: number) => {
    endCopy();
    items.push(kind, from, to, fourth);
  };
  let lastPunct = 0;
  let gapFrom = 0;
  // Whether a word opened a quotation with an apostrophe that no word has closed yet in its sentence.
  let singleQuoteOpen = false;
  const punct = (k: number) => {
    const value = PUNCTUATION_OF[units.charCodeAt(k)]!;
    if (value === 0 || value === lastPunct) return;
    push(PUNCT, value, 0, 0);
    lastPunct = value;
  };
  let i = 0;
  const n = units.length;
  while (i < n) {
    if ((TRAITS[units.charCodeAt(i)]! & IN_WORD) === 0) {
      if (SENTENCE_STOPS.has(units.charCodeAt(i))) singleQuoteOpen = false;
      punct(i);
      i++;
      continue;
    }
    let j = i;
    let traits = 0;
    let hasRunOfThree = false;
    for (let last = -1, beforeLast = -1; j < n; j++) {
      const unit = units.charCodeAt(j);
      const t = TRAITS[unit]!;
      if ((t & IN_WORD) === 0) break;
      traits |= t;
      if (unit === last && unit === beforeLast) hasRunOfThree = true;
      beforeLast = last;
      last = unit;
    }
    // Trim what reads as punctuation around the word: quotes, `!`, masks and mentions at the edges.
    let a = i;
    let b = j;
    while (a < b && trimsBefore(units.charCodeAt(a))) a++;
    while (b > a && trimsAfter(units.charCodeAt(b - 1))) b--;
    if ((traits & CORE) === 0 || a === b) {
      if (j - i === 1 && isLetterSymbol(units.charCodeAt(i))) {
        // `r.3.t.@.r.d`, `@-r-@-b`: a letter, if the letters around it spell a word (see joinSpelledOut).
        push(WORD, i, j, gapFrom);
        gapFrom = j;
        lastPunct = 0;
      } else for (let k = i; k < j; k++) punct(k);
      i = j;
      continue;
    }
    for (let k = i; k < a; k++) punct(k);
    if (a > i && units.charCodeAt(a - 1) === APOSTROPHE && !ELISIONS.has(units.slice(a, b).toLowerCase())) singleQuoteOpen = true;
    // A letter after spelled-out letters is theirs to join (`f.u.c.k-ing`); a piece ends with the
    // symbols its word would trim (`l!-ar`).
    const joined =
      j < n && isJoiner(units.charCodeAt(j)) && (j - a > 1 || copyWords > 0 || !followsSingleLetter(items))
        ? (joinPieces(units, a, j, vocab) ?? joinSlip(units, a, j, vocab))
        : undefined;
    if (joined !== undefined) {
      endCopy();
      items.pushJoined(joined.entries, gapFrom);
      gapFrom = joined.end;
      lastPunct = 0;
      i = joined.end;
      continue;
    }
    if (
      a === i &&
      b === j &&
      b - a > 1 &&
      isVerbatimWord(traits, hasRunOfThree) &&
      (ownSources || isConsecutiveRun(start, a, b)) &&
      vocab.correct(units, a, b) === undefined
    ) {
      // A word to copy as it stands: the COPY before it grows when only a space parts them.
      if (copyWords > 0 && followsAfterSpace(units, start, copyTo, a)) copyWords++;
      else {
        endCopy();
        copyFrom = a;
        copyWords = 1;
      }
      copyTo = b;
    } else push(WORD, a, b, gapFrom);
    gapFrom = b;
    lastPunct = 0;
    if (j === b + 1 && units.charCodeAt(b) === APOSTROPHE && !singleQuoteOpen && isPluralPossessive(units, b)) {
      // `the lads' bus` holds no quotation: read as a quote mark, it would quote the rest of the text.
      i = j;
      continue;
    }
    for (let k = b; k < j; k++) {
      // A quotation an apostrophe opened closes with one, and with its sentence: `'em!`.
      if (units.charCodeAt(k) === APOSTROPHE || units.charCodeAt(k) === EXCLAMATION) singleQuoteOpen = false;
      punct(k);
    }
    i = j;
  }
  endCopy();
  return items;
}

const APOSTROPHE = 39;
const EXCLAMATION = 33;
/** Words an apostrophe opens by standing for what they lost, not by opening a quotation: `'em`, `'cause`. */
const ELISIONS = new Set(['em', 'cause', 'cos', 'coz', 'cuz', 'til', 'till', 'tis', 'twas', 'bout', 'n', 'round', 'sup', 'ol']);
/** What ends a sentence, and with it any quotation an apostrophe opened in it. */
const SENTENCE_STOPS = new Set(['.', '!', '?', '\n'].map((c) => c.charCodeAt(0)));
/** Whether the apostrophe at `at` ends a plural (`the lads' bus`) and a word follows it. */
function isPluralPossessive(units: string, at: number): boolean {
  const last = units.charCodeAt(at - 1);
  return (last === 115 || last === 83) && at + 2 < units.length && units.charCodeAt(at + 1) === SPACE && (TRAITS[units.charCodeAt(at + 2)]! & CORE) !== 0;
}

const AT = 64;
const DOLLAR = 36;
/** A symbol that stands for a letter even alone between spelled-out letters: `@`, `$`. */
const isLetterSymbol = (unit: number): boolean => unit === AT || unit === DOLLAR;

/** Whether the last word of `items` is a single letter (punctuation between them aside). */
function followsSingleLetter(items: Items): boolean {
  let k = items.length - 1;
  while (k >= 0 && items.kind(k) === PUNCT) k--;
  return k >= 0 && items.isSingle(k);
}

const HYPHEN = 45;
const UNDERSCORE = 95;
const FULL_STOP = 46;
/** What may part the pieces of a word broken to slip past a filter: `mus-lims`, `fu_ck`, `n1gg.ers`. */
const isJoiner = (unit: number): boolean => unit === HYPHEN || unit === UNDERSCORE || unit === FULL_STOP;
/** The most pieces a broken word is rejoined from. */
const MAX_PIECES = 4;

/** Units [from, to) read as letters, leetspeak resolved, if they hold a letter. */
function readPiece(units: string, from: number, to: number): string | undefined {
  let out = '';
  let letter = false;
  for (let k = from; k < to; k++) {
    const unit = units.charCodeAt(k);
    const read = unit >= 97 && unit <= 122 ? unit : ASCII_LEET[unit];
    if (read === undefined) return undefined;
    letter ||= read === unit;
    out += String.fromCharCode(read);
  }
  return letter ? out : undefined;
}

/**
 * The piece after the joiner at `joiner`: `next`, the unit past its run of word units, and `last`,
 * where its word ends (a `!` or quote after it is punctuation); undefined when the run is too long
 * to be a piece.
 */
function pieceAfter(units: string, joiner: number): { next: number; last: number } | undefined {
  let next = joiner + 1;
  while (next < units.length && next - joiner <= MAX_JOIN && (TRAITS[units.charCodeAt(next)]! & IN_WORD) !== 0) next++;
  if (next - joiner > MAX_JOIN) return undefined;
  let last = next;
  while (last > joiner + 1 && trimsAfter(units.charCodeAt(last - 1))) last--;
  return { next, last };
}

/**
 * A word broken into pieces (`mus-lims`, `n1gg-ers`, `k-ill`), from the piece [from, to) on: the
 * stream entries of the longest run of pieces that spells a word of the vocabulary with some piece
 * no word of it (`self-harm` stays two words), and the entry past the run; undefined when no run
 * does. Pieces of one letter each are joinSpelledOut's.
 */
function joinPieces(units: string, from: number, to: number, vocab: Vocabulary): { entries: number[]; end: number } | undefined {
  const n = units.length;
  if (to + 1 >= n || to - from > MAX_JOIN || !isJoiner(units.charCodeAt(to)) || (TRAITS[units.charCodeAt(to + 1)]! & IN_WORD) === 0) return undefined;
  let spelled = readPiece(units, from, to);
  if (spelled === undefined || !vocab.hasPrefix(spelled)) return undefined;
  let someUnknown = !vocab.has(spelled);
  let someLong = spelled.length > 1;
  let end = to;
  let best = -1;
  for (let pieces = 1; pieces < MAX_PIECES && end + 1 < n && isJoiner(units.charCodeAt(end)); pieces++) {
    const after = pieceAfter(units, end);
    if (after === undefined) break;
    const { next, last } = after;
    const piece = readPiece(units, end + 1, last);
    if (piece === undefined) break;
    spelled += piece;
    if (spelled.length > MAX_JOIN || !vocab.hasPrefix(spelled)) break;
    someUnknown ||= !vocab.has(piece);
    someLong ||= piece.length > 1;
    end = last;
    if (someUnknown && someLong && vocab.has(spelled)) best = end;
    if (last < next) break;
  }
  if (best < 0) return undefined;
  const entries: number[] = [];
  for (let k = from; k < best; k++) if (!isJoiner(units.charCodeAt(k))) entries.push(k);
  return { entries, end: best };
}

/**
 * A word broken into two pieces that together are a slip of a word the vocabulary corrects
 * (`g1p-$ies`: `gipsies`, read as `gypsies`), where no run of pieces spells a word of it (see
 * joinPieces): each piece of two letters or more and one of them no word of the vocabulary.
 */
function joinSlip(units: string, from: number, to: number, vocab: Vocabulary): { entries: number[]; end: number } | undefined {
  const n = units.length;
  // A piece before makes it no word of two either.
  if (from >= 2 && isJoiner(units.charCodeAt(from - 1)) && (TRAITS[units.charCodeAt(from - 2)]! & IN_WORD) !== 0) return undefined;
  const after = pieceAfter(units, to);
  // Nor a piece after.
  if (after === undefined || (after.next + 1 < n && isJoiner(units.charCodeAt(after.next)) && (TRAITS[units.charCodeAt(after.next + 1)]! & IN_WORD) !== 0)) return undefined;
  const { last } = after;
  const first = readPiece(units, from, to);
  const second = readPiece(units, to + 1, last);
  if (first === undefined || second === undefined || first.length < 2 || second.length < 2 || (vocab.has(first) && vocab.has(second))) return undefined;
  const spelled = first + second;
  if (spelled.length > MAX_JOIN || vocab.has(spelled) || vocab.correct(spelled, 0, spelled.length) === undefined) return undefined;
  const entries: number[] = [];
  for (let k = from; k < last; k++) if (k !== to) entries.push(k);
  return { entries, end: last };
}

/** A word's characters as code points, each with the stream entries where its source starts and ends. */
interface Spelling {
  readonly codes: number[];
  readonly first: number[];
  readonly last: number[];
}

/** The code point of stream entry `k`. */
const codeAt = ({ ch }: Stream, k: number): number => (typeof ch === 'string' ? ch.charCodeAt(k) : ch[k]!.codePointAt(0)!);

/** How many code points one call turns into text: an argument list has a limit. */
const CODES_PER_CALL = 4096;

/** The text of code points; fromCharCode is several times faster, and enough within the BMP. */
function textOf(codes: readonly number[]): string {
  const read = codes.some((code) => code > 0xffff) ? String.fromCodePoint : String.fromCharCode;
  if (codes.length <= CODES_PER_CALL) return read(...codes);
  let text = '';
  for (let k = 0; k < codes.length; k += CODES_PER_CALL) text += read(...codes.slice(k, k + CODES_PER_CALL));
  return text;
}

/** Whether some letter comes three times or more in a row. */
function hasLetterRun(codes: readonly number[]): boolean {
  for (let k = 2; k < codes.length; k++) if (codes[k] === codes[k - 1] && codes[k] === codes[k - 2] && isLetter(codes[k]!)) return true;
  return false;
}

/** Runs of three or more of one letter cut to `keep`, the last kept spanning the rest of the run. */
function collapseRuns(codes: number[], entries: number[], keep: number): Spelling {
  if (!hasLetterRun(codes)) return { codes, first: entries, last: entries };
  const out: Spelling = { codes: [], first: [], last: [] };
  let k = 0;
  while (k < codes.length) {
    let m = k + 1;
    while (m < codes.length && codes[m] === codes[k]) m++;
    if (m - k >= 3 && isLetter(codes[k]!)) {
      for (let r = 0; r < keep; r++) {
        out.codes.push(codes[k]!);
        out.first.push(entries[k + r]!);
        out.last.push(r === keep - 1 ? entries[m - 1]! : entries[k + r]!);
      }
    } else {
      for (let r = k; r < m; r++) {
        out.codes.push(codes[r]!);
        out.first.push(entries[r]!);
        out.last.push(entries[r]!);
      }
    }
    k = m;
  }
  return out;
}

/**
 * A word of an ASCII text that resolving would leave as it is: lower-case letters and inner
 * apostrophes with no run of three (`don't`), or a number (unless a lone digit stands for a letter
 * beside leetspeak, see isLeetLetter). Copied as it stands; the splitter gathers most such words
 * into COPY items already, this finds the rest (a lone letter, a word it trimmed).
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
function isPlain(codes: readonly number[]): boolean {
  for (let k = 0; k < codes.length; k++) {
    if (codes[k]! < 97 || codes[k]! > 122) return false;
    if (k >= 2 && codes[k] === codes[k - 1] && codes[k] === codes[k - 2]) return false;
  }
  return true;
}

const ONE = 49;
const LETTER_I = 105;
const LETTER_L = 108;
const LETTER_S = 115;
const LETTER_Z = 122;
/** Each character read as leetspeak, `1` as `one`. */
const readLeet = (codes: readonly number[], one: number): number[] => codes.map((code) => (code === ONE ? one : (leetOf(code) ?? code)));

/** The most `1`s of a word whose readings as `i` or `l` are each tried. */
const MAX_ONES = 4;

/**
 * `codes` read as a word of the vocabulary with some of its `1`s read as `l` instead of `i`, as
 * `mapped` reads them all (`k1ll`: `kill`; `cr1pp13s`: `cripples`), or undefined when no reading is
 * one: every `1` as `l` first, then each mix, up to MAX_ONES of them.
 */
function oneAsL(codes: readonly number[], mapped: readonly number[], vocab: Vocabulary): number[] | undefined {
  const ones: number[] = [];
  for (let k = 0; k < codes.length; k++) if (codes[k] === ONE) ones.push(k);
  if (ones.length > MAX_ONES) return undefined;
  const all = (1 << ones.length) - 1;
  for (let m = all; m > 0; m--) {
    const reading = [...mapped];
    for (let b = 0; b < ones.length; b++) if (m & (1 << b)) reading[ones[b]!] = LETTER_L;
    if (known(textOf(reading), vocab)) return reading;
  }
  return undefined;
}

/**
 * The first word of the vocabulary's `maskable` that `shape` may stand for, each `*` one letter, or
 * else the one word of its `maskableWhenShown` that does, if the shape shows that word's first and
 * last letters (of several, the one of `maskedMost`, if one is). Only a shape of lower-case letters
 * and `*` can match, letter for letter.
 */
function unmask(shape: readonly number[], vocab: Vocabulary): string | undefined {
  const last = shape.length - 1;
  const fits = (word: string): boolean => {
    if (word.length !== shape.length) return false;
    for (let k = 0; k < shape.length; k++) {
      const s = shape[k]!;
      const w = word.charCodeAt(k);
      // A plural's `s` may be written `z` (`n*****z`), in a word long enough to be no other (`j**z`, `jazz`, stays unread).
      if (k === last && s === LETTER_Z && w === LETTER_S && shape.length >= 5) continue;
      if (s === STAR ? w < 97 || w > 122 : s < 97 || s > 122 || s !== w) return false;
    }
    return true;
  };
  const word = vocab.maskable.find(fits);
  const lettersAndStars = shape.every((code) => code === STAR || (code >= 97 && code <= 122));
  if (word !== undefined || !lettersAndStars || shape[0] === STAR || shape[last] === STAR) return word;
  // A mask may hide more or fewer letters than it has stars (`sh**t`): what could be a swear word is not read as another word.
  const loose = new RegExp(`^${String.fromCharCode(...shape).replace(/\*+/g, '[a-z]+')}$`);
  if (vocab.maskable.some((w) => loose.test(w))) return undefined;
  let found: string | undefined;
  let several = false;
  let most: string | undefined;
  for (const candidate of vocab.maskableWhenShown) {
    if (!fits(candidate)) continue;
    if (vocab.maskedMost.has(candidate)) {
      if (most !== undefined) return undefined;
      most = candidate;
    }
    several ||= found !== undefined;
    found = candidate;
  }
  // Where two words fit, the shape says neither, unless one of them is the word people mask.
  return several ? most : found;
}

/**
 * Step 3: leetspeak, masks and elongation resolved inside one word, given as its characters and
 * their stream entries. A word of no letter is read only when it was `spelled` out as a known word
 * and holds a symbol (`@ $ $`); digits alone are a number (`4 5 5`).
 */
function resolveWord(codes: number[], entries: number[], vocab: Vocabulary, spelled: boolean): Spelling {
  const readable = codes.some((code) => isLetter(code)) || (spelled && codes.some((code) => !isDigit(code)));
  if (!readable || isNumberWithSuffix(codes, vocab)) return { codes, first: entries, last: entries };
  let mapped = readLeet(codes, LETTER_I);
  if (codes.includes(ONE) && !known(textOf(mapped), vocab)) mapped = oneAsL(codes, mapped, vocab) ?? mapped;
  let kept = entries;
  if (mapped.includes(STAR)) {
    // Only a shape of one UTF-16 unit per character can match: its length is its count of characters.
    const word = mapped.length <= 20 ? unmask(mapped, vocab) : undefined;
    if (word) mapped = mapped.map((_, n) => word.charCodeAt(n));
    else {
      const masked = mapped;
      kept = entries.filter((_, n) => masked[n] !== STAR);
      mapped = masked.filter((code) => code !== STAR);
    }
  }
  const one = collapseRuns(mapped, kept, 1);
  if (one.codes.length !== mapped.length && !known(textOf(one.codes), vocab)) {
    const two = collapseRuns(mapped, kept, 2);
    if (known(textOf(two.codes), vocab)) return two;
  }
  return one;
}

/** The fewest digits a number has before a plural `s` (`1990s`, `20s`): one digit and an `s` is leetspeak as often (`1s`: `is`). */
const PLURAL_DIGITS = 2;

/** Whether `codes` are a number and one of the vocabulary's suffixes of a number (`3am`, `1080p`), or a plural of one (`1990s`). */
function isNumberWithSuffix(codes: readonly number[], vocab: Vocabulary): boolean {
  let digits = 0;
  while (digits < codes.length && isDigit(codes[digits]!)) digits++;
  if (digits === 0 || digits === codes.length) return false;
  const suffix = textOf(codes.slice(digits));
  return vocab.numberSuffixes.has(suffix) || (suffix === 's' && digits >= PLURAL_DIGITS);
}

/** A UTF-16 unit repeated. */
const REPEATED = /([\s\S])\1+/g;

/** Whether the vocabulary has `word`, or `word` with each run of a repeated character read once. */
function known(word: string, vocab: Vocabulary): boolean {
  if (vocab.has(word)) return true;
  const deduped = word.replace(REPEATED, '$1');
  return deduped !== word && vocab.has(deduped);
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

/** The letters that are words alone (`a`, `i`), in lower case. */
const ONE_LETTER_WORDS: ReadonlySet<number> = new Set([0x61, 0x69]);

/**
 * The last item of the longest known word of three letters or more that the run of single-letter
 * words from item `i` spells, or `i` when none: the run is walked (skipping the punctuation its
 * separators made) only while the spelling is still the start of a known word, linear in the text.
 */
function spelledUntil(items: Items, stream: Stream, vocab: Vocabulary, i: number, single: (k: number, first: boolean) => boolean): number {
  const n = items.length;
  let spelled = '';
  let bestIndex = i;
  let k = i;
  for (let len = 1; single(k, len === 1) && len <= MAX_JOIN; len++) {
    const code = codeAt(stream, items.from(k));
    spelled += String.fromCodePoint(leetOf(code) ?? code);
    if (!vocab.hasPrefix(spelled)) break;
    if (len >= 3 && vocab.has(spelled)) bestIndex = k;
    k++;
    while (k < n && items.kind(k) === PUNCT) k++;
  }
  return bestIndex;
}

/** Step 4: `f.u.c.k`, `f u c k`: runs of single letters that spell a known word become that word, in place. */
function joinSpelledOut(items: Items, stream: Stream, vocab: Vocabulary): void {
  const n = items.length;
  let out = 0;
  let i = 0;
  const single = (k: number, first: boolean): boolean => k < n && items.isSingle(k) && (first || isLetterGap(stream, items.gapFrom(k), items.from(k)));
  while (i < n) {
    if (!single(i, true)) {
      items.move(out++, i++);
      continue;
    }
    let bestIndex = spelledUntil(items, stream, vocab, i, single);
    // `a r e t a r d`: a word of one letter (`a`, `i`) before a longer spelling is its own word, when
    // the spelling after it reaches further than one that takes it in (`are`, then `t a r d` left over).
    if (bestIndex > i && ONE_LETTER_WORDS.has(codeAt(stream, items.from(i)) | 0x20)) {
      let next = i + 1;
      while (next < n && items.kind(next) === PUNCT) next++;
      if (single(next, false)) {
        const after = spelledUntil(items, stream, vocab, next, single);
        if (after > bestIndex) {
          items.move(out++, i);
          i = next;
          bestIndex = after;
        }
      }
    }
    if (bestIndex > i) {
      items.spell(out++, i, bestIndex);
      i = bestIndex + 1;
    } else if (items.isSingle(i) && isLetterSymbol(codeAt(stream, items.from(i)))) i++;
    else items.move(out++, i++);
  }
  items.truncate(out);
}

function isLeetWord(stream: Stream, items: Items, i: number): boolean {
  if (i < 0 || i >= items.length || (items.kind(i) !== WORD && items.kind(i) !== SPELLED)) return false;
  let letter = false;
  let leet = false;
  for (let n = 0; n < items.size(i); n++) {
    const code = codeAt(stream, items.entry(i, n));
    letter ||= isLetter(code);
    leet ||= leetOf(code) !== undefined;
  }
  return letter && leet;
}

/** A lone `4` or `1` near leetspeak words (two either side) stands for a letter (`h1t by 4 bus`). */
function isLeetLetter(stream: Stream, items: Items, i: number): boolean {
  if (!items.isSingle(i)) return false;
  const code = codeAt(stream, items.from(i));
  if (leetOf(code) === undefined || isLetter(code)) return false;
  return isLeetWordNear(stream, items, i, -1) || isLeetWordNear(stream, items, i, 1);
}

/** Whether one of the two words past item `i` in direction `step` is a leetspeak word (a COPY holds none). */
function isLeetWordNear(stream: Stream, items: Items, i: number, step: number): boolean {
  const next = i + step;
  if (next < 0 || next >= items.length) return false;
  return isLeetWord(stream, items, next) || (items.words(next) === 1 && isLeetWord(stream, items, next + step));
}

/** A run of characters with one source span each: a space, punctuation. */
const SAME = 0;
/**
 * A run of characters each from the next source character, as copied from an ASCII text's
 * lower-case copy or as a word whose letters each stand for one in turn; a space from none.
 */
const COPIED = 1;
/** A run of characters with a source span each, listed in `spans`: a word's letters. */
const LISTED = 2;

/**
 * The offsets of the normalised text, kept as runs until asked for: most texts are clean, and no
 * rule ever asks where their words came from. Each run is five numbers: its kind, its length, the
 * start and end of its source (for COPIED, where its source starts; for LISTED, where its spans
 * start in `spans`, a start and an end per UTF-16 unit), and where it starts in the text.
 */
const RUN = 5;
class Normalized implements NormalizedText {
  readonly original: string;
  readonly text: string;
  readonly codePointOf: Int32Array;
  readonly #runs: number[];
  readonly #spans: number[];
  #start: Int32Array | undefined;
  #end: Int32Array | undefined;

  constructor(original: string, text: string, codePointOf: Int32Array, runs: number[], spans: number[]) {
    this.original = original;
    this.text = text;
    this.codePointOf = codePointOf;
    this.#runs = runs;
    this.#spans = spans;
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
    if (runs[r] === LISTED) return this.#spans[runs[r + 2]! + 2 * k + (end ? 1 : 0)]!;
    return end && this.text.charCodeAt(i) !== 32 ? runs[r + 2]! + k + 1 : runs[r + 2]! + k;
  }

  #expand(): void {
    const start = new Int32Array(this.text.length);
    const end = new Int32Array(this.text.length);
    const runs = this.#runs;
    const text = this.text;
    let n = 0;
    for (let r = 0; r < runs.length; r += RUN) {
      const kind = runs[r]!;
      const len = runs[r + 1]!;
      const s = runs[r + 2]!;
      const e = runs[r + 3]!;
      for (let k = 0; k < len; k++) {
        if (kind === SAME) {
          start[n] = s;
          end[n] = e;
        } else if (kind === LISTED) {
          start[n] = this.#spans[s + 2 * k]!;
          end[n] = this.#spans[s + 2 * k + 1]!;
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

/**
 * The normalised text, gathered in pieces and joined once, with its offsets as runs (see
 * Normalized). Plain words one space apart are one piece copied from the splitter's units.
 */
class Output {
  /** The splitter's units, which plain words are copied from, and each entry's source. */
  readonly #units: string;
  readonly #start: ArrayLike<number>;
  readonly #chunks: string[] = [];
  /** What was emitted since the last copy, gathered into one chunk: a space, punctuation and a space are one. */
  #emitted = '';
  readonly #runs: number[] = [];
  readonly #spans: number[] = [];
  /** Length of the text gathered so far, copies included once flushed. */
  #length = 0;
  /** The entries [copyFrom, copyTo) copied but not yet flushed. */
  #copyFrom = -1;
  #copyTo = -1;
  /** Where the source of what was gathered last ends: a space or punctuation after it sits there. */
  #end = 0;

  constructor(units: string, start: ArrayLike<number>) {
    this.#units = units;
    this.#start = start;
  }

  get isEmpty(): boolean {
    return this.#length === 0 && this.#copyFrom < 0;
  }

  /** A word's characters, each from the start of the stream entry `first` holds to the end of the one `last` holds. */
  emitWord(word: Spelling): void {
    this.#flushCopy();
    const text = textOf(word.codes);
    this.#emitted += text;
    const start = this.#start;
    const from = start[word.first[0]!]!;
    if (isConsecutive(word, start, from, text.length)) this.#run(COPIED, text.length, from, 0);
    else this.#list(word);
    this.#end = start[word.last[word.last.length - 1]!]! + 1;
  }

  /** A space or punctuation, placed where what came before it ended. */
  emitAfter(text: string): void {
    this.#flushCopy();
    this.#emitted += text;
    const runs = this.#runs;
    const last = runs.length - RUN;
    // A space, punctuation and a space all sit in one place: one run.
    if (last >= 0 && runs[last] === SAME && runs[last + 2] === this.#end && runs[last + 3] === this.#end) {
      runs[last + 1]! += text.length;
      this.#length += text.length;
    } else this.#run(SAME, text.length, this.#end, this.#end);
  }

  /** Entries [from, to), of consecutive sources, as they stand. */
  copy(from: number, to: number): void {
    this.#flushCopy();
    this.#flushEmitted();
    this.#copyFrom = from;
    this.#copyTo = to;
    this.#end = this.#start[to - 1]! + 1;
  }

  /** Whether entries [from, to) are the word one space after those being copied, so the copy goes on to them. */
  extends(from: number, to: number): boolean {
    if (this.#copyFrom < 0 || !followsAfterSpace(this.#units, this.#start, this.#copyTo, from)) return false;
    this.#copyTo = to;
    this.#end = this.#start[to - 1]! + 1;
    return true;
  }

  finish(original: string, codePointOf: Int32Array): Normalized {
    this.#flushCopy();
    this.#flushEmitted();
    return new Normalized(original, this.#chunks.join(''), codePointOf, this.#runs, this.#spans);
  }

  #flushCopy(): void {
    if (this.#copyFrom < 0) return;
    this.#chunks.push(this.#units.slice(this.#copyFrom, this.#copyTo));
    this.#run(COPIED, this.#copyTo - this.#copyFrom, this.#start[this.#copyFrom]!, 0);
    this.#copyFrom = -1;
  }

  #flushEmitted(): void {
    if (this.#emitted.length === 0) return;
    this.#chunks.push(this.#emitted);
    this.#emitted = '';
  }

  /** A LISTED run of a word's characters. */
  #list(word: Spelling): void {
    const start = this.#start;
    const spans = this.#spans;
    let length = 0;
    for (let n = 0; n < word.codes.length; n++) {
      // A character of two UTF-16 units has its span twice.
      const units = word.codes[n]! > 0xffff ? 2 : 1;
      for (let u = 0; u < units; u++) spans.push(start[word.first[n]!]!, start[word.last[n]!]! + 1);
      length += units;
    }
    this.#run(LISTED, length, spans.length - 2 * length, 0);
  }

  #run(kind: number, length: number, start: number, end: number): void {
    this.#runs.push(kind, length, start, end, this.#length);
    this.#length += length;
  }
}

/** Whether a word's characters, one UTF-16 unit each, come one each from consecutive source characters from `from` on. */
function isConsecutive(word: Spelling, start: ArrayLike<number>, from: number, length: number): boolean {
  if (length !== word.codes.length) return false;
  for (let n = 0; n < length; n++) if (start[word.first[n]!] !== from + n || start[word.last[n]!] !== from + n) return false;
  return true;
}

/**
 * Step 5: a word one slip from a word the rules know (`mulsims`, see misspellings.ts) read as that
 * word, each of its letters spanning the letter of the slip in its place, the last the slip's end.
 */
function corrected(word: Spelling, vocab: Vocabulary): Spelling {
  const text = textOf(word.codes);
  const target = vocab.correct(text, 0, text.length);
  if (target === undefined) return word;
  const n = word.codes.length;
  const out: Spelling = { codes: [], first: [], last: [] };
  for (let k = 0; k < target.length; k++) {
    out.codes.push(target.charCodeAt(k));
    out.first.push(word.first[Math.min(k, n - 1)]!);
    out.last.push(k === target.length - 1 ? word.last[n - 1]! : word.last[Math.min(k, n - 1)]!);
  }
  return out;
}

/** A word as its characters and their source spans, resolved unless plain. */
function spellingOf(stream: Stream, items: Items, i: number, vocab: Vocabulary): Spelling {
  const entries = items.entries(i);
  const codes = entries.map((k) => codeAt(stream, k));
  if (items.kind(i) === WORD && isPlain(codes)) return corrected({ codes, first: entries, last: entries }, vocab);
  if (isLeetLetter(stream, items, i)) return { codes: [leetOf(codes[0]!)!], first: entries, last: entries };
  return corrected(resolveWord(codes, entries, vocab, items.kind(i) === SPELLED), vocab);
}

export function normalize(original: string, vocab: Vocabulary): NormalizedText {
  const { stream, codePointOf } = canonical(original);
  const ascii = typeof stream.ch === 'string' ? stream.ch : undefined;
  const units = unitsOf(stream);
  const items = splitItems(stream, units, vocab);
  joinSpelledOut(items, stream, vocab);
  const out = new Output(units, stream.start);
  for (let i = 0; i < items.length; i++) {
    const kind = items.kind(i);
    const from = items.from(i);
    const to = items.to(i);
    const copied =
      kind === COPY ||
      (ascii !== undefined && kind === WORD && isVerbatim(ascii, from, to) && (to - from > 1 || !isLeetLetter(stream, items, i)) && vocab.correct(ascii, from, to) === undefined);
    if (copied && out.extends(from, to)) continue;
    if (!out.isEmpty) out.emitAfter(' ');
    if (kind === PUNCT) out.emitAfter(String.fromCharCode(from));
    else if (copied) out.copy(from, to);
    else out.emitWord(spellingOf(stream, items, i, vocab));
  }
  items.release();
  return out.finish(original, codePointOf);
}

/** Code-point span of [from, to), UTF-16 offsets of the original text (a match there, not in the normalised text). */
export const spanOfOriginal = (doc: NormalizedText, from: number, to: number): { start: number; end: number } => ({
  start: doc.codePointOf[from] ?? 0,
  end: doc.codePointOf[to] ?? 0,
});

/** Code-point span in the original text of [from, to) in the normalised text. */
export function originalSpan(doc: NormalizedText, from: number, to: number): { start: number; end: number } {
  if (doc instanceof Normalized) return doc.span(from, to);
  return { start: doc.start[from] ?? 0, end: doc.end[Math.max(from, to - 1)] ?? 0 };
}
