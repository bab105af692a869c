// Tells the lines a reply quotes from the lines its writer wrote. In e-mail, Markdown, GitHub and
// Slack a line opening with `>` quotes someone (`> you're a worthless idiot` above `please don't talk
// to people like that here`): harm on such lines is someone else's words, reported as quoted speech
// is. A text made of quoted lines alone says nothing of its own, so there the lines count as the
// writer's: a `>` before abuse does not hide it.

/** A line that quotes: `>` after any indentation, as Markdown reads a block quote. */
const QUOTE_MARK = /^[ \t]{0,3}>/;

export class QuotedLines {
  /** The code-point ranges [start, end) of the quoted lines, in order; none when the writer wrote no line of their own. */
  readonly #ranges: readonly number[];

  /** `codePointOf[u]`: the code point at UTF-16 offset `u` of `original` (see NormalizedText). */
  constructor(original: string, codePointOf: Int32Array) {
    let ownWords = false;
    const ranges: number[] = [];
    for (let from = 0; from <= original.length; ) {
      let to = original.indexOf('\n', from);
      if (to === -1) to = original.length;
      const line = original.slice(from, to);
      if (QUOTE_MARK.test(line)) ranges.push(codePointOf[from]!, codePointOf[to]!);
      else if (/\p{L}/u.test(line)) ownWords = true;
      from = to + 1;
    }
    this.#ranges = ownWords ? ranges : [];
  }

  /**
   * Whether the span [start, end) of the original (code points) runs from a quoted line into the
   * writer's own, or the other way: a reading of words across both reads two writers as one.
   */
  crosses(start: number, end: number): boolean {
    const ranges = this.#ranges;
    for (let k = 0; k < ranges.length; k += 2) if (ranges[k]! < end && start < ranges[k + 1]! && !(ranges[k]! <= start && end <= ranges[k + 1]!)) return true;
    return false;
  }

  /** Whether the span [start, end) of the original (code points) lies on one quoted line, in a text whose writer wrote lines of their own. */
  quotes(start: number, end: number): boolean {
    const ranges = this.#ranges;
    for (let k = 0; k < ranges.length; k += 2) if (ranges[k]! <= start && end <= ranges[k + 1]!) return true;
    return false;
  }
}
