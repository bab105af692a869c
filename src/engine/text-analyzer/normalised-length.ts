// The length the text engine reads: the text once Unicode NFKC normalised, where one code point
// can become up to 18 (U+FDFA).
import { codePointLength } from '../../api/index.ts';

export function normalisedLength(text: string): number {
  return codePointLength(text.normalize('NFKC'));
}

/** Why a text over `maxCodePoints` once normalised is refused (the message of `TextTooLongError`). */
export function tooLongDetail(maxCodePoints: number, length: number): string {
  return `must be at most ${maxCodePoints} characters once Unicode NFKC normalised; this text becomes ${length}`;
}
