// `message` events: new messages, thread replies, file shares and edits are queued for
// moderation (Bolt has already acknowledged the event); bots and exempt users and channels are skipped.
import type { AllMiddlewareArgs, SlackEventMiddlewareArgs } from '@slack/bolt';
import type { BotContext } from '../../context.ts';
import type { SlackFile } from '../../media.ts';
import { screenMessage, type MessageRef } from '../../screening.ts';

/** The fields of a message event the app reads, across subtypes. */
type LooseMessage = {
  subtype?: string;
  channel?: string;
  user?: string;
  bot_id?: string;
  text?: string;
  ts?: string;
  files?: SlackFile[];
  message?: LooseMessage;
  previous_message?: LooseMessage;
};

/** Subtypes that carry a person's content; others (joins, topic changes, deletions, bots) are skipped. */
const CONTENT_SUBTYPES = new Set([undefined, 'thread_broadcast', 'file_share', 'me_message', 'message_changed']);

/** The message to moderate, or undefined when the event is not one. */
export function messageToScreen(event: LooseMessage, ctx: Pick<BotContext, 'config'>): MessageRef | undefined {
  if (!CONTENT_SUBTYPES.has(event.subtype) || !event.channel) return undefined;
  let msg = event;
  if (event.subtype === 'message_changed') {
    msg = event.message ?? {};
    // Slack also reports unfurls as edits; only a changed text is worth a new look.
    if (msg.text === event.previous_message?.text) return undefined;
    msg = { ...msg, files: [] };
  }
  if (msg.bot_id || msg.subtype === 'bot_message' || !msg.user || !msg.ts) return undefined;
  if (ctx.config.exemptUsers.has(msg.user) || ctx.config.exemptChannels.has(event.channel)) return undefined;
  return { channel: event.channel, ts: msg.ts, user: msg.user, text: msg.text ?? '', files: msg.files ?? [], edited: event.subtype === 'message_changed' };
}

export function messageListener(ctx: BotContext) {
  return async ({ event }: AllMiddlewareArgs & SlackEventMiddlewareArgs<'message'>): Promise<void> => {
    const msg = messageToScreen(event as LooseMessage, ctx);
    // Keyed by message: an edit waits for the moderation of the version before it.
    if (msg) ctx.queue.push(`message ${msg.channel}/${msg.ts}`, () => screenMessage(ctx, msg));
  };
}
