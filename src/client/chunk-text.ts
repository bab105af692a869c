// Splits a long text into pieces within the API's per-text limit, preferring whitespace cuts
// so that words (and the phrases the engine looks for) are not split across two requests.
import { LIMITS } from '../api/index.ts';

/** Pieces of at most `maxCodePoints` code points (default: the API's text limit); a short text stays whole. */
export function chunkText(text: string, maxCodePoints: number = LIMITS.textMaxCodePoints): string[] {
  const points = Array.from(text);
  if (points.length <= maxCodePoints) return [text];
  const chunks: string[] = [];
  let start = 0;
  while (start < points.length) {
    let end = Math.min(start + maxCodePoints, points.length);
    if (end < points.length) {
      // Look back at most a tenth of the chunk for whitespace; otherwise cut hard.
      const floor = end - Math.floor(maxCodePoints / 10);
      for (let i = end; i > floor; i--) {
        if (/\s/.test(points[i - 1] ?? '')) {
          end = i;
          break;
        }
      }
    }
    chunks.push(points.slice(start, end).join(''));
    start = end;
  }
  return chunks;
}
