// The whole text engine on posts written blind in the settings the team's posts of a harm cluster in
// (threats: a neighbour's dog, a parked car, an address, journalists at a courthouse; self-harm: long
// sleeves, a lighter, a drawer, a decision made): how many posts of the harm get a finding of its
// category at medium or higher, and how many harmless posts get any.
import { analyzeText } from '../src/engine/text/index.ts';
import { SELF_HARM_SETTINGS_BLIND } from '../test/engine/text/self-harm-settings-blind.ts';
import { THREAT_SETTINGS_BLIND } from '../test/engine/text/threat-settings-blind.ts';
import type { ThreatCase } from '../test/engine/text/threats-and-self-harm.ts';

export interface SettingFigures {
  readonly harmful: number;
  readonly found: number;
  readonly harmless: number;
  readonly flagged: number;
}

export function settingFigures(cases: readonly ThreatCase[], category: 'violence' | 'self_harm'): SettingFigures {
  let harmful = 0;
  let found = 0;
  let harmless = 0;
  let flagged = 0;
  for (const c of cases) {
    const findings = analyzeText(c.text).filter((f) => f.category === category);
    if (category === 'violence' ? c.violence : c.selfHarm) {
      harmful++;
      if (findings.some((f) => f.severity !== 'low')) found++;
    } else {
      harmless++;
      if (findings.length > 0) flagged++;
    }
  }
  return { harmful, found, harmless, flagged };
}

function print(title: string, cases: readonly ThreatCase[], category: 'violence' | 'self_harm'): void {
  const f = settingFigures(cases, category);
  console.log(`${title}, written blind in ten places: ${f.harmful} harmful posts, ${f.harmless} harmless posts`);
  console.log(`  harmful posts found at medium or higher: ${f.found}; harmless posts read as ${category}: ${f.flagged}`);
}

export function printSettings(): void {
  print('threats in the settings they cluster in', THREAT_SETTINGS_BLIND, 'violence');
  print('self-harm in the settings it clusters in', SELF_HARM_SETTINGS_BLIND, 'self_harm');
}
