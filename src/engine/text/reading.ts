// One reading of one text: what a call of analyzeText knows about its text, handed to every
// detector in turn. Everything that belongs to one text lives here, never in a module.
import type { FindingSet } from './findings.ts';
import type { NormalizedText } from './normalize.ts';

export class Reading {
  /** The text in canonical form, with offsets back into the original. */
  readonly doc: NormalizedText;
  /** The findings being built; each detector adds its candidates. */
  readonly findings: FindingSet;

  constructor(doc: NormalizedText, findings: FindingSet) {
    this.doc = doc;
    this.findings = findings;
  }
}
