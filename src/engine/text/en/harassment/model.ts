// Abuse as the learned model scores it, reported where the run points at a person and the deciding
// word is not used harmlessly (`you're stupid good at this`, `the garbage collector`): the rules'
// own readings of aim, praise and compounds decide those.
import { modelPart } from '../../model/findings.ts';
import { COMPOUND_AFTER, PRAISE_AFTER } from './composed.ts';
import MODEL from './model.json' with { type: 'json' };
import WORDS from './phrases.json' with { type: 'json' };

export const PERSON_WORDS: ReadonlySet<string> = new Set(MODEL.personWords);
/** `your`/`ur` point at the reader only where they stand for `you're`: before an article or intensifier. */
const STANDS_FOR_YOU_ARE = new Set(MODEL.youAreBefore);

/** Words only a person is called (`idiot`, `morons`): whoever is so called is the one aimed at. */
const CALLED_ONLY_A_PERSON: ReadonlySet<string> = new Set([...WORDS.personOnly, ...WORDS.personOnlyPlural].filter((w) => !w.includes(' ')));
/**
 * Words that put the writer among those so called (`what an idiot I am`, `lost my keys again, what
 * an idiot`, `everyone is an idiot sometimes`): then no one else is aimed at.
 */
const INCLUDES_WRITER: ReadonlySet<string> = new Set(MODEL.includesWriter);
/**
 * Words after which such a word names no one: a part to play (`you'd be a fool to miss this sale`)
 * or a compound (`an idiot magnet`, `idiot savants`), as well as the compounds the rules know.
 */
const PART_AFTER: ReadonlySet<string> = new Set([...MODEL.partAfter, ...COMPOUND_AFTER]);

/**
 * Whether someone other than the writer is called what only a person is, in a run of three words or
 * more (`the idiot` alone says too little of whom).
 */
function callsSomeone(words: readonly string[]): boolean {
  if (words.length < 3 || words.some((w) => INCLUDES_WRITER.has(w))) return false;
  return words.some((w, i) => CALLED_ONLY_A_PERSON.has(w) && !PART_AFTER.has(words[i + 1] ?? ''));
}

function pointsAtPerson(words: readonly string[]): boolean {
  return words.some((w, i) => PERSON_WORDS.has(w) && ((w !== 'your' && w !== 'ur') || STANDS_FOR_YOU_ARE.has(words[i + 1] ?? '') || i === words.length - 2)) || callsSomeone(words);
}

export const harassmentModel = modelPart('harassment/model', {
  category: 'harassment',
  label: 'abusive_language',
  ceiling: 'medium',
  aims: pointsAtPerson,
  target: (word) => PERSON_WORDS.has(word),
  harmless: (words, key) => PRAISE_AFTER.has(words[key + 1] ?? '') || COMPOUND_AFTER.has(words[key + 1] ?? ''),
});
