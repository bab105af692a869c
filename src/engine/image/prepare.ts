// Decodes an image once and derives the two inputs the models need: a 224x224 RGB tensor for
// the classifier and a greyscale, normalised picture sized for OCR.
import sharp from 'sharp';
import { InvalidImageError } from './errors.ts';
import type { GreyImage } from './text-regions.ts';

export interface DecodeOptions {
  /** Pixel limit handed to libvips, the last guard behind the header check. */
  readonly maxPixels: number;
  /** Abort a decode that takes longer than this, in seconds. */
  readonly timeoutSeconds: number;
}

export interface DecodedImage {
  readonly pixels: Buffer;
  readonly width: number;
  readonly height: number;
  readonly channels: 3;
}

/** Neither model gains from more: the classifier sees 224 px, OCR is capped below. */
const WORKING_MAX_SIDE = 2048;
export const CLASSIFIER_SIDE = 224;
/** Text smaller than this (longest side) is scaled up for OCR; larger pictures are scaled down. */
const OCR_MIN_SIDE = 600;
const OCR_MAX_SIDE = 1600;

/**
 * Decodes to RGB (alpha flattened on white, EXIF orientation applied), at most 2048 px a side,
 * or straight to the classifier's 224x224 when nothing else needs the picture (JPEG and WebP
 * then decode at a reduced scale, several times faster).
 */
export async function decodeImage(bytes: Uint8Array, options: DecodeOptions & { classifierOnly?: boolean }): Promise<DecodedImage> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: options.maxPixels, failOn: 'error', sequentialRead: true })
      .timeout({ seconds: options.timeoutSeconds })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(
        options.classifierOnly
          ? { width: CLASSIFIER_SIDE, height: CLASSIFIER_SIDE, fit: 'fill' }
          : { width: WORKING_MAX_SIDE, height: WORKING_MAX_SIDE, fit: 'inside', withoutEnlargement: true },
      )
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`decoded to ${info.channels} channels`);
    return { pixels: data, width: info.width, height: info.height, channels: 3 };
  } catch (cause) {
    throw new InvalidImageError('the image cannot be decoded (corrupt, truncated or too slow to decode)', { cause });
  }
}

const fromDecoded = (image: DecodedImage) =>
  sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: image.channels } });

/** 224x224 RGB, stretched like nsfwjs itself resizes, as raw bytes. */
export async function toClassifierInput(image: DecodedImage): Promise<Uint8Array> {
  if (image.width === CLASSIFIER_SIDE && image.height === CLASSIFIER_SIDE) return image.pixels;
  const data = await fromDecoded(image).resize(CLASSIFIER_SIDE, CLASSIFIER_SIDE, { fit: 'fill' }).raw().toBuffer();
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

/** Below this spread of grey levels a picture is low-contrast and gets stretched for OCR. */
const LOW_CONTRAST_RANGE = 128;

/**
 * Greyscale picture for OCR, one byte per pixel. Small pictures are scaled up so small text
 * reaches OCR size; contrast is stretched only when low, because stretching a clean picture
 * amplifies compression noise around the glyphs (measured: a JPEG video frame went from exact
 * text to garbage).
 */
export async function toOcrInput(image: DecodedImage): Promise<GreyImage> {
  const longest = Math.max(image.width, image.height);
  const target = longest < OCR_MIN_SIDE ? Math.min(longest * 2, OCR_MIN_SIDE) : Math.min(longest, OCR_MAX_SIDE);
  const scale = target / longest;
  const grey = await fromDecoded(image)
    .greyscale()
    .resize(Math.round(image.width * scale), Math.round(image.height * scale), { kernel: 'lanczos3' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (grey.info.channels !== 1) throw new Error(`greyscale has ${grey.info.channels} channels`);
  const { channels } = await sharp(grey.data, { raw: grey.info }).stats();
  const range = (channels[0]?.max ?? 255) - (channels[0]?.min ?? 0);
  const pixels = range < LOW_CONTRAST_RANGE ? await sharp(grey.data, { raw: grey.info }).normalise().toColourspace('b-w').raw().toBuffer() : grey.data;
  return { pixels, width: grey.info.width, height: grey.info.height };
}
