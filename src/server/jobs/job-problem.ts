// Turns whatever stopped a job into the problem object stored on its failed result and sent in
// the `moderation.failed` event. Only our own typed errors lend their message; anything else
// gets a generic detail, so no internal text (paths, URLs with tokens) leaks to the caller.
import { type Problem, type ProblemCode, problemType } from '../../api/index.ts';

const EXPOSED: Readonly<Partial<Record<ProblemCode, { status: number; title: string }>>> = {
  url_not_allowed: { status: 400, title: 'URL not allowed' },
  fetch_failed: { status: 400, title: 'The media could not be fetched' },
  payload_too_large: { status: 413, title: 'Media too large' },
  unsupported_media_type: { status: 400, title: 'Unsupported media type' },
  media_unavailable: { status: 501, title: 'Media processing unavailable' },
  processing_failed: { status: 422, title: 'The media could not be processed' },
};

export function problemForJobError(error: unknown): Problem {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  const exposed = typeof code === 'string' ? EXPOSED[code as ProblemCode] : undefined;
  if (exposed && error instanceof Error) {
    return { type: problemType(code as ProblemCode), title: exposed.title, status: exposed.status, detail: error.message, code: code as ProblemCode };
  }
  return processingFailed('The video could not be processed.');
}

export function processingFailed(detail: string): Problem {
  return { type: problemType('processing_failed'), title: 'The media could not be processed', status: 422, detail, code: 'processing_failed' };
}
