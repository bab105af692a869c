// Self-harm language as the learned model scores it; a leap into water or with company is leisure,
// as the rules read it.
import { SHORT_POST_MIN_WORDS, modelPart } from '../../model/findings.ts';
import MODEL from './model.json' with { type: 'json' };

const LEAPS: ReadonlySet<string> = new Set(MODEL.leaps);
const LEISURE_AFTER_LEAP: ReadonlySet<string> = new Set(MODEL.leisureAfterLeap);
/** How many words after a leap where it lands, or who comes along, is looked for. */
const LEAP_REACH = 6;

/** `gonna jump off the bridge into the lake this summer`, `jumping off the pier with my mates`. */
function leapForFun(words: readonly string[]): boolean {
  const leap = words.findIndex((w) => LEAPS.has(w));
  return leap >= 0 && words.slice(leap + 1, leap + 1 + LEAP_REACH).some((w) => LEISURE_AFTER_LEAP.has(w));
}

export const selfHarmModel = modelPart('self-harm/model', {
  category: 'self_harm',
  label: 'self_harm_language',
  ceiling: 'medium',
  minWords: SHORT_POST_MIN_WORDS,
  harmless: leapForFun,
});
