// A slur that is also an animal's short name (`coons`, of raccoons) names the animal where the
// words around it name the animal too: `coons raiding bins at 2am, raccoon memes never get old`.
import HATE_WORDS from './words.json' with { type: 'json' };

const ANIMAL_SLURS: ReadonlySet<string> = new Set(HATE_WORDS.animalSlurs);
const THE_ANIMAL: ReadonlySet<string> = new Set(HATE_WORDS.theAnimal);

/** Whether `slur`, among `words`, names the animal it is also a name of. */
export const namesTheAnimal = (slur: string, words: readonly string[]): boolean => ANIMAL_SLURS.has(slur) && words.some((w) => THE_ANIMAL.has(w));
