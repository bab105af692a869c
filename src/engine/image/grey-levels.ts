// Grey-level statistics over a rectangle of a greyscale picture: how a text line's paper is told
// from its ink and from the picture around it.
import type { GreyImage } from './text-regions.ts';

/** A rectangle in pixels; `right` and `bottom` are exclusive. */
export interface Area {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export const wholeArea = (image: GreyImage): Area => ({ left: 0, top: 0, right: image.width, bottom: image.height });

/** How many pixels of the area have each grey level. */
export function levelCounts(image: GreyImage, area: Area): Uint32Array {
  const counts = new Uint32Array(256);
  for (let y = area.top; y < area.bottom; y++) {
    for (let x = area.left; x < area.right; x++) counts[image.pixels[y * image.width + x]!]!++;
  }
  return counts;
}

/** The grey level below which `fraction` (0-1) of the counted pixels lie. */
export function levelAt(counts: Uint32Array, fraction: number): number {
  let total = 0;
  for (const count of counts) total += count;
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += counts[level]!;
    if (seen > total * fraction) return level;
  }
  return 255;
}

/** Share (0-1) of the area's pixels within `tolerance` grey levels of `level`. */
export function shareNear(image: GreyImage, area: Area, level: number, tolerance: number): number {
  let near = 0;
  for (let y = area.top; y < area.bottom; y++) {
    for (let x = area.left; x < area.right; x++) if (Math.abs(image.pixels[y * image.width + x]! - level) <= tolerance) near++;
  }
  return near / Math.max(1, (area.bottom - area.top) * (area.right - area.left));
}
