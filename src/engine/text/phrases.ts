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

/** Words met in most sentences: the poorest choice of key word for a phrase. */
const EVERYDAY = new Set([
  'i', 'me', 'my', 'you', 'your', 'u', 'ur', 'we', 'they', 'he', 'she', 'it', 'this', 'that', 'the', 'a', 'an', 'to', 'of',
  'in', 'on', 'at', 'for', 'with', 'from', 'about', 'and', 'or', 'but', 'if', 'so', 'up', 'out', 'is', 'are', 'was', 'be',
  'been', 'do', "don't", 'dont', 'not', 'no', 'never', 'have', 'has', 'will', 'can', 'all', 'get', 'go', 'going', 'just',
  'what', 'here', 'there', 'would',
]);
const rarity = (word: string): number => (EVERYDAY.has(word) ? 0 : 1000) + word.length;

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

  /** Whether any of the phrases is said in `words`. */
  saidIn(words: readonly string[]): boolean {
    for (let i = 0; i < words.length; i++) if (this.at(words, i)) return true;
    return false;
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
   * One word of each phrase, its rarest as far as can be told (not an everyday word, then the
   * longest): a phrase holds all its words, so a sentence without any of these holds none of the
   * phrases. Any word of the phrase would do; a rare one lets more sentences be skipped.
   */
  keyWords(): Iterable<string> {
    const out = new Set<string>();
    for (const list of this.#byFirst.values()) {
      for (const { parts } of list) out.add(parts.reduce((a, b) => (rarity(b) > rarity(a) ? b : a)));
    }
    return out;
  }

  /** The words the phrases start with. */
  firstWords(): Iterable<string> {
    return this.#byFirst.keys();
  }

  has(word: string): boolean {
    return this.#byFirst.get(word)?.some((e) => e.parts.length === 1) ?? false;
  }
}

/** Triggers are bits of a few 31-bit words (small integers in the engine), `TRIGGER_WORDS` per sentence. */
export const TRIGGER_WORDS = 2;
const BITS_PER_WORD = 31;
const MAX_TRIGGERS = TRIGGER_WORDS * BITS_PER_WORD;
/** The bits of the triggers each word belongs to: one lookup per word answers for every trigger. */
const TRIGGER_BITS = new Map<string, Int32Array>();
let triggerCount = 0;

/** A set of trigger words with its bit (see triggerWords): bit `bit` of word `slot`. */
export class Trigger {
  readonly slot: number;
  readonly bit: number;
  readonly #words: ReadonlySet<string>;

  constructor(words: ReadonlySet<string>) {
    if (triggerCount === MAX_TRIGGERS) throw new Error(`more than ${MAX_TRIGGERS} trigger sets: give their bits more words`);
    this.slot = Math.floor(triggerCount / BITS_PER_WORD);
    this.bit = 1 << triggerCount % BITS_PER_WORD;
    triggerCount++;
    this.#words = words;
    for (const w of words) {
      let bits = TRIGGER_BITS.get(w);
      if (!bits) TRIGGER_BITS.set(w, (bits = new Int32Array(TRIGGER_WORDS)));
      bits[this.slot]! |= this.bit;
    }
  }

  has(word: string): boolean {
    return this.#words.has(word);
  }

  [Symbol.iterator](): Iterator<string> {
    return this.#words[Symbol.iterator]();
  }
}

/**
 * Words of which every finding of a rule holds at least one, gathered from the rule's own phrase
 * sets and word sets: a sentence without any of them holds no finding. Every trigger has a bit, so
 * a reading looks each word up once for all of them (see triggerBits).
 */
export function triggerWords(...sources: readonly (PhraseSet | ReadonlySet<string>)[]): Trigger {
  const out = new Set<string>();
  for (const source of sources) for (const word of source instanceof PhraseSet ? source.keyWords() : source) out.add(word);
  return new Trigger(out);
}

/** Writes the bits of every trigger one of `words` belongs to into `out` from `at` (`TRIGGER_WORDS` words). */
export function triggerBits(words: readonly string[], out: Int32Array, at: number): void {
  for (let i = 0; i < words.length; i++) {
    const bits = TRIGGER_BITS.get(words[i]!);
    if (bits) for (let k = 0; k < TRIGGER_WORDS; k++) out[at + k]! |= bits[k]!;
  }
}
