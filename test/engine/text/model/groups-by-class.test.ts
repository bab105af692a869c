import { describe, expect, it } from 'vitest';
import { wordTable } from '../../../../scripts/train/clusters.ts';
import { SHIPPED_DESIGN } from '../../../../scripts/train/designs.ts';
import { clusterIndex, extractFeatures, FeatureBuffer, type FeatureSpec } from '../../../../src/engine/text/model/features.ts';

// The design that reads a group word by its class alone: no group's name can carry weight of its own.
const spec: FeatureSpec = { ...SHIPPED_DESIGN.spec, groupsByClass: true };
const index = clusterIndex(wordTable(spec));
const shippedIndex = clusterIndex(wordTable(SHIPPED_DESIGN.spec));

function buckets(text: string, at: FeatureSpec = spec, clusters = index): number[] {
  const f = new FeatureBuffer();
  extractFeatures(at, clusters, text, f);
  return Array.from(f.buckets.subarray(0, f.count));
}

describe('group words read by their class alone', () => {
  it('gives a post the same features whichever group it names', () => {
    expect(buckets('nigerian families all welcome')).toEqual(buckets('polish families all welcome'));
    expect(buckets('why do muslims always complain')).toEqual(buckets('why do women always complain'));
  });

  it('keeps the words around the group, and a slur its own features', () => {
    expect(buckets('nigerian families all welcome')).not.toEqual(buckets('nigerian families not welcome'));
    expect(buckets('those kikes again')).not.toEqual(buckets('those jews again'));
  });

  it('leaves the shipped design reading every word by itself', () => {
    expect(buckets('nigerian families all welcome', SHIPPED_DESIGN.spec, shippedIndex)).not.toEqual(buckets('polish families all welcome', SHIPPED_DESIGN.spec, shippedIndex));
  });
});
