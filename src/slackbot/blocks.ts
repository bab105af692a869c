// Block Kit builders: pure functions from data to Slack messages, testable without Slack.
import type { types } from '@slack/bolt';
import { codePointLength } from '../api/index.ts';
import type { Finding, Problem, Usage, Verdict } from '../client/index.ts';
import { REVIEW_ACTIONS, SLASH_COMMAND } from './ids.ts';
import type { Card, Decision, PendingVideo } from './store.ts';

type Block = types.KnownBlock;
export type SlackMessage = { text: string; blocks: Block[] };

const EXCERPT_CODE_POINTS = 300;
const MAX_FINDINGS_SHOWN = 10;

/** Escapes the three characters Slack's mrkdwn treats as control, so user text cannot mention or link. */
export function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The first characters of a text, cut on a code-point boundary, with an ellipsis when cut. */
export function excerpt(text: string, maxCodePoints: number = EXCERPT_CODE_POINTS): string {
  if (codePointLength(text) <= maxCodePoints) return text;
  return `${[...text].slice(0, maxCodePoints).join('')}…`;
}

export function describeFinding(f: Finding): string {
  const label = f.label ? ` (${escapeMrkdwn(f.label)})` : '';
  const where = f.frames?.length ? ` at ${f.frames.map((fr) => `${(fr.timestamp_ms / 1000).toFixed(1)}s`).slice(0, 5).join(', ')}` : '';
  return `*${f.category}*${label} · ${f.severity} · ${Math.round(f.confidence * 100)}%${where}`;
}

const SOURCE_NOUN: Record<Card['source'], string> = { message: 'Message', image: 'Image', video: 'Video' };

const DECISION_TEXT: Record<Decision, string> = {
  confirmed: ':white_check_mark: Confirmed',
  false_positive: ':leftwards_arrow_with_hook: Marked false positive',
  removed: ':wastebasket: Message removed',
  warned: ':warning: Author warned',
};

/**
 * The review card; with a decision it shows who decided and when, and no buttons; cleared (an
 * edit made the message clean) it says so, and has no buttons either.
 */
export function reviewCard(card: Omit<Card, 'cardTs' | 'reviewChannel' | 'createdAt'>): SlackMessage {
  const categories = [...new Set(card.findings.map((f) => f.category))].join(', ');
  const text = `${SOURCE_NOUN[card.source]} by <@${card.author}> in <#${card.channel}> flagged: ${categories}`;
  const link = card.permalink ? ` · <${card.permalink}|open message>` : '';
  const shown = card.findings.slice(0, MAX_FINDINGS_SHOWN).map((f) => `• ${describeFinding(f)}`);
  if (card.findings.length > MAX_FINDINGS_SHOWN) shown.push(`• …and ${card.findings.length - MAX_FINDINGS_SHOWN} more`);
  const blocks: Block[] = [
    { type: 'section', text: { type: 'mrkdwn', text: `*${SOURCE_NOUN[card.source]} flagged* by <@${card.author}> in <#${card.channel}>${link}` } },
    { type: 'section', text: { type: 'mrkdwn', text: `>${escapeMrkdwn(excerpt(card.excerpt)).replace(/\n/g, '\n>')}` } },
    { type: 'section', text: { type: 'mrkdwn', text: shown.join('\n') } },
  ];
  const notes = [`Result \`${card.resultId}\``];
  if (card.editedAt && !card.clearedAt) notes.push(`Edited ${dateText(card.editedAt)}`);
  if (card.removal === 'removed') notes.push('Removed automatically');
  if (card.removal === 'needs_user_token') notes.push('Removal needs an admin user token (SLACK_USER_TOKEN)');
  blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: notes.join(' · ') }] });
  if (card.clearedAt) {
    blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: `:pencil2: Edited, now clean ${dateText(card.clearedAt)}; nothing to decide` }] });
  } else if (card.decision) {
    const when = card.decidedAt ? dateText(card.decidedAt) : '';
    blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: `${DECISION_TEXT[card.decision]} by <@${card.decidedBy}> ${when}`.trim() }] });
  } else {
    const value = card.resultId;
    blocks.push({
      type: 'actions',
      block_id: 'review',
      elements: [
        { type: 'button', action_id: REVIEW_ACTIONS.confirm, text: { type: 'plain_text', text: 'Confirm' }, style: 'primary', value },
        { type: 'button', action_id: REVIEW_ACTIONS.falsePositive, text: { type: 'plain_text', text: 'False positive' }, value },
        ...(card.removal === 'removed'
          ? []
          : [{ type: 'button' as const, action_id: REVIEW_ACTIONS.remove, text: { type: 'plain_text' as const, text: 'Remove message' }, style: 'danger' as const, value }]),
        { type: 'button', action_id: REVIEW_ACTIONS.warn, text: { type: 'plain_text', text: 'Warn author' }, value },
      ],
    });
  }
  return { text, blocks };
}

/** The notice posted in the review channel when the service could not moderate a video: no buttons, nothing to decide. */
export function videoFailureCard(video: Pick<PendingVideo, 'channel' | 'author' | 'fileName'>, resultId: string, problem: Pick<Problem, 'title' | 'code'>): SlackMessage {
  const text = `Video by <@${video.author}> in <#${video.channel}> could not be moderated: ${problem.title}`;
  const blocks: Block[] = [
    { type: 'section', text: { type: 'mrkdwn', text: `:x: *Video not moderated* by <@${video.author}> in <#${video.channel}>: \`${escapeMrkdwn(video.fileName)}\`` } },
    { type: 'context', elements: [{ type: 'mrkdwn', text: `${escapeMrkdwn(problem.title)} (\`${problem.code}\`) · Result \`${resultId}\` · Review it by hand` }] },
  ];
  return { text, blocks };
}

/** Slack renders `<!date^...>` in the reader's time zone; the fallback is the ISO time. */
function dateText(iso: string): string {
  const seconds = Math.floor(Date.parse(iso) / 1000);
  return `<!date^${seconds}^on {date_short} at {time}|${iso}>`;
}

/** The ephemeral note the author sees. */
export function authorWarning(channel: string, findings: readonly Finding[]): SlackMessage {
  const categories = [...new Set(findings.map((f) => f.category))].join(', ');
  const text = `Your message in <#${channel}> was flagged for ${categories}. Please keep to the community guidelines; moderators have been notified.`;
  return { text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text: `:warning: ${text}` } }] };
}

/** The answer to `/moderation check <text>`. */
export function verdictMessage(verdict: Verdict): SlackMessage {
  if (verdict.safe) {
    const text = `:large_green_circle: Nothing found${verdict.sandbox ? ' (sandbox)' : ''}.`;
    return { text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] };
  }
  const lines = verdict.findings.slice(0, MAX_FINDINGS_SHOWN).map((f) => `• ${describeFinding(f)}`);
  const head = `:red_circle: Flagged: ${verdict.categories.join(', ')}${verdict.sandbox ? ' (sandbox)' : ''}`;
  const blocks: Block[] = [{ type: 'section', text: { type: 'mrkdwn', text: `${head}\n${lines.join('\n')}` } }];
  if (verdict.id) blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: `Result \`${verdict.id}\`` }] });
  return { text: head, blocks };
}

/** The answer to `/moderation usage`. */
export function usageMessage(usage: Usage): SlackMessage {
  const quota = usage.quota.limit === null ? 'unlimited' : `${usage.quota.used} of ${usage.quota.limit}`;
  const lines = [
    `*Usage ${usage.period.start.slice(0, 10)} to ${usage.period.end.slice(0, 10)}*${usage.sandbox ? ' (sandbox)' : ''}`,
    `Requests: ${usage.requests.total}`,
    `Moderated: ${usage.items.text} texts, ${usage.items.image} images, ${usage.items.video} videos; ${usage.flagged} flagged`,
    `Feedback: ${usage.feedback.confirm} confirmed, ${usage.feedback.false_positive} false positives, ${usage.feedback.false_negative} missed`,
    `Quota: ${quota}`,
  ];
  return { text: lines[0] ?? 'Usage', blocks: [{ type: 'section', text: { type: 'mrkdwn', text: lines.join('\n') } }] };
}

export function helpMessage(): SlackMessage {
  const text = [
    `\`${SLASH_COMMAND} check <text>\` moderates a text and shows the verdict to you only`,
    `\`${SLASH_COMMAND} usage\` shows this month's usage of the moderation key`,
    `\`${SLASH_COMMAND} help\` shows this help`,
  ].join('\n');
  return { text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] };
}

/** A one-line ephemeral answer. */
export function notice(text: string): SlackMessage {
  return { text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] };
}
