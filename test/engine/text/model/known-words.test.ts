import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VOCABULARY } from '../../../../src/engine/text/en/index.ts';
import { clusterIndex, extractFeatures, FeatureBuffer, KNOWN_WORD } from '../../../../src/engine/text/model/features.ts';
import { KnownWordTable } from '../../../../src/engine/text/model/known-words.ts';
import { readModelFile } from '../../../../src/engine/text/model/model-file.ts';
import { normalize } from '../../../../src/engine/text/normalize.ts';

const file = readModelFile(readFileSync(new URL('../../../../src/engine/text/model/text-model.bin', import.meta.url)));
const { spec, categories } = file.header;
const H = categories.length;
const index = clusterIndex(file.clusters);
const known = new KnownWordTable(spec, file.clusters, index, file.weights, H);

/** Per word: the step sums and feature counts of its own features, and the features that reach back, in order. */
function perWord(text: string, table?: KnownWordTable) {
  const f = new FeatureBuffer();
  extractFeatures(spec, index, text, f, 0, text.length, table);
  const own = Array.from({ length: f.words }, () => ({ steps: new Array<number>(H).fill(0), count: 0 }));
  const reaching: [number, number][] = [];
  for (let k = 0; k < f.count; k++) {
    const word = f.owners[k]! >> 2;
    const reach = f.owners[k]! & 3;
    const b = f.buckets[k]!;
    if (reach === KNOWN_WORD) {
      for (let h = 0; h < H; h++) own[word]!.steps[h]! += known.steps[known.stepsAt(b) + h]!;
      own[word]!.count += known.count(b);
    } else if (reach === 0) {
      const base = (b >= 0 ? b : ~b) * H;
      for (let h = 0; h < H; h++) own[word]!.steps[h]! += b >= 0 ? file.weights[base + h]! : -file.weights[base + h]!;
      own[word]!.count++;
    } else reaching.push([f.owners[k]!, b]);
  }
  return { words: f.words, own, reaching };
}

describe('the known-word table', () => {
  it('gives every word exactly the features it has one by one: its own summed, those that pair it with its neighbours unchanged', () => {
    const texts = [
      'Muslims are disgusting and should all be kicked out of the country.',
      "I'm gonna find u and k.i.l.l u, a 2nd time; it's 100% true: xqzvw blorfing zzyzx",
      'You are a worthless 1d10t and everyone hates you. Immigrants? They are parasites!',
      'the of to and in for that on is was said with he as it by at from his an be has are have but were not this who they',
      'a b c d e f g h i j k l m n o p q r s t u v w x y z 0 1 2 3 4 5 6 7 8 9',
    ];
    for (const original of texts) {
      const text = normalize(original, VOCABULARY).text;
      const fast = perWord(text, known);
      const slow = perWord(text);
      expect(fast).toEqual(slow);
    }
  });

  it('knows the common words of a text, and not a made-up one', () => {
    const f = new FeatureBuffer();
    extractFeatures(spec, index, 'the people are here xqzvwblorf', f, 0, 30, known);
    const knownWords = new Set<number>();
    for (let k = 0; k < f.count; k++) if ((f.owners[k]! & 3) === KNOWN_WORD) knownWords.add(f.owners[k]! >> 2);
    expect([...knownWords].sort()).toEqual([0, 1, 2, 3]);
  });
});
