// Tells the lines of source code in a text from its lines of prose. Pull requests and engineering
// chat quote code, and code read as words says what it never means: `f=u.filter(...)` reads as an
// insult, `var f=a,g=c` as a slur, `if (!end && end)` as a wish to die. Harm is looked for in
// prose only; secrets, personal data and spam are looked for everywhere.

/** Emoticons, whose colons and brackets are chat, not code. */
const EMOTICON = /[:;=][-']?[()[\]pPdDoO3/\\|*]|<\/?3/g;
/**
 * What code holds and prose rarely does: a bracket straight after a name (`f(`, `a[`), braces,
 * `=`, `<`, `>`, `;` between statements, `&&`, `||`, `!name`, and a dot before a name of two
 * characters or more (`u.filter`; not the letters of `s.h.i.t` or `e.g.`, nor the `!` of `sh!t`).
 */
const CODE_MARK = /\w[([]|[{}]|[=<>]|;(?=\s*\S)|&&|\|\||(?<!\w)!(?=[A-Za-z_$(])|(?<=\w)\.(?=[A-Za-z_$][\w$])/g;
const WORD = /[A-Za-z]+/g;
/** A statement's keyword opening the line (`if (`, `return x`, `const a`): two marks, as code lines full of words in strings show few others. */
const KEYWORD = /^\s*(?:if|else|for|while|switch|case|return|const|let|var|function|def|class|import|export|throw|try|catch|elif|fn|pub|func)\b(?=\s*[\w$({[])/;

/** The marks of code and the words of one line. */
function measure(line: string): { marks: number; words: number } {
  const text = line.replace(EMOTICON, ' ');
  return { marks: (text.match(CODE_MARK)?.length ?? 0) + (KEYWORD.test(text) ? 2 : 0), words: text.match(WORD)?.length ?? 0 };
}

export class CodeLines {
  /** The code-point offset where each line starts, in order, and whether it reads as code. */
  readonly #starts: number[] = [];
  readonly #code: boolean[] = [];

  constructor(original: string) {
    const lines: { marks: number; words: number }[] = [];
    let lineFrom = 0;
    let codePoint = 0;
    let lineStart = 0;
    for (let i = 0; i <= original.length; i++) {
      const c = i < original.length ? original.charCodeAt(i) : 10;
      if (c === 10) {
        this.#starts.push(lineStart);
        lines.push(measure(original.slice(lineFrom, i)));
        lineFrom = i + 1;
        lineStart = codePoint + 1;
      }
      // A low surrogate ends the code point its high surrogate began.
      if (c < 0xdc00 || c > 0xdfff) codePoint++;
    }
    // A line is read with its neighbours: a short line of a code block (`.on('end', done)`) shows
    // little code of its own. Code: a mark of code for every two words or fewer.
    for (let k = 0; k < lines.length; k++) {
      let marks = 0;
      let words = 0;
      for (let j = Math.max(0, k - 1); j <= Math.min(lines.length - 1, k + 1); j++) {
        marks += lines[j]!.marks;
        words += lines[j]!.words;
      }
      this.#code.push(lines[k]!.marks + lines[k]!.words > 0 && marks > 0 && marks * 2 >= words);
    }
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
