// Finds the lines of text in a greyscale picture before OCR, so tesseract reads cropped lines
// instead of running its page layout analysis, which busy backgrounds (colour bars, photos) defeat.
// Text rows are rows with many strong, closely spaced horizontal transitions; bars, gradients
// and smooth photos have few, widely spaced ones.
import { levelAt, levelCounts, shareNear } from './grey-levels.ts';

export interface GreyImage {
  /** One byte per pixel, row after row. */
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
}

export interface TextRegion {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  /** Clustered transitions inside the region: the more, the more text-like. */
  readonly score: number;
}

export interface TextRegionOptions {
  /** Most regions returned, the ones with the most text-like transitions first. Default 8. */
  readonly maxRegions?: number;
}

/** A grey step at least this large between neighbouring pixels is a transition (glyph edge). */
const EDGE_STEP = 40;
/** A row needs this many clustered transitions to count as a text row. */
const MIN_ROW_TRANSITIONS = 6;
/** Lines thinner than this (pixels) are rules or noise, not text. */
const MIN_BAND_HEIGHT = 8;
/** Regions narrower than this many band heights are isolated edges (a bar, a pole), not words. */
const MIN_ASPECT = 1.2;
const DEFAULT_MAX_REGIONS = 8;
/** Widest word space bridged, in band heights: a space is about half the cap height, plus the
 * glyphs' side bearings and the edges of round letters that count no transitions. */
const MAX_WORD_SPACE = 1.6;
/** Grey levels within which a pixel matches the paper level of its line. */
const LEVEL_TOLERANCE = 32;
/** Least share of a word space's pixels at the line's paper level. */
const MIN_SPACE_PAPER = 0.6;

/**
 * Positions of the transitions in a row that lie within `maxGap` of another transition: glyph
 * strokes come in such clusters, the edges of bars and shapes stand alone.
 */
function clusteredTransitions(image: GreyImage, y: number, maxGap: number, out: number[]): void {
  out.length = 0;
  const row = y * image.width;
  const { pixels } = image;
  let previousSign = 0;
  let last = -Infinity;
  let lastCounted = false;
  for (let x = 0; x + 1 < image.width; x++) {
    const step = pixels[row + x + 1]! - pixels[row + x]!;
    const sign = step >= EDGE_STEP ? 1 : step <= -EDGE_STEP ? -1 : 0;
    // An anti-aliased edge spans several pixels of the same sign: count it once.
    if (sign !== 0 && sign !== previousSign) {
      if (x - last <= maxGap) {
        if (!lastCounted) out.push(last);
        out.push(x);
        lastCounted = true;
      } else {
        lastCounted = false;
      }
      last = x;
    }
    previousSign = sign;
  }
}

interface Span {
  start: number;
  end: number; // exclusive
}

/** Groups marked indices into spans, bridging gaps of at most `maxGap`. */
function spans(marked: ArrayLike<boolean>, length: number, maxGap: number): Span[] {
  const found: Span[] = [];
  let current: Span | undefined;
  for (let i = 0; i < length; i++) {
    if (!marked[i]) continue;
    if (current && i - current.end <= maxGap) current.end = i + 1;
    else {
      current = { start: i, end: i + 1 };
      found.push(current);
    }
  }
  return found;
}

/**
 * Whether the gap after a run is a word space: mostly the run's own paper, the extreme grey
 * level most of its pixels sit at. Glyph parts without vertical edges (the arms of an "E") may
 * reach into it; another part of the picture has another level.
 */
function wordSpace(image: GreyImage, band: Span, run: Span, gapEnd: number): boolean {
  const words = { left: run.start, right: run.end, top: band.start, bottom: band.end };
  const counts = levelCounts(image, words);
  const [low, high] = [levelAt(counts, 0.05), levelAt(counts, 0.95)];
  const paper = shareNear(image, words, high, LEVEL_TOLERANCE) >= shareNear(image, words, low, LEVEL_TOLERANCE) ? high : low;
  return shareNear(image, { ...words, left: run.end, right: gapEnd }, paper, LEVEL_TOLERANCE) >= MIN_SPACE_PAPER;
}

/**
 * Joins the words of one line: neighbouring runs separated by a gap of plain background (a word
 * space) up to `maxSpace` wide. Read alone, short words lose the context tesseract's model
 * relies on ("WE" comes back as "Wi"); a gap over other picture content keeps runs apart.
 */
function joinWords(image: GreyImage, band: Span, runs: Span[], maxSpace: number): Span[] {
  const joined: Span[] = [];
  for (const run of runs) {
    const last = joined.at(-1);
    if (last && run.start - last.end <= maxSpace && wordSpace(image, band, last, run.start)) {
      last.end = run.end;
    } else {
      joined.push({ ...run });
    }
  }
  return joined;
}

/**
 * Text regions in reading order (top to bottom, then left to right), at most `maxRegions`,
 * in the picture's own pixel coordinates, without padding.
 */
export function findTextRegions(image: GreyImage, options: TextRegionOptions = {}): TextRegion[] {
  const { width, height } = image;
  const maxRegions = options.maxRegions ?? DEFAULT_MAX_REGIONS;
  // Gaps inside a word and between words stay under a few percent of the picture's side for any
  // legible caption; the bars of a test pattern or the sides of a shape are further apart.
  const maxGap = Math.max(6, Math.round(Math.max(width, height) * 0.03));
  const rowTransitions: number[][] = [];
  const textRow = new Array<boolean>(height).fill(false);
  const scratch: number[] = [];
  for (let y = 0; y < height; y++) {
    clusteredTransitions(image, y, maxGap, scratch);
    rowTransitions.push([...scratch]);
    textRow[y] = scratch.length >= MIN_ROW_TRANSITIONS;
  }

  const candidates: TextRegion[] = [];
  // Rows inside a line can lack transitions (between the dot and the stem of an "i").
  for (const band of spans(textRow, height, 2)) {
    const bandHeight = band.end - band.start;
    if (bandHeight < MIN_BAND_HEIGHT || bandHeight > height * 0.6) continue;
    const columnHits = new Uint16Array(width);
    for (let y = band.start; y < band.end; y++) for (const x of rowTransitions[y]!) columnHits[x]!++;
    const marked = Array.from(columnHits, (hits) => hits > 0);
    const words = spans(marked, width, Math.max(maxGap, Math.round(bandHeight * 0.8)));
    for (const run of joinWords(image, band, words, Math.round(bandHeight * MAX_WORD_SPACE))) {
      const runWidth = run.end - run.start + 1;
      if (runWidth < bandHeight * MIN_ASPECT) continue;
      let score = 0;
      for (let x = run.start; x < run.end; x++) score += columnHits[x]!;
      candidates.push({ left: run.start, top: band.start, width: Math.min(runWidth, width - run.start), height: bandHeight, score });
    }
  }
  return candidates
    .sort((a, b) => b.score - a.score)
    .slice(0, maxRegions)
    .sort((a, b) => a.top - b.top || a.left - b.left);
}
