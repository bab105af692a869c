// A slur's mask may hide a food's name of the same shape (`n*****s`, nuggets): where the words around
// it name food, it names the food (`the n*****s at mcdonalds were cold`, `chicken n*****s and fries`).
import HATE_WORDS from './words.json' with { type: 'json' };

const MASKED_AS_FOOD: ReadonlySet<string> = new Set(HATE_WORDS.maskedAsFood);
const THE_FOOD: ReadonlySet<string> = new Set(HATE_WORDS.theFood);

/** Whether `slur` among `words`, in a text written as `written` returns, is a food's name masked. */
export const namesTheFood = (slur: string, written: () => string, words: readonly string[]): boolean =>
  MASKED_AS_FOOD.has(slur) && words.some((w) => THE_FOOD.has(w)) && written().includes('*');
