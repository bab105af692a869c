// A set of words and short phrases looked up token by token: each lookup costs one map access
// plus the few phrases that start with the word, whatever the size of the set.

export interface Hit {
  /** Index of the first token of the phrase and one past its last. */
  readonly at: number;
  readonly end: number;
  readonly phrase: string;
}

export class PhraseSet {
  readonly #byFirst = new Map<string, string[][]>();

  constructor(phrases: readonly string[]) {
    for (const p of new Set(phrases)) {
      const parts = p.split(' ');
      const list = this.#byFirst.get(parts[0]!) ?? [];
      list.push(parts);
      this.#byFirst.set(parts[0]!, list);
    }
    for (const list of this.#byFirst.values()) list.sort((a, b) => b.length - a.length);
  }

  /** The longest phrase starting at token `i`, if any. */
  at(words: readonly string[], i: number): Hit | undefined {
    const list = this.#byFirst.get(words[i] ?? '');
    if (!list) return undefined;
    for (const parts of list) {
      let ok = true;
      for (let k = 1; k < parts.length && ok; k++) ok = words[i + k] === parts[k];
      if (ok) return { at: i, end: i + parts.length, phrase: parts.join(' ') };
    }
    return undefined;
  }

  /** Every non-overlapping longest match, left to right. */
  all(words: readonly string[]): Hit[] {
    const out: Hit[] = [];
    for (let i = 0; i < words.length; i++) {
      const h = this.at(words, i);
      if (h) {
        out.push(h);
        i = h.end - 1;
      }
    }
    return out;
  }

  has(word: string): boolean {
    return this.#byFirst.get(word)?.some((p) => p.length === 1) ?? false;
  }
}
