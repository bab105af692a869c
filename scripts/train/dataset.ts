// Examples packed for training: the hashed features of each normalised text in one flat array, its
// length normalisation, and its labels per category (-1 where the source says nothing).
import { normalize } from '../../src/engine/text/normalize.ts';
import { VOCABULARY } from '../../src/engine/text/en/index.ts';
import { clusterIndex, extractFeatures, FeatureBuffer, MODEL_CATEGORIES, type FeatureSpec, type WordClusters } from '../../src/engine/text/model/index.ts';
import type { Example } from './sources.ts';

export interface Dataset {
  readonly size: number;
  /** Features of example i: `features[offsets[i] .. offsets[i + 1])`, a bucket, or `~bucket` for a negative sign. */
  readonly offsets: Int32Array;
  readonly features: Int32Array;
  /** 1 / sqrt(feature count): a long text weighs no more than a short one. */
  readonly scale: Float32Array;
  /** `labels[i * categories + c]`: 1, 0, or -1 when unknown. */
  readonly labels: Int8Array;
  readonly examples: readonly Example[];
}

/** The normalised text an example is featurised, split and deduplicated by. */
export const normalisedText = (text: string): string => normalize(text, VOCABULARY).text;

export function encode(spec: FeatureSpec, clusters: WordClusters, examples: readonly Example[], normalised: readonly string[]): Dataset {
  const H = MODEL_CATEGORIES.length;
  const offsets = new Int32Array(examples.length + 1);
  let features = new Int32Array(1 << 22);
  const scale = new Float32Array(examples.length);
  const labels = new Int8Array(examples.length * H).fill(-1);
  let n = 0;
  const f = new FeatureBuffer();
  const index = clusterIndex(clusters);
  examples.forEach((example, i) => {
    extractFeatures(spec, index, normalised[i]!, f);
    if (n + f.count > features.length) {
      const grown = new Int32Array(Math.max(features.length * 2, n + f.count));
      grown.set(features);
      features = grown;
    }
    offsets[i] = n;
    features.set(f.buckets.subarray(0, f.count), n);
    n += f.count;
    scale[i] = f.count > 0 ? 1 / Math.sqrt(f.count) : 0;
    MODEL_CATEGORIES.forEach((c, h) => {
      const y = example.labels[c];
      if (y !== undefined) labels[i * H + h] = y;
    });
  });
  offsets[examples.length] = n;
  return { size: examples.length, offsets, features: features.slice(0, n), scale, labels, examples };
}
