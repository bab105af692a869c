// Sexual language as the learned model scores it; never blocked on a score alone. Learned from
// generated sentences alone, it can score a run of three or four words for the frame it shares with
// them (`you blocked me`, 0.9: a person, a verb, a person): so short a run is read only when one of
// its words is one the sexual rules know (an act, a body part, arousal, nakedness).
import { GENERATED_ONLY_MIN_WORDS, modelPart } from '../../model/findings.ts';
import { formsOf } from '../verb-forms.ts';
import COMPOSED from './composed.json' with { type: 'json' };
import WORDS from './words.json' with { type: 'json' };

/** Runs of this many words or fewer need a sexual word of their own. */
const SHORT_RUN = 4;

/** The single words of the sexual rules' lists, in each of their forms (`masturbated`, `stripping`, `boobs`). */
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
  ]
    .filter((entry) => !entry.includes(' '))
    .flatMap(formsOf),
);

export const sexualModel = modelPart('sexual/model', {
  category: 'sexual',
  label: 'sexual_language',
  ceiling: 'medium',
  minWords: GENERATED_ONLY_MIN_WORDS,
  harmless: (words) => words.length <= SHORT_RUN && !words.some((word) => SEXUAL_WORDS.has(word)),
});
