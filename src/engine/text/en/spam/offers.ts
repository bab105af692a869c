// Spam that sells one thing, named where it is sure: drugs offered for sale (a pharmacy's or a dealer's), bought followers,
// likes and reviews at a price, dating or adult-site lures, and a fake profile's lure to another app. Each needs its offer
// and its bait (a link, a price, a call to click); either alone is ordinary talk about the thing.
import type { Detector } from '../../detector.ts';
import { originalSpan, spanOfOriginal } from '../../normalize.ts';
import { alt, words } from '../../pattern.ts';
import type { Reading } from '../../reading.ts';
import { holdsLink } from './links.ts';
import { isScamWarning } from './warnings.ts';
import WORDS from './offers.json' with { type: 'json' };

/** `buy cheap viagra`: the offer, which opens its clause (`you can buy viagra at boots` informs, it does not sell). */
const PHARMACY = words(`${alt(WORDS.pharmacyCues)}(?: ${alt(WORDS.pharmacyBefore)})? ${alt(WORDS.drugs)}`);
const PHARMACY_BAIT = words(alt(WORDS.pharmacyBait));
/**
 * `hot singles in your area`, `sexy local girls`, `horny housewives`: the lure needs its place or its explicit word, as
 * `hot singles` (a chart), `lonely women` (a news story) and `moms in your area` (a parents' group) are talk.
 */
const DATING = words(`(?:${alt(WORDS.datingAdjectives)} ${alt(WORDS.datingPeople)} ${alt(WORDS.datingPlaces)}|(?:${alt(WORDS.datingAdjectives)} local|local ${alt(WORDS.datingAdjectives)}) ${alt(WORDS.datingPeople)}|${alt(WORDS.datingLures)})`);
const DATING_CALL = words(alt(WORDS.datingCalls));
/** A unit of engagement in normalised text: the cheap test before the original is read for amounts. */
const UNIT = words(alt(WORDS.engagementUnits));

const PRICE = String.raw`(?:[$€£]\s?\d[\d,.]{0,8}|\d[\d,.]{0,8}\s?(?:[$€£]|usd|dollars|euros|pounds|bucks)(?![a-z]))`;
/** An amount as sellers write it: `10k`, `10,000`, `500+`. */
const AMOUNT = String.raw`\d[\d,.]{0,9}\s?[km]?\+?`;
const QUALIFIERS = String.raw`(?:(?:${alt(WORDS.engagementQualifiers)}|5[ -]?star|five[ -]?star)[\s-]{1,2}){0,3}`;
const UNITS = alt(WORDS.engagementUnits);
/**
 * `10k followers for $5`, `only $5 for 1000 likes`, `buy instagram followers cheap, 10k for $5`:
 * engagement at a price, read in the original, where amounts keep their digits and currency.
 */
const ENGAGEMENT = new RegExp(
  String.raw`\b${AMOUNT}\s{1,3}${QUALIFIERS}${UNITS}\s{1,3}(?:for|only|just|at|from|@)\s{1,3}(?:only\s{1,3}|just\s{1,3})?${PRICE}|\b(?:only|just|buy|order)\s{1,3}${PRICE}\s{1,3}(?:for|=)\s{1,3}${AMOUNT}\s{1,3}${QUALIFIERS}${UNITS}\b|\b(?:buy|order)\s{1,3}${QUALIFIERS}${UNITS}\b[^.!?\n]{0,40}?${PRICE}`,
  'gi',
);
const MONEY = new RegExp(PRICE, 'i');

/** Whether the match at `at` opens its clause: the text's start, or a punctuation token before it. */
function opensClause(text: string, at: number): boolean {
  if (at === 0) return true;
  const c = text.charCodeAt(at - 2);
  return !((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 39);
}

/** Someone else's spam, quoted or reported, or warned about: the text does not send it. */
function secondHand(reading: Reading, at: number, end: number): boolean {
  const text = reading.doc.text;
  return reading.context.isSecondHand(text, at, end) || isScamWarning(text);
}

/** An offer with its bait is promotion whatever else the text says: medium, as sure as the composed rule's strongest. */
function offer(reading: Reading, span: { start: number; end: number }): void {
  reading.findings.add({ category: 'spam', label: 'promotion', severity: 'medium', confidence: 0.8, ...span });
}

/** What an order of drugs is told with that makes it an advert: `buy cheap viagra now`, `order xanax online`. */
const PHARMACY_ORDER_AFTER = /^ (?:now|online|today|here|fast|cheap|cheaply)(?![^ ])/;

/** The writer as the seller, before `selling`: `i'm selling my adderall`. */
const SELLER_BEFORE = /(?:^|[ ,.!?;:])(?:i'm|im|i am|we're|were|we are)(?: just| currently| now)? $/;

function detectPharmacy(reading: Reading): void {
  const { doc } = reading;
  for (const m of reading.scan(PHARMACY)) {
    const end = m.index + m[0].length;
    const sells = opensClause(doc.text, m.index) || (m[0].startsWith('selling ') && SELLER_BEFORE.test(doc.text.slice(Math.max(0, m.index - 24), m.index)));
    if (!sells || secondHand(reading, m.index, end)) continue;
    if (reading.scan(PHARMACY_BAIT).length > 0 || holdsLink(doc.original) || MONEY.test(doc.original) || PHARMACY_ORDER_AFTER.test(doc.text.slice(end, end + 10))) offer(reading, originalSpan(doc, m.index, end));
  }
}

function detectDating(reading: Reading): void {
  const { doc } = reading;
  for (const m of reading.scan(DATING)) {
    const end = m.index + m[0].length;
    if (secondHand(reading, m.index, end)) continue;
    if (reading.scan(DATING_CALL).length > 0 || holdsLink(doc.original)) offer(reading, originalSpan(doc, m.index, end));
  }
}

/** A stranger's profile or pictures admired, an app to move to, and the charm or loneliness a bot opens with. */
const PROFILE_ADMIRED = words(alt(WORDS.profileAdmired));
const OFF_APP = words(`${alt(WORDS.offAppAsks)} ${alt(WORDS.offApps)}`);
const STRANGERS_CHARM = words(alt(WORDS.strangersCharm));

/**
 * `Hey babe, I saw your profile, I'm new in town, add me on snap`: the lure of a fake profile, which
 * needs all three (not `I saw your profile on the club website, add me on WhatsApp for the team group`).
 */
function detectProfileLure(reading: Reading): void {
  const admired = reading.scan(PROFILE_ADMIRED)[0];
  const app = admired && reading.scan(OFF_APP).at(-1);
  if (!admired || !app || reading.scan(STRANGERS_CHARM).length === 0) return;
  const from = Math.min(admired.index, app.index);
  const to = Math.max(admired.index + admired[0].length, app.index + app[0].length);
  if (!secondHand(reading, from, to)) offer(reading, originalSpan(reading.doc, from, to));
}

function detectEngagement(reading: Reading): void {
  const units = reading.scan(UNIT);
  if (units.length === 0 || secondHand(reading, units[0]!.index, units[0]!.index + units[0]![0].length)) return;
  const { doc } = reading;
  for (const m of doc.original.matchAll(ENGAGEMENT)) {
    offer(reading, spanOfOriginal(doc, m.index, m.index + m[0].length));
  }
}

/** Street drugs by the names a dealer's advert gives them (`weed`, `coke`, `molly`), and what it says beside them (`plug`, `menu`, `delivery`, `hmu`). */
const STREET_DRUG = words(alt(WORDS.streetDrugs));
const DEALING = words(alt(WORDS.dealingCues));
/** Of those names, the ones that name harmless things too (`pills`, `acid`, `bars`): they need a plain one beside them. */
const AMBIGUOUS_DRUGS: ReadonlySet<string> = new Set(WORDS.streetDrugsAlsoHarmless);

/** `plug here, weed, coke, pills, delivery 24/7`: two street drugs, one of them plainly so, with a dealer's words. */
function detectDealing(reading: Reading): void {
  const drugs = reading.scan(STREET_DRUG);
  if (drugs.length < 2) return;
  const named = new Set(drugs.map((m) => m[0]));
  if (named.size < 2 || ![...named].some((drug) => !AMBIGUOUS_DRUGS.has(drug)) || reading.scan(DEALING).length === 0) return;
  const first = drugs[0]!;
  if (secondHand(reading, first.index, first.index + first[0].length)) return;
  const last = drugs.at(-1)!;
  offer(reading, originalSpan(reading.doc, first.index, last.index + last[0].length));
}

function detectOffers(reading: Reading): void {
  detectDealing(reading);
  detectPharmacy(reading);
  detectDating(reading);
  detectProfileLure(reading);
  detectEngagement(reading);
}

export const offers: Detector = {
  name: 'spam/offers',
  categories: ['spam'],
  // The lists read in normalised text, which the normaliser should resolve disguised spellings to;
  // the qualifiers are read in the original, and their short forms (`ig`, `yt`) would only confuse it.
  words: [{ pharmacyCues: WORDS.pharmacyCues, pharmacyBefore: WORDS.pharmacyBefore, drugs: WORDS.drugs, pharmacyBait: WORDS.pharmacyBait, datingAdjectives: WORDS.datingAdjectives, datingPeople: WORDS.datingPeople, datingPlaces: WORDS.datingPlaces, datingLures: WORDS.datingLures, datingCalls: WORDS.datingCalls, engagementUnits: WORDS.engagementUnits }],
  detect: detectOffers,
};
