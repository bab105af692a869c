// Moderates text in the action's own process with the text engine the service runs (bundled
// into dist/), so a workflow needs no service: the same findings, without result ids.
import { summarizeFindings } from '../api/index.ts';
import type { Verdict } from '../client/index.ts';
import { analyzeText, TEXT_MODEL_VERSION } from '../engine/text/index.ts';

export async function moderateTextInProcess(text: string): Promise<Verdict> {
  const started = performance.now();
  // Awaited, so an engine that loads its model on first use works unchanged.
  const findings = await analyzeText(text);
  return { ...summarizeFindings(findings), sandbox: false, latencyMs: Math.round(performance.now() - started), findings: [...findings], modelVersion: TEXT_MODEL_VERSION };
}
