import { describe, expect, it } from 'vitest';
import { foundAndFlagged } from '../../../bench/found-and-flagged.ts';
import { EVERYDAY_BLIND } from './everyday-blind.ts';

// Everyday posts written blind in ten places (a newspaper's comments, a neighbourhood app, a parenting
// forum, a sports club, an office chat ...): plain mentions of groups in the topics hate talks about and
// everyday complaints in words of violence, beside hate and threats in the same places. Floors and
// ceilings at what the engine reaches. It was measured eight times: with the model of the day before
// (69 found, 4 flagged), with five trial models, with a sixth taught the team's posts that name a group
// (group-mentions-a.ts, -b.ts: 70 and 3, not kept; see docs/model.md, "Known weaknesses"), and with
// the model taught the team's harmless posts in the settings its threats cluster in, which ships
// (threat-settings-*.ts: 69 and 2). Two of the trials also learned everyday complaints as no threat
// (two more threats found, two or three fewer harmless posts flagged) but lost threats and posts of
// self-harm of the team's other sets; they were not kept. It is never trained or tuned on; of its
// texts only the first five were seen, checking how the file begins. The team's news and notices that
// name a group taught as hate (hate-training-news-*.ts), measured once after: 69 found, 1 flagged.
describe('everyday posts written blind', () => {
  const figures = foundAndFlagged(EVERYDAY_BLIND);

  it('finds at least as many of its hateful posts and threats as the engine does today', () => {
    expect(figures.found).toBeGreaterThanOrEqual(69);
  });

  it('flags no more of its harmless posts for hate or violence than it does today', () => {
    expect(figures.flagged).toBeLessThanOrEqual(1);
  });

  it('holds 50 hateful posts, 50 threats and 200 harmless posts, each text once', () => {
    expect(figures.byCategory.get('hate')?.cases).toBe(50);
    expect(figures.byCategory.get('violence')?.cases).toBe(50);
    expect(figures.harmless).toBe(200);
    expect(new Set(EVERYDAY_BLIND.map((c) => c.text)).size).toBe(300);
  });
});
