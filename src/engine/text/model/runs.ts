// The model's reading of one text: each sentence, each pair of short neighbouring sentences (so
// "Immigrants. They are parasites." is read whole), a short post of more sentences as a whole
// ("Mexicans. I said it. Lazy and dirty, all of them.") and overlapping windows of long sentences are
// scored, and the runs whose probability reaches a category's reporting threshold are kept with
// the word that adds most to the score (where negation and quotation are looked for).
import type { NormalizedText } from '../normalize.ts';
import type { ModelCategory } from './categories.ts';
import { isPunctuationToken } from './features.ts';
import { sigmoid, type TextModel, type WordRange, type WordShares } from './text-model.ts';

/** A run of words whose score reaches its category's reporting threshold. */
export interface ScoredRun {
  readonly category: ModelCategory;
  readonly probability: number;
  /** The probability the run had to reach to be kept: its category's reporting threshold. */
  readonly threshold: number;
  /** Offsets of the run in the normalised text. */
  readonly from: number;
  readonly to: number;
  /** The run's words, as the normalised text holds them. */
  readonly words: readonly string[];
  /** The word that adds most to the category's score: its index in `words`, and its offsets. */
  readonly keyIndex: number;
  readonly keyFrom: number;
  readonly keyTo: number;
  /**
   * Offsets of the two words that add most (the target and the predicate, often: `muslims`, `vermin`):
   * a negation before either (`muslims are not vermin`) denies the run.
   */
  readonly deciding: readonly number[];
  /** How many of its words count for its length: two characters or more, with a letter. */
  readonly lettered: number;
  /** Whether the run is every word of the text: a post read whole (see `LONG_POST`). */
  readonly whole: boolean;
}

/** Sentences longer than this are read in overlapping windows of this many words. */
const WINDOW = 48;
const STRIDE = 24;
/** Neighbouring sentences are also read together when both are this short. */
const SHORT = 16;
/**
 * A post longer than a window and up to this many words is read whole too, by the categories that
 * read posts only whole (spam: a sales pitch or a sob story that ends in a contact runs longer than
 * a window, and no window of it says what the whole does).
 */
const LONG_POST = 120;

/** The runs of words to score: each sentence (windows of long ones), each pair of short neighbours, and a short post whole. */
function runsOf(text: string, words: number): WordRange[] {
  const sentences: WordRange[] = [];
  let word = 0;
  let start = 0;
  for (let from = 0; from < text.length; ) {
    let to = text.indexOf(' ', from);
    if (to === -1) to = text.length;
    if (isPunctuationToken(text, from, to)) {
      const c = text.charCodeAt(from);
      // . ! ? ; end a sentence.
      if ((c === 46 || c === 33 || c === 63 || c === 59) && word > start) {
        sentences.push({ fromWord: start, toWord: word });
        start = word;
      }
    } else if (to > from) word++;
    from = to + 1;
  }
  if (words > start) sentences.push({ fromWord: start, toWord: words });
  const out: WordRange[] = [];
  // Pairs after every sentence: where a sentence alone reaches a threshold, its finding is the sentence, not the pair around it.
  const pairs: WordRange[] = [];
  sentences.forEach((s, i) => {
    const length = s.toWord - s.fromWord;
    if (length <= WINDOW) out.push(s);
    else {
      for (let a = s.fromWord; a < s.toWord; a += STRIDE) {
        out.push({ fromWord: a, toWord: Math.min(s.toWord, a + WINDOW) });
        if (a + WINDOW >= s.toWord) break;
      }
    }
    const next = sentences[i + 1];
    if (next && length <= SHORT && next.toWord - next.fromWord <= SHORT) pairs.push({ fromWord: s.fromWord, toWord: next.toWord });
  });
  out.push(...pairs);
  // A short post is also read whole: its hate may be spread over more sentences than a pair (two short ones are read whole above).
  const pairedWhole = sentences.length === 2 && sentences.every((s) => s.toWord - s.fromWord <= SHORT);
  if (sentences.length >= 2 && words <= WINDOW && !pairedWhole) out.push({ fromWord: 0, toWord: words });
  return out;
}

/**
 * A run is read only when it holds two different words or more of two characters with a letter:
 * one word alone (`jews`, `end`, `goodbye`), said again (`end end`, as Ruby and shell scripts close
 * their blocks) or one-letter words (`i i`, which is what `1.1` normalises to) carry the model's
 * prior for the word and no context; single words are the rules' to judge. And at least this share
 * of those words must be words the model knows: a run of names it has never seen (`w22w w22x ...`,
 * identifiers, a foreign language) is scored from letter pieces alone, which add up to noise, not
 * to a reading.
 */
const MIN_KNOWN = 0.5;
/** The fewest different words of two characters with a letter a run is read with. */
export const MIN_RUN_WORDS = 2;
/**
 * And at least this share of them must be different words: a chant or a flood (`ha ha ha ... that
 * was great`) says a word so many times that the length normalisation, which hears a word said
 * thirty times as five times one said once, scores a few words as a post full of them (1.0 spam,
 * 1.0 harassment). Floods are the rules' to judge (spam/repetition).
 */
const MIN_DIFFERENT = 0.5;

/** What a word is to `readableWords`: not looked at yet, left out (under two characters, or no letter), known, unknown. */
const UNREAD = 0;
const LEFT_OUT = 1;
const KNOWN = 2;
const UNKNOWN = 3;

/** Whether the word at [from, to) of normalised text counts for a run's length: two characters or more, with a letter. */
function isLettered(text: string, from: number, to: number): boolean {
  if (to - from < 2) return false;
  // Normalised text is lower case: a letter is a-z or beyond ASCII (digits and marks are not).
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 97 && c <= 122) || c > 127) return true;
  }
  return false;
}

/** How many words of normalised `text` count for a run's length (see isLettered). */
export function letteredWords(text: string): number {
  let count = 0;
  for (let from = 0; from < text.length; ) {
    let to = text.indexOf(' ', from);
    if (to === -1) to = text.length;
    if (isLettered(text, from, to)) count++;
    from = to + 1;
  }
  return count;
}

function wordStatus(model: TextModel, text: string, shares: WordShares, w: number): number {
  if (!isLettered(text, shares.start[w]!, shares.end[w]!)) return LEFT_OUT;
  return model.knowsHash(shares.hash[w]!) ? KNOWN : UNKNOWN;
}

/** Whether [a, aEnd) and [b, bEnd) of `text` hold the same letters. */
function sameLetters(text: string, a: number, aEnd: number, b: number, bEnd: number): boolean {
  if (aEnd - a !== bEnd - b) return false;
  for (let k = 0; k < aEnd - a; k++) if (text.charCodeAt(a + k) !== text.charCodeAt(b + k)) return false;
  return true;
}

/**
 * For each word of the text, where the same word came last before it, or -1: a run's different words
 * are those whose last time falls before it. Words are told apart by their hashes (in a table of open
 * addressing: a map of strings cost more than the rest of the function), and by their letters where
 * two share one, with nothing cut out of the text.
 */
function lastTimes(text: string, shares: WordShares): Int32Array {
  const { start, end, hash } = shares;
  const last = new Int32Array(shares.words);
  let size = 16;
  while (size < shares.words * 2) size <<= 1;
  // Each slot: a word's hash, and 1 + where it came last (0: empty).
  const slotHash = new Int32Array(size);
  const slotWord = new Int32Array(size);
  const mask = size - 1;
  for (let w = 0; w < shares.words; w++) {
    const h = hash[w]!;
    let at = (h ^ (h >>> 15)) & mask;
    while (slotWord[at] !== 0 && slotHash[at] !== h) at = (at + 1) & mask;
    const before = slotWord[at]! - 1;
    last[w] = before >= 0 && sameLetters(text, start[before]!, end[before]!, start[w]!, end[w]!) ? before : -1;
    slotHash[at] = h;
    slotWord[at] = w + 1;
  }
  return last;
}

/**
 * How many words of two characters with a letter a run holds, when they are enough different words,
 * mostly known, for its score to be a reading; else 0. `status` keeps each word's answer for the
 * other runs of the text, and `last` where each word came last (see lastTimes). Asked only of a run
 * whose score reaches a threshold, so the words are looked at only there.
 */
function readableWords(model: TextModel, text: string, shares: WordShares, run: WordRange, status: Uint8Array, last: Int32Array): number {
  let different = 0;
  let counted = 0;
  let known = 0;
  for (let w = run.fromWord; w < run.toWord; w++) {
    if (status[w] === UNREAD) status[w] = wordStatus(model, text, shares, w);
    if (status[w] === LEFT_OUT) continue;
    counted++;
    if (status[w] === KNOWN) known++;
    if (last[w]! < run.fromWord) different++;
  }
  return different >= MIN_RUN_WORDS && different >= counted * MIN_DIFFERENT && known >= counted * MIN_KNOWN ? counted : 0;
}

/** The two words of the run that add most to category `h`'s margin, the most first (the same twice in a one-word run). */
function keyWords(shares: WordShares, run: WordRange, h: number, H: number): [number, number] {
  let best = run.fromWord;
  let second = run.fromWord;
  let bestShare = -Infinity;
  let secondShare = -Infinity;
  for (let w = run.fromWord; w < run.toWord; w++) {
    const share = shares.sums[(w + 1) * H + h]! - shares.sums[w * H + h]!;
    if (share > bestShare) {
      [second, secondShare] = [best, bestShare];
      [best, bestShare] = [w, share];
    } else if (share > secondShare) [second, secondShare] = [w, share];
  }
  return [best, second];
}

/**
 * The runs of `doc` that reach their category's threshold: the model's own reporting threshold,
 * and at least `floor(category)`. A post of more than a window and up to `LONG_POST` words is also
 * read whole for the categories `readsWhole` names.
 */
export function scoredRuns(
  model: TextModel,
  doc: NormalizedText,
  floor: (category: ModelCategory) => number,
  readsWhole: (category: ModelCategory) => boolean = () => false,
): ScoredRun[] {
  const text = doc.text;
  const shares = model.shares(text);
  if (shares.words === 0) return [];
  const H = model.categories.length;
  // Each run is compared in log-odds first (with room for rounding), so only a run near or above a
  // threshold pays for its probability.
  const floors = model.categories.map((category, h) => Math.max(model.reportAt[h]!, floor(category)));
  const logFloors = floors.map((f) => Math.log(f / (1 - f)) - 1e-9);
  const z = new Float64Array(H);
  const status = new Uint8Array(shares.words);
  let last: Int32Array | undefined;
  const out: ScoredRun[] = [];
  const runs = runsOf(text, shares.words);
  const longPost = shares.words > WINDOW && shares.words <= LONG_POST;
  if (longPost) runs.push({ fromWord: 0, toWord: shares.words });
  for (const run of runs) {
    model.logits(shares, run, z);
    let lettered: number | undefined;
    // The run's words, cut out once for every category it reaches.
    let words: string[] | undefined;
    const wholeOnly = longPost && run.toWord - run.fromWord === shares.words;
    for (let h = 0; h < H; h++) {
      if (z[h]! < logFloors[h]! || (wholeOnly && !readsWhole(model.categories[h]!))) continue;
      const probability = sigmoid(z[h]!);
      if (probability < floors[h]! || (lettered ??= readableWords(model, text, shares, run, status, (last ??= lastTimes(text, shares)))) === 0) continue;
      const [key, next] = keyWords(shares, run, h, H);
      if (words === undefined) {
        words = [];
        for (let w = run.fromWord; w < run.toWord; w++) words.push(text.slice(shares.start[w], shares.end[w]));
      }
      out.push({
        category: model.categories[h]!,
        probability,
        threshold: floors[h]!,
        from: shares.start[run.fromWord]!,
        to: shares.end[run.toWord - 1]!,
        words,
        keyIndex: key - run.fromWord,
        keyFrom: shares.start[key]!,
        keyTo: shares.end[key]!,
        deciding: [shares.start[key]!, shares.start[next]!],
        lettered,
        whole: run.fromWord === 0 && run.toWord === shares.words,
      });
    }
  }
  return out;
}
