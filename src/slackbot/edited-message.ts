// An edited message, moderated again: its open review cards take the new content (chat.update)
// instead of new cards being posted, and open cards of an edit that is now clean are closed.
import type { Verdict } from '../client/index.ts';
import { reviewCard } from './blocks.ts';
import type { BotContext } from './context.ts';
import { actOnFindings, type Subject } from './flagging.ts';

/** One moderated chunk of the message's new text. */
export type ChunkOutcome = { chunk: string; verdict: Verdict };

export async function reviewEdit(ctx: BotContext, subject: Omit<Subject, 'excerpt' | 'source'>, outcomes: readonly ChunkOutcome[]): Promise<void> {
  // Chunks pair with open cards in order; a long message has one card per flagged chunk.
  const open = ctx.store.openMessageCards(subject.channel, subject.messageTs);
  let next = 0;
  for (const { chunk, verdict } of outcomes) {
    if (verdict.safe || !verdict.id) continue;
    const outcome = await actOnFindings(ctx, { ...subject, source: 'message', excerpt: chunk }, verdict.id, verdict.findings, open[next]);
    if (outcome === 'replaced') next++;
  }
  // What is left open flagged an earlier version only: the edit is clean (or below NOTIFY_AT).
  for (const card of open.slice(next)) {
    const at = ctx.now().toISOString();
    if (!ctx.store.clearCard(card.resultId, at)) continue; // decided meanwhile: the decision stands
    await ctx.web.chat.update({ channel: card.reviewChannel, ts: card.cardTs, ...reviewCard({ ...card, editedAt: at, clearedAt: at }) });
    ctx.logger.info({ result_id: card.resultId, channel: card.channel, ts: card.messageTs }, 'review card closed: the edit is clean');
  }
}
