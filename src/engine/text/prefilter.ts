// Skips a word pattern on a text that lacks the literal text every match of it needs. The literals
// come from the pattern's own source (see literals.ts), so the filter cannot drift from the rules
// and never drops a match; one pass over the text finds the literals of every pattern at once.
import { LiteralIndex } from './literal-index.ts';
import { requiredLiterals } from './literals.ts';

export class Prefilter {
  readonly #clausesOf = new Map<RegExp, readonly (readonly string[])[]>();
  #index: LiteralIndex | undefined;
  /** Clause ids of each pattern, and the clauses each literal satisfies. */
  #patternClauses = new Map<RegExp, readonly number[]>();
  #literalClauses: number[][] = [];
  /** Per clause and per literal, the number of the last text in which it was met. */
  #clauseSeen = new Int32Array(0);
  #literalSeen = new Int32Array(0);
  /** The literals met in the text being read, each once. */
  #met = new Int32Array(0);
  #generation = 0;
  #lastText: string | undefined;

  add(re: RegExp): void {
    this.#clausesOf.set(re, requiredLiterals(re));
    this.#index = undefined;
  }

  /** False only when `re` cannot match `text`. */
  mayMatch(re: RegExp, text: string): boolean {
    const index = (this.#index ??= this.#build());
    const clauses = this.#patternClauses.get(re);
    if (clauses === undefined || clauses.length === 0) return true;
    if (text !== this.#lastText) this.#read(index, text);
    for (let k = 0; k < clauses.length; k++) if (this.#clauseSeen[clauses[k]!] !== this.#generation) return false;
    return true;
  }

  // Every pattern reads the same text: it is scanned once, on the first question about it.
  #read(index: LiteralIndex, text: string): void {
    const generation = ++this.#generation;
    this.#lastText = text;
    const met = this.#met;
    const count = index.mark(` ${text} `, this.#literalSeen, generation, met);
    for (let m = 0; m < count; m++) {
      const satisfied = this.#literalClauses[met[m]!]!;
      for (let k = 0; k < satisfied.length; k++) this.#clauseSeen[satisfied[k]!] = generation;
    }
  }

  #build(): LiteralIndex {
    const index = new LiteralIndex([...this.#clausesOf.values()].flat(2));
    this.#literalClauses = Array.from({ length: index.size }, () => []);
    this.#patternClauses = new Map();
    let clauseCount = 0;
    for (const [re, clauses] of this.#clausesOf) {
      const ids: number[] = [];
      for (const clause of clauses) {
        const id = clauseCount++;
        for (const literal of clause) this.#literalClauses[index.id(literal)!]!.push(id);
        ids.push(id);
      }
      this.#patternClauses.set(re, ids);
    }
    this.#clauseSeen = new Int32Array(clauseCount);
    this.#literalSeen = new Int32Array(index.size);
    this.#met = new Int32Array(index.size);
    this.#lastText = undefined;
    return index;
  }
}
