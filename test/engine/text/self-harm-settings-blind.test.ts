import { describe, expect, it } from 'vitest';
import { settingFigures } from '../../../bench/settings.ts';
import { SELF_HARM_SETTINGS_BLIND } from './self-harm-settings-blind.ts';

// Posts in the settings the team's posts of self-harm cluster in (long sleeves, a lighter, a drawer, a
// glovebox, a decision made, a handful of something), written blind in ten places: 140 harmless and
// 60 of the writer's own self-harm. Floors and ceilings at what the engine reaches: 52 found at medium
// or higher, none of the harmless posts read as self-harm. Measured once, with the model that ships (a
// trial taught 500 harmless posts in those settings found fewer of the validation fifths' posts of
// self-harm and was not kept, nor measured here); never trained or tuned on, none of its texts read.
describe('posts in the settings self-harm clusters in, written blind', () => {
  const figures = settingFigures(SELF_HARM_SETTINGS_BLIND, 'self_harm');

  it('finds at least 52 of its 60 posts of self-harm at medium or higher', () => {
    expect(figures.found).toBeGreaterThanOrEqual(52);
  });

  it('reads none of its 140 harmless posts as self-harm', () => {
    expect(figures.flagged).toBe(0);
  });

  it('holds 60 posts of self-harm and 140 harmless posts, each text once', () => {
    expect(figures.harmful).toBe(60);
    expect(figures.harmless).toBe(140);
    expect(new Set(SELF_HARM_SETTINGS_BLIND.map((c) => c.text)).size).toBe(200);
  });
});
