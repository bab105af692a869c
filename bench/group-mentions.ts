// The whole text engine on posts that name a protected group (written blind, never used to tune or
// train): per kind, how many get a hate finding. For the harmless kinds that is how often a group's
// mere mention is read as hate; for the hateful control, how much hate in the same registers is found.
import { analyzeText } from '../src/engine/text/index.ts';
import { GROUP_MENTIONS, type GroupMentionKind } from '../test/engine/text/group-mentions.ts';

export interface MentionFigures {
  readonly kind: GroupMentionKind;
  readonly cases: number;
  /** Cases with a hate finding at any severity. */
  readonly flagged: number;
  /** Cases with a high hate finding. */
  readonly high: number;
}

export function groupMentionFigures(): MentionFigures[] {
  const byKind = new Map<GroupMentionKind, { cases: number; flagged: number; high: number }>();
  for (const c of GROUP_MENTIONS) {
    const entry = byKind.get(c.kind) ?? { cases: 0, flagged: 0, high: 0 };
    const hate = analyzeText(c.text).filter((f) => f.category === 'hate');
    entry.cases++;
    if (hate.length > 0) entry.flagged++;
    if (hate.some((f) => f.severity === 'high')) entry.high++;
    byKind.set(c.kind, entry);
  }
  return [...byKind].map(([kind, e]) => ({ kind, ...e }));
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
