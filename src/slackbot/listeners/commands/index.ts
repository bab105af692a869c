// Registers the slash command listener.
import type { App } from '@slack/bolt';
import type { BotContext } from '../../context.ts';
import { SLASH_COMMAND } from '../../ids.ts';
import { moderationCommandListener } from './moderation.ts';

export function registerCommands(app: App, ctx: BotContext): void {
  app.command(SLASH_COMMAND, moderationCommandListener(ctx));
}
