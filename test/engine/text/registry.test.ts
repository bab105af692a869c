import { describe, expect, it } from 'vitest';
import type { Detector } from '../../../src/engine/text/detector.ts';
import { Registry } from '../../../src/engine/text/registry.ts';

const part = (name: string): Detector => ({ name, categories: ['hate'], detect: () => undefined });

describe('Registry', () => {
  it('keeps parts in the order they were registered', () => {
    const registry = new Registry().register(part('hate/a'), part('hate/b')).register(part('hate/c'));
    expect(registry.detectors.map((d) => d.name)).toEqual(['hate/a', 'hate/b', 'hate/c']);
  });
  it('refuses a name registered twice', () => {
    expect(() => new Registry().register(part('hate/a'), part('hate/a'))).toThrow(/hate\/a is registered twice/);
  });
});
