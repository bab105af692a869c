// The media engines the service can be given; without them image and video routes answer 501 media_unavailable.
import type { ModerationResult, VideoAccepted } from '../api/index.ts';

/** An image given as bytes or as a URL the engine fetches (through the URL guard). */
export type MediaInput = { readonly bytes: Buffer } | { readonly url: string };

export interface ImageModerationContext {
  readonly sandbox: boolean;
  /** Aborted when the caller goes away. */
  readonly signal?: AbortSignal;
}

/**
 * Moderates one image and returns its findings. Throws an error with a problem `code` and
 * `status` (e.g. 400 `unsupported_media_type`, 413, 503 `overloaded`) for inputs it refuses.
 */
export type ImageModerator = (input: MediaInput, context: ImageModerationContext) => Promise<ModerationResult[]>;

/** A video uploaded to a file under DATA_DIR/uploads (the submitter takes it over), or a URL. */
export type VideoInput = { readonly file: string } | { readonly url: string };

export interface VideoSubmission {
  readonly input: VideoInput;
  readonly keyId: string;
  readonly sandbox: boolean;
}

/** Stores a queued video result and its job, or removes the uploaded file; returns the result in its first state. */
export type VideoSubmitter = (submission: VideoSubmission) => Promise<VideoAccepted>;

/** Refuses URLs the operator does not allow (private addresses); resolves when allowed. */
export type UrlGuard = (url: string) => Promise<void>;

export const allowEveryUrl: UrlGuard = async () => {};
