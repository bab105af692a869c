// Multi-label logistic regression over hashed features, trained with AdaGrad in a fixed order: the
// same data and settings give the same weights, bit for bit.
import { MODEL_CATEGORIES, type ModelCategory } from '../../src/engine/text/model/index.ts';
import type { Dataset } from './dataset.ts';

/** How long and how fast a category learns. */
export interface Schedule {
  readonly epochs: number;
  readonly learningRate: number;
  /** L2 penalty per update on the weights an example touches. */
  readonly l2: number;
}

export interface TrainSettings extends Schedule {
  readonly bucketBits: number;
  /**
   * A category's own schedule, where its validation figures chose one: each category has its own
   * weights, so one learns exactly as it would alone, and a category without one learns as before.
   */
  readonly categories?: Readonly<Partial<Record<ModelCategory, Partial<Schedule>>>>;
  /** Weight of a positive example per category, against 1 for a negative: rare harms are not drowned out. */
  readonly positiveWeight: readonly number[];
  /** Weight of every example of a source (default 1): the team's and the generated sentences speak plainly of what the public sets rarely say. */
  readonly sourceWeight: Readonly<Record<string, number>>;
  readonly seed: number;
}

export interface LinearModel {
  /** `weights[bucket * categories + c]`. */
  readonly weights: Float32Array;
  readonly bias: Float64Array;
}

/**
 * A small seeded generator of numbers in [0, 1) (mulberry32): the order of examples is part of what
 * makes training repeatable; the hostile-request generator of the tests draws from it too.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sigmoid = (z: number): number => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)));

/** Raw scores (before the sigmoid) of example i, one per category. */
export function margins(model: LinearModel, data: Dataset, i: number, out: Float64Array): Float64Array {
  const H = MODEL_CATEGORIES.length;
  for (let h = 0; h < H; h++) out[h] = 0;
  for (let k = data.offsets[i]!; k < data.offsets[i + 1]!; k++) {
    const f = data.features[k]!;
    const base = (f >= 0 ? f : ~f) * H;
    const s = f >= 0 ? 1 : -1;
    for (let h = 0; h < H; h++) out[h] = out[h]! + s * model.weights[base + h]!;
  }
  const scale = data.scale[i]!;
  for (let h = 0; h < H; h++) out[h] = out[h]! * scale + model.bias[h]!;
  return out;
}

export function trainLogistic(data: Dataset, rows: Int32Array, settings: TrainSettings, log: (line: string) => void = () => {}): LinearModel {
  const H = MODEL_CATEGORIES.length;
  const size = (1 << settings.bucketBits) * H;
  const weights = new Float32Array(size);
  const squares = new Float32Array(size).fill(1e-6);
  const bias = new Float64Array(H);
  const biasSquares = new Float64Array(H).fill(1e-6);
  const model = { weights, bias };
  const random = seededRandom(settings.seed);
  const order = Int32Array.from(rows);
  const z = new Float64Array(H);
  const gradient = new Float64Array(H);
  const schedules = MODEL_CATEGORIES.map((category): Schedule => ({ epochs: settings.epochs, learningRate: settings.learningRate, l2: settings.l2, ...settings.categories?.[category] }));
  const epochs = Math.max(...schedules.map((schedule) => schedule.epochs));
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      const t = order[i]!;
      order[i] = order[j]!;
      order[j] = t;
    }
    let loss = 0;
    for (const row of order) {
      margins(model, data, row, z);
      const exampleWeight = settings.sourceWeight[data.examples[row]!.source] ?? 1;
      let any = false;
      for (let h = 0; h < H; h++) {
        const y = data.labels[row * H + h]!;
        if (y < 0 || epoch >= schedules[h]!.epochs) {
          gradient[h] = 0;
          continue;
        }
        const p = sigmoid(z[h]!);
        const weight = (y === 1 ? settings.positiveWeight[h]! : 1) * exampleWeight;
        gradient[h] = (p - y) * weight;
        loss += -weight * Math.log(y === 1 ? Math.max(p, 1e-12) : Math.max(1 - p, 1e-12));
        any = true;
      }
      if (!any) continue;
      const scale = data.scale[row]!;
      for (let k = data.offsets[row]!; k < data.offsets[row + 1]!; k++) {
        const f = data.features[k]!;
        const base = (f >= 0 ? f : ~f) * H;
        const s = f >= 0 ? scale : -scale;
        for (let h = 0; h < H; h++) {
          const g0 = gradient[h]!;
          if (g0 === 0) continue;
          const at = base + h;
          const g = g0 * s + schedules[h]!.l2 * weights[at]!;
          squares[at] = squares[at]! + g * g;
          weights[at] = weights[at]! - (schedules[h]!.learningRate * g) / Math.sqrt(squares[at]!);
        }
      }
      for (let h = 0; h < H; h++) {
        const g = gradient[h]!;
        if (g === 0) continue;
        biasSquares[h] = biasSquares[h]! + g * g;
        bias[h] = bias[h]! - (schedules[h]!.learningRate * g) / Math.sqrt(biasSquares[h]!);
      }
    }
    log(`epoch ${epoch + 1}/${epochs}: mean loss ${(loss / order.length).toFixed(4)}`);
  }
  return model;
}
