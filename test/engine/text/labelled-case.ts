// One labelled text and the helpers every labelled set is written with.
import type { CategoryName, Severity } from '../../../src/api/index.ts';

export interface LabelledCase {
  readonly text: string;
  /** Categories that must be found, with the severity expected. Empty: nothing may be found. */
  readonly expect: Partial<Record<CategoryName, Severity>>;
  /** Categories tolerated at low severity (reported speech, quotes, reclaimed terms). */
  readonly lowOk?: readonly CategoryName[];
  readonly kind: 'positive' | 'obfuscated' | 'negative';
}

type Expect = Partial<Record<CategoryName, Severity>>;

/** A text that must be flagged for exactly these categories. */
export const pos = (text: string, expect: Expect): LabelledCase => ({ text, expect, kind: 'positive' });
/** The same, written in disguise (leetspeak, separators, look-alike letters). */
export const obf = (text: string, expect: Expect): LabelledCase => ({ text, expect, kind: 'obfuscated' });
/** A hard negative: nothing may be flagged, except these categories at low severity. */
export const neg = (text: string, lowOk: readonly CategoryName[] = []): LabelledCase => ({ text, expect: {}, lowOk, kind: 'negative' });
