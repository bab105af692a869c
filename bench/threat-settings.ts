// The whole text engine on posts written blind in the settings the team's threats cluster in (a
// neighbour's dog, a parked car, an address, journalists at a courthouse, an umpire, a streamer): how
// many threats get a violence finding at medium or higher, and how many harmless posts get any.
import { analyzeText } from '../src/engine/text/index.ts';
import { THREAT_SETTINGS_BLIND } from '../test/engine/text/threat-settings-blind.ts';

export interface ThreatSettingFigures {
  readonly threats: number;
  readonly found: number;
  readonly harmless: number;
  readonly flagged: number;
}

export function threatSettingFigures(): ThreatSettingFigures {
  let threats = 0;
  let found = 0;
  let harmless = 0;
  let flagged = 0;
  for (const c of THREAT_SETTINGS_BLIND) {
    const violence = analyzeText(c.text).filter((f) => f.category === 'violence');
    if (c.violence) {
      threats++;
      if (violence.some((f) => f.severity !== 'low')) found++;
    } else {
      harmless++;
      if (violence.length > 0) flagged++;
    }
  }
  return { threats, found, harmless, flagged };
}

export function printThreatSettings(): void {
  const f = threatSettingFigures();
  console.log(`posts in the settings threats cluster in, written blind in ten places: ${f.threats} threats, ${f.harmless} harmless posts`);
  console.log(`  threats found at medium or higher: ${f.found}; harmless posts read as violence: ${f.flagged}`);
}
