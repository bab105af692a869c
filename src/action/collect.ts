// Lists what to moderate for a subject: its texts, the images they link to, and the images
// and videos a pull request changes, each with where it was found.
import { chunkText } from '../client/index.ts';
import { subjectName, type Subject } from './event.ts';
import type { PullFile } from './github.ts';
import { imageLinks } from './image-links.ts';
import type { ScanTarget } from './inputs.ts';
import { hasExtension, IMAGE_EXTENSIONS, VIDEO_EXTENSIONS } from './media-type.ts';

/** Where an item was found, for the report. */
export interface Where {
  readonly kind: 'title' | 'body' | 'comment' | 'review' | 'file' | 'link';
  /** Human label, e.g. `pull request #4 body` or `assets/logo.png`. */
  readonly label: string;
  readonly url?: string;
  /** Repository path, for file annotations. */
  readonly path?: string;
}

export interface TextWork {
  readonly where: Where;
  readonly text: string;
}

export type MediaSource = { readonly kind: 'blob'; readonly sha: string } | { readonly kind: 'url'; readonly url: string };

export interface MediaWork {
  readonly where: Where;
  readonly source: MediaSource;
}

/** Bounds on what one run sends, so that a huge body cannot make an unbounded run. */
export const MAX_TEXT_ITEMS = 1000;
export const MAX_VIDEOS = 5;
const CHANGED = new Set(['added', 'modified', 'renamed', 'copied', 'changed']);

function texts(where: Where, text: string): TextWork[] {
  if (!text.trim()) return [];
  const chunks = chunkText(text);
  if (chunks.length === 1) return [{ where, text }];
  return chunks.map((chunk, i) => ({ where: { ...where, label: `${where.label} (part ${i + 1} of ${chunks.length})` }, text: chunk }));
}

/**
 * The texts to moderate. On comment and review events only the comment or review is
 * moderated: the title and body were moderated when they were written.
 */
export function collectTexts(subject: Subject, scan: ReadonlySet<ScanTarget>): TextWork[] {
  const name = subjectName(subject);
  const trigger = subject.trigger;
  if (trigger) {
    if (!scan.has(trigger.kind === 'review' ? 'reviews' : 'comments')) return [];
    const label = `${trigger.kind} by @${trigger.author.login} on ${name}${trigger.path ? ` (${trigger.path})` : ''}`;
    return texts({ kind: trigger.kind, label, url: trigger.url, ...(trigger.path ? { path: trigger.path } : {}) }, trigger.body).slice(0, MAX_TEXT_ITEMS);
  }
  return [
    ...(scan.has('title') ? texts({ kind: 'title', label: `${name} title`, url: subject.url }, subject.title) : []),
    ...(scan.has('body') ? texts({ kind: 'body', label: `${name} body`, url: subject.url }, subject.body) : []),
  ].slice(0, MAX_TEXT_ITEMS);
}

/** Images linked from the moderated texts. */
export function collectLinkedImages(items: readonly TextWork[], scan: ReadonlySet<ScanTarget>): MediaWork[] {
  if (!scan.has('images')) return [];
  const seen = new Set<string>();
  const found: MediaWork[] = [];
  for (const item of items) {
    for (const url of imageLinks(item.text)) {
      if (seen.has(url)) continue;
      seen.add(url);
      const host = new URL(url).host;
      found.push({ where: { kind: 'link', label: `image from ${host} linked in ${item.where.label}`, url }, source: { kind: 'url', url } });
    }
  }
  return found;
}

/** Changed images and videos of a pull request, picked by extension and confirmed by bytes later. */
export function collectChangedMedia(files: readonly PullFile[], scan: ReadonlySet<ScanTarget>): { images: MediaWork[]; videos: MediaWork[] } {
  const images: MediaWork[] = [];
  const videos: MediaWork[] = [];
  for (const file of files) {
    if (!CHANGED.has(file.status) || !file.sha) continue;
    const work: MediaWork = { where: { kind: 'file', label: file.filename, path: file.filename }, source: { kind: 'blob', sha: file.sha } };
    if (scan.has('images') && hasExtension(file.filename, IMAGE_EXTENSIONS)) images.push(work);
    else if (scan.has('videos') && hasExtension(file.filename, VIDEO_EXTENSIONS)) videos.push(work);
  }
  return { images, videos };
}
