// Abuse as the learned model scores it, reported where the run points at a person and the deciding
// word is not used harmlessly (`you're stupid good at this`, `the garbage collector`): the rules'
// own readings of aim, praise and compounds decide those.
import { modelPart } from '../../model/findings.ts';
import { COMPOUND_AFTER, PRAISE_AFTER } from './composed.ts';
import MODEL from './model.json' with { type: 'json' };

export const PERSON_WORDS: ReadonlySet<string> = new Set(MODEL.personWords);
/** `your`/`ur` point at the reader only where they stand for `you're`: before an article or intensifier. */
const STANDS_FOR_YOU_ARE = new Set(MODEL.youAreBefore);

function pointsAtPerson(words: readonly string[]): boolean {
  return words.some((w, i) => PERSON_WORDS.has(w) && ((w !== 'your' && w !== 'ur') || STANDS_FOR_YOU_ARE.has(words[i + 1] ?? '') || i === words.length - 2));
}

export const harassmentModel = modelPart('harassment/model', {
  category: 'harassment',
  label: 'abusive_language',
  ceiling: 'medium',
  aims: pointsAtPerson,
  target: (word) => PERSON_WORDS.has(word),
  harmless: (words, key) => PRAISE_AFTER.has(words[key + 1] ?? '') || COMPOUND_AFTER.has(words[key + 1] ?? ''),
});
