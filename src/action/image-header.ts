// Reads the format and dimensions of a PNG or JPEG from its header, without decoding, so that
// the in-process image check refuses a picture over the pixel limit before allocating it.

export interface PictureHeader {
  readonly format: 'png' | 'jpeg';
  readonly width: number;
  readonly height: number;
}

/** Thrown when a file starts like a PNG or JPEG but its header cannot be read. */
export class ImageHeaderError extends Error {
  readonly code = 'invalid_image';
  override readonly name = 'ImageHeaderError';
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);

/** The header of a PNG or JPEG; null for any other kind of file; throws `ImageHeaderError` for an unreadable one. */
export function readPictureHeader(bytes: Uint8Array): PictureHeader | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return pngHeader(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpegHeader(bytes);
  return null;
}

function pngHeader(bytes: Uint8Array): PictureHeader {
  // The first chunk must be IHDR: length (4), type (4), then width and height as big-endian u32.
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') throw new ImageHeaderError('the PNG has no IHDR header');
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (!width || !height) throw new ImageHeaderError('the PNG header has no dimensions');
  return { format: 'png', width, height };
}

/** Start-of-frame markers (baseline, progressive, lossless and arithmetic variants); not DHT (C4), JPG (C8) or DAC (CC). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegHeader(bytes: Uint8Array): PictureHeader {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  // Walks the marker segments up to the first start-of-frame, which holds the dimensions.
  while (at + 4 <= bytes.byteLength) {
    if (bytes[at] !== 0xff) throw new ImageHeaderError('the JPEG markers are corrupt');
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break; // end of image or start of scan before any frame
    const length = view.getUint16(at + 2);
    if (SOF.has(marker)) {
      if (at + 9 > bytes.byteLength) break;
      const height = view.getUint16(at + 5);
      const width = view.getUint16(at + 7);
      if (!width || !height) throw new ImageHeaderError('the JPEG header has no dimensions');
      return { format: 'jpeg', width, height };
    }
    at += 2 + length;
  }
  throw new ImageHeaderError('the JPEG has no frame header');
}
