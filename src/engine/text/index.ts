// Placeholder until the text engine lands: the signature the server and the image engine call.
import type { ModerationResult } from '../../api/index.ts';

export interface AnalyzeTextOptions {
  /** Sandbox keys: `[[moderation:<category>:<severity>]]` triggers yield exactly those findings. */
  readonly sandbox?: boolean;
}

export function analyzeText(_text: string, _options: AnalyzeTextOptions = {}): ModerationResult[] {
  return [];
}
