// A warning about a scam names it (`there's a fake giveaway going round, it's phishing`); a scam never does.
import { alt } from '../../pattern.ts';
import WORDS from './warnings.json' with { type: 'json' };

/** The words of those warnings, for the detectors that read them to declare. */
export const WARNING_WORDS = WORDS;

const SCAM_WARNING = new RegExp(`(?<![^ ])${alt(WORDS.scamWarnings)}(?![^ ])`, 'u');

/** True when the normalised text warns about a scam rather than running one. */
export function isScamWarning(text: string): boolean {
  return SCAM_WARNING.test(text);
}
