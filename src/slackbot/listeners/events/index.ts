// Registers the event listeners.
import type { App } from '@slack/bolt';
import type { BotContext } from '../../context.ts';
import { messageListener } from './message.ts';

export function registerEvents(app: App, ctx: BotContext): void {
  app.event('message', messageListener(ctx));
}
