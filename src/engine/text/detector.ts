// The one shape every part of the text engine takes: each rule of a category, and any later stage
// (a model's scores) that reads the same text and adds candidates beside them.
import type { CategoryName } from '../../api/index.ts';
import type { Reading } from './reading.ts';

/** A data file of word lists: each list's name to its words and phrases. */
export type WordLists = Readonly<Record<string, readonly string[]>>;

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
