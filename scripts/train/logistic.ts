// Multi-label logistic regression over hashed features, trained with AdaGrad in a fixed order: the
// same data and settings give the same weights, bit for bit. Each epoch's order follows from a hash
// of each example's source and text, not from its place in the data, so an example added where a
// category says nothing (masked) moves none of that category's weights: a category learns from the
// same examples in the same order as it would without it.
import { MODEL_CATEGORIES, type ModelCategory } from '../../src/engine/text/model/index.ts';
import type { Dataset } from './dataset.ts';
import { fnv1a } from '../../src/engine/text/fnv.ts';
import type { Example } from './sources.ts';

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
 * A small seeded generator of numbers in [0, 1) (mulberry32): the word clusters and the generated
 * sentences draw from it, so they are the same in every run; the hostile-request generator of the
 * tests draws from it too.
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

/** An example's hash, from its source and text: who it is, wherever it stands in the data. */
const exampleHash = (example: Example): number => fnv1a(`${example.source}\u0000${example.text}`);

/** The 32-bit finaliser of MurmurHash3: every bit of the input moves every bit of the output. */
function mix32(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * The rows in an epoch's order: by a key mixed from each example's hash, the seed and the epoch;
 * examples of the same key by source and text, then (the same text twice in one source) by place.
 */
function epochOrder(data: Dataset, rows: Int32Array, identity: Uint32Array, seed: number, epoch: number): Int32Array {
  const salt = mix32((seed >>> 0) ^ Math.imul(epoch + 1, 0x9e3779b9));
  const keys = identity.map((hash) => mix32(hash ^ salt));
  const places = Int32Array.from(rows.keys()).sort((a, b) => {
    const byKey = keys[a]! - keys[b]!;
    if (byKey !== 0) return byKey;
    const ea = data.examples[rows[a]!]!;
    const eb = data.examples[rows[b]!]!;
    if (ea.source !== eb.source) return ea.source < eb.source ? -1 : 1;
    if (ea.text !== eb.text) return ea.text < eb.text ? -1 : 1;
    return a - b;
  });
  return places.map((place) => rows[place]!);
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
  const identity = Uint32Array.from(rows, (row) => exampleHash(data.examples[row]!));
  const z = new Float64Array(H);
  const gradient = new Float64Array(H);
  const schedules = MODEL_CATEGORIES.map((category): Schedule => ({ epochs: settings.epochs, learningRate: settings.learningRate, l2: settings.l2, ...settings.categories?.[category] }));
  const epochs = Math.max(...schedules.map((schedule) => schedule.epochs));
  for (let epoch = 0; epoch < epochs; epoch++) {
    const order = epochOrder(data, rows, identity, settings.seed, epoch);
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
