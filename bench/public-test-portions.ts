// The whole text engine (rules and model) on the test portions of the public labelled data: what
// users get on posts from sources the model never trained on. Needs the training data folder
// (`--data`-style: $TRAINING_DATA_DIR, else ../shared/training); says so and returns without it.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ModerationResult } from '../src/api/index.ts';
import { analyzeText } from '../src/engine/text/index.ts';
import { MODEL_CATEGORIES } from '../src/engine/text/model/index.ts';
import { readCorpus } from '../scripts/train/corpus.ts';

export interface Counts {
  positives: number;
  negatives: number;
  /** Flagged at any severity, and at medium or higher. */
  tp: number;
  fp: number;
  tpMedium: number;
  fpMedium: number;
  fpHigh: number;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(6);

/** Where the public training data is: `$TRAINING_DATA_DIR`, else `../shared/training`. */
export function trainingDataDir(): string {
  return resolve(process.env.TRAINING_DATA_DIR ?? '../shared/training');
}

/**
 * The whole engine's counts on the test portions, by `category\u0000source` (sources pooled as
 * `all real posts`, Wiki Madlibs' templates left out), plus `any category\u0000benign`.
 */
export function publicTestCounts(dataDir: string): { texts: number; counts: Map<string, Counts> } {
  const corpus = readCorpus(dataDir);
  const counts = new Map<string, Counts>();
  const count = (key: string) => {
    let c = counts.get(key);
    if (!c) counts.set(key, (c = { positives: 0, negatives: 0, tp: 0, fp: 0, tpMedium: 0, fpMedium: 0, fpHigh: 0 }));
    return c;
  };
  for (const row of corpus.rows.test) {
    const example = corpus.examples[row]!;
    const findings: readonly ModerationResult[] = analyzeText(example.text);
    const source = example.source.startsWith('benign/') ? 'benign' : example.source;
    for (const category of MODEL_CATEGORIES) {
      const y = example.labels[category];
      if (y === undefined) continue;
      const found = findings.filter((f) => f.category === category);
      const any = found.length > 0;
      const medium = found.some((f) => f.severity !== 'low');
      const high = found.some((f) => f.severity === 'high');
      for (const c of [count(`${category}\u0000${source}`), ...(source === 'wiki-madlibs' ? [] : [count(`${category}\u0000all real posts`)])]) {
        if (y === 1) {
          c.positives++;
          if (any) c.tp++;
          if (medium) c.tpMedium++;
        } else {
          c.negatives++;
          if (any) c.fp++;
          if (medium) c.fpMedium++;
          if (high) c.fpHigh++;
        }
      }
    }
    if (source === 'benign') {
      const c = count('any category\u0000benign');
      c.negatives++;
      if (findings.length) c.fp++;
      if (findings.some((f) => f.severity !== 'low')) c.fpMedium++;
      if (findings.some((f) => f.severity === 'high')) c.fpHigh++;
    }
  }
  return { texts: corpus.rows.test.length, counts };
}

export function printPublicTestPortions(): void {
  const dataDir = trainingDataDir();
  if (!existsSync(dataDir)) {
    console.log(`public test portions: no training data at ${dataDir} (set TRAINING_DATA_DIR); skipped`);
    return;
  }
  const started = performance.now();
  const { texts, counts } = publicTestCounts(dataDir);
  const seconds = (performance.now() - started) / 1000;
  console.log(`whole engine on the public test portions: ${texts} texts, read and judged in ${seconds.toFixed(1)} s`);
  console.log('category       source                    pos    neg  precision recall   F1     (medium+: precision recall)  FP any  FP high');
  for (const [key, c] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    const [category, source] = key.split('\u0000') as [string, string];
    const precision = c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp);
    const recall = c.positives === 0 ? Number.NaN : c.tp / c.positives;
    const f1 = (2 * precision * recall) / (precision + recall);
    const precisionMedium = c.tpMedium + c.fpMedium === 0 ? 1 : c.tpMedium / (c.tpMedium + c.fpMedium);
    const recallMedium = c.positives === 0 ? Number.NaN : c.tpMedium / c.positives;
    const rate = (n: number) => (c.negatives === 0 ? '     –' : pct(n / c.negatives));
    console.log(
      `${category.padEnd(14)} ${source.padEnd(24)} ${String(c.positives).padStart(5)} ${String(c.negatives).padStart(6)}  ` +
        (c.positives ? `${pct(precision)}  ${pct(recall)} ${pct(f1)}   ${pct(precisionMedium)}  ${pct(recallMedium)}` : `     –       –      –         –       –`) +
        `               ${rate(c.fp)}  ${rate(c.fpHigh)}`,
    );
  }
}
