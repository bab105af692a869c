// The text engine: sandbox triggers first, else normalise once and let every detector of the
// text's language pack read it.
import type { ModerationResult } from '../../api/index.ts';
import { FindingSet } from './findings.ts';
import { ENGLISH } from './en/index.ts';
import { languagePack, type LanguagePack } from './languages.ts';
import { normalize } from './normalize.ts';
import { Reading } from './reading.ts';
import { sandboxFindings } from './sandbox.ts';

export interface AnalyzeTextOptions {
  /** Sandbox keys: `[[moderation:<category>:<severity>]]` triggers yield exactly those findings. */
  readonly sandbox?: boolean;
  /**
   * The text's language as a BCP 47 tag (`en`, `en-GB`); default `en`. A language without a pack
   * throws UnsupportedLanguageError rather than reading the text with English rules.
   */
  readonly language?: string;
}

/**
 * Findings for a text, one per (category, label), each with every span (code-point offsets into
 * `text`; pii and credentials masked). Synchronous; about a millisecond for 10,000 characters.
 */
export function analyzeText(text: string, options: AnalyzeTextOptions = {}): ModerationResult[] {
  const pack = options.language === undefined ? ENGLISH : languagePack(options.language);
  if (options.sandbox) {
    const triggered = sandboxFindings(text);
    if (triggered) return triggered;
  }
  return findingsOf(text, pack);
}

/** What every detector of `pack` finds in `text`, its rules' confidences calibrated by the pack. */
export function findingsOf(text: string, pack: LanguagePack): ModerationResult[] {
  const doc = normalize(text, pack.vocabulary);
  const reading = new Reading(doc, new FindingSet(doc, pack.calibration), pack.context);
  for (const detector of pack.detectors) detector.detect(reading);
  return reading.findings.results();
}
