// A reviewer's click on a review card: check the clicker may review, record the decision once,
// carry it out (delete, warn), send it to the moderation API as feedback and update the card.
import { authorWarning, notice, reviewCard } from './blocks.ts';
import type { BotContext } from './context.ts';
import { deleteMessage } from './flagging.ts';
import type { ReviewActionKey } from './ids.ts';
import type { Decision } from './store.ts';

const DECISION_OF: Record<ReviewActionKey, Decision> = { confirm: 'confirmed', falsePositive: 'false_positive', remove: 'removed', warn: 'warned' };

export type Click = { action: ReviewActionKey; resultId: string; userId: string; channel: string };

export async function applyReviewClick(ctx: BotContext, click: Click): Promise<void> {
  const tell = (text: string) => ctx.web.chat.postEphemeral({ channel: click.channel, user: click.userId, ...notice(text) });
  if (!(await ctx.isReviewer(click.userId))) {
    await tell('Only moderation reviewers can act on this card.');
    return;
  }
  const card = ctx.store.getCard(click.resultId);
  if (!card) {
    await tell('This card is unknown to the moderation app; nothing was changed.');
    return;
  }
  if (click.action === 'remove' && !ctx.userWeb) {
    await tell('Removing messages needs an admin user token (SLACK_USER_TOKEN); nothing was changed.');
    return;
  }
  const decision = DECISION_OF[click.action];
  const at = ctx.now().toISOString();
  if (!ctx.store.decide(card.resultId, decision, click.userId, at)) {
    const current = ctx.store.getCard(card.resultId);
    if (current?.clearedAt) await tell('This card was closed: the message was edited and is now clean; nothing was changed.');
    else await tell(`This card was already decided${current?.decidedBy ? ` by <@${current.decidedBy}>` : ''}; nothing was changed.`);
    return;
  }
  try {
    if (click.action === 'remove' && !(await deleteMessage(ctx, card.channel, card.messageTs))) throw new Error('message not deleted');
    if (click.action === 'warn') await ctx.web.chat.postEphemeral({ channel: card.channel, user: card.author, ...authorWarning(card.channel, card.findings) });
    await ctx.moderation.submitFeedback({
      result_id: card.resultId,
      verdict: click.action === 'falsePositive' ? 'false_positive' : 'confirm',
      reviewer: click.userId,
    });
  } catch (error) {
    ctx.store.undecide(card.resultId);
    ctx.logger.error({ err: error, result_id: card.resultId, action: click.action }, 'review decision failed');
    await tell('The decision could not be recorded; please try again.');
    return;
  }
  await ctx.web.chat.update({
    channel: card.reviewChannel,
    ts: card.cardTs,
    ...reviewCard({ ...card, decision, decidedBy: click.userId, decidedAt: at }),
  });
}
