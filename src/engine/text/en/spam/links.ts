// Links in the original text, which the spam rules weigh as bait: a text that sends its reader
// somewhere. Read from the original: the normaliser splits a link into words and dots.
import { alt } from '../../pattern.ts';
import type { Reading } from '../../reading.ts';
import WORDS from './links.json' with { type: 'json' };
import SPAM_WORDS from './words.json' with { type: 'json' };

/** The endings bare links are known by. */
const TLD_ENDINGS: ReadonlySet<string> = new Set(['com', 'net', 'org', 'ru', 'io', 'xyz', 'app', 'help', 'site', 'online', 'shop', 'info', 'biz', 'top', 'club', 'live', 'link', 'click', 'co', 'uk', 'example']);
const WWW = /www\./i;
/** The longest ending read after a dot. */
const MAX_ENDING = 7;

/** `[a-z0-9.-]` in any case, by code. */
function isDomainChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 46 || c === 45;
}

/** A letter of either case, by code. */
function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

export interface Domain {
  readonly index: number;
  readonly text: string;
}

/**
 * The bare domain whose ending, one of `endings`, starts at the dot at `dot`, read back from it. An
 * ending followed by another name (`com.example.Service`, `this.top.left`) or called (`log.info(`)
 * is a dotted name in code; the domain of an email address (`jbicha@debian.org`) sends no one
 * anywhere: a changelog signs every entry with one.
 */
function domainAt(text: string, dot: number, endings: ReadonlySet<string>): Domain | undefined {
  let end = dot + 1;
  while (end < text.length && end - dot <= MAX_ENDING && isLetter(text.charCodeAt(end))) end++;
  const next = text.charCodeAt(end);
  if (end === dot + 1 || next === 40 || (isDomainChar(next) && !(next === 46 && !isLetter(text.charCodeAt(end + 1))))) return undefined;
  if (!endings.has(text.slice(dot + 1, end).toLowerCase())) return undefined;
  let start = dot;
  while (start > 0 && dot - start < 253 && isDomainChar(text.charCodeAt(start - 1))) start--;
  if (start === dot || text[start] === '.' || text[start - 1] === '@') return undefined;
  return { index: start, text: text.slice(start, end) };
}

/** Bare domains (`robux-gift.example.net`): the links of a scam that avoids `http`, read back from their dots, which most texts hold few of. */
export function bareDomains(text: string, limit: number): Domain[] {
  const out: Domain[] = [];
  for (let dot = text.indexOf('.'); dot > 0 && out.length < limit; dot = text.indexOf('.', dot + 1)) {
    const domain = domainAt(text, dot, TLD_ENDINGS);
    if (domain) out.push(domain);
  }
  return out;
}

/** A shortener's host before a path: `bit.ly/claim-prize` is a link without its scheme. */
const SHORT_HOST = new RegExp(`(?<![\\w.-])${alt(SPAM_WORDS.shorteners)}/`, 'i');
const LINK_END = '[^\\s<>"\'`)\\]]';
/** A link with its scheme or `www.`, or a shortened one written without either. */
export const LINK = new RegExp(`\\b(?:https?://|www\\.)${LINK_END}{1,2048}|${SHORT_HOST.source}${LINK_END}{1,200}`, 'gi');

/** Whether the original text may hold a link (see LINK): most texts hold none. */
export function mayHoldUrl(original: string): boolean {
  return original.includes('://') || WWW.test(original) || (original.includes('/') && SHORT_HOST.test(original));
}

/** Whether the original text points somewhere: a link, or a bare domain. */
export function holdsLink(original: string): boolean {
  return mayHoldUrl(original) || bareDomains(original, 1).length > 0;
}

/** Words a spammer's host is made of (`discord-gift-nitro.com`, `quickcash-lender.biz`); read in hosts, never in prose. */
const LURE_HOST_WORDS = new Set(WORDS.lureHostWords);
/** Endings sold cheaply in bulk, where most such hosts live (`.top`, `.online`): lure-shaped with a hyphen or a digit in the name. */
const CHEAP_ENDINGS = new Set(WORDS.cheapEndings);
/** The cheap endings that sites of clubs, projects and references seldom use (`.xyz`, `.shop`): lure-shaped alone. */
const SPAM_ENDINGS = new Set(WORDS.spamEndings);
/** The host of a link with its scheme. */
const LINK_HOST = /https?:\/\/(?:www\.)?([a-z0-9.-]{1,253})/gi;
/** How long the one name of a bare host on a spammers' ending is (`eloboostking.store`): a short one (`this.store`) is code. */
const BARE_NAME = { least: 8, most: 63 };

/**
 * Whether a host looks made to lure: a name of hyphenated lure words (`netflix-billing-update.co`)
 * or one on a cheap ending (`luxbags-outlet.top`). Shops, clubs and projects have hosts too, but
 * seldom both a hyphen and a word such as `free` or `claim`.
 */
function isLureHost(host: string): boolean {
  const labels = host.toLowerCase().split('.');
  const ending = labels.at(-1)!;
  if (labels.length < 2) return false;
  const names = labels.slice(0, -1);
  if (SPAM_ENDINGS.has(ending) || (CHEAP_ENDINGS.has(ending) && names.some((label) => /[-\d]/.test(label)))) return true;
  return names.some((label) => label.includes('-') && label.split('-').some((part) => LURE_HOST_WORDS.has(part)));
}

export interface Spot {
  readonly index: number;
  readonly length: number;
}

/** Links and bare domains whose host looks made to lure (see isLureHost), at most `limit`. */
export function lureLinks(original: string, limit: number): Spot[] {
  const out: Spot[] = [];
  if (mayHoldUrl(original)) {
    for (const m of original.matchAll(LINK_HOST)) {
      if (isLureHost(m[1]!)) out.push({ index: m.index, length: m[0].length });
      if (out.length >= limit) return out;
    }
  }
  // Bare hosts are read back from their dots, which most texts hold few of.
  for (let dot = original.indexOf('.'); dot > 0 && out.length < limit; dot = original.indexOf('.', dot + 1)) {
    const host = bareHostAt(original, dot);
    if (host && !out.some((o) => o.index === host.index)) out.push(host);
  }
  return out;
}

/** The endings a bare domain is known by (see TLD_ENDINGS), the spammers' own among them. */
const BARE_ENDINGS: ReadonlySet<string> = new Set([...TLD_ENDINGS, ...SPAM_ENDINGS]);

/**
 * The lure-shaped bare host whose ending starts at `dot`, if any: a name of hyphenated lure words on a
 * known ending (`discord-gift-nitro.com`), or one lower-case name on a spammers' ending
 * (`eloboostking.store`; `cache.primary.store` and `this.store` are code). A host after `//` is a
 * link's, read with it.
 */
function bareHostAt(text: string, dot: number): Spot | undefined {
  const domain = domainAt(text, dot, BARE_ENDINGS);
  if (!domain) return undefined;
  const before = text[domain.index - 1];
  if (before === '/') return undefined;
  const ending = text.slice(dot + 1, domain.index + domain.text.length).toLowerCase();
  const spot = { index: domain.index, length: domain.text.length };
  if (domain.text.includes('-') && TLD_ENDINGS.has(ending) && isLureHost(domain.text)) return spot;
  const name = text.slice(domain.index, dot);
  const oneName = name.length >= BARE_NAME.least && name.length <= BARE_NAME.most && /^[a-z0-9-]+$/.test(name) && !/[\w.@/-]/.test(before ?? ' ');
  return SPAM_ENDINGS.has(ending) && oneName ? spot : undefined;
}

const SPACED = (word: string): string => word.split('').join('\\s?');
/**
 * A domain written so that a filter misses it: a space before its dot (`bit . ly`, `fastloan24 . com`),
 * its dot spelt out (`studyhelp dot shop`), or its letters spaced (`e a r n f a s t . c o m`).
 * Prose puts no space before a full stop, and says `the dot com bubble`.
 */
const DISGUISED_LINK = new RegExp(
  `(?:[a-z0-9]\\s\\.|(?<!\\bthe)\\s(?<=[a-z0-9]{3}\\s)(?:dot|\\(dot\\)|\\[dot\\]))\\s?(?:${WORDS.disguisedEndings.map(SPACED).join('|')})(?![a-z0-9-])`,
  'gi',
);

/** Whether a space stands before a dot somewhere: found from the dots, which are far fewer than spaces. */
function spaceBeforeDot(text: string): boolean {
  for (let at = text.indexOf('.'); at > 0; at = text.indexOf('.', at + 1)) if (text.charCodeAt(at - 1) === 32) return true;
  return false;
}

/** Domains written in disguise (see DISGUISED_LINK), at most `limit`. */
export function disguisedLinks(original: string, limit: number): Spot[] {
  const out: Spot[] = [];
  // Every disguised link holds a space before a dot, or `dot`: most texts hold neither.
  if (!spaceBeforeDot(original) && !original.includes('dot') && !original.includes('DOT') && !original.includes('Dot')) return out;
  for (const m of original.matchAll(DISGUISED_LINK)) {
    out.push({ index: m.index, length: m[0].length });
    if (out.length >= limit) break;
  }
  return out;
}

/** Lure-shaped and disguised links weighed per text: two say all they can. */
const MAX_LURES = 2;

/** The links of a text that look made to lure or to slip past filters. */
export interface BaitLinks {
  readonly lures: readonly Spot[];
  readonly disguised: readonly Spot[];
}

const BAIT_LINKS = Symbol('bait links');

/** Characters of a text the spam rules read for a scam's parts and links: spam puts them where the reader is. */
export const SPAM_HEAD = 4000;

/** The bait links of the reading's original text (its first SPAM_HEAD characters), read once for every spam rule. */
export function baitLinks(reading: Reading): BaitLinks {
  return reading.shared(BAIT_LINKS, () => {
    const head = reading.doc.original.slice(0, SPAM_HEAD);
    return { lures: head.includes('.') ? lureLinks(head, MAX_LURES) : [], disguised: disguisedLinks(head, MAX_LURES) };
  });
}
