// Spam: scams and phishing (prizes, payment requests, account alarms), unsolicited promotion, and
// link farms. Each signal is weak alone; findings need several.
import type { Detector } from '../../detector.ts';
import { originalSpan, spanOfOriginal } from '../../normalize.ts';
import { alt, words } from '../../pattern.ts';
import type { Reading } from '../../reading.ts';
import { baitLinks, bareDomains, LINK, mayHoldUrl } from './links.ts';
import { isScamWarning, WARNING_WORDS } from './warnings.ts';
import SPAM_WORDS from './words.json' with { type: 'json' };

// Each amount starts where a number starts, so a long run of digits is read once, not from every digit.
const MONEY = /(?:[$€£]\s?\d[\d,.]*\s?[kK]?|(?<![\d,.])\d[\d,.]*\s?(?:usd|dollars|euros|btc|eth|usdt))(?:\s?(?:per|a|\/|every)\s?(?:day|week|hour|month))?/gi;
/** `send 0.1 BTC and receive 0.2 back`: the giveaway scam's own sentence. */
const CRYPTO_DOUBLING = /\bsend\s{1,3}(?:only\s|just\s)?[\d.,]{1,12}\s{0,2}(?:btc|eth|usdt|usdc|bitcoin|ethereum|sol|doge|bnb|xrp)\b[^.!?\n]{0,60}?\b(?:receive|get|we(?:'ll| will) send)\b/gi;
/** `invest $200 and get $2,500 back`: a return promised in the same breath as the stake. */
const INVEST_RETURN = /\binvest\s{1,3}(?:only\s|just\s)?[$€£]?\s?\d[\d,.]{0,12}\s?[kK]?\s{0,2}(?:usd|dollars|euros|pounds|btc|eth|usdt)?\s{1,3}(?:and|to|&)\s{1,3}(?:get|receive|earn|make|withdraw)\s{1,3}[$€£]?\s?\d/gi;
/** `giving 10k robux to the first 20`: a handout of currency, the bait of a login or a fee. */
const HANDOUT = /\bgiving\s{1,3}(?:away\s{1,3})?\d[\d,.]{0,9}\s?[kK]?\s{1,3}(?:free\s{1,3})?(?:robux|v-?bucks|vbucks|btc|eth|usdt|skins|coins|gems|nitro|diamonds)\b/gi;
/** A price cut in percent, read in the original, where the percent sign stays. */
const PRICE_CUT = /\b\d{1,2}\s?%\s?(?:off|cheaper|discount)\b/i;
const WALLET = /\b(?:bc1[a-z0-9]{25,60}|[13][a-km-zA-HJ-NP-Z1-9]{25,34}|0x[a-fA-F0-9]{40})\b/g;
const SPAM_RE = words(alt(SPAM_WORDS.spamPhrases));
const SCAM_RE = words(alt(SPAM_WORDS.scamPhrases));
const SCAM_HINT_RE = words(alt(SPAM_WORDS.scamHints));
/**
 * A message sent to the wrong number that stays to chat (`sorry wrong number. you seem nice, where
 * are you from?`): how a long con of romance or investment opens.
 */
const WRONG_NUMBER = words(`wrong number(?: [^ ]+){0,12}? ${alt(SPAM_WORDS.wrongNumberPivots)}`);
const SPAM_HINT = new Set(SPAM_WORDS.spamHints);
/** URLs examined per text; a link farm is evident long before this. */
const MAX_URLS = 200;

interface Hit {
  from: number;
  to: number;
  /** Code-point span in the original text, for hits found there rather than in normalised text. */
  span?: { start: number; end: number };
}

function detectSpam(reading: Reading): void {
  const { doc, findings } = reading;
  /** Code-point span of `length` UTF-16 units of the original text from `index`. */
  const spanAt = (index: number, length: number) => spanOfOriginal(doc, index, index + length);
  const text = doc.text;
  const spam: Hit[] = [];
  const scam: Hit[] = [];
  let spamScore = 0;
  let scamScore = 0;
  const seen = new Set<string>();
  for (const m of reading.scan(SPAM_RE)) {
    if (seen.has(m[0])) continue;
    seen.add(m[0]);
    spamScore += SPAM_HINT.has(m[0]) ? 0.5 : 1;
    spam.push({ from: m.index, to: m.index + m[0].length });
  }
  for (const m of reading.scan(SCAM_RE)) {
    if (seen.has(m[0])) continue;
    seen.add(m[0]);
    scamScore += 1;
    scam.push({ from: m.index, to: m.index + m[0].length });
  }
  for (const m of reading.scan(SCAM_HINT_RE)) {
    if (seen.has(m[0])) continue;
    seen.add(m[0]);
    scamScore += 0.5;
    scam.push({ from: m.index, to: m.index + m[0].length });
  }

  for (const m of reading.scan(WRONG_NUMBER)) {
    scamScore += 2;
    scam.push({ from: m.index, to: m.index + m[0].length });
  }

  const original = doc.original;
  // The normalised text tells cheaply whether the handout and return patterns can match at all.
  const handouts = text.includes('giving') ? [...original.matchAll(HANDOUT)] : [];
  for (const m of handouts) {
    scamScore += 1;
    scam.push({ from: 0, to: 0, span: spanAt(m.index, m[0].length) });
  }
  const returns = text.includes('invest') ? [...original.matchAll(INVEST_RETURN)] : [];
  const doubling = text.includes('send') ? [...original.matchAll(CRYPTO_DOUBLING)] : [];
  for (const m of [...doubling, ...returns]) {
    scamScore += 2;
    scam.push({ from: 0, to: 0, span: spanAt(m.index, m[0].length) });
  }
  // A host made to lure weighs as a phrase of promotion, a link disguised from filters as one and a half:
  // neither alone makes spam, as a shop's own site or a typo may look the same.
  const { lures, disguised } = baitLinks(reading);
  if (lures.length > 0) spamScore += 1.5 * lures.length;
  if (disguised.length > 0) spamScore += 1.5;
  for (const l of [...lures, ...disguised]) spam.push({ from: 0, to: 0, span: spanAt(l.index, l.length) });
  // A price cut weighs as a phrase of promotion: `70% cheaper at`, `80% off`.
  const cut = original.includes('%') ? PRICE_CUT.exec(original) : null;
  if (cut) {
    spamScore += 1;
    spam.push({ from: 0, to: 0, span: spanAt(cut.index, cut[0].length) });
  }
  const urls = mayHoldUrl(original) ? [...original.matchAll(LINK)].slice(0, MAX_URLS) : [];
  const shortened = urls.filter((u) => SPAM_WORDS.shorteners.some((s) => u[0].toLowerCase().replace(/^https?:\/\/(?:www\.)?/, '').startsWith(`${s}/`)));
  // Bait only weighs with hints of a scam or of promotion: most texts have neither, and skip it.
  if (scamScore >= 1 || spamScore >= 2) {
    const money = MONEY.test(original);
    MONEY.lastIndex = 0;
    const wallet = WALLET.test(original);
    WALLET.lastIndex = 0;
    const shouting = (original.match(/!{2,}/g) ?? []).length >= 2 || capsRatio(original) > 0.5;
    // A bare domain weighs half a link: ordinary text names sites too.
    const bait = (urls.length > 0 || lures.length > 0 ? 1 : bareDomains(original, 1).length > 0 ? 0.5 : 0) + (money ? 0.5 : 0) + (wallet ? 1 : 0) + (shouting ? 0.5 : 0) + (shortened.length > 0 ? 0.5 : 0);
    if (scamScore >= 2 || (scamScore >= 1 && bait + spamScore >= 1)) {
      const strong = scamScore + bait >= 3;
      const confidence = Math.min(0.95, 0.55 + 0.1 * (scamScore + bait));
      if (!isScamWarning(text)) for (const h of scam) findings.add({ category: 'spam', label: 'scam', severity: strong ? 'high' : 'medium', confidence, ...(h.span ?? originalSpan(doc, h.from, h.to)) });
    } else if (spamScore >= 3 || (spamScore >= 2 && bait >= 1) || (spamScore >= 1.5 && bait >= 1.5)) {
      const confidence = Math.min(0.9, 0.5 + 0.08 * (spamScore + bait));
      for (const h of spam) findings.add({ category: 'spam', label: 'promotion', severity: 'medium', confidence, ...(h.span ?? originalSpan(doc, h.from, h.to)) });
    } else if (spamScore >= 2) {
      for (const h of spam) findings.add({ category: 'spam', label: 'promotion', severity: 'low', confidence: 0.6, ...(h.span ?? originalSpan(doc, h.from, h.to)) });
    }
  }

  const farm = shortened.length >= 3 || isLinkFarm(original, urls, wordCount(text));
  if (farm) {
    for (const u of urls) findings.add({ category: 'spam', label: 'link_farm', severity: 'medium', confidence: 0.75, ...spanAt(u.index, u[0].length) });
  } else if (urls.length === 0 && dotsAtLeast(original, 3)) {
    // The same bare domain three times over: `ticket-deals-4u.shop ticket-deals-4u.shop ticket-deals-4u.shop`.
    const bare = bareDomains(original, MAX_URLS).filter((d) => !NOWHERE.test(d.text.toLowerCase()));
    const times = new Map<string, number>();
    for (const d of bare) times.set(d.text.toLowerCase(), (times.get(d.text.toLowerCase()) ?? 0) + 1);
    for (const d of bare) if ((times.get(d.text.toLowerCase()) ?? 0) >= 3) findings.add({ category: 'spam', label: 'link_farm', severity: 'medium', confidence: 0.7, ...spanAt(d.index, d.text.length) });
  }
}

/**
 * Whether the links make a farm: the same link over and over, or links packed closer than one in
 * twelve words over many sites. Documentation links too, but to pages of a few sites (a project's
 * issues, its registry page, a spec's sections), and names them in Markdown (`[the spec](https://…)`,
 * `[1]: https://…`): a labelled link repeated is a reference cited again, not bait. Links to
 * `example.com` or `localhost` lead nowhere and do not count.
 */
function isLinkFarm(original: string, urls: readonly RegExpExecArray[], words: number): boolean {
  const bare = new Set<string>();
  let bareCount = 0;
  let skipped = 0;
  const hosts = new Set<string>();
  for (const u of urls) {
    const host = hostOf(u[0]);
    if (NOWHERE.test(host)) {
      skipped++;
      continue;
    }
    hosts.add(host);
    if (isLabelled(original, u.index)) continue;
    bareCount++;
    bare.add(u[0].toLowerCase());
  }
  const counted = urls.length - skipped;
  return bare.size < bareCount - 2 || (counted >= 5 && words / counted < 12 && hosts.size * 2 >= counted);
}

/** Hosts that send no one anywhere: the documentation domains and this machine, which tests and examples repeat. */
const NOWHERE = /^(?:(?:[\w-]+\.)*example\.(?:com|net|org)|localhost|127\.0\.0\.1|\[::1\])(?::|$)/;

/** The host of a link, without `www.`: `https://www.Example.com:8080/a` is `example.com:8080`. */
function hostOf(url: string): string {
  const rest = url.replace(/^(?:https?:\/\/)?(?:www\.)?/i, '');
  const end = rest.search(/[/?#]/);
  return (end === -1 ? rest : rest.slice(0, end)).toLowerCase();
}

/** Whether the link at `index` is the target of a Markdown link (`](`), a reference definition (`]: `) or an autolink (`<`). */
function isLabelled(original: string, index: number): boolean {
  const before = original.slice(Math.max(0, index - 3), index);
  return before.endsWith('](') || before.endsWith('<') || /\]: ?$/.test(before);
}

/** Words in normalised text, which are separated by single spaces. */
function wordCount(text: string): number {
  let count = 1;
  for (let at = text.indexOf(' '); at !== -1; at = text.indexOf(' ', at + 1)) count++;
  return count;
}

/** Whether the text holds at least `n` dots: three bare domains need three. */
function dotsAtLeast(text: string, n: number): boolean {
  for (let at = text.indexOf('.'); at >= 0; at = text.indexOf('.', at + 1)) if (--n === 0) return true;
  return false;
}

/** Share of upper-case letters among letters, for texts long enough to shout. */
function capsRatio(text: string): number {
  let upper = 0;
  let letters = 0;
  for (let i = 0; i < text.length && i < 2000; i++) {
    const c = text.charCodeAt(i);
    if (c >= 65 && c <= 90) {
      upper++;
      letters++;
    } else if (c >= 97 && c <= 122) letters++;
  }
  return letters >= 20 ? upper / letters : 0;
}

export const spamPhrases: Detector = {
  name: 'spam/phrases',
  categories: ['spam'],
  words: [SPAM_WORDS, WARNING_WORDS],
  detect: detectSpam,
};
