import { describe, expect, it } from 'vitest';
import { settingFigures } from '../../../bench/settings.ts';
import { THREAT_SETTINGS_BLIND } from './threat-settings-blind.ts';

// Posts in the settings the team's threats cluster in (a neighbour's dog, a parked car, an address,
// journalists at a courthouse, an umpire, a streamer, money owed), written blind in ten places: 140
// harmless and 60 threats. Floors and ceilings at what the engine reaches. With the model of the day
// before, the engine found 46 of the threats at medium or higher and read 6 of the harmless posts as
// violence; taught the team's harmless posts in those settings (threat-settings-*.ts), 46 and 2.
// Measured those two times; never trained or tuned on, and none of its texts read.
describe('posts in the settings threats cluster in, written blind', () => {
  const figures = settingFigures(THREAT_SETTINGS_BLIND, 'violence');

  it('finds at least 46 of its 60 threats at medium or higher', () => {
    expect(figures.found).toBeGreaterThanOrEqual(46);
  });

  it('reads at most 2 of its 140 harmless posts as violence', () => {
    expect(figures.flagged).toBeLessThanOrEqual(2);
  });

  it('holds 60 threats and 140 harmless posts, each text once', () => {
    expect(figures.harmful).toBe(60);
    expect(figures.harmless).toBe(140);
    expect(new Set(THREAT_SETTINGS_BLIND.map((c) => c.text)).size).toBe(200);
  });
});
