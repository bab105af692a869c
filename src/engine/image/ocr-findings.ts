// Runs recognised text through the text engine; its findings become evidence of source `ocr`.
import type { ModerationResult } from '../../api/index.ts';
import { analyzeText } from '../text/index.ts';

export function ocrFindings(text: string, options: { sandbox: boolean }): ModerationResult[] {
  if (!text) return [];
  return analyzeText(text, { sandbox: options.sandbox }).map((finding) => ({ ...finding, source: 'ocr' as const }));
}
