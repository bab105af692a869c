// Cuts one text region out of the greyscale OCR picture and renders it the way tesseract reads
// best: dark text on a plain light margin, lines tall enough for the model.
import sharp from 'sharp';
import type { GreyImage, TextRegion } from './text-regions.ts';

/**
 * `grey`: the crop contrast-stretched, inverted when the text is light on dark.
 * `bright`: only the brightest pixels, drawn black (white captions with a dark outline, as in memes).
 * `dark`: only the darkest pixels, drawn black (dark text over a mottled background).
 */
export const CROP_RENDERINGS = ['grey', 'bright', 'dark'] as const;
export type CropRendering = (typeof CROP_RENDERINGS)[number];

/** Line height tesseract's model reads best, in pixels; shorter crops are scaled up to it. */
const TARGET_LINE_HEIGHT = 56;
/** Taller crops are scaled down to this: no accuracy gained, much time lost. */
const MAX_LINE_HEIGHT = 160;
/** Real picture kept left and right of a region, in pixels; the rest of the margin is painted plain. */
const CONTEXT = 2;
/** Real picture kept above and below, as a share of the region's height: its text rows miss the
 * tips of ascenders and descenders, which have too few edges to count. */
const VERTICAL_CONTEXT = 0.3;
/** Pixels within this many grey levels of the crop's extreme belong to the extreme's class. */
const EXTREME_BAND = 48;

interface Crop {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
}

function cut(image: GreyImage, region: TextRegion): Crop {
  const left = Math.max(0, region.left - CONTEXT);
  const extra = Math.max(CONTEXT, Math.round(region.height * VERTICAL_CONTEXT));
  const top = Math.max(0, region.top - extra);
  const right = Math.min(image.width, region.left + region.width + CONTEXT);
  const bottom = Math.min(image.height, region.top + region.height + extra);
  const width = right - left;
  const height = bottom - top;
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) pixels.set(image.pixels.subarray((top + y) * image.width + left, (top + y) * image.width + right), y * width);
  return { pixels, width, height };
}

function histogram(crop: Crop): Uint32Array {
  const counts = new Uint32Array(256);
  for (const value of crop.pixels) counts[value]!++;
  return counts;
}

function percentile(counts: Uint32Array, total: number, fraction: number): number {
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += counts[level]!;
    if (seen > total * fraction) return level;
  }
  return 255;
}

/**
 * Drops columns at either end that are almost all far from the background (the side of a
 * caption box or of a bar, which tesseract reads as an "I" or a "|"), and rows at the top and
 * bottom that are mostly far from it (the picture above and below a caption box).
 */
function trimSolidEdges(crop: Crop, background: number): Crop {
  const far = (x: number, y: number) => Math.abs(crop.pixels[y * crop.width + x]! - background) > 64;
  const solidColumn = (x: number) => {
    let count = 0;
    for (let y = 0; y < crop.height; y++) if (far(x, y)) count++;
    return count >= crop.height * 0.9;
  };
  const solidRow = (y: number) => {
    let count = 0;
    for (let x = 0; x < crop.width; x++) if (far(x, y)) count++;
    return count >= crop.width * 0.6;
  };
  let top = 0;
  let bottom = crop.height;
  while (top < bottom && solidRow(top)) top++;
  while (bottom > top && solidRow(bottom - 1)) bottom--;
  let left = 0;
  let right = crop.width;
  while (left < right && solidColumn(left)) left++;
  while (right > left && solidColumn(right - 1)) right--;
  if (left === 0 && right === crop.width && top === 0 && bottom === crop.height) return crop;
  const width = right - left;
  const height = bottom - top;
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) pixels.set(crop.pixels.subarray((top + y) * crop.width + left, (top + y) * crop.width + right), y * width);
  return { pixels, width, height };
}

function render(crop: Crop, rendering: CropRendering): Uint8Array {
  const counts = histogram(crop);
  const total = crop.pixels.length;
  const low = percentile(counts, total, 0.01);
  const high = percentile(counts, total, 0.99);
  const out = new Uint8Array(total);
  if (rendering === 'bright') {
    for (let i = 0; i < total; i++) out[i] = crop.pixels[i]! >= high - EXTREME_BAND ? 0 : 255;
  } else if (rendering === 'dark') {
    for (let i = 0; i < total; i++) out[i] = crop.pixels[i]! <= low + EXTREME_BAND ? 0 : 255;
  } else {
    // Text covers less of a line than its background: a dark median means light text.
    const invert = percentile(counts, total, 0.5) < 128;
    const span = Math.max(1, high - low);
    for (let i = 0; i < total; i++) {
      const stretched = Math.min(255, Math.max(0, Math.round(((crop.pixels[i]! - low) * 255) / span)));
      out[i] = invert ? 255 - stretched : stretched;
    }
  }
  return out;
}

/** The region as a PNG ready for a `block` read. */
export async function renderCrop(image: GreyImage, region: TextRegion, rendering: CropRendering): Promise<Buffer> {
  const raw = cut(image, region);
  const median = percentile(histogram(raw), raw.pixels.length, 0.5);
  const crop = trimSolidEdges(raw, median);
  // Nothing but solid edges: a blank page, which reads as nothing.
  if (crop.width === 0 || crop.height === 0) return sharp(new Uint8Array(64).fill(255), { raw: { width: 8, height: 8, channels: 1 } }).png().toBuffer();
  const pixels = render(crop, rendering);
  const scale = crop.height < TARGET_LINE_HEIGHT ? TARGET_LINE_HEIGHT / crop.height : Math.min(1, MAX_LINE_HEIGHT / crop.height);
  const margin = Math.round(crop.height * scale * 0.3) + 4;
  return sharp(pixels, { raw: { width: crop.width, height: crop.height, channels: 1 } })
    .resize(Math.max(1, Math.round(crop.width * scale)), Math.max(1, Math.round(crop.height * scale)), { kernel: scale > 1 ? 'cubic' : 'lanczos3' })
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: '#ffffff' })
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer();
}
