// Adapts the image engine to the service's ImageModerator seam: bytes go straight to the engine,
// URLs are fetched first within the image byte limit and the operator's address policy.
import type { Dispatcher } from 'undici';
import type { ImageModerator as ImageEngine } from '../engine/index.ts';
import type { ImageModerator } from './media.ts';
import { mediaProblem } from './media-errors.ts';
import { fetchLimited, type UrlGuard } from '../net/index.ts';

export interface ImageAdapterOptions {
  readonly engine: Pick<ImageEngine, 'moderate'>;
  readonly guard: UrlGuard;
  /** The guarded transport for image URLs. */
  readonly dispatcher: Dispatcher;
  readonly maxBytes: number;
  /** Milliseconds to download an image given by URL. */
  readonly fetchTimeoutMs: number;
}

export function imageModeratorFor(options: ImageAdapterOptions): ImageModerator {
  const { engine, guard, dispatcher, maxBytes, fetchTimeoutMs } = options;
  return async (input, context) => {
    try {
      const bytes =
        'bytes' in input
          ? input.bytes
          : (await fetchLimited(input.url, { maxBytes, timeoutMs: fetchTimeoutMs, guard, dispatcher, accept: 'image/*' })).bytes;
      const moderation = await engine.moderate(bytes, { sandbox: context.sandbox });
      return moderation.findings;
    } catch (error) {
      throw mediaProblem(error);
    }
  };
}
