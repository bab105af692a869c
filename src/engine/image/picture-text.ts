// Reads all the text in a picture: the lines found by `findTextRegions` one crop at a time (busy
// backgrounds defeat tesseract's own layout analysis), and the whole picture when it has no
// such lines or more than can be read one by one (documents, where the layout analysis works).
import sharp from 'sharp';
import { CROP_RENDERINGS, renderCrop } from './ocr-crops.ts';
import type { OcrReader, OcrReading } from './ocr-reader.ts';
import { findTextRegions, type GreyImage, type TextRegion } from './text-regions.ts';

export interface PictureTextOptions {
  /** Lines read one by one; a picture with more is also read whole. Default 8. */
  readonly maxRegions?: number;
  /**
   * Time allowed for the line reads, in milliseconds; lines left when it runs out are skipped,
   * except the most text-like one, which is always read. Default 2500.
   */
  readonly budgetMs?: number;
  /** Milliseconds clock, for tests. Default `performance.now`. */
  readonly now?: () => number;
}

const DEFAULT_MAX_REGIONS = 8;
const DEFAULT_BUDGET_MS = 2500;
/** Tesseract's mean confidence below which a reading is noise (textures read as letters). */
const MIN_CONFIDENCE = 45;
/** A crop read this confidently is not tried in its other renderings. */
const GOOD_CONFIDENCE = 85;

/**
 * Read alone on a cropped line, a capital "I" with nothing around it comes back as "|" (its
 * glyph is a bare bar); in captions a lone bar is that word far more often than a separator.
 */
const restoreLoneI = (text: string) => text.replace(/(^|\s)\|(?=\s+\p{L})/gu, '$1I');

/**
 * Textures read as text come back as scattered one- and two-letter fragments ("7 pw eo vw");
 * a line worth moderating has at least one word of three letters or digits.
 */
const hasWord = (text: string) => /[\p{L}\p{N}]{3}/u.test(text);

/** Letters and digits only, lower case: how two readings of the same words are compared. */
const comparable = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Joins readings in order, leaving out any whose words an earlier one already holds. */
export function mergeReadings(texts: readonly string[]): string {
  const kept: string[] = [];
  for (const text of texts) {
    const key = comparable(text);
    if (!key || kept.some((earlier) => comparable(earlier).includes(key))) continue;
    kept.push(text);
  }
  return kept.join(' ');
}

async function readBest(reader: OcrReader, image: GreyImage, region: TextRegion, deadline: number, now: () => number): Promise<OcrReading> {
  let best: OcrReading = { text: '', confidence: 0 };
  for (const rendering of CROP_RENDERINGS) {
    // The first rendering is always read: a region found is worth one look.
    if (rendering !== CROP_RENDERINGS[0] && now() > deadline) break;
    const reading = await reader.read(await renderCrop(image, region, rendering), 'block');
    if (reading.confidence > best.confidence) best = reading;
    if (best.confidence >= GOOD_CONFIDENCE) break;
  }
  return best;
}

export async function readPictureText(image: GreyImage, reader: OcrReader, options: PictureTextOptions = {}): Promise<string> {
  const now = options.now ?? (() => performance.now());
  const maxRegions = options.maxRegions ?? DEFAULT_MAX_REGIONS;
  const deadline = now() + (options.budgetMs ?? DEFAULT_BUDGET_MS);
  const regions = findTextRegions(image, { maxRegions: maxRegions + 1 });
  const texts: string[] = [];
  if (regions.length === 0 || regions.length > maxRegions) {
    const png = await sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 1 } }).png({ compressionLevel: 1 }).toBuffer();
    const whole = await reader.read(png, 'page');
    if (whole.confidence >= MIN_CONFIDENCE) texts.push(whole.text);
  }
  // Lines come back in reading order; read the most text-like first so the budget drops the least.
  const lines = regions.slice(0, maxRegions);
  const order = lines.map((region, index) => ({ region, index })).sort((a, b) => b.region.score - a.region.score);
  const readings = new Array<string>(lines.length).fill('');
  for (const [rank, { region, index }] of order.entries()) {
    // The most text-like line is read whatever the budget: it is the likeliest caption.
    if (rank > 0 && now() > deadline) break;
    const best = await readBest(reader, image, region, deadline, now);
    if (best.confidence >= MIN_CONFIDENCE && hasWord(best.text)) readings[index] = restoreLoneI(best.text);
  }
  return mergeReadings([...texts, ...readings]);
}
