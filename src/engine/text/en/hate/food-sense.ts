// A slur's mask may hide a food's name of the same shape (`n*****s`, nuggets): named as food, it is the
// food (`chicken n*****s`, `n*****s and fries`, `the n*****s at mcdonalds were cold`, `are back on the
// menu`), not where food is only said near it (`n*****s eat fried chicken`, `look at all these n*****s
// at kfc again`, `... wiped off the menu of this country`).
import HATE_WORDS from './words.json' with { type: 'json' };

const MASKED_AS_FOOD: ReadonlySet<string> = new Set(HATE_WORDS.maskedAsFood);
/** What names the food just before it (`chicken`, `dino`, `air fryer`). */
const FOOD_BEFORE: ReadonlySet<string> = new Set(HATE_WORDS.foodBefore);
/** What is served with it, just after or after `and`/`with` (`fries`, `dip`). */
const FOOD_AFTER: ReadonlySet<string> = new Set(HATE_WORDS.foodAfter);
const FOOD_JOINS: ReadonlySet<string> = new Set(HATE_WORDS.foodJoins);
/** What may stand between the join and what is served with it (`and a milkshake`). */
const SERVINGS: ReadonlySet<string> = new Set(HATE_WORDS.foodServings);
/** A menu it is said to be on, right after it and its verb (`are back on the menu`). */
const ON_THE_MENU = /^(?:(?:are|is|were) (?:back )?)?on the (?:menu|menus)(?![^ ])/u;
/** Whether `word`, after a food asked about, ends the question or lists what it is served with: `? bbq or sweet chilli`. */
const askedAfter = (word: string | undefined): boolean => word === undefined || word === '?' || word === ',';
/** What food is said to be, after where it came from (`at mcdonalds were cold`). */
const FOOD_STATES: ReadonlySet<string> = new Set(HATE_WORDS.foodStates);
const COPULAS: ReadonlySet<string> = new Set(HATE_WORDS.foodCopulas);

/** Whether `word` may be a food's name a mask hides: only then is the rest worth reading. */
export const maskedAsFood = (word: string): boolean => MASKED_AS_FOOD.has(word);

/** Whether the slur at `i` of `words`, in a text written as `written` returns, is a food's name masked. */
export function namesTheFood(words: readonly string[], i: number, written: () => string): boolean {
  if (!maskedAsFood(words[i]!)) return false;
  const after = words[i + 1] ?? '';
  const servedWith = FOOD_JOINS.has(after) && (FOOD_AFTER.has(words[i + 2] ?? '') || (SERVINGS.has(words[i + 2] ?? '') && FOOD_AFTER.has(words[i + 3] ?? '')));
  // `the best sauce for n*****s? bbq or sweet chilli`: what it is served with, asked before it (not `... is a rope`).
  const servedFor = words[i - 1] === 'for' && FOOD_AFTER.has(words[i - 2] ?? '') && askedAfter(words[i + 1]);
  const served = FOOD_AFTER.has(after) || servedWith || servedFor || ON_THE_MENU.test(words.slice(i + 1, i + 6).join(' '));
  const described = after === 'at' && COPULAS.has(words[i + 3] ?? '') && FOOD_STATES.has(words[i + 4] ?? '');
  return (FOOD_BEFORE.has(words[i - 1] ?? '') || served || described) && written().includes('*');
}
