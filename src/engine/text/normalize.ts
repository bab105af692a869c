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

type Item = { kind: 'word'; pieces: Piece[]; gap: string } | { kind: 'punct'; value: string };

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

/** Step 1: one lower-case, decomposed, mark-free, homoglyph-resolved piece per output character. */
function canonicalPieces(original: string, codePointOf: Int32Array): Piece[] {
  const out: Piece[] = [];
  let cp = 0;
  for (let u = 0; u < original.length; ) {
    const code = original.codePointAt(u) ?? 0;
    const width = code > 0xffff ? 2 : 1;
    codePointOf[u] = cp;
    if (width === 2) codePointOf[u + 1] = cp;
    if (code < 128) {
      // The common case, without a closure per character.
      out.push({ ch: ASCII_CANONICAL[code]!, start: cp, end: cp + 1 });
    } else {
      const at = cp;
      const push = (ch: string) => out.push({ ch, start: at, end: at + 1 });
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
    }
    u += width;
    cp++;
  }
  codePointOf[original.length] = cp;
  return out;
}

/** Step 2: words (runs of letters, digits, inner apostrophes and leet symbols) and punctuation. */
function splitItems(pieces: Piece[]): Item[] {
  const items: Item[] = [];
  let gap = '';
  let lastPunct = '';
  const punct = (c: string) => {
    const value = PUNCTUATION[c];
    if (value === undefined) return;
    if (value === lastPunct) return;
    items.push({ kind: 'punct', value });
    lastPunct = value;
  };
  let i = 0;
  const n = pieces.length;
  while (i < n) {
    const c = pieces[i]!.ch;
    if (!isCore(c) && !LEET_SYMBOLS.has(c) && c !== "'") {
      gap += c;
      punct(c);
      i++;
      continue;
    }
    let j = i;
    let hasCore = false;
    while (j < n) {
      const d = pieces[j]!.ch;
      if (isCore(d)) hasCore = true;
      else if (!LEET_SYMBOLS.has(d) && d !== "'") break;
      j++;
    }
    // Trim what reads as punctuation around the word: quotes, `!`, masks and mentions at the edges.
    let a = i;
    let b = j;
    while (a < b && (pieces[a]!.ch === "'" || pieces[a]!.ch === '!' || pieces[a]!.ch === '*' || pieces[a]!.ch === '|')) a++;
    while (b > a && (pieces[b - 1]!.ch === "'" || pieces[b - 1]!.ch === '!' || pieces[b - 1]!.ch === '|')) b--;
    if (!hasCore || a === b) {
      for (let k = i; k < j; k++) {
        gap += pieces[k]!.ch;
        punct(pieces[k]!.ch);
      }
      i = j;
      continue;
    }
    for (let k = i; k < a; k++) {
      gap += pieces[k]!.ch;
      punct(pieces[k]!.ch);
    }
    items.push({ kind: 'word', pieces: pieces.slice(a, b), gap });
    gap = '';
    lastPunct = '';
    for (let k = b; k < j; k++) {
      gap += pieces[k]!.ch;
      punct(pieces[k]!.ch);
    }
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

/** Plain lower-case ASCII letters with no run of three: nothing to resolve (the common case). */
function isPlain(pieces: Piece[]): boolean {
  for (let k = 0; k < pieces.length; k++) {
    const c = pieces[k]!.ch.charCodeAt(0);
    if (c < 97 || c > 122 || pieces[k]!.ch.length !== 1) return false;
    if (k >= 2 && pieces[k]!.ch === pieces[k - 1]!.ch && pieces[k]!.ch === pieces[k - 2]!.ch) return false;
  }
  return true;
}

const spell = (pieces: Piece[]): string => pieces.map((p) => p.ch).join('');

/** Step 3: leetspeak, masks and elongation resolved inside one word. */
function resolveWord(pieces: Piece[], vocab: Vocabulary): Piece[] {
  if (isPlain(pieces)) return pieces;
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
function isLetterGap(gap: string): boolean {
  if (gap.length === 1) return SEPARATORS.has(gap);
  if (gap.length > 6) return false;
  const inner = gap.trim();
  return inner.length === 0 ? false : (inner.length === 1 && SEPARATORS.has(inner)) || PICTOGRAPH.test(inner);
}

/** Step 4: `f.u.c.k`, `f u c k`: runs of single letters that spell a known word become that word. */
function joinSpelledOut(items: Item[], vocab: Vocabulary): Item[] {
  const out: Item[] = [];
  let i = 0;
  const single = (it: Item | undefined, first: boolean): it is Item & { kind: 'word' } =>
    it !== undefined &&
    it.kind === 'word' &&
    it.pieces.length === 1 &&
    (first || isLetterGap(it.gap));
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
      const c = current.pieces[0]!.ch;
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
    let joined = false;
    if (best > 0) {
      const pieces = items.slice(i, bestIndex + 1).flatMap((w) => (w.kind === 'word' ? w.pieces : []));
      out.push({ kind: 'word', pieces, gap: it.gap });
      i = bestIndex + 1;
      joined = true;
    }
    if (!joined) {
      out.push(it);
      i++;
    }
  }
  return out;
}

const isLeetWord = (it: Item | undefined): boolean =>
  it?.kind === 'word' && it.pieces.some((p) => isLetter(p.ch)) && it.pieces.some((p) => LEET.has(p.ch));

/** A lone `4` or `1` near leetspeak words (two either side) stands for a letter (`h1t by 4 bus`). */
function isLeetLetter(items: readonly Item[], i: number): boolean {
  const it = items[i]!;
  if (it.kind !== 'word' || it.pieces.length !== 1 || !LEET.has(it.pieces[0]!.ch) || isLetter(it.pieces[0]!.ch)) return false;
  return isLeetWord(items[i - 1]) || isLeetWord(items[i + 1]) || isLeetWord(items[i - 2]) || isLeetWord(items[i + 2]);
}

export function normalize(original: string, vocab: Vocabulary): NormalizedText {
  const codePointOf = new Int32Array(original.length + 1);
  const items = joinSpelledOut(splitItems(canonicalPieces(original, codePointOf)), vocab);
  // Offsets go straight into typed arrays sized for the text (grown if disguises expand it).
  let text = '';
  let start = new Int32Array(original.length * 2 + 16);
  let end = new Int32Array(start.length);
  let n = 0;
  const emit = (ch: string, s: number, e: number) => {
    if (n + ch.length > start.length) {
      const grownStart = new Int32Array(start.length * 2 + ch.length);
      const grownEnd = new Int32Array(grownStart.length);
      grownStart.set(start);
      grownEnd.set(end);
      start = grownStart;
      end = grownEnd;
    }
    for (let k = 0; k < ch.length; k++) {
      start[n] = s;
      end[n] = e;
      n++;
    }
    text += ch;
  };
  let prevEnd = 0;
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    if (n > 0) emit(' ', prevEnd, prevEnd);
    if (it.kind === 'punct') {
      emit(it.value, prevEnd, prevEnd);
      continue;
    }
    const pieces = isLeetLetter(items, i) ? [{ ...it.pieces[0]!, ch: LEET.get(it.pieces[0]!.ch)! }] : resolveWord(it.pieces, vocab);
    for (let q = 0; q < pieces.length; q++) {
      const p = pieces[q]!;
      // The common case inline: one character, room left.
      if (p.ch.length === 1 && n < start.length) {
        start[n] = p.start;
        end[n] = p.end;
        n++;
        text += p.ch;
      } else emit(p.ch, p.start, p.end);
    }
    if (n > 0) prevEnd = end[n - 1]!;
  }
  return { original, text, start: start.slice(0, n), end: end.slice(0, n), codePointOf };
}

/** Code-point span in the original text of [from, to) in the normalised text. */
export function originalSpan(doc: NormalizedText, from: number, to: number): { start: number; end: number } {
  return { start: doc.start[from] ?? 0, end: doc.end[Math.max(from, to - 1)] ?? 0 };
}
