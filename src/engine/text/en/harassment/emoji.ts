// The finger given in an emoji, which the normaliser drops (it reads `🖕 you` as `you`): aimed at the
// reader (`🖕 you`, `🖕🖕 ur mum`) it is the insult `fuck you` is. Read in the text as written, and only
// in texts that hold it.
import type { Detector } from '../../detector.ts';
import { spanOfOriginal } from '../../normalize.ts';
import type { Reading } from '../../reading.ts';

const FINGER = '\u{1F595}(?:\u{1F3FB}|\u{1F3FC}|\u{1F3FD}|\u{1F3FE}|\u{1F3FF})?';
/** The finger, up to a few of them, then the reader or their own: bounded, so a flood of them reads in one pass. */
const GIVEN = new RegExp(`(?:${FINGER}\\s*){1,6}(?:you|u|ya|yourself|urself|ur\\s+(?:mum|mom|mother)|your\\s+(?:mum|mom|mother))(?![\\p{L}])`, 'giu');

function detectFingerGiven(reading: Reading): void {
  const { doc, findings } = reading;
  if (!doc.original.includes('\u{1F595}')) return;
  for (const m of doc.original.matchAll(GIVEN)) {
    findings.add({ category: 'harassment', label: 'insult', severity: 'medium', confidence: 0.75, ...spanOfOriginal(doc, m.index, m.index + m[0].length) });
  }
}

export const fingerGiven: Detector = {
  name: 'harassment/emoji',
  categories: ['harassment'],
  detect: detectFingerGiven,
};
