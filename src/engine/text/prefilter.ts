// Skips a pattern on a text that lacks the literal text every match of it needs. The literals come
// from the pattern's own source (see literals.ts), so the filter cannot drift from the rules and
// never drops a match; one pass over a text finds the literals of every pattern at once.
import { LiteralIndex } from './literal-index.ts';
import { requiredLiterals } from './literals.ts';

/** What one text may match: the answer of one pass over it, kept by the caller for that text only. */
export interface Candidates {
  /** False only when `re` cannot match the text read. */
  mayMatch(re: RegExp): boolean;
}

/** The patterns, their literals and the one-pass index over those literals. */
interface Compiled {
  readonly index: LiteralIndex;
  /** Each pattern's number, which is its bit in a text's answer. */
  readonly patternIds: ReadonlyMap<RegExp, number>;
  /** Clause ids of each pattern by number: `patternClauses[patternFirst[p]..patternFirst[p + 1])`. */
  readonly patternFirst: Int32Array;
  readonly patternClauses: Int32Array;
  /** The clauses each literal satisfies: `clauses[first[id]..first[id + 1])`. */
  readonly first: Int32Array;
  readonly clauses: Int32Array;
  /**
   * Scratch for one read, stamped with the number of the read rather than cleared: consumed before
   * `read` returns, so nothing of a text outlives its read (typed arrays this large cost more to
   * allocate per text than the whole pass).
   */
  readonly literalSeen: Int32Array;
  readonly clauseSeen: Int32Array;
  readonly met: Int32Array;
}

export class Prefilter {
  readonly #clausesOf = new Map<RegExp, readonly (readonly string[])[]>();
  #compiled: Compiled | undefined;
  #reads = 0;

  add(re: RegExp): void {
    this.#clausesOf.set(re, requiredLiterals(re));
    this.#compiled = undefined;
  }

  /** Reads `text` once and answers for every pattern added. */
  read(text: string): Candidates {
    const c = (this.#compiled ??= this.#build());
    const stamp = ++this.#reads;
    const count = c.index.mark(text, c.literalSeen, stamp, c.met, true);
    for (let m = 0; m < count; m++) {
      const id = c.met[m]!;
      for (let k = c.first[id]!, end = c.first[id + 1]!; k < end; k++) c.clauseSeen[c.clauses[k]!] = stamp;
    }
    // The answer: one bit per pattern whose every clause was met.
    const patterns = c.patternIds.size;
    const bits = new Array<number>((patterns + 31) >>> 5).fill(0);
    for (let p = 0; p < patterns; p++) {
      let ok = true;
      for (let k = c.patternFirst[p]!, end = c.patternFirst[p + 1]!; k < end && ok; k++) ok = c.clauseSeen[c.patternClauses[k]!] === stamp;
      if (ok) bits[p >>> 5]! |= 1 << (p & 31);
    }
    const ids = c.patternIds;
    return {
      mayMatch(re: RegExp): boolean {
        const p = ids.get(re);
        return p === undefined || (bits[p >>> 5]! & (1 << (p & 31))) !== 0;
      },
    };
  }

  #build(): Compiled {
    const index = new LiteralIndex([...this.#clausesOf.values()].flat(2));
    const byLiteral: number[][] = Array.from({ length: index.size }, () => []);
    const patternIds = new Map<RegExp, number>();
    const patternFirst = [0];
    const patternClauses: number[] = [];
    let clauseCount = 0;
    for (const [re, clauses] of this.#clausesOf) {
      patternIds.set(re, patternIds.size);
      for (const clause of clauses) {
        const id = clauseCount++;
        for (const literal of clause) byLiteral[index.id(literal)!]!.push(id);
        patternClauses.push(id);
      }
      patternFirst.push(patternClauses.length);
    }
    const first = new Int32Array(index.size + 1);
    for (let id = 0; id < index.size; id++) first[id + 1] = first[id]! + byLiteral[id]!.length;
    return {
      index,
      patternIds,
      patternFirst: Int32Array.from(patternFirst),
      patternClauses: Int32Array.from(patternClauses),
      first,
      clauses: Int32Array.from(byLiteral.flat()),
      literalSeen: new Int32Array(index.size),
      clauseSeen: new Int32Array(clauseCount),
      met: new Int32Array(index.size),
    };
  }
}
