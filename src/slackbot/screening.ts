// Moderates one Slack message: its text (in chunks within the API's limit) and its image and
// video files. Text and images are acted on at once; videos wait for their webhook (or the sweep).
// An edit's text updates the review cards of the earlier version instead of adding cards.
import { chunkText } from '../client/index.ts';
import type { BotContext } from './context.ts';
import { reviewEdit, type ChunkOutcome } from './edited-message.ts';
import { actOnFindings } from './flagging.ts';
import { fetchSlackFile, MAX_BYTES, mediaKindOf, type SlackFile } from './media.ts';

/** A message worth moderating, taken from a `message` event. */
export type MessageRef = { channel: string; ts: string; user: string; text: string; files: SlackFile[]; edited: boolean };

/** Slack messages hold at most 40,000 characters; pieces cut at whitespace hold at least 9,000, so five cover one. */
const MAX_TEXT_CHUNKS = 5;
/** Slack attaches at most 10 files to a message. */
const MAX_FILES = 10;
const DOWNLOAD_TIMEOUT_MS = 60_000;

export async function screenMessage(ctx: BotContext, msg: MessageRef): Promise<void> {
  const log = ctx.logger.child({ channel: msg.channel, ts: msg.ts });
  const outcomes: ChunkOutcome[] = [];
  for (const chunk of chunkText(msg.text).slice(0, MAX_TEXT_CHUNKS)) {
    if (!chunk.trim()) continue;
    const verdict = await ctx.moderation.moderateText(chunk);
    log.debug({ result_id: verdict.id, safe: verdict.safe }, 'text moderated');
    outcomes.push({ chunk, verdict });
  }
  const subject = { channel: msg.channel, messageTs: msg.ts, author: msg.user };
  if (msg.edited) await reviewEdit(ctx, subject, outcomes);
  else {
    for (const { chunk, verdict } of outcomes) {
      if (!verdict.safe && verdict.id) await actOnFindings(ctx, { ...subject, source: 'message', excerpt: chunk }, verdict.id, verdict.findings);
    }
  }
  for (const file of msg.files.slice(0, MAX_FILES)) {
    try {
      await screenFile(ctx, msg, file);
    } catch (error) {
      log.error({ err: error, file_id: file.id }, 'file not moderated');
    }
  }
}

async function screenFile(ctx: BotContext, msg: MessageRef, listed: SlackFile): Promise<void> {
  // Messages may list a file without its URLs (e.g. `file_access: check_file_info`); files.info has them.
  const file = listed.url_private_download || listed.url_private ? listed : ((await ctx.web.files.info({ file: listed.id })).file as SlackFile | undefined);
  if (!file) return;
  const kind = mediaKindOf(file);
  const url = file.url_private_download ?? file.url_private;
  if (!kind || !url) return;
  const bytes = await fetchSlackFile(url, kind, { token: ctx.config.botToken, allowedHosts: ctx.fileHosts, maxBytes: MAX_BYTES[kind], timeoutMs: DOWNLOAD_TIMEOUT_MS });
  const name = file.name ?? file.id;
  if (kind === 'image') {
    const verdict = await ctx.moderation.moderateImage(bytes);
    if (!verdict.safe && verdict.id) {
      await actOnFindings(ctx, { channel: msg.channel, messageTs: msg.ts, author: msg.user, source: 'image', excerpt: name }, verdict.id, verdict.findings);
    }
    return;
  }
  const accepted = await ctx.moderation.moderateVideo(bytes);
  ctx.store.savePendingVideo({ resultId: accepted.id, channel: msg.channel, messageTs: msg.ts, author: msg.user, fileName: name, createdAt: ctx.now().toISOString() });
  ctx.logger.info({ result_id: accepted.id, file_id: file.id }, 'video submitted; waiting for its webhook');
}
