// Decides what a file is from its first bytes only; names and declared content types are never trusted.

export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const VIDEO_FORMATS = ['mp4', 'quicktime', 'webm'] as const;
export type VideoFormat = (typeof VIDEO_FORMATS)[number];

/** What the bytes are: an accepted image or video format, or the name of something else (`gif`, `pdf`, `unknown`...). */
export type MediaIdentity =
  | { readonly kind: 'image'; readonly format: ImageFormat }
  | { readonly kind: 'video'; readonly format: VideoFormat }
  | { readonly kind: 'other'; readonly format: string };

/** How many leading bytes `identifyMedia` needs at most. */
export const SNIFF_BYTES = 4096;

const ascii = (bytes: Uint8Array, start: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  signature.every((b, i) => bytes[offset + i] === b);

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ', 'M4VH', 'M4VP', 'mmp4', 'f4v ']);
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

function identifyIsoBmff(bytes: Uint8Array): MediaIdentity {
  const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(boxSize >>> 0 || bytes.length, bytes.length, 256);
  const major = ascii(bytes, 8, 4);
  const brands = [major];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4));
  // The major brand decides first; compatible brands only when the major brand is generic.
  if (major === 'avif' || major === 'avis') return { kind: 'image', format: 'avif' };
  if (major === 'qt  ') return { kind: 'video', format: 'quicktime' };
  if (HEIF_BRANDS.has(major)) {
    return brands.some((b) => b === 'avif' || b === 'avis') ? { kind: 'image', format: 'avif' } : { kind: 'other', format: 'heic' };
  }
  if (major.startsWith('3g')) return { kind: 'other', format: '3gp' };
  if (major === 'M4A ' || major === 'M4B ') return { kind: 'other', format: 'm4a' };
  if (major === 'crx ') return { kind: 'other', format: 'cr3' };
  if (major === 'jp2 ') return { kind: 'other', format: 'jpeg2000' };
  if (brands.some((b) => b === 'avif' || b === 'avis')) return { kind: 'image', format: 'avif' };
  if (brands.some((b) => MP4_BRANDS.has(b))) return { kind: 'video', format: 'mp4' };
  if (brands.includes('qt  ')) return { kind: 'video', format: 'quicktime' };
  return { kind: 'other', format: 'iso-bmff' };
}

/** Reads an EBML variable-length integer (the element size) at `at`; returns its value and length. */
function readVint(bytes: Uint8Array, at: number): { value: number; length: number } | undefined {
  const first = bytes[at];
  if (first === undefined || first === 0) return undefined;
  let length = 1;
  while (!(first & (0x80 >> (length - 1)))) length++;
  let value = first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (bytes[at + i] ?? 0);
  return { value, length };
}

function identifyEbml(bytes: Uint8Array): MediaIdentity {
  // DocType (element 0x4282) sits in the EBML header, within the first few dozen bytes.
  for (let at = 4; at + 2 < Math.min(bytes.length, 256); at++) {
    if (bytes[at] !== 0x42 || bytes[at + 1] !== 0x82) continue;
    const size = readVint(bytes, at + 2);
    if (!size || size.value > 32) continue;
    const docType = ascii(bytes, at + 2 + size.length, size.value).replace(/\0+$/, '');
    if (docType === 'webm') return { kind: 'video', format: 'webm' };
    if (docType === 'matroska') return { kind: 'other', format: 'matroska' };
  }
  return { kind: 'other', format: 'ebml' };
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, '').trimStart();
  return (head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!--') || head.startsWith('<!DOCTYPE svg')) && /<svg[\s>]/i.test(head);
}

/** Identifies media from its leading bytes (at most `SNIFF_BYTES` are looked at). */
export function identifyMedia(bytes: Uint8Array): MediaIdentity {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', format: 'jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', format: 'png' };
  if (ascii(bytes, 0, 4) === 'RIFF') {
    const form = ascii(bytes, 8, 4);
    if (form === 'WEBP') return { kind: 'image', format: 'webp' };
    if (form === 'AVI ') return { kind: 'other', format: 'avi' };
    if (form === 'WAVE') return { kind: 'other', format: 'wav' };
    return { kind: 'other', format: 'riff' };
  }
  if (ascii(bytes, 4, 4) === 'ftyp') return identifyIsoBmff(bytes);
  if (QUICKTIME_ATOMS.has(ascii(bytes, 4, 4))) return { kind: 'video', format: 'quicktime' };
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return identifyEbml(bytes);
  const head6 = ascii(bytes, 0, 6);
  if (head6 === 'GIF87a' || head6 === 'GIF89a') return { kind: 'other', format: 'gif' };
  if (ascii(bytes, 0, 5) === '%PDF-') return { kind: 'other', format: 'pdf' };
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return { kind: 'other', format: 'tiff' };
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length >= 14) return { kind: 'other', format: 'bmp' };
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return { kind: 'other', format: 'ico' };
  if (startsWith(bytes, [0xff, 0x0a]) || startsWith(bytes, [0, 0, 0, 0x0c, 0x4a, 0x58, 0x4c, 0x20])) return { kind: 'other', format: 'jpeg-xl' };
  if (ascii(bytes, 0, 4) === 'OggS') return { kind: 'other', format: 'ogg' };
  if (startsWith(bytes, [0x1f, 0x8b])) return { kind: 'other', format: 'gzip' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return { kind: 'other', format: 'zip' };
  if (ascii(bytes, 0, 3) === 'ID3' || startsWith(bytes, [0xff, 0xfb])) return { kind: 'other', format: 'mp3' };
  if (looksLikeSvg(bytes)) return { kind: 'other', format: 'svg' };
  return { kind: 'other', format: bytes.length === 0 ? 'empty' : 'unknown' };
}
