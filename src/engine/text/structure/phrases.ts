// A set of words and short phrases looked up token by token: each lookup costs one map access
// plus the few phrases that start with the word, whatever the size of the set.

export interface Hit {
  /** Index of the first token of the phrase and one past its last. */
  readonly at: number;
  readonly end: number;
  readonly phrase: string;
}

interface Entry {
  readonly parts: readonly string[];
  readonly phrase: string;
}

export class PhraseSet {
  readonly #byFirst = new Map<string, Entry[]>();

  constructor(phrases: readonly string[]) {
    for (const phrase of new Set(phrases)) {
      const parts = phrase.split(' ');
      const list = this.#byFirst.get(parts[0]!) ?? [];
      list.push({ parts, phrase });
      this.#byFirst.set(parts[0]!, list);
    }
    for (const list of this.#byFirst.values()) list.sort((a, b) => b.parts.length - a.parts.length);
  }

  /** The longest phrase starting at token `i`, if any. */
  at(words: readonly string[], i: number): Hit | undefined {
    // Called for every token by several rules: one map access, no allocation unless a phrase matches.
    if (i >= words.length) return undefined;
    const list = this.#byFirst.get(words[i]!);
    if (list === undefined) return undefined;
    for (let e = 0; e < list.length; e++) {
      const { parts, phrase } = list[e]!;
      let k = 1;
      while (k < parts.length && words[i + k] === parts[k]) k++;
      if (k === parts.length) return { at: i, end: i + parts.length, phrase };
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

  /**
   * One word of each phrase, its longest (usually its rarest): a phrase holds all its words, so a
   * sentence without any of these holds none of the phrases.
   */
  keyWords(): Iterable<string> {
    const out = new Set<string>();
    for (const list of this.#byFirst.values()) {
      for (const { parts } of list) out.add(parts.reduce((a, b) => (b.length > a.length ? b : a)));
    }
    return out;
  }

  has(word: string): boolean {
    return this.#byFirst.get(word)?.some((e) => e.parts.length === 1) ?? false;
  }
}

/**
 * Words of which every finding of a rule holds at least one, gathered from the rule's own phrase
 * sets and word sets: one lookup per word tells whether a sentence can hold a finding at all.
 */
export function triggerWords(...sources: readonly (PhraseSet | ReadonlySet<string>)[]): ReadonlySet<string> {
  const out = new Set<string>();
  for (const source of sources) for (const word of source instanceof PhraseSet ? source.keyWords() : source) out.add(word);
  return out;
}
