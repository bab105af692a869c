// Reads a word one slip away from a word the rules know as that word: `mulsims`, `imigrants`,
// `womenn`, `gayz`, `ulgy`. Misspelling is the cheapest disguise from a filter that matches whole
// words, and the model's letter pieces only half see through it. The slips read are those typed and
// those chosen to dodge a filter: a letter left out, two neighbouring letters swapped, a letter
// doubled, a final `s` written `z`. A slip that is a word itself is never read (`chins` is not
// `chinks`), nor a letter changed for another: names and words of code lie one letter from too many
// words the rules know.
import { fnv1a } from './fnv.ts';

/**
 * The shortest slip read: a shorter one is more often a word of its own, a name or an abbreviation.
 * A word of three letters is read from its doubled letters alone (`gayy`, `pigg`).
 */
const MIN_LENGTH = 4;
const MIN_TARGET_LENGTH = 3;
/** The shortest slip read with a letter left out: four letters left are as often a word of code or a name (`asin`, `isam`). */
const MIN_SHORTENED = 5;
/** The longest word looked up; no target is longer. */
const MAX_LENGTH = 24;

/** The slips of `word` read back to it (see the header), the word itself left out. */
export function slipsOf(word: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < word.length; i++) {
    // A first letter is kept: left out, it makes other words more often than slips (`ight`, `itches`).
    if (i > 0 && word.length > MIN_SHORTENED) out.add(word.slice(0, i) + word.slice(i + 1));
    out.add(word.slice(0, i + 1) + word.slice(i));
    // So are the first two letters' order: swapped, they make names more often than slips (`saylum`).
    if (i > 0 && i + 1 < word.length) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  if (word.endsWith('s')) out.add(`${word.slice(0, -1)}z`);
  out.delete(word);
  return out;
}

export class Misspellings {
  /** Open addressing over the slips' hashes: `slot[k]` is 1 + the slip's index, or 0. */
  readonly #slots: Int32Array;
  readonly #slips: string[] = [];
  readonly #targets: string[] = [];

  /**
   * The slips of `targets` (words of lower-case letters), leaving out those that are words
   * themselves (`isWord`) and those two targets share (were `muslims` and `muslins` both targets,
   * `muslis` would be no one's); and `respellings`, each a spelling read as its word whatever the
   * rules above say (`jooz`: `jews`).
   */
  constructor(targets: Iterable<string>, isWord: (word: string) => boolean, respellings: Iterable<readonly [spelling: string, word: string]> = []) {
    const wanted = new Set([...targets].filter((w) => /^[a-z]+$/.test(w) && w.length >= MIN_TARGET_LENGTH && w.length <= MAX_LENGTH));
    const targetOf = new Map<string, string | null>();
    for (const target of wanted) {
      for (const slip of slipsOf(target)) {
        if (slip.length < MIN_LENGTH || wanted.has(slip) || isWord(slip)) continue;
        const seen = targetOf.get(slip);
        targetOf.set(slip, seen === undefined || seen === target ? target : null);
      }
    }
    for (const [spelling, word] of respellings) if (spelling.length >= MIN_LENGTH && spelling.length <= MAX_LENGTH) targetOf.set(spelling, word);
    for (const [slip, target] of targetOf) {
      if (target === null) continue;
      this.#slips.push(slip);
      this.#targets.push(target);
    }
    let size = 1;
    while (size < this.#slips.length * 2) size <<= 1;
    this.#slots = new Int32Array(size);
    this.#slips.forEach((slip, k) => {
      let at = fnv1a(slip, 0, slip.length) & (size - 1);
      while (this.#slots[at] !== 0) at = (at + 1) & (size - 1);
      this.#slots[at] = k + 1;
    });
  }

  get size(): number {
    return this.#slips.length;
  }

  /** The word `text` [from, to) is a slip of, or undefined: one hash and, where it lands, one comparison. */
  correct(text: string, from: number, to: number): string | undefined {
    const length = to - from;
    if (length < MIN_LENGTH || length > MAX_LENGTH || this.#slips.length === 0) return undefined;
    const mask = this.#slots.length - 1;
    for (let at = fnv1a(text, from, to) & mask; this.#slots[at] !== 0; at = (at + 1) & mask) {
      const k = this.#slots[at]! - 1;
      if (this.#slips[k]!.length === length && text.startsWith(this.#slips[k]!, from)) return this.#targets[k];
    }
    return undefined;
  }
}
