// The words a pack's normaliser recognises: every word of every word list its detectors and its
// context checks read, so `k.i.l.l`, `s c h l o n g` and `1d1ot` resolve to words some rule knows.
import type { WordLists } from './detector.ts';
import { Misspellings } from './misspellings.ts';
import type { Vocabulary } from './normalize.ts';

/** Which words a masked token may stand for, and how a slip is told (see buildVocabulary). */
export interface VocabularyOptions {
  /** Words a masked token (`f*ck`) may stand for. */
  readonly maskable: readonly (readonly string[])[];
  /** Words it may stand for only when it shows their first and last letters and fits no other of them (`j*ws`). */
  readonly maskableWhenShown?: readonly (readonly string[])[];
  /** Words of those people mask far more often than the others: of several that fit a mask, the one read (`n*****s`: `niggers`). */
  readonly maskedMost?: readonly string[];
  /** What follows a number as its hour, its order or its unit (`am`, `th`, `kg`): such a number is read as it stands. */
  readonly numberSuffixes?: readonly string[];
  /**
   * The words whose slips are read, what is a word, and spellings read as a word whatever their
   * slips (asked once, on first use).
   */
  readonly slips?: () => {
    readonly targets: Iterable<string>;
    readonly isWord: (word: string) => boolean;
    readonly respellings?: Iterable<readonly [spelling: string, word: string]>;
  };
}

/**
 * A vocabulary of every word (two letters or more) of `lists`; a masked token may stand for the
 * single words of three letters or more of the options' lists. A slip of one of the targets `slips()`
 * gives that is no word (neither of the lists nor one its `isWord` knows) reads as the target (see
 * misspellings.ts); without `slips`, none does.
 */
export function buildVocabulary(lists: Iterable<WordLists>, { maskable, maskableWhenShown = [], maskedMost = [], numberSuffixes = [], slips }: VocabularyOptions): Vocabulary {
  const set = new Set<string>();
  for (const file of lists) {
    for (const list of Object.values(file)) for (const entry of list) for (const w of entry.split(' ')) if (w.length >= 2) set.add(w);
  }
  // Built on first use: the slips of a thousand words take a few milliseconds, and `isWord` may read a
  // dictionary and a model, which nothing keeps once the slips are built.
  let misspellings: Misspellings | undefined;
  const buildMisspellings = (make: NonNullable<typeof slips>): Misspellings => {
    const { targets, isWord, respellings } = make();
    return new Misspellings(targets, (w) => set.has(w) || isWord(w), respellings);
  };
  const shown = maskedWords(maskableWhenShown);
  const prefixes = new Set<string>();
  for (const w of set) for (let k = 1; k <= w.length; k++) prefixes.add(w.slice(0, k));
  return {
    has: (w) => set.has(w),
    hasPrefix: (p) => prefixes.has(p),
    maskable: maskedWords(maskable),
    maskableWhenShown: shown,
    maskedMost: new Set(maskedMost.map((word) => (shown.includes(word) ? word : fail(`${word}, masked most, is not a word a mask may hide`)))),
    numberSuffixes: new Set(numberSuffixes),
    correct: (text, from, to) => slips && (misspellings ??= buildMisspellings(slips)).correct(text, from, to),
  };
}

/** Fails the pack's build: a list that contradicts another. */
function fail(problem: string): never {
  throw new Error(problem);
}

/** The different single words of three letters or more of `lists`: what a mask may hide. */
const maskedWords = (lists: readonly (readonly string[])[]): string[] => [...new Set(lists.flat())].filter((w) => w.length >= 3 && !w.includes(' '));
