// Acting on a finished moderation of Slack content: remove the message, warn its author and post
// a review card, each when the worst finding reaches its threshold.
import type { Finding } from '../client/index.ts';
import { authorWarning, reviewCard } from './blocks.ts';
import type { BotContext } from './context.ts';
import { planFor } from './policy.ts';
import type { Card, CardSource, NewCard, Removal } from './store.ts';

/** The Slack content a moderation result is about. */
export type Subject = { channel: string; messageTs: string; author: string; source: CardSource; excerpt: string };

/** What became of the review card: a new one, an open one taking the new content, or none. */
export type CardOutcome = 'posted' | 'replaced' | 'none';

/**
 * Acts on findings. With `replaces` (the open card of an earlier version of an edited message),
 * that card takes the new content instead of a new card being posted, unless it was decided meanwhile.
 */
export async function actOnFindings(ctx: BotContext, subject: Subject, resultId: string, findings: Finding[], replaces?: Card): Promise<CardOutcome> {
  const plan = planFor(findings, ctx.config.thresholds);
  if (!plan.notify && !plan.warn && !plan.remove) return 'none';
  const log = ctx.logger.child({ result_id: resultId, channel: subject.channel, ts: subject.messageTs });

  // The permalink must be fetched before the message may be deleted.
  let permalink = replaces?.permalink;
  if (plan.notify && !permalink) {
    try {
      permalink = (await ctx.web.chat.getPermalink({ channel: subject.channel, message_ts: subject.messageTs })).permalink;
    } catch (error) {
      log.warn({ err: error }, 'no permalink for flagged message');
    }
  }

  let removal: Removal = 'not_needed';
  if (plan.remove) {
    if (!ctx.userWeb) removal = 'needs_user_token';
    else if (await deleteMessage(ctx, subject.channel, subject.messageTs)) removal = 'removed';
  }

  if (plan.warn) {
    try {
      await ctx.web.chat.postEphemeral({ channel: subject.channel, user: subject.author, ...authorWarning(subject.channel, findings) });
    } catch (error) {
      log.warn({ err: error }, 'could not warn the author');
    }
  }

  if (!plan.notify) return 'none';
  const now = ctx.now().toISOString();
  const content = { resultId, ...subject, permalink, findings, removal, editedAt: replaces ? now : undefined };
  const shown = { ...content, decision: undefined, decidedBy: undefined, decidedAt: undefined, clearedAt: undefined };
  if (replaces) {
    const card: NewCard = { ...content, reviewChannel: replaces.reviewChannel, cardTs: replaces.cardTs, createdAt: replaces.createdAt };
    // The store swap comes first: a reviewer's click racing the edit wins, and the edit then gets a card of its own.
    if (ctx.store.replaceCard(replaces.resultId, card)) {
      await ctx.web.chat.update({ channel: replaces.reviewChannel, ts: replaces.cardTs, ...reviewCard(shown) });
      log.info({ worst: plan.worst, replaced: replaces.resultId }, 'review card updated for an edit');
      return 'replaced';
    }
  }
  const posted = await ctx.web.chat.postMessage({ channel: ctx.config.reviewChannel, unfurl_links: false, unfurl_media: false, ...reviewCard(shown) });
  ctx.store.saveCard({ ...content, reviewChannel: posted.channel ?? ctx.config.reviewChannel, cardTs: posted.ts ?? '', createdAt: now });
  log.info({ worst: plan.worst, removal }, 'review card posted');
  return 'posted';
}

/** Deletes a message with the admin user token; true when it is gone (also when it already was). */
export async function deleteMessage(ctx: BotContext, channel: string, ts: string): Promise<boolean> {
  if (!ctx.userWeb) return false;
  try {
    await ctx.userWeb.chat.delete({ channel, ts });
    return true;
  } catch (error) {
    if (slackErrorCode(error) === 'message_not_found') return true;
    ctx.logger.error({ err: error, channel, ts }, 'could not delete message');
    return false;
  }
}

/** The `error` field of a Web API error answer, if the error is one. */
export function slackErrorCode(error: unknown): string | undefined {
  const data = (error as { data?: { error?: unknown } } | undefined)?.data;
  return typeof data?.error === 'string' ? data.error : undefined;
}
