// Sends everything collected to the moderation service through the shared client: texts in
// batches, images with a small bounded concurrency, videos submitted and then awaited.
import { mapBounded, sniffContentType, WaitTimeoutError, type ModerationClient, type Verdict } from '../client/index.ts';
import type { MediaSource, MediaWork, TextWork, Where } from './collect.ts';

/** Images moderated at once; the service's rate limit is the real bound. */
export const IMAGE_CONCURRENCY = 4;
/** Batch requests in flight at once. */
export const BATCH_CONCURRENCY = 2;
/** The error code of an item still unfinished when the run's time for moderation ends. */
const TIMEOUT_CODE = 'timeout';
const TIMEOUT_MESSAGE = 'not finished within timeout-seconds';

export interface Outcome {
  readonly where: Where;
  readonly media: 'text' | 'image' | 'video';
  readonly verdict?: Verdict;
  /** The service or the fetch failed for this item. */
  readonly error?: { readonly code: string; readonly message: string };
  /** Not moderated, and why (not an image, too large, over max-images). */
  readonly skipped?: string;
  /** The service's result id of an item it accepted but gave no verdict for yet (a video past the deadline) or failed. */
  readonly resultId?: string;
}

export interface Moderation {
  readonly client: ModerationClient;
  /** Loads the bytes of a changed file or linked image; null when larger than `maxBytes`. */
  readonly load: (source: MediaSource, maxBytes: number) => Promise<Uint8Array | null>;
  /** Aborts at `deadline`. */
  readonly signal: AbortSignal;
  /** When moderation must end, epoch milliseconds; the rest of timeout-seconds is for reporting. */
  readonly deadline: number;
}

function failure(error: unknown, signal: AbortSignal): { code: string; message: string } {
  if (signal.aborted) return { code: TIMEOUT_CODE, message: TIMEOUT_MESSAGE };
  const e = error as { code?: unknown; message?: unknown };
  return { code: typeof e.code === 'string' ? e.code : 'error', message: typeof e.message === 'string' ? e.message : String(error) };
}

export async function moderateTexts(m: Moderation, items: readonly TextWork[]): Promise<Outcome[]> {
  if (items.length === 0) return [];
  try {
    const answers = await m.client.moderateMany(
      items.map((item, i) => ({ ref: String(i), type: 'text' as const, text: item.text })),
      { concurrency: BATCH_CONCURRENCY, signal: m.signal },
    );
    return items.map((item, i) => {
      const answer = answers[i];
      if (!answer) return { where: item.where, media: 'text', error: { code: 'missing_answer', message: 'no answer for this item' } };
      return answer.ok
        ? { where: item.where, media: 'text', verdict: answer.verdict }
        : { where: item.where, media: 'text', error: { code: answer.error.code, message: answer.error.detail ?? answer.error.title } };
    });
  } catch (error) {
    return items.map((item) => ({ where: item.where, media: 'text', error: failure(error, m.signal) }));
  }
}

export async function moderateImages(m: Moderation, items: readonly MediaWork[], maxImages: number, maxBytes: number): Promise<Outcome[]> {
  const taken = items.slice(0, maxImages);
  const dropped = items.slice(maxImages).map((item): Outcome => ({ where: item.where, media: 'image', skipped: `over max-images (${maxImages})` }));
  const done = await mapBounded(taken, IMAGE_CONCURRENCY, async (item): Promise<Outcome> => {
    try {
      const bytes = await m.load(item.source, maxBytes);
      if (!bytes) return { where: item.where, media: 'image', skipped: `larger than max-image-bytes (${maxBytes})` };
      const type = sniffContentType(bytes.subarray(0, 64));
      if (!type?.startsWith('image/')) return { where: item.where, media: 'image', skipped: 'not a JPEG, PNG, WebP or AVIF image' };
      return { where: item.where, media: 'image', verdict: await m.client.moderateImage(bytes, { signal: m.signal }) };
    } catch (error) {
      return { where: item.where, media: 'image', error: failure(error, m.signal) };
    }
  });
  return [...done, ...dropped];
}

export async function moderateVideos(m: Moderation, items: readonly MediaWork[], maxVideos: number, maxBytes: number): Promise<Outcome[]> {
  const taken = items.slice(0, maxVideos);
  const dropped = items.slice(maxVideos).map((item): Outcome => ({ where: item.where, media: 'video', skipped: `over the ${maxVideos} videos moderated per run` }));
  // Every video is submitted before any is awaited, so the service works on all of them while we wait.
  const submitted = await mapBounded(taken, IMAGE_CONCURRENCY, (item) => submitVideo(m, item, maxBytes));
  const done = await Promise.all(submitted.map((s) => ('id' in s ? awaitVideo(m, s.item, s.id) : s)));
  return [...done, ...dropped];
}

/** The accepted video's result id, or the outcome when it never got one. */
async function submitVideo(m: Moderation, item: MediaWork, maxBytes: number): Promise<{ item: MediaWork; id: string } | Outcome> {
  try {
    const bytes = await m.load(item.source, maxBytes);
    if (!bytes) return { where: item.where, media: 'video', skipped: `larger than ${maxBytes} bytes` };
    const type = sniffContentType(bytes.subarray(0, 64));
    if (!type?.startsWith('video/')) return { where: item.where, media: 'video', skipped: 'not an MP4, WebM or QuickTime video' };
    const accepted = await m.client.moderateVideo(bytes, { signal: m.signal });
    return { item, id: accepted.id };
  } catch (error) {
    return { where: item.where, media: 'video', error: failure(error, m.signal) };
  }
}

/** Polls the video's result until it finishes or the run's deadline comes. */
async function awaitVideo(m: Moderation, item: MediaWork, id: string): Promise<Outcome> {
  // The result exists at the service whatever happens here, so every outcome carries its id.
  const unfinished = (error: Outcome['error']): Outcome => ({ where: item.where, media: 'video', error, resultId: id });
  try {
    const state = await m.client.waitForResult(id, { timeoutMs: Math.max(0, m.deadline - Date.now()), signal: m.signal });
    if (state.verdict) return { where: item.where, media: 'video', verdict: { ...state.verdict, id: state.verdict.id ?? id } };
    return unfinished(state.error ? { code: state.error.code, message: state.error.detail ?? state.error.title } : { code: 'processing_failed', message: `ended ${state.status}` });
  } catch (error) {
    // The deadline may end the wait between polls (WaitTimeoutError) or during one (the abort).
    if (error instanceof WaitTimeoutError || m.signal.aborted) {
      return unfinished({ code: TIMEOUT_CODE, message: `${TIMEOUT_MESSAGE}; its result will be at GET /results/${id}` });
    }
    return unfinished(failure(error, m.signal));
  }
}
