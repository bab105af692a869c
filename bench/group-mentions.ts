// The whole text engine on posts that name a protected group (written blind, never used to tune or
// train): per kind, how many get a hate finding. For the harmless kinds that is how often a group's
// mere mention is read as hate; for the hateful control, how much hate in the same registers is found.
import { analyzeText } from '../src/engine/text/index.ts';
import { GROUP_MENTIONS, type GroupMentionKind } from '../test/engine/text/group-mentions.ts';
import { tallyByKind, type KindTally } from './tally.ts';

/** Per kind: cases with a hate finding at any severity (`flagged`) and with a high one (`high`). */
export type MentionFigures = KindTally<GroupMentionKind, 'flagged' | 'high'>;

export function groupMentionFigures(): MentionFigures[] {
  return tallyByKind(GROUP_MENTIONS, (c) => {
    const hate = analyzeText(c.text).filter((f) => f.category === 'hate');
    return { flagged: hate.length > 0, high: hate.some((f) => f.severity === 'high') };
  });
}

export function printGroupMentions(): void {
  const rows = groupMentionFigures();
  console.log(`posts naming a group: ${GROUP_MENTIONS.length} cases written blind, read as hate per kind`);
  for (const r of rows) console.log(`${r.kind.padEnd(32)} ${String(r.flagged).padStart(3)}/${String(r.cases).padEnd(3)} (high ${r.high})`);
  const harmless = rows.filter((r) => r.kind !== 'hateful_control');
  const cases = harmless.reduce((n, r) => n + r.cases, 0);
  const flagged = harmless.reduce((n, r) => n + r.flagged, 0);
  console.log(`${'all harmless'.padEnd(32)} ${String(flagged).padStart(3)}/${cases} ${((flagged / cases) * 100).toFixed(1)}%`);
}
