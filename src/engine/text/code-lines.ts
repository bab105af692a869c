// Tells the lines of source code in a text from its lines of prose. Pull requests and engineering
// chat quote code, and code read as words says what it never means: `f=u.filter(...)` reads as an
// insult, `var f=a,g=c` as a slur, `if (!end && end)` as a wish to die. Harm is looked for in
// prose only, and so are link farms; secrets, personal data and the rest of spam are looked for everywhere.
// Inline code in prose is told apart too: a phrase of harm or of a scam that runs into it (`verify
// now`, read across `jwt.verify` and the word after it) is words read across code.

/**
 * A statement opening the line, two marks, as code lines full of words in strings show few others:
 * `if (`, `for (`, `const a =`, `function f(`, `def f(`, `return x;`, `import x from '...'`, `class A {`.
 */
const STATEMENT = /^\s*(?:(?:if|for|while|switch|catch|elif)\s*\(|(?:const|let|var)\s+[\w$]+\s*=|(?:function|def|fn|func)\s+[\w$]*\s*\(|(?:return|throw)\s[^;]*;\s*$|import\s.*\bfrom\s+['"]|class\s+[\w$]+\s*[({:])/;

const isLetter = (c: number): boolean => ((c | 32) >= 97 && (c | 32) <= 122);
const isWordChar = (c: number): boolean => isLetter(c) || (c >= 48 && c <= 57) || c === 95;
const isNameStart = (c: number): boolean => isLetter(c) || c === 95 || c === 36;
/** What may follow `:`, `;` or `=` in an emoticon (`:)`, `;-(`, `=P`, `:/`). */
const EMOTICON_MOUTH = new Set([...'()[]pPdDoO3/\\|*'].map((ch) => ch.charCodeAt(0)));

/** How many characters an emoticon starting at `i` takes (`:)`, `;-)`, `<3`, `</3`), or 0: its colons and brackets are chat, not code. */
function emoticonAt(line: string, i: number): number {
  const c = line.charCodeAt(i);
  if (c === 60) return line.charCodeAt(i + 1) === 51 ? 2 : line.charCodeAt(i + 1) === 47 && line.charCodeAt(i + 2) === 51 ? 3 : 0;
  if (c !== 58 && c !== 59 && c !== 61) return 0;
  const nose = line.charCodeAt(i + 1) === 45 || line.charCodeAt(i + 1) === 39 ? 1 : 0;
  return EMOTICON_MOUTH.has(line.charCodeAt(i + 1 + nose)) ? 2 + nose : 0;
}

/**
 * The marks of code and the words of one line, in one pass. Marks are what code holds and prose
 * rarely does: a bracket straight after a name (`f(`, `a[`), braces, `=`, `<`, `>`, `;` with more
 * after it, `&&`, `||`, `!name`, and a dot before a name of two characters or more (`u.filter`;
 * not the letters of `s.h.i.t` or `e.g.`, nor the `!` of `sh!t`). A template's `${` weighs two: the
 * messages code builds are mostly words.
 */
function measure(line: string, from: number, to: number): { marks: number; words: number } {
  let marks = 0;
  let words = 0;
  let semicolons = 0;
  let prev = 32;
  for (let i = from; i < to; i++) {
    const c = line.charCodeAt(i);
    const skip = c === 58 || c === 59 || c === 61 || c === 60 ? emoticonAt(line, i) : 0;
    if (skip > 0) {
      i += skip - 1;
      prev = 32;
      continue;
    }
    const next = i + 1 < to ? line.charCodeAt(i + 1) : 0;
    if (c !== 32 && c !== 9 && c !== 59 && c !== 13) {
      marks += semicolons;
      semicolons = 0;
    }
    if (isLetter(c) && !isLetter(prev)) words++;
    if (c === 40 || c === 91) {
      if (isWordChar(prev)) marks++;
    } else if (c === 123 || c === 125 || c === 61 || c === 60 || c === 62) marks += c === 123 && prev === 36 ? 2 : 1;
    else if (c === 59) semicolons++;
    else if ((c === 38 || c === 124) && next === c) {
      marks++;
      i++;
    } else if (c === 33) {
      if (!isWordChar(prev) && (isNameStart(next) || next === 40)) marks++;
    } else if (c === 46 && isWordChar(prev) && isNameStart(next) && i + 2 < to && (isWordChar(line.charCodeAt(i + 2)) || line.charCodeAt(i + 2) === 36)) marks++;
    prev = c;
  }
  return { marks: marks + (STATEMENT.test(line.slice(from, Math.min(to, from + 200))) ? 2 : 0), words };
}

/** A comment line (`// ...`, `/* ...`): prose inside code, which neither makes its neighbours prose nor is code itself. */
const COMMENT = /^\s*(?:\/\/|\/\*)/;

/**
 * The inline code spans of `original`, as code-point offsets [start, end) in order, `start` on the
 * opening backtick: a run of backticks opens one, closed by the next run as long on the same line.
 * The code touches its backticks and the backticks touch no word: `` `` quoted '' `` (typeset
 * quotes) and `Kamana`opono` (a name's ʻokina) are no code.
 */
function inlineCode(original: string, codePointOf: Int32Array): number[] {
  const spans: number[] = [];
  const isWordAt = (k: number): boolean => k >= 0 && k < original.length && isWordChar(original.charCodeAt(k));
  const isSpaceAt = (k: number): boolean => k >= original.length || /\s/.test(original[k]!);
  for (let i = original.indexOf('`'); i !== -1; ) {
    let run = i;
    while (original.charCodeAt(run) === 96) run++;
    const ticks = run - i;
    let lineEnd = original.indexOf('\n', run);
    if (lineEnd === -1) lineEnd = original.length;
    let close = -1;
    if (!isWordAt(i - 1) && !isSpaceAt(run)) {
      for (let k = original.indexOf('`', run); k !== -1 && k < lineEnd; ) {
        let after = k;
        while (original.charCodeAt(after) === 96) after++;
        if (after - k === ticks && !isSpaceAt(k - 1) && !isWordAt(after)) {
          close = k;
          break;
        }
        k = original.indexOf('`', after);
      }
    }
    if (close === -1) {
      i = original.indexOf('`', run);
      continue;
    }
    spans.push(codePointOf[i]!, codePointOf[close + ticks]!);
    i = original.indexOf('`', close + ticks);
  }
  return spans;
}

/** Which inline code span (by its number) holds code point `at`, or -1 when none does. */
function inlineAt(spans: readonly number[], at: number): number {
  for (let k = 0; k < spans.length; k += 2) {
    if (at < spans[k]!) return -1;
    if (at < spans[k + 1]!) return k;
  }
  return -1;
}

export class CodeLines {
  /** The code-point offset where each line starts, in order, and whether it reads as code. */
  readonly #starts: number[] = [];
  readonly #code: boolean[] = [];
  readonly #original: string;
  readonly #codePointOf: Int32Array;
  /** Inline code spans (see inlineCode), read when a span is first asked about. */
  #inline: number[] | undefined;

  /** `codePointOf[u]`: the code point at UTF-16 offset `u` of `original` (see NormalizedText). */
  constructor(original: string, codePointOf: Int32Array) {
    this.#original = original;
    this.#codePointOf = codePointOf;
    const lines: { marks: number; words: number; comment: boolean }[] = [];
    for (let from = 0; from <= original.length; ) {
      let to = original.indexOf('\n', from);
      if (to === -1) to = original.length;
      this.#starts.push(codePointOf[from]!);
      lines.push({ ...measure(original, from, to), comment: COMMENT.test(original.slice(from, Math.min(to, from + 16))) });
      from = to + 1;
    }
    // A line is read with its neighbours: a short line of a code block (`.on('end', done)`) shows
    // little code of its own. Code: a mark of its own, and a mark of code for every two words or
    // fewer; a line of prose with no mark stays prose beside code. Comment lines are not neighbours.
    for (let k = 0; k < lines.length; k++) {
      let marks = 0;
      let words = 0;
      for (let j = Math.max(0, k - 1); j <= Math.min(lines.length - 1, k + 1); j++) {
        if (j !== k && lines[j]!.comment) continue;
        marks += lines[j]!.marks;
        words += lines[j]!.words;
      }
      this.#code.push(lines[k]!.marks > 0 && marks * 2 >= words);
    }
  }

  /**
   * Whether the span [start, end) of the original (code points) begins and ends in different places
   * as to inline code (`…` on one line): in one code span and out of it, or in two. Prose runs around
   * inline code, not into it (`` `jwt.verify` now requires ``, `` `ignore` is ... `ignorecase: false` ``);
   * words wholly inside one code span, or a code span wholly inside the words, are still read.
   */
  straddles(start: number, end: number): boolean {
    const spans = this.#inlineSpans();
    return spans.length > 0 && inlineAt(spans, start) !== inlineAt(spans, Math.max(start, end - 1));
  }

  /**
   * Whether inline code lies anywhere in the span [start, end) of the original (code points): a
   * reading of the whole span's words would read code as words (`with everything before the `--`
   * and `argv['--']` with everything after the`).
   */
  holds(start: number, end: number): boolean {
    const spans = this.#inlineSpans();
    for (let k = 0; k < spans.length; k += 2) if (spans[k]! < end && spans[k + 1]! > start) return true;
    return false;
  }

  #inlineSpans(): number[] {
    return (this.#inline ??= inlineCode(this.#original, this.#codePointOf));
  }

  /** Whether the span [start, end) of the original (code points) begins or ends on a line of code. */
  touch(start: number, end: number): boolean {
    return this.#at(start) || this.#at(Math.max(start, end - 1));
  }

  #at(at: number): boolean {
    let lo = 0;
    let hi = this.#starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.#starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return this.#code[lo] ?? false;
  }
}
