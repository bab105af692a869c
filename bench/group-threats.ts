// The whole text engine on threats against groups written blind in ten places (never used to tune
// or train), and on harmless posts that share their words: how many threats get a violence or hate
// finding at medium or higher, and how many harmless posts do.
import { analyzeText } from '../src/engine/text/index.ts';
import { GROUP_THREATS } from '../test/engine/text/group-threats-blind.ts';
import { tallyByKind } from './tally.ts';

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
  const tallies = tallyByKind(GROUP_THREATS, (c) => {
    const reported = analyzeText(c.text).filter((f) => f.severity !== 'low');
    const violence = reported.some((f) => f.category === 'violence');
    const hate = reported.some((f) => f.category === 'hate');
    return { violence, hate, found: violence || hate };
  });
  const of = (kind: string) => tallies.find((t) => t.kind === kind) ?? { cases: 0, violence: 0, hate: 0, found: 0 };
  const threats = of('threat_third_person');
  const harmless = of('harmless_violent_words');
  return { threats: threats.cases, violence: threats.violence, hate: threats.hate, found: threats.found, harmless: harmless.cases, flagged: harmless.found };
}

export function printGroupThreats(): void {
  const f = groupThreatFigures();
  const pct = (n: number, of: number) => `${((n / of) * 100).toFixed(1)}%`;
  console.log(`threats against groups written blind in ten places: ${f.threats} threats, ${f.harmless} harmless posts that share their words`);
  console.log(`  threats found at medium or higher: ${f.found} (${pct(f.found, f.threats)}; as violence ${f.violence}, as hate ${f.hate})`);
  console.log(`  harmless posts flagged so: ${f.flagged} (${pct(f.flagged, f.harmless)})`);
}
