import { describe, expect, it } from 'vitest';
import { authorWarning, escapeMrkdwn, excerpt, reviewCard, verdictMessage, videoFailureCard } from '../../src/slackbot/blocks.ts';
import { REVIEW_ACTIONS } from '../../src/slackbot/index.ts';

const card = {
  resultId: 'res_1',
  channel: 'C0GENERAL',
  messageTs: '1.2',
  author: 'U0AUTHOR',
  source: 'message' as const,
  excerpt: 'you are <!channel> awful & rude',
  permalink: 'https://example.slack.com/archives/C0GENERAL/p12',
  findings: [{ category: 'harassment', severity: 'medium' as const, confidence: 0.82, action: 'review', label: 'insult' }],
  removal: 'not_needed' as const,
  decision: undefined,
  decidedBy: undefined,
  decidedAt: undefined,
  editedAt: undefined,
  clearedAt: undefined,
};

describe('review card', () => {
  it('shows author, channel, link, escaped excerpt, findings, result id and four buttons', () => {
    const { text, blocks } = reviewCard(card);
    const json = JSON.stringify(blocks);
    expect(text).toContain('<@U0AUTHOR>');
    expect(json).toContain('<#C0GENERAL>');
    expect(json).toContain('open message');
    expect(json).toContain('&lt;!channel&gt; awful &amp; rude');
    expect(json).not.toContain('<!channel>');
    expect(json).toContain('*harassment* (insult) · medium · 82%');
    expect(json).toContain('res_1');
    const actions = blocks.find((b) => b.type === 'actions') as { elements: { action_id: string; value: string }[] };
    expect(actions.elements.map((e) => e.action_id)).toEqual([REVIEW_ACTIONS.confirm, REVIEW_ACTIONS.falsePositive, REVIEW_ACTIONS.remove, REVIEW_ACTIONS.warn]);
    expect(actions.elements.every((e) => e.value === 'res_1')).toBe(true);
  });

  it('says removal needs a user token when one is missing', () => {
    expect(JSON.stringify(reviewCard({ ...card, removal: 'needs_user_token' }).blocks)).toContain('SLACK_USER_TOKEN');
  });

  it('replaces the buttons with the decision, who made it and when', () => {
    const { blocks } = reviewCard({ ...card, decision: 'false_positive', decidedBy: 'U0REVIEWER', decidedAt: '2026-11-22T10:00:00.000Z' });
    expect(blocks.some((b) => b.type === 'actions')).toBe(false);
    const json = JSON.stringify(blocks);
    expect(json).toContain('Marked false positive by <@U0REVIEWER>');
    expect(json).toContain('<!date^1795341600^');
  });

  it('notes an edit on an open card and keeps its buttons', () => {
    const { blocks } = reviewCard({ ...card, editedAt: '2026-11-22T10:00:00.000Z' });
    expect(JSON.stringify(blocks)).toContain('Edited <!date^1795341600^');
    expect(blocks.some((b) => b.type === 'actions')).toBe(true);
  });

  it('closes a card whose message was edited clean: says so and shows no buttons', () => {
    const at = '2026-11-22T10:00:00.000Z';
    const { blocks } = reviewCard({ ...card, editedAt: at, clearedAt: at });
    expect(blocks.some((b) => b.type === 'actions')).toBe(false);
    expect(JSON.stringify(blocks)).toContain('Edited, now clean');
  });
});

describe('video failure notice', () => {
  it('shows the file, author, channel, problem title and code and result id, with no buttons', () => {
    const { text, blocks } = videoFailureCard({ channel: 'C0GENERAL', author: 'U0AUTHOR', fileName: 'clip<1>.mp4' }, 'res_9', { title: 'The media could not be processed', code: 'processing_failed' });
    const json = JSON.stringify(blocks);
    expect(text).toContain('<@U0AUTHOR>');
    expect(json).toContain('clip&lt;1&gt;.mp4');
    expect(json).toContain('<#C0GENERAL>');
    expect(json).toContain('The media could not be processed');
    expect(json).toContain('processing_failed');
    expect(json).toContain('res_9');
    expect(blocks.some((b) => b.type === 'actions')).toBe(false);
  });
});

describe('text helpers', () => {
  it('cuts excerpts on code points', () => {
    expect(excerpt('😀😀😀', 2)).toBe('😀😀…');
    expect(excerpt('short', 10)).toBe('short');
  });

  it('escapes mrkdwn control characters', () => {
    expect(escapeMrkdwn('<@U1> & <http://x|y>')).toBe('&lt;@U1&gt; &amp; &lt;http://x|y&gt;');
  });

  it('warns the author with the categories found', () => {
    expect(authorWarning('C1', card.findings).text).toContain('harassment');
  });

  it('renders a safe and a flagged verdict', () => {
    expect(verdictMessage({ safe: true, score: 0, sandbox: true, categories: [], findings: [] }).text).toContain('Nothing found');
    const flagged = verdictMessage({ id: 'r9', safe: false, score: 0.9, sandbox: false, categories: ['hate'], findings: [{ category: 'hate', severity: 'high', confidence: 0.9, action: 'block' }] });
    expect(flagged.text).toContain('hate');
    expect(JSON.stringify(flagged.blocks)).toContain('r9');
  });
});
