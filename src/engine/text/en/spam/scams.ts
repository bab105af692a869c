// Scams scored from parts: a payout too good to be true (giveaways, doubling, pay per day) or an
// account alarm, with payment rails (crypto, gift cards, fees, wires), urgency, a move off the
// platform and look-alike links. One part alone is ordinary talk; the sum makes the scam.
import type { Detector } from '../../detector.ts';
import { originalSpan } from '../../normalize.ts';
import { PhraseSet, triggerWords, type Trigger } from '../../phrases.ts';
import type { Reading } from '../../reading.ts';
import { isScamWarning, WARNING_WORDS } from './warnings.ts';
import WORDS from './scams.json' with { type: 'json' };

/** Words read per text: a scam shows itself in its opening lines. */
const MAX_WORDS = 400;
const PAYOUT = new PhraseSet(WORDS.payout);
const RAIL = new PhraseSet(WORDS.rail);
const ALARM = new PhraseSet(WORDS.alarm);
/** The story a scam tells to explain its ask: away, a new phone, a boss in a meeting, an estate, a recording. */
const PRETEXT = new PhraseSet(WORDS.pretext);
/** What a scam asks for: money by an odd route, a fee, codes, credentials, a call. */
const ASK = new PhraseSet(WORDS.ask);
const URGENCY = new PhraseSet(WORDS.urgency);
const OFF_PLATFORM = new PhraseSet(WORDS.offPlatform);
/** Brands scams wear; in a link's host beside a hyphen or a digit swap they are a disguise. */
const BRAND = /(?:https?:\/\/|www\.)[^\s/]{0,40}(?:paypa[l1]|netf[l1]ix|amaz[o0]n|app[l1]e|ic[l1]oud|micr[o0]soft|d[il1]sc[o0]rd|steam|dhl|fedex|usps|ups|binance|bnb|coinbase|metamask|toll|bank|irs|hmrc)[^\s/]{0,40}/i;
const MONEY_RATE = /[$€£]\s?\d[\d,.]{0,9}(?:\s?-\s?[$€£]?\d[\d,.]{0,9})?\s?(?:\/|a|per|every)\s?(?:day|week|hour|month)\b/i;
const URL = /(?:https?:\/\/|www\.)\S{1,200}/i;

/** A payout, an alarm or a pretext holds one of these words. */
const LURE = triggerWords(PAYOUT, ALARM, PRETEXT);
/** Each part with its trigger words. */
type Part = readonly [PhraseSet, Trigger];
const part = (set: PhraseSet): Part => [set, triggerWords(set)];
const PARTS = {
  payout: part(PAYOUT), alarm: part(ALARM), pretext: part(PRETEXT), rail: part(RAIL), urgency: part(URGENCY), off: part(OFF_PLATFORM), ask: part(ASK),
};

function detectComposedScam(reading: Reading): void {
  const { doc, findings } = reading;
  const head = doc.original.slice(0, 4000);
  const rate = MONEY_RATE.test(head);
  // A lure is required (see below): most texts have no lure word in any sentence and no rate.
  if (!rate && !reading.holds(LURE)) return;
  const words = doc.text.split(' ', MAX_WORDS);
  let first = -1;
  let last = -1;
  const mark = (i: number, end: number) => {
    // Lures and the other parts are counted in two passes: the earliest mark wins.
    if (first < 0 || i < first) first = i;
    last = Math.max(last, end - 1);
  };
  /** Hits of a part at every word; none to look for when no sentence holds a word of it. */
  const count = ([set, trigger]: Part): number => {
    if (!reading.holds(trigger)) return 0;
    let hits = 0;
    for (let i = 0; i < words.length; i++) {
      const h = set.at(words, i);
      if (!h) continue;
      mark(i, h.end);
      hits++;
    }
    return hits;
  };
  const [payout, alarm, pretext] = words.some((w) => LURE.has(w)) ? [count(PARTS.payout), count(PARTS.alarm), count(PARTS.pretext)] : [0, 0, 0];
  const lure = Math.min(payout, 2) + (rate ? 1 : 0) + Math.min(alarm + pretext, 2);
  // A lure is required: rails, urgency and links alone are everyday commerce, and most texts stop here.
  if (lure === 0) return;
  const [rail, urgency, off, ask] = [count(PARTS.rail), count(PARTS.urgency), count(PARTS.off), count(PARTS.ask)];
  const link = URL.test(head);
  const disguise = BRAND.test(head);
  const score = lure + Math.min(rail, 2) + (ask ? 1 : 0) + (urgency ? 0.5 : 0) + (off ? 0.5 : 0) + (link ? 0.5 : 0) + (disguise ? 1 : 0);
  if (score < 2.5 || first < 0 || isScamWarning(doc.text)) return;
  const offsets: number[] = [];
  for (let i = 0, at = 0; i < words.length; at += words[i]!.length + 1, i++) offsets.push(at);
  const from = offsets[first] ?? 0;
  const to = (offsets[last] ?? 0) + (words[last]?.length ?? 0);
  findings.add({ category: 'spam', label: 'scam', severity: score >= 3.5 ? 'high' : 'medium', confidence: Math.min(0.95, 0.55 + 0.1 * score), ...originalSpan(doc, from, to) });
}

export const scams: Detector = {
  name: 'spam/scams',
  categories: ['spam'],
  words: [WORDS, WARNING_WORDS],
  detect: detectComposedScam,
};
