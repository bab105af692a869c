// Registers every listener of the app.
import type { App } from '@slack/bolt';
import type { BotContext } from '../context.ts';
import { registerActions } from './actions/index.ts';
import { registerCommands } from './commands/index.ts';
import { registerEvents } from './events/index.ts';

export function registerListeners(app: App, ctx: BotContext): void {
  registerEvents(app, ctx);
  registerActions(app, ctx);
  registerCommands(app, ctx);
}
