// A click on one of the review card's buttons (Confirm, False positive, Remove message, Warn
// author): acknowledged at once, then applied.
import type { AllMiddlewareArgs, BlockButtonAction, SlackActionMiddlewareArgs } from '@slack/bolt';
import type { BotContext } from '../../context.ts';
import type { ReviewActionKey } from '../../ids.ts';
import { applyReviewClick } from '../../review-decision.ts';

export function reviewButtonListener(ctx: BotContext, action: ReviewActionKey) {
  return async ({ ack, body, action: button }: AllMiddlewareArgs & SlackActionMiddlewareArgs<BlockButtonAction>): Promise<void> => {
    await ack();
    const channel = body.channel?.id ?? ctx.config.reviewChannel;
    try {
      await applyReviewClick(ctx, { action, resultId: button.value ?? '', userId: body.user.id, channel });
    } catch (error) {
      ctx.logger.error({ err: error, action }, 'review click failed');
    }
  };
}
