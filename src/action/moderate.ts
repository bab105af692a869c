// Moderates everything collected, with a service through the shared client (texts in batches,
// images a few at a time, videos submitted and then awaited) or in the action's own process
// (texts, and changed PNG and JPEG images for nudity; other images and videos are listed as not checked).
import { APIError, mapBounded, sniffContentType, WaitTimeoutError, type ModerationClient, type Verdict } from '../client/index.ts';
import { FetchFailedError, UrlNotAllowedError } from '../net/index.ts';
import type { MediaSource, MediaWork, TextWork, Where } from './collect.ts';
import { remainingMs, type Deadline } from './deadline.ts';
import { GitHubReadError } from './github.ts';
import { moderateImagesInProcess } from './in-process-images.ts';
import { moderateTextInProcess } from './in-process.ts';

/** Images moderated at once; the service's rate limit is the real bound. */
export const IMAGE_CONCURRENCY = 4;
/** Batch requests in flight at once. */
export const BATCH_CONCURRENCY = 2;
/** The error code of an item still unfinished when the run's time for moderation ends. */
const TIMEOUT_CODE = 'timeout';
const TIMEOUT_MESSAGE = 'not finished within timeout-seconds';
/** Answers by which the service refuses one file, not the request: the file is skipped. */
const FILE_REFUSED = new Set([400, 413, 415, 422]);

export type Media = 'text' | 'image' | 'video';

export interface Outcome {
  readonly where: Where;
  readonly media: Media;
  readonly verdict?: Verdict;
  /** The service, GitHub or the deadline failed this item. */
  readonly error?: { readonly code: string; readonly message: string };
  /** Not moderated because of the item itself, and why (not an image, too large, cannot be decoded, over max-images). */
  readonly skipped?: string;
  /** Not moderated because this run has no service for its kind of media. */
  readonly notChecked?: true;
  /** The service's result id of an item it accepted but gave no verdict for yet (a video past the deadline) or failed. */
  readonly resultId?: string;
}

/** Where moderation happens: a service, or this process (text, and PNG and JPEG images for nudity). */
export type Moderator = { readonly kind: 'service'; readonly client: ModerationClient } | { readonly kind: 'in-process' };

export interface Moderation {
  readonly moderator: Moderator;
  /** Loads the bytes of a changed file or linked image; null when larger than `maxBytes`. */
  readonly load: (source: MediaSource, maxBytes: number) => Promise<Uint8Array | null>;
  /** When moderation must end; the rest of timeout-seconds is for reporting. */
  readonly deadline: Deadline;
}

function failure(error: unknown, deadline: Deadline): { code: string; message: string } {
  if (deadline.signal.aborted) return { code: TIMEOUT_CODE, message: TIMEOUT_MESSAGE };
  if (error instanceof GitHubReadError) return { code: error.code, message: error.reason };
  const e = error as { code?: unknown; message?: unknown };
  return { code: typeof e.code === 'string' ? e.code : 'error', message: typeof e.message === 'string' ? e.message : String(error) };
}

/** Why a file cannot be moderated when the fault is the file's (or its link's), else null. */
function fileRefusal(error: unknown): string | null {
  if (error instanceof APIError && FILE_REFUSED.has(error.status)) {
    return `the service cannot moderate it: ${error.problem?.detail ?? error.problem?.title ?? error.message} (\`${error.code}\`)`;
  }
  if (error instanceof UrlNotAllowedError || error instanceof FetchFailedError) return `${error.message} (\`${error.code}\`)`;
  return null;
}

/** The outcome of an item whose moderation threw: a skip when the file is at fault, else an error. */
function settle(item: MediaWork, media: Media, error: unknown, deadline: Deadline): Outcome {
  const refusal = deadline.signal.aborted ? null : fileRefusal(error);
  return refusal ? { where: item.where, media, skipped: refusal } : { where: item.where, media, error: failure(error, deadline) };
}

export async function moderateTexts(m: Moderation, items: readonly TextWork[]): Promise<Outcome[]> {
  if (items.length === 0) return [];
  if (m.moderator.kind === 'in-process') return moderateTextsInProcess(m.deadline, items);
  try {
    const answers = await m.moderator.client.moderateMany(
      items.map((item, i) => ({ ref: String(i), type: 'text' as const, text: item.text })),
      { concurrency: BATCH_CONCURRENCY, signal: m.deadline.signal },
    );
    return items.map((item, i) => {
      const answer = answers[i];
      if (!answer) return { where: item.where, media: 'text', error: { code: 'missing_answer', message: 'no answer for this item' } };
      return answer.ok
        ? { where: item.where, media: 'text', verdict: answer.verdict }
        : { where: item.where, media: 'text', error: { code: answer.error.code, message: answer.error.detail ?? answer.error.title } };
    });
  } catch (error) {
    return items.map((item) => ({ where: item.where, media: 'text', error: failure(error, m.deadline) }));
  }
}

async function moderateTextsInProcess(deadline: Deadline, items: readonly TextWork[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const item of items) {
    if (deadline.signal.aborted) outcomes.push({ where: item.where, media: 'text', error: { code: TIMEOUT_CODE, message: TIMEOUT_MESSAGE } });
    else outcomes.push({ where: item.where, media: 'text', verdict: await moderateTextInProcess(item.text) });
  }
  return outcomes;
}

/** Media this run cannot moderate: listed without being downloaded. */
function notChecked(items: readonly MediaWork[], media: Media): Outcome[] {
  return items.map((item) => ({ where: item.where, media, notChecked: true }));
}

export async function moderateImages(m: Moderation, items: readonly MediaWork[], maxImages: number, maxBytes: number): Promise<Outcome[]> {
  const moderator = m.moderator;
  if (moderator.kind === 'in-process') return moderateImagesInProcess(m, items, maxImages, maxBytes);
  const taken = items.slice(0, maxImages);
  const dropped = items.slice(maxImages).map((item): Outcome => ({ where: item.where, media: 'image', skipped: `over max-images (${maxImages})` }));
  const done = await mapBounded(taken, IMAGE_CONCURRENCY, async (item): Promise<Outcome> => {
    try {
      const bytes = await m.load(item.source, maxBytes);
      if (!bytes) return { where: item.where, media: 'image', skipped: `larger than max-image-bytes (${maxBytes})` };
      const type = sniffContentType(bytes.subarray(0, 64));
      if (!type?.startsWith('image/')) return { where: item.where, media: 'image', skipped: 'not a JPEG, PNG, WebP or AVIF image' };
      return { where: item.where, media: 'image', verdict: await moderator.client.moderateImage(bytes, { signal: m.deadline.signal }) };
    } catch (error) {
      return settle(item, 'image', error, m.deadline);
    }
  });
  return [...done, ...dropped];
}

export async function moderateVideos(m: Moderation, items: readonly MediaWork[], maxVideos: number, maxBytes: number): Promise<Outcome[]> {
  const moderator = m.moderator;
  if (moderator.kind === 'in-process') return notChecked(items, 'video');
  const taken = items.slice(0, maxVideos);
  const dropped = items.slice(maxVideos).map((item): Outcome => ({ where: item.where, media: 'video', skipped: `over the ${maxVideos} videos moderated per run` }));
  // Every video is submitted before any is awaited, so the service works on all of them while we wait.
  const submitted = await mapBounded(taken, IMAGE_CONCURRENCY, (item) => submitVideo(m, moderator.client, item, maxBytes));
  const done = await Promise.all(submitted.map((s) => ('id' in s ? awaitVideo(m, moderator.client, s.item, s.id) : s)));
  return [...done, ...dropped];
}

/** The accepted video's result id, or the outcome when it never got one. */
async function submitVideo(m: Moderation, client: ModerationClient, item: MediaWork, maxBytes: number): Promise<{ item: MediaWork; id: string } | Outcome> {
  try {
    const bytes = await m.load(item.source, maxBytes);
    if (!bytes) return { where: item.where, media: 'video', skipped: `larger than ${maxBytes} bytes` };
    const type = sniffContentType(bytes.subarray(0, 64));
    if (!type?.startsWith('video/')) return { where: item.where, media: 'video', skipped: 'not an MP4, WebM or QuickTime video' };
    const accepted = await client.moderateVideo(bytes, { signal: m.deadline.signal });
    return { item, id: accepted.id };
  } catch (error) {
    return settle(item, 'video', error, m.deadline);
  }
}

/** Polls the video's result until it finishes or the run's deadline comes. */
async function awaitVideo(m: Moderation, client: ModerationClient, item: MediaWork, id: string): Promise<Outcome> {
  // The result exists at the service whatever happens here, so every outcome carries its id.
  const unfinished = (error: Outcome['error']): Outcome => ({ where: item.where, media: 'video', error, resultId: id });
  try {
    const state = await client.waitForResult(id, { timeoutMs: remainingMs(m.deadline), signal: m.deadline.signal });
    if (state.verdict) return { where: item.where, media: 'video', verdict: { ...state.verdict, id: state.verdict.id ?? id } };
    // A video the service could not decode is the file's fault, like an undecodable image.
    if (state.error && FILE_REFUSED.has(state.error.status)) {
      return { where: item.where, media: 'video', skipped: `the service cannot moderate it: ${state.error.detail ?? state.error.title} (\`${state.error.code}\`)`, resultId: id };
    }
    return unfinished(state.error ? { code: state.error.code, message: state.error.detail ?? state.error.title } : { code: 'processing_failed', message: `ended ${state.status}` });
  } catch (error) {
    // The deadline may end the wait between polls (WaitTimeoutError) or during one (the abort).
    if (error instanceof WaitTimeoutError || m.deadline.signal.aborted) {
      return unfinished({ code: TIMEOUT_CODE, message: `${TIMEOUT_MESSAGE}; its result will be at GET /results/${id}` });
    }
    return unfinished(failure(error, m.deadline));
  }
}
