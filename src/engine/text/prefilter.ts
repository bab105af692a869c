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

/** The patterns, their literals, and the one-pass index over those literals; no text is kept. */
interface Compiled {
  readonly index: LiteralIndex;
  /** Clause ids of each pattern; empty when a pattern requires nothing. */
  readonly patternClauses: ReadonlyMap<RegExp, Int32Array>;
  /** The clauses each literal satisfies: `clauses[first[id]..first[id + 1])`. */
  readonly first: Int32Array;
  readonly clauses: Int32Array;
  readonly clauseCount: number;
}

const EVERYTHING: Candidates = { mayMatch: () => true };

export class Prefilter {
  readonly #clausesOf = new Map<RegExp, readonly (readonly string[])[]>();
  #compiled: Compiled | undefined;

  add(re: RegExp): void {
    this.#clausesOf.set(re, requiredLiterals(re));
    this.#compiled = undefined;
  }

  /** Reads `text` once and answers for every pattern added. */
  read(text: string): Candidates {
    const compiled = (this.#compiled ??= this.#build());
    const { index, patternClauses, first, clauses } = compiled;
    if (index.size === 0) return EVERYTHING;
    const literalSeen = new Uint8Array(index.size);
    const met = new Int32Array(index.size);
    const count = index.mark(` ${text} `, literalSeen, met);
    const clauseSeen = new Uint8Array(compiled.clauseCount);
    for (let m = 0; m < count; m++) {
      const id = met[m]!;
      for (let k = first[id]!, end = first[id + 1]!; k < end; k++) clauseSeen[clauses[k]!] = 1;
    }
    return {
      mayMatch(re: RegExp): boolean {
        const ids = patternClauses.get(re);
        if (ids === undefined) return true;
        for (let k = 0; k < ids.length; k++) if (clauseSeen[ids[k]!] === 0) return false;
        return true;
      },
    };
  }

  #build(): Compiled {
    const index = new LiteralIndex([...this.#clausesOf.values()].flat(2));
    const byLiteral: number[][] = Array.from({ length: index.size }, () => []);
    const patternClauses = new Map<RegExp, Int32Array>();
    let clauseCount = 0;
    for (const [re, clauses] of this.#clausesOf) {
      const ids: number[] = [];
      for (const clause of clauses) {
        const id = clauseCount++;
        for (const literal of clause) byLiteral[index.id(literal)!]!.push(id);
        ids.push(id);
      }
      patternClauses.set(re, Int32Array.from(ids));
    }
    const first = new Int32Array(index.size + 1);
    for (let id = 0; id < index.size; id++) first[id + 1] = first[id]! + byLiteral[id]!.length;
    return { index, patternClauses, first, clauses: Int32Array.from(byLiteral.flat()), clauseCount };
  }
}
