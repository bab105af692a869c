// Accuracy of the whole text engine per kind of the functional hate-speech suite (written blind,
// never used to tune): a hateful case must get a hate finding (or, for threats aimed at a group, a
// violence one), a case that is not hateful none at any severity.
import { analyzeText } from '../src/engine/text/index.ts';
import { FUNCTIONAL_CASES, type FunctionalCase, type FunctionalKind } from '../test/engine/text/functional-cases.ts';
import { tallyByKind, type KindTally } from './tally.ts';

export type KindAccuracy = KindTally<FunctionalKind, 'correct'>;

/** Whether the engine judges a case as its label says. */
export function judgedRight(c: FunctionalCase, analyze: (text: string) => readonly { category: string }[] = analyzeText): boolean {
  const flagged = analyze(c.text).some((f) => f.category === 'hate' || (c.kind === 'threat_to_group' && f.category === 'violence'));
  return flagged === c.hateful;
}

export function functionalAccuracy(analyze?: (text: string) => readonly { category: string }[]): KindAccuracy[] {
  return tallyByKind(FUNCTIONAL_CASES, (c) => ({ correct: judgedRight(c, analyze) }));
}

export function printFunctionalSuite(): void {
  const rows = functionalAccuracy();
  console.log(`functional hate-speech suite: ${FUNCTIONAL_CASES.length} cases written blind, accuracy per kind`);
  for (const r of rows) console.log(`${r.kind.padEnd(32)} ${String(r.correct).padStart(3)}/${String(r.cases).padEnd(3)} ${((r.correct / r.cases) * 100).toFixed(1)}%`);
  const correct = rows.reduce((n, r) => n + r.correct, 0);
  console.log(`${'all'.padEnd(32)} ${String(correct).padStart(3)}/${FUNCTIONAL_CASES.length} ${((correct / FUNCTIONAL_CASES.length) * 100).toFixed(1)}%`);
}
