// `message` events: new messages, thread replies, file shares, forwarded messages and edits are
// queued for moderation (Bolt has already acknowledged the event); bots and exempt users and
// channels are skipped.
import type { AllMiddlewareArgs, SlackEventMiddlewareArgs } from '@slack/bolt';
import type { BotContext } from '../../context.ts';
import type { SlackFile } from '../../media.ts';
import { screenMessage, type MessageRef } from '../../screening.ts';

/** An attachment; a forwarded (shared) message arrives as one with `is_share`, its text inside. */
type LooseAttachment = { is_share?: boolean; text?: string; fallback?: string };

/** The fields of a message event the app reads, across subtypes. */
type LooseMessage = {
  subtype?: string;
  channel?: string;
  user?: string;
  bot_id?: string;
  text?: string;
  ts?: string;
  files?: SlackFile[];
  attachments?: LooseAttachment[];
  message?: LooseMessage;
  previous_message?: LooseMessage;
};

/** Subtypes that carry a person's content; others (joins, topic changes, deletions, bots) are skipped. */
const CONTENT_SUBTYPES = new Set([undefined, 'thread_broadcast', 'file_share', 'me_message', 'message_changed']);

/** The message's own text followed by the text of the messages it forwards. */
function textOf(msg: LooseMessage): string {
  const forwarded = (msg.attachments ?? []).filter((a) => a.is_share).map((a) => a.text ?? a.fallback ?? '');
  return [msg.text ?? '', ...forwarded].filter((t) => t.trim()).join('\n\n');
}

/**
 * The edited message of a `message_changed` event. Slack does not always put `ts` (or `user`) in
 * `message` (its own Bolt test payloads leave `ts` out): the original's are in
 * `previous_message`, else the event's own fields stand in.
 */
function editedMessage(event: LooseMessage): LooseMessage {
  const message = event.message ?? {};
  const previous = event.previous_message ?? {};
  return { ...message, ts: message.ts ?? previous.ts ?? event.ts, user: message.user ?? previous.user ?? event.user, files: [] };
}

/** The message to moderate, or undefined when the event is not one. */
export function messageToScreen(event: LooseMessage, ctx: Pick<BotContext, 'config'>): MessageRef | undefined {
  if (!CONTENT_SUBTYPES.has(event.subtype) || !event.channel) return undefined;
  let msg = event;
  if (event.subtype === 'message_changed') {
    msg = editedMessage(event);
    // Slack also reports unfurls as edits; only a changed text is worth a new look.
    if (event.previous_message && textOf(msg) === textOf(event.previous_message)) return undefined;
  }
  if (msg.bot_id || msg.subtype === 'bot_message' || !msg.user || !msg.ts) return undefined;
  if (ctx.config.exemptUsers.has(msg.user) || ctx.config.exemptChannels.has(event.channel)) return undefined;
  return { channel: event.channel, ts: msg.ts, user: msg.user, text: textOf(msg), files: msg.files ?? [], edited: event.subtype === 'message_changed' };
}

export function messageListener(ctx: BotContext) {
  return async ({ event }: AllMiddlewareArgs & SlackEventMiddlewareArgs<'message'>): Promise<void> => {
    const msg = messageToScreen(event as LooseMessage, ctx);
    // Keyed by message: an edit waits for the moderation of the version before it.
    if (msg) ctx.queue.push(`message ${msg.channel}/${msg.ts}`, () => screenMessage(ctx, msg));
  };
}
