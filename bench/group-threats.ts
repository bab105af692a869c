// The whole text engine on threats against groups written blind in ten places (never used to tune
// or train), and on harmless posts that share their words: how many threats get a violence or hate
// finding at medium or higher, and how many harmless posts do.
import { analyzeText } from '../src/engine/text/index.ts';
import { GROUP_THREATS } from '../test/engine/text/group-threats-blind.ts';

export interface GroupThreatFigures {
  readonly threats: number;
  /** Threats with a finding of violence, of hate, and of either, at medium or higher. */
  readonly violence: number;
  readonly hate: number;
  readonly found: number;
  readonly harmless: number;
  /** Harmless posts with a violence or hate finding at medium or higher. */
  readonly flagged: number;
}

export function groupThreatFigures(): GroupThreatFigures {
  let threats = 0;
  let violence = 0;
  let hate = 0;
  let found = 0;
  let harmless = 0;
  let flagged = 0;
  for (const c of GROUP_THREATS) {
    const reported = analyzeText(c.text).filter((f) => f.severity !== 'low');
    const v = reported.some((f) => f.category === 'violence');
    const h = reported.some((f) => f.category === 'hate');
    if (c.violence) {
      threats++;
      if (v) violence++;
      if (h) hate++;
      if (v || h) found++;
    } else {
      harmless++;
      if (v || h) flagged++;
    }
  }
  return { threats, violence, hate, found, harmless, flagged };
}

export function printGroupThreats(): void {
  const f = groupThreatFigures();
  const pct = (n: number, of: number) => `${((n / of) * 100).toFixed(1)}%`;
  console.log(`threats against groups written blind in ten places: ${f.threats} threats, ${f.harmless} harmless posts that share their words`);
  console.log(`  threats found at medium or higher: ${f.found} (${pct(f.found, f.threats)}; as violence ${f.violence}, as hate ${f.hate})`);
  console.log(`  harmless posts flagged so: ${f.flagged} (${pct(f.flagged, f.harmless)})`);
}
