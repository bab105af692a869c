// Checks an image before any decoding: format from the bytes, byte limit, then the pixel count
// the header claims, so a tiny file announcing huge dimensions is refused in milliseconds.
import sharp from 'sharp';
import { ImageTooLargeError, InvalidImageError, UnsupportedMediaError } from './errors.ts';
import { IMAGE_FORMATS, identifyMedia, type ImageFormat } from './sniff.ts';

export interface ImageLimits {
  /** Largest accepted file, in bytes. */
  readonly maxBytes: number;
  /** Largest accepted width x height, in pixels. */
  readonly maxPixels: number;
}

export interface ImageHeader {
  readonly format: ImageFormat;
  readonly width: number;
  readonly height: number;
}

/** Returns the format and dimensions, or throws `UnsupportedMediaError`, `ImageTooLargeError` or `InvalidImageError`. */
export async function inspectImage(bytes: Uint8Array, limits: ImageLimits): Promise<ImageHeader> {
  const identity = identifyMedia(bytes);
  if (identity.kind !== 'image') throw new UnsupportedMediaError(identity.format, IMAGE_FORMATS);
  if (bytes.byteLength > limits.maxBytes) {
    throw new ImageTooLargeError('bytes', `image is ${bytes.byteLength} bytes; the limit is ${limits.maxBytes}`);
  }
  let width: number | undefined;
  let height: number | undefined;
  try {
    // metadata() reads the header only; it never allocates the pixels.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    width = meta.width;
    height = meta.height;
  } catch (cause) {
    throw new InvalidImageError(`the ${identity.format} header cannot be read`, { cause });
  }
  if (!width || !height) throw new InvalidImageError(`the ${identity.format} header has no dimensions`);
  if (width * height > limits.maxPixels) {
    throw new ImageTooLargeError('pixels', `image is ${width}x${height} pixels; the limit is ${limits.maxPixels} pixels`);
  }
  return { format: identity.format, width, height };
}
