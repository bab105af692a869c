// Scams scored from parts: a payout too good to be true (giveaways, doubling, pay per day, returns
// boasted), an account alarm, a pretext or an ask (a fee, codes, a laptop bought from the vendor),
// with payment rails (crypto, gift cards, fees, wires), urgency, a move off the platform and links
// that wear a brand, look made to lure or hide from filters. One part alone is ordinary talk; the sum
// makes the scam.
import type { Detector } from '../../detector.ts';
import { originalSpan } from '../../normalize.ts';
import { PhraseSet, triggerWords, type Trigger } from '../../phrases.ts';
import type { Reading } from '../../reading.ts';
import { baitLinks, bareDomains, holdsLink, SPAM_HEAD } from './links.ts';
import { isScamWarning, WARNING_WORDS } from './warnings.ts';
import WORDS from './scams.json' with { type: 'json' };

/** Words read per text: a scam shows itself in its opening lines. */
const MAX_WORDS = 400;
const PAYOUT = new PhraseSet(WORDS.payout);
const RAIL = new PhraseSet(WORDS.rail);
const ALARM = new PhraseSet(WORDS.alarm);
/** The story a scam tells to explain its ask: away, a new phone, a boss in a meeting, an estate, a recording. */
const PRETEXT = new PhraseSet(WORDS.pretext);
/**
 * Things given away (`free to a good home`): a pet scam's story only beside a fee, a payment rail or an
 * amount (`you only pay the shipping fee of $350`); alone, a neighbour's sofa.
 */
const REHOMING = new PhraseSet(WORDS.rehoming);
/** What a scam asks for: money by an odd route, a fee, codes, credentials, a call. */
const ASK = new PhraseSet(WORDS.ask);
const URGENCY = new PhraseSet(WORDS.urgency);
const OFF_PLATFORM = new PhraseSet(WORDS.offPlatform);
/** Brands scams wear; in a link's host beside a hyphen or a digit swap they are a disguise. */
const BRANDS = '(?:paypa[l1]|netf[l1]ix|amaz[o0]n|app[l1]e|ic[l1]oud|micr[o0]soft|d[il1]sc[o0]rd|steam|dhl|fedex|usps|ups|binance|bnb|coinbase|metamask|toll|bank|irs|hmrc)';
const BRAND = new RegExp(`(?:https?:\\/\\/|www\\.)[^\\s/]{0,40}${BRANDS}[^\\s/]{0,40}`, 'i');
/** A brand worn in a bare host with a hyphen, as a text message writes a link: `usps-track-delivery.info`. */
const BRAND_IN_BARE_HOST = new RegExp(`(?:${BRANDS}-|-${BRANDS}(?![a-z]))`, 'i');
/** Bare hosts read for a brand, from the text's head. */
const BARE_HOSTS_READ = 4;
const MONEY_RATE = /[$€£]\s?\d[\d,.]{0,9}[kK]?(?:\s?-\s?[$€£]?\d[\d,.]{0,9}[kK]?)?\s?(?:\/|a|per|every|this|each)\s?(?:day|week|hour|hr|month)\b/i;
/** A number to call (`call 0800 123 4567 to cancel`): an ask that weighs more than most, the callback a phishing text wants. */
const CALL_NUMBER = /\bcall\s{1,3}(?:us\s{1,3}(?:on|at)\s{1,3}|now\s{1,3}(?:on\s{1,3})?)?\+?\d[\d\s().-]{6,16}\d/i;
/** An amount of money: what an ask or a rail is for. */
const AMOUNT = /[$€£]\s?\d/;
/**
 * A return promised or boasted: `turned my $2,000 into $18,500`, `35% weekly returns`, `earns 3-5%
 * daily`, `receive $10,000 in 7 days`, `in 5 days you'll have $5,000`.
 */
const PROFIT = /[$€£]\s?\d[\d,.]{0,12}\s?[kK]?\s{1,3}into\s{1,3}[$€£]\s?\d|\b\d{1,4}(?:\.\d{1,2})?\s?%\s{1,3}(?:(?:weekly|daily|monthly)\s{1,3})?(?:returns?|profits?|gains?|roi)\b|\b\d{1,3}(?:\s?-\s?\d{1,3})?\s?%\s{1,3}(?:daily|weekly|a day|a week|per day|per week)\b|\b(?:receive|have|make|earn|double)\s{1,3}[$€£]\s?\d[\d,.]{0,12}\s?[kK]?\s{1,3}(?:in|within)\s{1,3}\d{1,2}\s{1,3}(?:days|hours|weeks)\b|\bin\s{1,3}\d{1,2}\s{1,3}(?:days|hours|weeks)\s{1,3}(?:you(?:'ll|\s{1,3}will)\s{1,3})?(?:have|get|receive|make|earn)\s{1,3}[$€£]\s?\d/i;

/** A payout, an alarm, a pretext or an ask holds one of these words. */
const LURE = triggerWords(PAYOUT, ALARM, PRETEXT, REHOMING, ASK);
/** Each part with its trigger words. */
type Part = readonly [PhraseSet, Trigger];
const part = (set: PhraseSet): Part => [set, triggerWords(set)];
const PARTS = {
  payout: part(PAYOUT), alarm: part(ALARM), pretext: part(PRETEXT), rehoming: part(REHOMING), rail: part(RAIL), urgency: part(URGENCY), off: part(OFF_PLATFORM), ask: part(ASK),
};

function detectComposedScam(reading: Reading): void {
  const { doc, findings } = reading;
  const head = doc.original.slice(0, SPAM_HEAD);
  // Amounts and returns hold a currency or a percent sign: most texts hold neither.
  const rate = /[$€£%]/.test(head) && (MONEY_RATE.test(head) || PROFIT.test(head));
  // A lure or an ask is required (see below): most texts have no such word in any sentence and no rate.
  if (!rate && !reading.holds(LURE)) return;
  // The sentences within the first MAX_WORDS words.
  const sentences = reading.sentences;
  const wordsOf = reading.sentenceWords;
  let read = 0;
  let within = 0;
  while (within < sentences.length && read < MAX_WORDS) read += sentences[within++]!.length;
  let from = -1;
  let to = -1;
  /** Hits of a part in the sentences that hold a word of it, each marked: the finding spans them all. */
  const count = ([set, trigger]: Part): number => {
    if (!reading.holds(trigger)) return 0;
    let hits = 0;
    for (let s = 0; s < within; s++) {
      if (!reading.sentenceHolds(s, trigger)) continue;
      const words = wordsOf[s]!;
      const tokens = sentences[s]!;
      for (let i = 0; i < words.length; i++) {
        const h = set.at(words, i);
        if (!h) continue;
        if (from < 0 || tokens[i]!.from < from) from = tokens[i]!.from;
        to = Math.max(to, tokens[h.end - 1]!.to);
        hits++;
      }
    }
    return hits;
  };
  const [payout, alarm, pretext, asked] = reading.holds(LURE) ? [count(PARTS.payout), count(PARTS.alarm), count(PARTS.pretext), count(PARTS.ask)] : [0, 0, 0, 0];
  const ask = asked + (CALL_NUMBER.test(head) ? 1.5 : 0);
  const money = AMOUNT.test(head);
  let rails: number | undefined;
  const rail = (): number => (rails ??= count(PARTS.rail));
  // Asked only where an ask, a rail or an amount may make a gift a pet scam's story.
  const rehomingStory = (): number => (ask > 0 || money || rail() > 0 ? count(PARTS.rehoming) : 0);
  const lure = Math.min(payout, 2) + (rate ? 1 : 0) + Math.min(alarm + pretext + rehomingStory(), 2);
  // A lure or an ask is required: rails, urgency and links alone are everyday commerce, and most texts stop here.
  if (lure === 0 && ask === 0) return;
  const [urgency, off] = [count(PARTS.urgency), count(PARTS.off)];
  const link = holdsLink(head);
  // A brand worn in a link, a host made to lure, or a link hidden from filters.
  const bait = baitLinks(reading);
  const disguise = BRAND.test(head) || bareDomains(head, BARE_HOSTS_READ).some((host) => BRAND_IN_BARE_HOST.test(host.text)) || bait.lures.length > 0 || bait.disguised.length > 0;
  const score = lure + Math.min(rail(), 2) + (ask > 1 ? 1.5 : ask) + (urgency ? 0.5 : 0) + (off ? 0.5 : 0) + (link ? 0.5 : 0) + (disguise ? 1 : 0) + (money ? 0.5 : 0);
  if (score < 2.5 || from < 0 || isScamWarning(doc.text)) return;
  findings.add({ category: 'spam', label: 'scam', severity: score >= 3.5 ? 'high' : 'medium', confidence: Math.min(0.95, 0.55 + 0.1 * score), ...originalSpan(doc, from, to) });
}

export const scams: Detector = {
  name: 'spam/scams',
  categories: ['spam'],
  words: [WORDS, WARNING_WORDS],
  detect: detectComposedScam,
};
