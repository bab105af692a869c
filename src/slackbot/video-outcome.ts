// Acts on the final result of a video the app submitted, whether it came by webhook or by the
// pending sweep: the pending row is taken first, so each result id is acted on once.
import type { ResultState } from '../client/index.ts';
import { videoFailureCard } from './blocks.ts';
import type { BotContext } from './context.ts';
import { actOnFindings } from './flagging.ts';

/** `settled`: acted on now; `pending`: not final yet; `not_pending`: unknown to the app or already settled. */
export type VideoOutcome = 'settled' | 'pending' | 'not_pending';

export async function settleVideo(ctx: BotContext, state: ResultState): Promise<VideoOutcome> {
  if (state.status !== 'completed' && state.status !== 'failed') return 'pending';
  const video = ctx.store.takePendingVideo(state.id);
  if (!video) return 'not_pending';
  try {
    if (state.status === 'completed') {
      const subject = { channel: video.channel, messageTs: video.messageTs, author: video.author, source: 'video' as const, excerpt: video.fileName };
      await actOnFindings(ctx, subject, state.id, state.verdict?.findings ?? []);
    } else {
      const problem = state.error ?? { title: 'The video could not be moderated', code: 'processing_failed' };
      ctx.logger.warn({ result_id: state.id, code: problem.code }, 'video moderation failed');
      await ctx.web.chat.postMessage({ channel: ctx.config.reviewChannel, unfurl_links: false, unfurl_media: false, ...videoFailureCard(video, state.id, problem) });
    }
  } catch (error) {
    // Give the video back, so that a redelivery or the next sweep tries again.
    ctx.store.savePendingVideo(video);
    throw error;
  }
  return 'settled';
}
