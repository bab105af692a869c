// Trains one design on the training portion, calibrates it on the validation portion and quantises
// it into the committed file format.
import { createHash } from 'node:crypto';
import { MODEL_CATEGORIES, type FeatureSpec } from '../../src/engine/text/model/index.ts';
import { writeModelFile, type ModelFile } from '../../src/engine/text/model/model-file.ts';
import { fitPlatt, type Calibration } from './calibrate.ts';
import type { Corpus } from './corpus.ts';
import { wordTable } from './clusters.ts';
import { encode, type Dataset } from './dataset.ts';
import { REPORT_AT } from './designs.ts';
import { margins, trainLogistic, type LinearModel, type TrainSettings } from './logistic.ts';

export interface Design {
  readonly name: string;
  readonly spec: FeatureSpec;
  readonly training: Omit<TrainSettings, 'bucketBits'>;
}

/** Weights beyond this share of the largest are clipped, so one quantisation step stays fine enough for the rest. */
const CLIP_QUANTILE = 0.9999;

function quantise(weights: Float32Array, H: number): { steps: Int8Array; scale: number[] } {
  const scale = MODEL_CATEGORIES.map((_, h) => {
    const magnitudes: number[] = [];
    for (let i = h; i < weights.length; i += H) if (weights[i] !== 0) magnitudes.push(Math.abs(weights[i]!));
    magnitudes.sort((a, b) => a - b);
    const clip = magnitudes[Math.floor(magnitudes.length * CLIP_QUANTILE)] ?? 1;
    return clip / 127;
  });
  const steps = new Int8Array(weights.length);
  for (let i = 0; i < weights.length; i++) {
    const s = scale[i % H]!;
    steps[i] = Math.max(-127, Math.min(127, Math.round(weights[i]! / s)));
  }
  return { steps, scale };
}

/** The start of the SHA-256 of a typed array's bytes: each stage logs one, so two runs that differ say where. */
const stageDigest = (array: ArrayBufferView): string => createHash('sha256').update(new Uint8Array(array.buffer, array.byteOffset, array.byteLength)).digest('hex').slice(0, 16);

/**
 * Platt scaling per category on the validation rows, from each category's margins and labels in
 * typed arrays of their own, filled by index. (In some full test runs on two busy cores, filled so
 * or by `push`, or column by column from one array of every margin, the stage gave one category
 * another's calibration, weights and all else equal; fits alone never have. The stage digest in the
 * log is how it is seen: see train.test.ts.)
 */
function calibrate(shipped: LinearModel, data: Dataset, rows: Int32Array): Calibration[] {
  const H = MODEL_CATEGORIES.length;
  const counts = new Int32Array(H);
  for (const row of rows) for (let h = 0; h < H; h++) if (data.labels[row * H + h]! >= 0) counts[h]!++;
  const scores: Float64Array[] = [];
  const labels: Float64Array[] = [];
  for (let h = 0; h < H; h++) {
    scores.push(new Float64Array(counts[h]!));
    labels.push(new Float64Array(counts[h]!));
  }
  const filled = new Int32Array(H);
  const z = new Float64Array(H);
  for (const row of rows) {
    margins(shipped, data, row, z);
    for (let h = 0; h < H; h++) {
      const y = data.labels[row * H + h]!;
      if (y < 0) continue;
      scores[h]![filled[h]!] = z[h]!;
      labels[h]![filled[h]!] = y;
      filled[h]!++;
    }
  }
  const out: Calibration[] = [];
  for (let h = 0; h < H; h++) out.push(fitPlatt(scores[h]!, labels[h]!));
  return out;
}

export function fitDesign(corpus: Corpus, design: Design, log: (line: string) => void): { file: ModelFile; bytes: Uint8Array } {
  const H = MODEL_CATEGORIES.length;
  const clusters = wordTable(design.spec);
  const data = encode(design.spec, clusters, corpus.examples, corpus.normalised);
  log(`features ${stageDigest(data.features)}, lengths ${stageDigest(data.scale)}, labels ${stageDigest(data.labels)}`);
  // One run over every training row: a source that teaches some categories only (the team's posts of
  // threats and self-harm, the sentences of harmless texts) moves no other category's weights, as
  // each epoch's order follows from the examples themselves (see logistic.ts).
  const linear = trainLogistic(data, corpus.rows.train, { ...design.training, bucketBits: design.spec.bucketBits }, log);
  log(`weights ${stageDigest(linear.weights)}, bias ${stageDigest(linear.bias)}`);
  const { steps, scale } = quantise(linear.weights, H);
  log(`quantised ${stageDigest(steps)}, scale ${JSON.stringify(scale)}`);
  // Calibrate what will be shipped: the quantised weights.
  const shipped = { weights: Float32Array.from(steps, (q, i) => q * scale[i % H]!), bias: linear.bias };
  const calibration = calibrate(shipped, data, corpus.rows.validation);
  log(`calibration ${JSON.stringify(calibration)}`);
  const draft = { header: { format: 1, version: '', categories: MODEL_CATEGORIES, spec: design.spec, scale, bias: [...linear.bias], calibration, reportAt: MODEL_CATEGORIES.map((c) => REPORT_AT[c]) }, weights: steps, clusters };
  const digest = createHash('sha256').update(writeModelFile(draft)).digest('hex');
  const file: ModelFile = { ...draft, header: { ...draft.header, version: `${design.name}-${digest.slice(0, 12)}` } };
  return { file, bytes: writeModelFile(file) };
}
