// Registers the review card's button listeners, one per action ID.
import type { App } from '@slack/bolt';
import type { BotContext } from '../../context.ts';
import { REVIEW_ACTIONS, type ReviewActionKey } from '../../ids.ts';
import { reviewButtonListener } from './review-button.ts';

export function registerActions(app: App, ctx: BotContext): void {
  for (const key of Object.keys(REVIEW_ACTIONS) as ReviewActionKey[]) {
    app.action(REVIEW_ACTIONS[key], reviewButtonListener(ctx, key));
  }
}
