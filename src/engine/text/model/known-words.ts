// The model's most frequent words (the head of its cluster table, and every letter and digit) with
// their own features summed once, when the model loads: such a word then costs one probe of this
// table instead of one weight read per letter n-gram, cluster and class, and scores exactly what its
// features one by one would.
import { broadCluster, extractFeatures, FeatureBuffer, wordCheck, wordClassOf, wordHash, type ClusterIndex, type FeatureSpec, type KnownWords, type WordClusters } from './features.ts';

/**
 * How many words of the cluster table, which lists the most frequent first: the first 20,000 are
 * about three words in four of a text, and the rest add few more for much longer loading.
 */
const FREQUENT_WORDS = 20_000;
/** Words of one letter or digit, frequent in any text (`a`, `i`, `2`) and never in the cluster table. */
const ONE_CHARACTER_WORDS = [...'abcdefghijklmnopqrstuvwxyz0123456789'];

/**
 * A record's fields, in 32-bit words: the word's two hashes, its feature count (never 0, so 0 marks
 * an empty slot), its broad cluster and class, then its step sums as 16-bit halves. A record fills
 * half a cache line, so a probe usually reads one line.
 */
const HASH = 0;
const CHECK = 1;
const COUNT = 2;
const BROAD = 3;
const CLASS = 4;
const STEPS = 5;

export class KnownWordTable implements KnownWords {
  readonly #records: Int32Array;
  /** The same memory, to read the step sums: `steps[entry * 2 + STEPS * 2 + c]`. */
  readonly steps: Int16Array;
  readonly #stride: number;
  readonly #mask: number;

  /** `index` is `clusterIndex(clusters)`, as the model's feature loop reads it. */
  constructor(spec: FeatureSpec, clusters: WordClusters, index: ClusterIndex, weights: Int8Array, H: number) {
    const words = Math.min(clusters.size, FREQUENT_WORDS) + ONE_CHARACTER_WORDS.length;
    let slots = 1;
    while (slots < words * 2) slots <<= 1;
    let stride = 1;
    while (stride < STEPS + Math.ceil(H / 2)) stride <<= 1;
    this.#stride = stride;
    this.#mask = slots - 1;
    this.#records = new Int32Array(slots * stride);
    this.steps = new Int16Array(this.#records.buffer);
    const features = new FeatureBuffer();
    const add = (word: string) => {
      const hash = wordHash(word, 0, word.length);
      if (this.#slotOf(hash) >= 0) return;
      // Alone, a word has only its own features; a phrase or a punctuation mark is never one word of a text.
      extractFeatures(spec, index, word, features);
      if (features.words !== 1 || features.wordEnd[0] !== word.length) return;
      // What the feature loop reads for this hash (on a hash shared by two words, the first word's clusters), so a known word pairs with its neighbours as it would one by one.
      const ids = index.get(hash);
      this.#add(hash, wordCheck(word, 0, word.length), broadCluster(spec, ids), wordClassOf(spec, ids), features, weights, H);
    };
    let taken = 0;
    for (const word of clusters.keys()) {
      if (taken++ === FREQUENT_WORDS) break;
      add(word);
    }
    for (const word of ONE_CHARACTER_WORDS) add(word);
  }

  /** The record of a word with this hash, whatever its check, or -1. */
  #slotOf(hash: number): number {
    const records = this.#records;
    for (let r = (hash & this.#mask) * this.#stride; records[r + COUNT] !== 0; r = (r + this.#stride) & (records.length - 1)) {
      if (records[r + HASH] === hash) return r;
    }
    return -1;
  }

  #add(hash: number, check: number, broad: number, cls: number, features: FeatureBuffer, weights: Int8Array, H: number): void {
    const records = this.#records;
    let r = (hash & this.#mask) * this.#stride;
    while (records[r + COUNT] !== 0) r = (r + this.#stride) & (records.length - 1);
    records[r + HASH] = hash;
    records[r + CHECK] = check;
    records[r + COUNT] = features.count;
    records[r + BROAD] = broad;
    records[r + CLASS] = cls;
    // A word's own features are a few dozen signed bytes at most: the sum fits 16 bits.
    const at = (r + STEPS) * 2;
    for (let k = 0; k < features.count; k++) {
      const f = features.buckets[k]!;
      const base = (f >= 0 ? f : ~f) * H;
      for (let h = 0; h < H; h++) this.steps[at + h]! += f >= 0 ? weights[base + h]! : -weights[base + h]!;
    }
  }

  /** The entry (its record's offset) of the word with these hashes, or -1. */
  find(hash: number, check: number): number {
    const records = this.#records;
    const wrap = records.length - 1;
    for (let r = (hash & this.#mask) * this.#stride; ; r = (r + this.#stride) & wrap) {
      if (records[r + COUNT] === 0) return -1;
      if (records[r + HASH] === hash && records[r + CHECK] === check) return r;
    }
  }

  /** How many features the entry stands for: a text's length normalisation counts each. */
  count(entry: number): number {
    return this.#records[entry + COUNT]!;
  }

  /** Where the entry's step sums start in `steps`, one per category. */
  stepsAt(entry: number): number {
    return (entry + STEPS) * 2;
  }

  broad(entry: number): number {
    return this.#records[entry + BROAD]!;
  }

  wordClass(entry: number): number {
    return this.#records[entry + CLASS]!;
  }
}
