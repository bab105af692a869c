// Moderates the changed PNG and JPEG images of a pull request in the action's own process, for
// nudity only, with the service's classifier and score-to-finding mapping. Other images (WebP,
// AVIF, GIF, linked images) are listed as not checked: a run without a service makes no network
// call but GitHub's, and the other formats would need native or large decoders.
import { LIMITS, summarizeFindings } from '../api/index.ts';
import { mapBounded, sniffContentType, type Verdict } from '../client/index.ts';
import { nsfwFindings } from '../engine/image/nsfw-findings.ts';
import type { MediaWork } from './collect.ts';
import { ImageHeaderError, readPictureHeader } from './image-header.ts';
import { hasExtension } from './media-type.ts';
import type { Moderation, Outcome } from './moderate.ts';
// Types only: the module itself is imported dynamically, below.
import type * as nudityModule from './nudity/index.ts';
import type { NudityClassifier } from './nudity/index.ts';

/** Changed files worth downloading to check in process; their bytes then decide. */
export const IN_PROCESS_IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg'];
/** Blobs downloaded at once from GitHub, as with a service. */
const DOWNLOADS_AT_ONCE = 4;
/** What the summary says of the images checked in process. */
export const IN_PROCESS_IMAGE_SCOPE = 'nudity only; text in images needs a service';

type Nudity = typeof nudityModule;
/** The nudity check: the decoders and the classifier, loaded by the first image that needs them. */
export type NudityLoader = () => Promise<{ nudity: Nudity; classifier: NudityClassifier }>;

/** Imports the image code and loads the classifier once, on the first image that gets as far as decoding. */
function lazyNudity(): NudityLoader {
  let loading: ReturnType<NudityLoader> | undefined;
  return () =>
    (loading ??= (async () => {
      const nudity = await import('./nudity/index.ts');
      return { nudity, classifier: await nudity.loadNudityClassifier() };
    })());
}

/** `loadNudity` is for tests, which give a classifier with chosen scores. */
export async function moderateImagesInProcess(
  m: Moderation,
  items: readonly MediaWork[],
  maxImages: number,
  maxBytes: number,
  loadNudity: NudityLoader = lazyNudity(),
): Promise<Outcome[]> {
  const candidates = items.filter((item) => item.source.kind === 'blob' && item.where.path && hasExtension(item.where.path, IN_PROCESS_IMAGE_EXTENSIONS));
  const others = items.filter((item) => !candidates.includes(item)).map((item): Outcome => ({ where: item.where, media: 'image', notChecked: true }));
  const taken = candidates.slice(0, maxImages);
  const dropped = candidates.slice(maxImages).map((item): Outcome => ({ where: item.where, media: 'image', skipped: `over max-images (${maxImages})` }));
  // Downloads overlap, but pictures are decoded and classified one at a time: that work uses this
  // process's CPU, so more at once gains nothing and would hold several decoded pictures in memory.
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(work);
    queue = turn.catch(() => undefined);
    return turn;
  };
  const done = await mapBounded(taken, DOWNLOADS_AT_ONCE, (item) => moderateOne(m, item, maxBytes, loadNudity, oneAtATime));
  return [...done, ...dropped, ...others];
}

const TIMEOUT: Outcome['error'] = { code: 'timeout', message: 'not finished within timeout-seconds' };

async function moderateOne(
  m: Moderation,
  item: MediaWork,
  maxBytes: number,
  load: NudityLoader,
  oneAtATime: <T>(work: () => Promise<T>) => Promise<T>,
): Promise<Outcome> {
  const where = item.where;
  if (m.deadline.signal.aborted) return { where, media: 'image', error: TIMEOUT };
  let bytes: Uint8Array | null;
  try {
    bytes = await m.load(item.source, maxBytes);
  } catch (error) {
    if (m.deadline.signal.aborted) return { where, media: 'image', error: TIMEOUT };
    const e = error as { code?: unknown; message?: unknown };
    return { where, media: 'image', error: { code: typeof e.code === 'string' ? e.code : 'error', message: typeof e.message === 'string' ? e.message : String(error) } };
  }
  if (!bytes) return { where, media: 'image', skipped: `larger than max-image-bytes (${maxBytes})` };
  const picture = bytes;
  return oneAtATime(() => (m.deadline.signal.aborted ? Promise.resolve<Outcome>({ where, media: 'image', error: TIMEOUT }) : check(where, picture, load)));
}

/** Checks one downloaded picture: its header, then decoding and the classifier. */
async function check(where: MediaWork['where'], bytes: Uint8Array, load: NudityLoader): Promise<Outcome> {
  try {
    const header = readPictureHeader(bytes);
    if (!header) {
      // A WebP or AVIF under a .png name is an image this run cannot check, not a bad file.
      if (sniffContentType(bytes.subarray(0, 64))?.startsWith('image/')) return { where, media: 'image', notChecked: true };
      return { where, media: 'image', skipped: 'not a JPEG, PNG, WebP or AVIF image' };
    }
    if (header.width * header.height > LIMITS.imageMaxPixels) {
      return { where, media: 'image', skipped: `${header.width}x${header.height} pixels, over the limit of ${LIMITS.imageMaxPixels} (\`image_too_large\`)` };
    }
    const { nudity, classifier } = await load();
    const started = performance.now();
    const rgb = nudity.toClassifierInput(bytes, header, LIMITS.imageMaxPixels);
    const findings = nsfwFindings(await classifier.classify(rgb, nudity.CLASSIFIER_SIDE));
    const verdict: Verdict = {
      ...summarizeFindings(findings),
      sandbox: false,
      latencyMs: Math.round(performance.now() - started),
      findings,
      modelVersion: `nsfwjs ${nudity.NUDITY_MODEL}`,
    };
    return { where, media: 'image', verdict };
  } catch (error) {
    // A file that cannot be read or decoded is the file's fault: skipped, never an outage.
    if (error instanceof ImageHeaderError || (error instanceof Error && error.name === 'PictureDecodeError')) {
      return { where, media: 'image', skipped: `${error.message} (\`invalid_image\`)` };
    }
    // The engine itself failed (it did not load, or ran out of memory): an error, which on-api-error judges.
    return { where, media: 'image', error: { code: 'image_engine_failed', message: error instanceof Error ? error.message : String(error) } };
  }
}
