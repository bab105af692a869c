// A slur's mask may hide a food's name of the same shape (`n*****s`, nuggets): where a food is named
// beside it, it names the food (`chicken n*****s`, `n*****s and fries`, `the n*****s at mcdonalds were
// cold`), not where food is named elsewhere in the post (`n*****s eat fried chicken`).
import HATE_WORDS from './words.json' with { type: 'json' };

const MASKED_AS_FOOD: ReadonlySet<string> = new Set(HATE_WORDS.maskedAsFood);
const THE_FOOD: ReadonlySet<string> = new Set(HATE_WORDS.theFood);
/** Words that join a food to the one after it: `and fries`, `with sauce`, `from kfc`, `at mcdonalds`. */
const JOINS = new Set(['and', 'with', 'from', 'at', 'n']);

/** Whether the slur at `i` of `words`, in a text written as `written` returns, is a food's name masked. */
export function namesTheFood(words: readonly string[], i: number, written: () => string): boolean {
  if (!MASKED_AS_FOOD.has(words[i]!)) return false;
  const after = words[i + 1] ?? '';
  const beside = THE_FOOD.has(words[i - 1] ?? '') || THE_FOOD.has(after) || (JOINS.has(after) && THE_FOOD.has(words[i + 2] ?? ''));
  return beside && written().includes('*');
}
