// Sexual language as the learned model scores it; never blocked on a score alone. Learned from
// generated sentences alone, it can score a run of three or four words for the frame it shares with
// them (`you blocked me`, 0.9: a person, a verb, a person): so short a run is read only when one of
// its words is one the sexual rules know (an act, a body part, arousal, nakedness).
import { GENERATED_ONLY_MIN_WORDS, modelPart } from '../../model/findings.ts';
import COMPOSED from './composed.json' with { type: 'json' };
import WORDS from './words.json' with { type: 'json' };

/** Runs of this many words or fewer need a sexual word of their own. */
const SHORT_RUN = 4;

const SEXUAL_WORDS: ReadonlySet<string> = new Set(
  [
    ...WORDS.sexualExplicit,
    ...WORDS.sexualContextual,
    ...WORDS.sexualActs,
    ...COMPOSED.body,
    ...COMPOSED.softBody,
    ...COMPOSED.act,
    ...COMPOSED.arousal,
    ...COMPOSED.naked,
    ...COMPOSED.climax,
    ...COMPOSED.selfAroused,
    ...COMPOSED.arousalState,
    ...COMPOSED.intimatePlace,
    ...COMPOSED.intimateClothes,
    ...COMPOSED.sexualMedia,
    ...COMPOSED.strip,
  ].filter((entry) => !entry.includes(' ')),
);

/** Endings of a word's forms: `masturbated`, `stripping`, `boobs`. */
const INFLECTIONS = ['ed', 'd', 'ing', 's', 'es'];

/** Whether `word`, or the word it inflects (`masturbated`, `stripping`, `boobs`), is one the sexual rules know. */
function isSexualWord(word: string): boolean {
  if (SEXUAL_WORDS.has(word)) return true;
  for (const ending of INFLECTIONS) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    if (SEXUAL_WORDS.has(stem) || SEXUAL_WORDS.has(`${stem}e`)) return true;
  }
  return false;
}
export const sexualModel = modelPart('sexual/model', {
  category: 'sexual',
  label: 'sexual_language',
  ceiling: 'medium',
  minWords: GENERATED_ONLY_MIN_WORDS,
  harmless: (words) => words.length <= SHORT_RUN && !words.some(isSexualWord),
});
