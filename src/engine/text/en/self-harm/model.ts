// Self-harm language as the learned model scores it; a leap into water or with company is leisure,
// as the rules read it, and medicine taken to be disposed of is not taken.
import { SHORT_POST_MIN_WORDS, modelPart } from '../../model/findings.ts';
import { PhraseSet } from '../../phrases.ts';
import MODEL from './model.json' with { type: 'json' };
import WORDS from './phrases.json' with { type: 'json' };

const LEAPS: ReadonlySet<string> = new Set(MODEL.leaps);
/** Where a leap lands or who comes along, as the rules' list has it: `into`, `with`. */
const LEISURE_AFTER_LEAP = new PhraseSet(WORDS.leisureAfterLeap);
/** How many words after a leap where it lands, or who comes along, is looked for. */
const LEAP_REACH = 6;

/** `gonna jump off the bridge into the lake this summer`, `jumping off the pier with my mates`. */
function leapForFun(words: readonly string[]): boolean {
  const leap = words.findIndex((w) => LEAPS.has(w));
  if (leap < 0) return false;
  for (let k = leap + 1; k <= leap + LEAP_REACH && k < words.length; k++) if (LEISURE_AFTER_LEAP.at(words, k)) return true;
  return false;
}

const DISPOSAL: ReadonlySet<string> = new Set(MODEL.disposal);

/** `took a whole strip of pills to the pharmacy for disposal`: medicine got rid of, not taken. */
const disposedOf = (words: readonly string[]): boolean => words.some((w) => DISPOSAL.has(w));

export const selfHarmModel = modelPart('self-harm/model', {
  category: 'self_harm',
  label: 'self_harm_language',
  ceiling: 'medium',
  minWords: SHORT_POST_MIN_WORDS,
  harmless: (words) => leapForFun(words) || disposedOf(words),
});
