// The committed model's file format: a small JSON header (version, categories, feature settings,
// calibration), the weights quantised to one signed byte each, then the word-cluster table (the
// words, newline-separated, and each word's cluster at every level). Written by `npm run train`.
import { MODEL_CATEGORIES, type ModelCategory } from './categories.ts';
import type { FeatureSpec, WordClusters } from './features.ts';

const MAGIC = 'CMTM';
const FORMAT = 1;

export interface ModelHeader {
  readonly format: number;
  /** What answers report as `model_version`: a name and the start of the weights' SHA-256. */
  readonly version: string;
  readonly categories: readonly ModelCategory[];
  readonly spec: FeatureSpec;
  /** Per category: the weight of one quantisation step, the bias, and the calibration p = sigmoid(a * margin + b). */
  readonly scale: readonly number[];
  readonly bias: readonly number[];
  readonly calibration: readonly { readonly a: number; readonly b: number }[];
  /** Per category: the probability from which a finding is reported. */
  readonly reportAt: readonly number[];
}

export interface ModelFile {
  readonly header: ModelHeader;
  /** `weights[bucket * categories + c]`, in quantisation steps. */
  readonly weights: Int8Array;
  readonly clusters: WordClusters;
}

export class ModelFileError extends Error {
  readonly code = 'model_file_invalid';
  override readonly name = 'ModelFileError';
}

export function readModelFile(bytes: Uint8Array): ModelFile {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 8 || new TextDecoder().decode(bytes.subarray(0, 4)) !== MAGIC) throw new ModelFileError('Not a text model file.');
  const headerLength = view.getUint32(4, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + headerLength))) as ModelHeader;
  if (header.format !== FORMAT) throw new ModelFileError(`Model file format ${header.format} is not supported (expected ${FORMAT}).`);
  if (header.categories.some((c) => !MODEL_CATEGORIES.includes(c))) throw new ModelFileError('The model scores a category this engine does not know.');
  const count = (1 << header.spec.bucketBits) * header.categories.length;
  let at = 8 + headerLength;
  if (bytes.byteLength < at + count + 4) throw new ModelFileError('The model file is truncated.');
  const weights = new Int8Array(bytes.buffer, bytes.byteOffset + at, count);
  at += count;
  const wordsLength = view.getUint32(at, true);
  at += 4;
  const words = wordsLength === 0 ? [] : new TextDecoder().decode(bytes.subarray(at, at + wordsLength)).split('\n');
  at += wordsLength;
  const levels = header.spec.clusterLevels + (header.spec.wordClasses ? 1 : 0);
  if (bytes.byteLength !== at + words.length * levels * 2) throw new ModelFileError('The model file\'s word clusters do not match its header.');
  const clusters = new Map<string, number[]>();
  words.forEach((word, i) => {
    const ids: number[] = [];
    for (let level = 0; level < levels; level++) ids.push(view.getUint16(at + (i * levels + level) * 2, true));
    clusters.set(word, ids);
  });
  return { header, weights, clusters };
}

export function writeModelFile(file: ModelFile): Uint8Array {
  const header = new TextEncoder().encode(JSON.stringify(file.header));
  const levels = file.header.spec.clusterLevels + (file.header.spec.wordClasses ? 1 : 0);
  const entries = levels > 0 ? [...file.clusters] : [];
  const words = new TextEncoder().encode(entries.map(([word]) => word).join('\n'));
  const out = new Uint8Array(8 + header.length + file.weights.length + 4 + words.length + entries.length * levels * 2);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode(MAGIC), 0);
  view.setUint32(4, header.length, true);
  out.set(header, 8);
  let at = 8 + header.length;
  out.set(new Uint8Array(file.weights.buffer, file.weights.byteOffset, file.weights.length), at);
  at += file.weights.length;
  view.setUint32(at, words.length, true);
  out.set(words, at + 4);
  at += 4 + words.length;
  for (const [, ids] of entries) for (let level = 0; level < levels; level++, at += 2) view.setUint16(at, ids[level]!, true);
  return out;
}
