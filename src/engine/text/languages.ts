// The language packs the text engine reads, and the choice of one for a call. A pack is one folder
// (`en/`): its rules and words; the normaliser, the context checks and the detectors of personal
// data and secrets are shared by every pack.
import type { Context } from './context.ts';
import type { Detector } from './detector.ts';
import { ENGLISH } from './en/index.ts';
import type { Vocabulary } from './normalize.ts';
import type { RuleCalibration } from './rule-calibration.ts';

export interface LanguagePack {
  /** ISO 639-1 code: `en`. */
  readonly language: string;
  /** Its detectors, in the order they run. */
  readonly detectors: readonly Detector[];
  /** The words its normaliser recognises when it undoes disguises. */
  readonly vocabulary: Vocabulary;
  /** Its context checks: negation, reporting, counter-speech, harmless names, games. */
  readonly context: Context;
  /** What its rules' confidences mean as probabilities, measured on labelled text. */
  readonly calibration: RuleCalibration;
}

const PACKS: ReadonlyMap<string, LanguagePack> = new Map([ENGLISH].map((pack) => [pack.language, pack]));

/** The languages analyzeText reads, as ISO 639-1 codes. */
export const TEXT_LANGUAGES: readonly string[] = [...PACKS.keys()];

/** A language the engine has no pack for. The service answers 400 naming the `language` field. */
export class UnsupportedLanguageError extends Error {
  readonly code = 'invalid_request';
  readonly field = 'language';
  readonly language: string;
  readonly supported: readonly string[] = TEXT_LANGUAGES;
  constructor(language: string) {
    super(`unsupported language ${JSON.stringify(language)}; supported: ${TEXT_LANGUAGES.join(', ')}`);
    this.name = 'UnsupportedLanguageError';
    this.language = language;
  }
}

/** The pack for a BCP 47 tag (`en`, `en-GB`, `EN`): its primary language subtag decides. */
export function languagePack(tag: string): LanguagePack {
  const pack = PACKS.get(tag.split(/[-_]/, 1)[0]!.toLowerCase());
  if (!pack) throw new UnsupportedLanguageError(tag);
  return pack;
}
