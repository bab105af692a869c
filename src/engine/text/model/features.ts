// Turns normalised text into hashed features: words, word pairs and the letter n-grams of each word
// (so a misspelling or an unseen inflection still shares most of its features with the word it
// resembles). Training and scoring call this same code, so the two can never disagree.

export interface FeatureSpec {
  /** log2 of the number of hash buckets. */
  readonly bucketBits: number;
  /** Word n-grams: 1 for words, 2 for words and word pairs. */
  readonly wordNgrams: 1 | 2;
  /** Shortest and longest letter n-gram taken inside each word (with its edges marked); 0 turns them off. */
  readonly charMin: number;
  readonly charMax: number;
  /** Number of word-cluster levels whose cluster ids are features (0: none). */
  readonly clusterLevels: number;
  /** Also the broad clusters of each word and the one or two words before it (`hate` x `<group>`, `<group>` .. `<insult>`). */
  readonly clusterPairs: boolean;
  /**
   * Words of a class the rules know (1: a protected group, 2: a person) also pair their class with
   * the words around them (`hate <group>`, `<group> are`, `<group> .. parasites`, `you <insult>`), so
   * what is learned for one group or one pronoun holds for all of them.
   */
  readonly wordClasses: boolean;
  /**
   * A word that names a protected group (not a slur) is read as its class alone: no feature of its
   * own, of its letters or of its clusters, and its neighbours pair with the class instead of the
   * word. What is learned of `<group> control the banks` then holds for every group, and no group's
   * name scores as hate by itself (`nigerian families all welcome`) because the data spoke of that
   * group more often in hate than outside it.
   */
  readonly groupsByClass?: boolean;
}

/** The value of a cluster column for a word known only by its class. */
export const NO_CLUSTER = 0xffff;
/** Classes of words; a slur is a group word that is never read by its class alone (see `groupsByClass`). */
export const WORD_CLASS = { group: 1, person: 2, slur: 3 } as const;

/**
 * Each known word's cluster at every level (`NO_CLUSTER` when it has none), then its class (0: none)
 * when the spec uses word classes: words of like meaning share these features.
 */
export type WordClusters = ReadonlyMap<string, readonly number[]>;

/** The clusters keyed by the hash the feature loop already computed for each word: no string is cut out to look one up. */
export type ClusterIndex = ReadonlyMap<number, readonly number[]>;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** Seeds that keep words, pairs and letter n-grams apart in the one hash space. */
const WORD_SEED = 0x9e3779b1;
const CHAR_SEED = 0x85ebca6b;
const CLUSTER_SEED = 0xc2b2ae35;
const PAIR_SEED = 0x27d4eb2f;
const CLASS_SEED = 0x165667b1;
/** What the neighbours of a word read by its class alone pair with: one hash for every group. */
const GROUP_HASH = Math.imul(CLASS_SEED ^ 0x00ffffff, FNV_PRIME);
const EDGE = 0x7c; // `|` marks the start and end of a word in its letter n-grams.

/** True for the punctuation tokens the normaliser emits (. ! ? ; , : "), which are not words. */
export const isPunctuationToken = (text: string, from: number, to: number): boolean => {
  if (to - from !== 1) return false;
  const c = text.charCodeAt(from);
  return c === 46 || c === 33 || c === 63 || c === 59 || c === 44 || c === 58 || c === 34;
};

/** A final avalanche, so nearby hashes land in unrelated buckets and carry independent signs. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Room for the features of one text, reused from text to text: allocating typed arrays costs more
 * than filling them. After `extractFeatures`, `buckets[k]` is the bucket of feature k, or `~bucket`
 * when its sign is negative (signed hashing makes collisions cancel out on average instead of
 * adding up); `owners[k]` is `word << 2 | reach`: the ordinal of the word it belongs to and how many
 * words before it the feature also reads (0, 1 or 2); `wordStart` and `wordEnd` say where each word is,
 * and `wordHashes` its `wordHash`.
 */
export class FeatureBuffer {
  buckets = new Int32Array(0);
  owners = new Int32Array(0);
  wordStart = new Int32Array(0);
  wordEnd = new Int32Array(0);
  wordHashes = new Int32Array(0);
  count = 0;
  words = 0;

  /** Makes room for a text of `length` characters under `spec`. */
  reserve(spec: FeatureSpec, length: number): void {
    // A letter (or a word edge) starts at most one n-gram of each length, and a word (two characters
    // at least, with its space) adds itself, its pair and its clusters.
    const lengths = spec.charMax > 0 ? spec.charMax - spec.charMin + 1 : 0;
    const capacity = (length + 2) * (2 * lengths + 2 + spec.clusterLevels + (spec.clusterPairs ? 2 : 0) + (spec.wordClasses ? 5 : 0));
    if (this.buckets.length < capacity) {
      this.buckets = new Int32Array(capacity * 2);
      this.owners = new Int32Array(capacity * 2);
    }
    const words = (length >> 1) + 1;
    if (this.wordStart.length < words) {
      this.wordStart = new Int32Array(words * 2);
      this.wordEnd = new Int32Array(words * 2);
      this.wordHashes = new Int32Array(words * 2);
    }
  }
}

/** The hash that names a word everywhere: its unigram feature, its clusters, its entry among the known words. */
export const wordHash = (text: string, start: number, end: number): number => {
  let h = FNV_OFFSET ^ WORD_SEED;
  for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h;
};

/** A second, unrelated hash of a word: with `wordHash`, tells a known word from another that shares its hash. */
export const wordCheck = (text: string, start: number, end: number): number => {
  let h = end - start;
  for (let i = start; i < end; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h;
};

/**
 * Words whose own features (the word, its letter n-grams, its clusters and class: everything that
 * reads no other word) are summed in advance. Scoring passes them in; training, which needs each
 * feature's bucket, does not.
 */
export interface KnownWords {
  /** The entry of the word with these hashes, or -1. */
  find(hash: number, check: number): number;
  /** The entry's broad cluster (-1: none) and its class (0: none): what the features that pair it with its neighbours read. */
  broad(entry: number): number;
  wordClass(entry: number): number;
}

/** `owners[k] & 3` of a feature that stands for a known word's own features together: `buckets[k]` is then the entry. */
export const KNOWN_WORD = 3;

/** A word's class under `spec` (0: none), from its cluster ids. */
export const wordClassOf = (spec: FeatureSpec, ids: readonly number[] | undefined): number => (spec.wordClasses && ids ? ids[spec.clusterLevels]! : 0);

/** Whether a word of class `cls` is read by its class alone under `spec`. */
const readByClass = (spec: FeatureSpec, cls: number): boolean => spec.groupsByClass === true && cls === WORD_CLASS.group;

/** The class the features that pair classes read: a slur pairs as the group words do. */
const pairedClass = (cls: number): number => (cls === WORD_CLASS.slur ? WORD_CLASS.group : cls);

/** A word's broad cluster under `spec` (-1: none), from its cluster ids: what the features that pair clusters read. */
export const broadCluster = (spec: FeatureSpec, ids: readonly number[] | undefined): number =>
  ids && spec.clusterLevels > 0 && ids[0] !== NO_CLUSTER && !readByClass(spec, wordClassOf(spec, ids)) ? ids[0]! : -1;

/** Writes one feature (its hash mixed into a signed bucket) and its owner; returns the new count. */
function push(buckets: Int32Array, owners: Int32Array, count: number, mask: number, hash: number, owner: number): number {
  const m = mix(hash);
  buckets[count] = (m & 0x80000000) === 0 ? m & mask : ~(m & mask);
  owners[count] = owner;
  return count + 1;
}

/** The clusters by word hash (on the rare hash shared by two words, the first word keeps it). */
export function clusterIndex(clusters: WordClusters): ClusterIndex {
  const index = new Map<number, readonly number[]>();
  for (const [word, ids] of clusters) {
    const h = wordHash(word, 0, word.length);
    if (!index.has(h)) index.set(h, ids);
  }
  return index;
}

/**
 * Fills `out` with the features of the normalised text between `from` and `to` (word boundaries).
 * Punctuation tokens are left out: sources differ in how they punctuate, harm does not. A word of
 * `known` adds one feature that stands for all its own features (see KNOWN_WORD).
 */
export function extractFeatures(spec: FeatureSpec, clusters: ClusterIndex, text: string, out: FeatureBuffer, from = 0, to = text.length, known?: KnownWords): void {
  const mask = (1 << spec.bucketBits) - 1;
  out.reserve(spec, to - from);
  const { buckets, owners, wordStart, wordEnd, wordHashes } = out;
  let count = 0;
  let word = -1;
  // Hash of the word before.
  let previous1 = 0;
  // Broad clusters of the two words before (-1: not a known word).
  let cluster1 = -1;
  let cluster2 = -1;
  // Classes and hashes of the two words before.
  let class1 = 0;
  let class2 = 0;
  let hash2 = 0;
  let start = from;
  const letters = spec.charMax > 0;
  while (start < to) {
    let end = text.indexOf(' ', start);
    if (end === -1 || end > to) end = to;
    if (end > start && !isPunctuationToken(text, start, end)) {
      const h = wordHash(text, start, end);
      word++;
      wordStart[word] = start;
      wordEnd[word] = end;
      wordHashes[word] = h;
      const own = word << 2;
      // The order of features is part of what training reproduces: a word, its pair, its letters, its clusters, then what pairs clusters and classes.
      const entry = known ? known.find(h, wordCheck(text, start, end)) : -1;
      const ids = entry >= 0 ? undefined : clusters.get(h);
      const ownClass = entry >= 0 ? known!.wordClass(entry) : wordClassOf(spec, ids);
      const byClass = readByClass(spec, ownClass);
      const cls = pairedClass(ownClass);
      // What the word's neighbours pair with: the word, or its class.
      const paired = byClass ? GROUP_HASH : h;
      if (entry >= 0) {
        buckets[count] = entry;
        owners[count++] = own | KNOWN_WORD;
      } else if (!byClass) count = push(buckets, owners, count, mask, h, own);
      if (spec.wordNgrams === 2 && word > 0) {
        count = push(buckets, owners, count, mask, Math.imul(previous1 ^ 0x5bd1e995, FNV_PRIME) ^ paired, own | 1);
      }
      let broad: number;
      if (entry >= 0) {
        broad = known!.broad(entry);
      } else if (byClass) {
        broad = -1;
      } else {
        if (letters) {
          // The letter n-grams of the word with its edges marked: `|ki`, `kil`, `ill`, `ll|` for `kill` at length 3.
          const length = end - start + 2;
          for (let i = 0; i + spec.charMin <= length; i++) {
            let g = FNV_OFFSET ^ CHAR_SEED;
            for (let n = 1; n <= spec.charMax && i + n <= length; n++) {
              const at = i + n - 1;
              g = Math.imul(g ^ (at === 0 || at === length - 1 ? EDGE : text.charCodeAt(start + at - 1)), FNV_PRIME);
              if (n >= spec.charMin) {
                count = push(buckets, owners, count, mask, g ^ n, own);
              }
            }
          }
        }
        for (let level = 0; level < spec.clusterLevels; level++) {
          const id = ids ? ids[level]! : NO_CLUSTER;
          if (id === NO_CLUSTER) continue;
          count = push(buckets, owners, count, mask, Math.imul(CLUSTER_SEED ^ level, FNV_PRIME) ^ id, own);
        }
        broad = broadCluster(spec, ids);
      }
      if (spec.clusterPairs && broad >= 0) {
        if (cluster1 >= 0) {
          count = push(buckets, owners, count, mask, Math.imul(PAIR_SEED ^ (cluster1 << 12), FNV_PRIME) ^ broad, own | 1);
        }
        if (cluster2 >= 0) {
          count = push(buckets, owners, count, mask, Math.imul(PAIR_SEED ^ 0x1000000 ^ (cluster2 << 12), FNV_PRIME) ^ broad, own | 2);
        }
      }
      cluster2 = cluster1;
      cluster1 = broad;
      if (spec.wordClasses) {
        // Each class feature hashes (which relation, the class, the other word), owned by the later word.
        if (cls !== 0) {
          if (entry < 0) count = push(buckets, owners, count, mask, Math.imul(CLASS_SEED ^ cls, FNV_PRIME), own);
          if (word > 0) count = push(buckets, owners, count, mask, Math.imul(CLASS_SEED ^ (1 << 8) ^ cls, FNV_PRIME) ^ previous1, own | 1);
          if (word > 1) count = push(buckets, owners, count, mask, Math.imul(CLASS_SEED ^ (2 << 8) ^ cls, FNV_PRIME) ^ hash2, own | 2);
        }
        if (class1 !== 0) count = push(buckets, owners, count, mask, Math.imul(CLASS_SEED ^ (3 << 8) ^ class1, FNV_PRIME) ^ paired, own | 1);
        if (class2 !== 0) count = push(buckets, owners, count, mask, Math.imul(CLASS_SEED ^ (4 << 8) ^ class2, FNV_PRIME) ^ paired, own | 2);
        class2 = class1;
        class1 = cls;
      }
      hash2 = previous1;
      previous1 = paired;
    }
    start = end + 1;
  }
  out.count = count;
  out.words = word + 1;
}
