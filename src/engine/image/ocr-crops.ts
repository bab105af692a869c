// Cuts one text region out of the greyscale OCR picture and renders it the way tesseract reads
// best: dark text on a plain light margin, lines tall enough for the model.
import sharp from 'sharp';
import { levelAt, levelCounts, shareNear, wholeArea } from './grey-levels.ts';
import type { GreyImage, TextRegion } from './text-regions.ts';

/**
 * `grey`: the crop contrast-stretched, inverted when the text is light on dark.
 * `bright`: only the brightest pixels, drawn black (white captions with a dark outline, as in memes).
 * `dark`: only the darkest pixels, drawn black (dark text over a mottled background).
 */
export const CROP_RENDERINGS = ['grey', 'bright', 'dark'] as const;
export type CropRendering = (typeof CROP_RENDERINGS)[number];

/**
 * Text height (a region's rows, capitals to baseline) tesseract's model reads best, in pixels;
 * smaller text is scaled up to it. Scaling the whole crop to a line height instead left small
 * text on a tight caption box under 30 px, where thin strokes merge ("WILL" read as "WILI").
 */
const TARGET_TEXT_HEIGHT = 40;
/** Taller text is scaled down to this: no accuracy gained, much time lost. */
const MAX_TEXT_HEIGHT = 120;
/** Real picture kept left and right of a region, in pixels; the rest of the margin is painted plain. */
const CONTEXT = 2;
/** Real picture kept above and below, as a share of the region's height: its text rows miss the
 * tips of ascenders and descenders, which have too few edges to count. */
const VERTICAL_CONTEXT = 0.3;
/** Grey levels within which a pixel is on the text's paper. */
const PAPER_TOLERANCE = 40;
/** Share of a line's middle row on paper for the line to count as text on its own paper. */
const PAPER_SHARE = 0.5;
/** Share of a row above or below the line on paper for the row to be kept: only the tips of
 * ascenders and descenders may cover it. */
const MARGIN_PAPER_SHARE = 0.8;
/** Pixels within this many grey levels of the crop's extreme belong to the extreme's class. */
const EXTREME_BAND = 48;

interface Crop {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
}

function cut(image: GreyImage, region: TextRegion): Crop {
  const left = Math.max(0, region.left - CONTEXT);
  const right = Math.min(image.width, region.left + region.width + CONTEXT);
  const extra = Math.max(CONTEXT, Math.round(region.height * VERTICAL_CONTEXT));
  let top = Math.max(0, region.top - extra);
  let bottom = Math.min(image.height, region.top + region.height + extra);
  // Text on its own paper (a caption box, a plain background) keeps only the rows above and
  // below that are still that paper: a box drawn tight around the letters has other picture
  // right outside it, which tesseract reads as strokes.
  const paper = levelAt(levelCounts(image, { left, right, top: region.top, bottom: region.top + region.height }), 0.5);
  const row = (y: number) => ({ left, right, top: y, bottom: y + 1 });
  if (shareNear(image, row(region.top + (region.height >> 1)), paper, PAPER_TOLERANCE) >= PAPER_SHARE) {
    const onPaper = (y: number) => shareNear(image, row(y), paper, PAPER_TOLERANCE) >= MARGIN_PAPER_SHARE;
    let y = region.top;
    while (y > top && onPaper(y - 1)) y--;
    top = y;
    y = region.top + region.height;
    while (y < bottom && onPaper(y)) y++;
    bottom = y;
  }
  const width = right - left;
  const height = bottom - top;
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) pixels.set(image.pixels.subarray((top + y) * image.width + left, (top + y) * image.width + right), y * width);
  return { pixels, width, height };
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
  const counts = levelCounts(crop, wholeArea(crop));
  const total = crop.pixels.length;
  const low = levelAt(counts, 0.01);
  const high = levelAt(counts, 0.99);
  const out = new Uint8Array(total);
  if (rendering === 'bright') {
    for (let i = 0; i < total; i++) out[i] = crop.pixels[i]! >= high - EXTREME_BAND ? 0 : 255;
  } else if (rendering === 'dark') {
    for (let i = 0; i < total; i++) out[i] = crop.pixels[i]! <= low + EXTREME_BAND ? 0 : 255;
  } else {
    // Text covers less of a line than its background: a dark median means light text.
    const invert = levelAt(counts, 0.5) < 128;
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
  const median = levelAt(levelCounts(raw, wholeArea(raw)), 0.5);
  const crop = trimSolidEdges(raw, median);
  // Nothing but solid edges: a blank page, which reads as nothing.
  if (crop.width === 0 || crop.height === 0) return sharp(new Uint8Array(64).fill(255), { raw: { width: 8, height: 8, channels: 1 } }).png().toBuffer();
  const pixels = render(crop, rendering);
  const scale = region.height < TARGET_TEXT_HEIGHT ? TARGET_TEXT_HEIGHT / region.height : Math.min(1, MAX_TEXT_HEIGHT / region.height);
  const margin = Math.round(crop.height * scale * 0.3) + 4;
  return sharp(pixels, { raw: { width: crop.width, height: crop.height, channels: 1 } })
    .resize(Math.max(1, Math.round(crop.width * scale)), Math.max(1, Math.round(crop.height * scale)), { kernel: scale > 1 ? 'cubic' : 'lanczos3' })
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: '#ffffff' })
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer();
}
