// Decides an upload's content type from its first bytes (magic numbers), never from a file name.
import type { IMAGE_CONTENT_TYPES, VIDEO_CONTENT_TYPES } from '../api/index.ts';

export type SniffedType = (typeof IMAGE_CONTENT_TYPES)[number] | (typeof VIDEO_CONTENT_TYPES)[number];

/** Bytes needed from the start of a file to recognise every supported format. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/** JPEG, PNG, WebP, AVIF, MP4, WebM or QuickTime; undefined for anything else. */
export function sniffContentType(head: Uint8Array): SniffedType | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  // EBML header: WebM (and Matroska, which the service decodes the same way).
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'video/webm';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') return fromFtyp(head);
  if (head.length >= 8 && QUICKTIME_ATOMS.has(ascii(head, 4, 8))) return 'video/quicktime';
  return undefined;
}

/** ISO base media files: the `ftyp` box's major and compatible brands tell AVIF, QuickTime and MP4 apart. */
function fromFtyp(head: Uint8Array): SniffedType | undefined {
  const boxSize = Math.min(((head[0] ?? 0) << 24) | ((head[1] ?? 0) << 16) | ((head[2] ?? 0) << 8) | (head[3] ?? 0), head.length);
  const brands = [ascii(head, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(head, at, at + 4));
  if (brands.includes('avif') || brands.includes('avis')) return 'image/avif';
  if (brands[0] === 'qt  ') return 'video/quicktime';
  if (brands.some((b) => /^(isom|iso[2-9]|mp4[12]|avc1|M4V |M4A |dash|mmp4|MSNV|f4v )$/.test(b))) return 'video/mp4';
  return undefined;
}
