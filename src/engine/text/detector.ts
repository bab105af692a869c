// The one shape every part of the text engine takes: each rule of a category, and any later stage
// (a model's scores) that reads the same text and adds candidates beside them.
import type { CategoryName } from '../../api/index.ts';
import type { Reading } from './reading.ts';

/** A data file of word lists: each list's name to its words and phrases. */
export type WordLists = Readonly<Record<string, readonly string[]>>;

/**
 * `lists` without the lists named in `unlearned`, and the words of those it leaves out: a part gives
 * the first to the normaliser and keeps the second out of the words its patterns spell. Some words
 * may not be learned: the learned model reads its training texts through the same normaliser, where
 * they would join spaced letters (`per f e c t`, `c h e e r l e a k s`) into words, and the committed
 * model would no longer be what training rebuilds from the same data.
 */
export function withoutLists(lists: WordLists, unlearned: readonly string[]): { readonly learned: WordLists; readonly unlearnedWords: ReadonlySet<string> } {
  const names = new Set(unlearned);
  const entries = Object.entries(lists);
  return {
    learned: Object.fromEntries(entries.filter(([name]) => !names.has(name))),
    unlearnedWords: new Set(entries.flatMap(([name, list]) => (names.has(name) ? list.flatMap((phrase) => phrase.split(' ')) : []))),
  };
}

export interface Detector {
  /** `<category>/<part>`, unique in its language pack: names the part in errors and profiles. */
  readonly name: string;
  /** The categories it adds candidates for. */
  readonly categories: readonly CategoryName[];
  /** The word lists it reads: the normaliser learns every word of them, so disguised spellings resolve to them. */
  readonly words?: readonly WordLists[];
  /** Reads the text and adds its candidates to `reading.findings`. */
  detect(reading: Reading): void;
}
