// Decodes a PNG or JPEG with pure-JS decoders (no native binary, so it runs from the bundle)
// and resizes it to the classifier's square input, as the service does with sharp.
import jpeg from 'jpeg-js';
import pngjs from 'pngjs';
import type { PictureHeader } from '../image-header.ts';

/** The classifier's input side, in pixels (the service's CLASSIFIER_SIDE). */
export const CLASSIFIER_SIDE = 224;

/** Thrown when the bytes cannot be decoded (corrupt or truncated). */
export class PictureDecodeError extends Error {
  readonly code = 'invalid_image';
  override readonly name = 'PictureDecodeError';
}

interface Rgba {
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
}

function decode(bytes: Uint8Array, header: PictureHeader, maxPixels: number): Rgba {
  try {
    if (header.format === 'png') {
      // Any bit depth, palette and interlacing come out as 8-bit RGBA; a bad CRC or a short file throws.
      const png = pngjs.PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      return { data: png.data, width: png.width, height: png.height };
    }
    // Not tolerant: a truncated JPEG fails as it does with the service (sharp's failOn: 'error').
    const image = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      tolerantDecoding: false,
      maxResolutionInMP: maxPixels / 1e6,
      maxMemoryUsageInMB: Math.ceil((maxPixels * 4 * 2) / 1e6),
    });
    return image;
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new PictureDecodeError(`the ${header.format === 'png' ? 'PNG' : 'JPEG'} cannot be decoded (${reason})`, { cause });
  }
}

/**
 * RGB bytes of `side` x `side`, stretched to the square like nsfwjs and the service (fit: fill),
 * alpha flattened on white. Each output pixel averages the source pixels it covers, so a large
 * picture is not aliased the way point sampling would alias it.
 */
export function toClassifierInput(bytes: Uint8Array, header: PictureHeader, maxPixels: number, side = CLASSIFIER_SIDE): Uint8Array {
  const image = decode(bytes, header, maxPixels);
  if (image.width !== header.width || image.height !== header.height) throw new PictureDecodeError('the decoded size differs from the header');
  const out = new Uint8Array(side * side * 3);
  const xScale = image.width / side;
  const yScale = image.height / side;
  for (let oy = 0; oy < side; oy++) {
    const y0 = Math.floor(oy * yScale);
    const y1 = Math.max(y0 + 1, Math.min(image.height, Math.ceil((oy + 1) * yScale)));
    for (let ox = 0; ox < side; ox++) {
      const x0 = Math.floor(ox * xScale);
      const x1 = Math.max(x0 + 1, Math.min(image.width, Math.ceil((ox + 1) * xScale)));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let y = y0; y < y1; y++) {
        let i = (y * image.width + x0) * 4;
        for (let x = x0; x < x1; x++, i += 4) {
          const a = (image.data[i + 3] ?? 255) / 255;
          const white = 255 * (1 - a);
          r += (image.data[i] ?? 0) * a + white;
          g += (image.data[i + 1] ?? 0) * a + white;
          b += (image.data[i + 2] ?? 0) * a + white;
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const o = (oy * side + ox) * 3;
      out[o] = Math.round(r / n);
      out[o + 1] = Math.round(g / n);
      out[o + 2] = Math.round(b / n);
    }
  }
  return out;
}
