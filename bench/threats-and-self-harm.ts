// The whole text engine on threats and self-harm in many wordings, with harmless posts that share
// their words: per kind, how many get a finding of the kind's category at medium or higher. For the
// harmful kinds that is recall; for the harmless, false positives. The two blind sets (never used to
// tune or train) measure; the team's tuning set shows what the rules were tuned to.
import type { CategoryName } from '../src/api/index.ts';
import { analyzeText } from '../src/engine/text/index.ts';
import { THREAT_TUNING_CASES } from '../test/engine/text/threats-and-self-harm-tuning.ts';
import { THREAT_CASES_2 } from '../test/engine/text/threats-and-self-harm-blind-2.ts';
import { THREAT_CASES, type ThreatCase, type ThreatKind } from '../test/engine/text/threats-and-self-harm.ts';
import { VEILED_MEASURE_M } from '../test/engine/text/threats-veiled-measure-m.ts';
import { VEILED_MEASURE_N } from '../test/engine/text/threats-veiled-measure-n.ts';
import { VEILED_MEASURE_O } from '../test/engine/text/threats-veiled-measure-o.ts';
import { VEILED_MEASURE_P } from '../test/engine/text/threats-veiled-measure-p.ts';
import { THREAT_SETTINGS_MEASURE_D } from '../test/engine/text/threat-settings-measure-d.ts';
import { THREAT_SETTINGS_MEASURE_E } from '../test/engine/text/threat-settings-measure-e.ts';
import { tallyByKind, type KindTally } from './tally.ts';

/** Per kind: cases with a finding of the kind's category at medium or higher. */
export type ThreatFigures = KindTally<ThreatKind, 'flagged'>;

/** The category a kind is about: violence for threats and violent words, self-harm for the rest. */
const categoryOf = (kind: ThreatKind): CategoryName => (kind.startsWith('threat') || kind === 'harmless_violent_words' ? 'violence' : 'self_harm');

const flags = (c: ThreatCase): boolean => analyzeText(c.text).some((f) => f.category === categoryOf(c.kind) && f.severity !== 'low');

/** Veiled threats and their harmless look-alikes written blind by four more writers in forty places: a measure only. */
export const VEILED_MEASURE: readonly ThreatCase[] = [...VEILED_MEASURE_M, ...VEILED_MEASURE_N, ...VEILED_MEASURE_O, ...VEILED_MEASURE_P];

/** Harmless everyday posts in the words of violence (a cat's prey, a range's rules, a nurse's shift) written blind in twenty places: a measure only. */
export const EVERYDAY_VIOLENT_WORDS: readonly ThreatCase[] = [...THREAT_SETTINGS_MEASURE_D, ...THREAT_SETTINGS_MEASURE_E];

/** Per kind of `cases` (the blind set unless told otherwise), how many are flagged. */
export function threatFigures(cases: readonly ThreatCase[] = THREAT_CASES): ThreatFigures[] {
  return tallyByKind(cases, (c) => ({ flagged: flags(c) }));
}

export function printThreats(): void {
  const second = threatFigures(THREAT_CASES_2);
  const tuning = threatFigures(THREAT_TUNING_CASES);
  console.log(
    `threats and self-harm in many wordings: ${THREAT_CASES.length} cases written blind, a second blind set of ${THREAT_CASES_2.length}, and the ${THREAT_TUNING_CASES.length} of the team's tuning set; found at medium or higher per kind`,
  );
  for (const r of threatFigures()) {
    const w = second.find((x) => x.kind === r.kind);
    const t = tuning.find((x) => x.kind === r.kind);
    console.log(`${r.kind.padEnd(32)} ${String(r.flagged).padStart(3)}/${r.cases}   second ${String(w?.flagged ?? 0).padStart(3)}/${w?.cases ?? 0}   (tuning ${t?.flagged ?? 0}/${t?.cases ?? 0})`);
  }
  const veiled = threatFigures(VEILED_MEASURE);
  const of = (kind: ThreatKind) => veiled.find((r) => r.kind === kind);
  console.log(
    `veiled threats written blind by four more writers in forty places: ${of('threat_veiled')?.flagged ?? 0}/${of('threat_veiled')?.cases ?? 0} found at medium or higher; harmless look-alikes read as violence ${of('harmless_violent_words')?.flagged ?? 0}/${of('harmless_violent_words')?.cases ?? 0}`,
  );
  const [everyday] = threatFigures(EVERYDAY_VIOLENT_WORDS);
  console.log(`harmless everyday posts in the words of violence written blind in twenty places: ${everyday?.flagged ?? 0}/${everyday?.cases ?? 0} read as violence at medium or higher`);
}
