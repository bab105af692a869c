// Scores normalised text with the committed model. Each word's share of every category's margin is
// computed once; the margin of any run of words (a sentence, two sentences, a window of a long one)
// is then a difference of running sums, so scoring many windows costs little more than one.
import type { ModelCategory } from './categories.ts';
import { clusterIndex, extractFeatures, FeatureBuffer, KNOWN_WORD, wordHash, type ClusterIndex } from './features.ts';
import { KnownWordTable } from './known-words.ts';
import type { ModelFile, ModelHeader } from './model-file.ts';

/** A run of words `[fromWord, toWord)` by their ordinals in the text. */
export interface WordRange {
  readonly fromWord: number;
  readonly toWord: number;
}

export const sigmoid = (z: number): number => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)));

/** Room for the per-word sums of one text, reused from text to text like the feature buffer. */
class ShareBuffer {
  steps = new Int32Array(0);
  counts = new Int32Array(0);
  sums = new Float64Array(0);
  runningCounts = new Float64Array(0);
  reachShare = new Float64Array(0);

  /** Room for `words` words of `H` categories, the part in use cleared. */
  reserve(words: number, H: number): this {
    if (this.runningCounts.length < words + 1) {
      const n = (words + 1) * 2;
      this.steps = new Int32Array(n * H * 3);
      this.counts = new Int32Array(n * 3);
      this.sums = new Float64Array(n * H);
      this.runningCounts = new Float64Array(n);
      this.reachShare = new Float64Array(n * H * 2);
    } else {
      this.steps.fill(0, 0, words * H * 3);
      this.counts.fill(0, 0, words * 3);
    }
    return this;
  }
}

/**
 * Per-word shares of a text, ready to score any run of its words: views of the model's buffers,
 * valid until the model reads the next text. Features that pair a word with the one or two words
 * before it are kept apart too, so a run that starts at a word leaves out what reaches before it.
 */
export interface WordShares {
  /** Number of words (punctuation tokens are not words). */
  readonly words: number;
  /** Offsets in the normalised text where word i starts and ends, and its hash (`wordHash`). */
  readonly start: Int32Array;
  readonly end: Int32Array;
  readonly hash: Int32Array;
  /** Running sums: `sums[i * H + c]` is the margin share of the words before i for category c. */
  readonly sums: Float64Array;
  readonly counts: Float64Array;
  /** `reachShare[(i * 2 + r - 1) * H + c]`: the share of word i's features that reach r words back. */
  readonly reachShare: Float64Array;
  /** `reachCount[i * 3 + r]`: how many features of word i reach r words back. */
  readonly reachCount: Int32Array;
}

export class TextModel {
  readonly #header: ModelHeader;
  /** Quantised weights, `weights[bucket * H + c]`: a quarter of the memory of floats, so most reads hit the cache. */
  readonly #weights: Int8Array;
  readonly #clusters: ClusterIndex;
  readonly #known: KnownWordTable;
  readonly #features = new FeatureBuffer();
  readonly #scratch = new ShareBuffer();

  constructor(file: ModelFile) {
    this.#header = file.header;
    this.#weights = file.weights;
    this.#clusters = clusterIndex(file.clusters);
    this.#known = new KnownWordTable(file.header.spec, file.clusters, this.#clusters, file.weights, file.header.categories.length);
  }

  /** Whether the word at [from, to) of `text` is one of the model's vocabulary (its cluster table), not only letter pieces to it. */
  knows(text: string, from: number, to: number): boolean {
    return this.knowsHash(wordHash(text, from, to));
  }

  /** `knows` for the word whose `wordHash` is `hash` (a text's shares hold each word's). */
  knowsHash(hash: number): boolean {
    return this.#clusters.size === 0 || this.#clusters.has(hash);
  }

  get version(): string {
    return this.#header.version;
  }

  get categories(): readonly ModelCategory[] {
    return this.#header.categories;
  }

  /** Per category (in `categories` order): the probability from which a finding is reported. */
  get reportAt(): readonly number[] {
    return this.#header.reportAt;
  }

  /**
   * Every word's share of each category's margin, for `text` (normalised). The word offsets are the
   * model's own buffers: read them before the next call.
   */
  shares(text: string): WordShares {
    const H = this.#header.categories.length;
    const weights = this.#weights;
    const features = this.#features;
    const known = this.#known;
    extractFeatures(this.#header.spec, this.#clusters, text, features, 0, text.length, known);
    const { count, words, buckets, owners, wordStart, wordEnd, wordHashes } = features;
    // Sums of quantisation steps stay integers until a word is done: one multiply per word and category.
    const scratch = this.#scratch.reserve(words, H);
    const { steps, counts: reachCount, sums, runningCounts, reachShare } = scratch;
    for (let k = 0; k < count; k++) {
      const f = buckets[k]!;
      const slot = owners[k]!; // word * 4 + reach
      if ((slot & 3) === KNOWN_WORD) {
        // A known word's own features, summed when the model loaded.
        const at = (slot >> 2) * 3 * H;
        const from = known.stepsAt(f);
        reachCount[(slot >> 2) * 3]! += known.count(f);
        for (let h = 0; h < H; h++) steps[at + h]! += known.steps[from + h]!;
        continue;
      }
      const at = ((slot >> 2) * 3 + (slot & 3)) * H;
      reachCount[(slot >> 2) * 3 + (slot & 3)]!++;
      if (f >= 0) {
        const base = f * H;
        for (let h = 0; h < H; h++) steps[at + h]! += weights[base + h]!;
      } else {
        const base = ~f * H;
        for (let h = 0; h < H; h++) steps[at + h]! -= weights[base + h]!;
      }
    }
    const scale = this.#header.scale;
    for (let i = 0; i < words; i++) {
      runningCounts[i + 1] = runningCounts[i]! + reachCount[i * 3]! + reachCount[i * 3 + 1]! + reachCount[i * 3 + 2]!;
      for (let h = 0; h < H; h++) {
        const own = steps[i * 3 * H + h]!;
        const reach1 = steps[(i * 3 + 1) * H + h]!;
        const reach2 = steps[(i * 3 + 2) * H + h]!;
        sums[(i + 1) * H + h] = sums[i * H + h]! + (own + reach1 + reach2) * scale[h]!;
        reachShare[i * 2 * H + h] = reach1 * scale[h]!;
        reachShare[(i * 2 + 1) * H + h] = reach2 * scale[h]!;
      }
    }
    return { words, start: wordStart, end: wordEnd, hash: wordHashes, sums, counts: runningCounts, reachShare, reachCount };
  }

  /**
   * Calibrated log-odds, one per category, for the words `[fromWord, toWord)`: the sigmoid of each is
   * its probability. A caller that only compares with a threshold can compare these with its log-odds.
   */
  logits(shares: WordShares, range: WordRange, out: Float64Array): Float64Array {
    const H = this.#header.categories.length;
    const { fromWord: a, toWord: b } = range;
    // What the first two words of the range read before it: word a's pairs and word a+1's skip-pairs.
    const cut = a > 0 && a < b;
    const cutNext = a > 0 && a + 1 < b;
    const { reachShare, reachCount } = shares;
    const outside = (cut ? reachCount[a * 3 + 1]! + reachCount[a * 3 + 2]! : 0) + (cutNext ? reachCount[(a + 1) * 3 + 2]! : 0);
    const count = shares.counts[b]! - shares.counts[a]! - outside;
    const scale = count > 0 ? 1 / Math.sqrt(count) : 0;
    for (let h = 0; h < H; h++) {
      let sum = shares.sums[b * H + h]! - shares.sums[a * H + h]!;
      if (cut) sum -= reachShare[a * 2 * H + h]! + reachShare[(a * 2 + 1) * H + h]!;
      if (cutNext) sum -= reachShare[((a + 1) * 2 + 1) * H + h]!;
      const margin = sum * scale + this.#header.bias[h]!;
      const { a: slope, b: intercept } = this.#header.calibration[h]!;
      out[h] = slope * margin + intercept;
    }
    return out;
  }

  /** Calibrated probabilities, one per category, of normalised `text` read as one run. */
  scoreText(text: string, out: Float64Array): Float64Array {
    const shares = this.shares(text);
    return this.score(shares, { fromWord: 0, toWord: shares.words }, out);
  }

  /** The calibrated probability of `category` for normalised `text` read as one run. */
  probabilityOf(text: string, category: ModelCategory): number {
    return this.scoreText(text, new Float64Array(this.categories.length))[this.categories.indexOf(category)]!;
  }

  /** Calibrated probabilities, one per category, for the words `[fromWord, toWord)`. */
  score(shares: WordShares, range: WordRange, out: Float64Array): Float64Array {
    this.logits(shares, range, out);
    for (let h = 0; h < out.length; h++) out[h] = sigmoid(out[h]!);
    return out;
  }
}
