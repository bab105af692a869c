// The one shape every part of the text engine takes: each rule of a category, and any later stage
// (a model's scores) that reads the same text and adds candidates beside them.
import type { CategoryName } from '../../api/index.ts';
import type { Reading } from './reading.ts';

export interface Detector {
  /** `<category>/<part>`, unique in its language pack: names the part in errors and profiles. */
  readonly name: string;
  /** The categories it adds candidates for. */
  readonly categories: readonly CategoryName[];
  /** Reads the text and adds its candidates to `reading.findings`. */
  detect(reading: Reading): void;
}
