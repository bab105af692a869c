// Personal data in the original text: emails, phone numbers, card numbers (Luhn and network
// prefixes), IBANs (mod 97), US social security numbers, and the numbers and dates a word names:
// NHS numbers (mod 11), passport numbers, dates of birth, bank accounts (account numbers, sort codes,
// routing numbers with their checksum), social security numbers in any grouping, driving licences
// and national identity numbers (Canada's SIN, India's Aadhaar and PAN); street addresses, a number
// before a street's name and its kind (`12 Oak Lane`, `221B Baker Street`).
import { aadhaarValid, cardNetwork, ibanValid, luhnValid, nhsNumberValid, routingNumberValid, sinValid } from './checksums.ts';
import { maskAllBut, maskDigits, maskEmail, maskIban } from '../mask.ts';
import { spanOfOriginal } from '../normalize.ts';
import type { Detector } from '../detector.ts';
import type { Reading } from '../reading.ts';

const EMAIL = /(?<![\w.%+:\/-])[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}\.){1,8}[A-Za-z]{2,24}(?![\w-])/g;
/** The same address, tried at one position only. */
const EMAIL_AT = new RegExp(EMAIL.source, 'y');
/** Longest local part an address may have: a match starts at most this far before its `@`. */
const MAX_LOCAL = 64;

/**
 * Every match of EMAIL, in order, trying only the positions where one can start: up to 64
 * characters before an `@`. A local part holds no `@`, so a position that fails before one `@` is
 * never tried again. The pattern itself, run over the text, tries every letter of it.
 */
function addresses(text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  let next = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', Math.max(at + 1, next))) {
    for (let p = Math.max(next, at - MAX_LOCAL); p < at; p++) {
      EMAIL_AT.lastIndex = p;
      const m = EMAIL_AT.exec(text);
      if (m) {
        out.push(m);
        next = p + m[0].length;
        break;
      }
    }
    next = Math.max(next, at);
  }
  return out;
}
/** `icon@2x.png`, `logo@3x.webp`: asset names, not mailboxes. */
const FILE_SUFFIX = /\.(?:png|jpe?g|gif|svg|webp|avif|ico|js|mjs|cjs|ts|tsx|jsx|css|scss|json|ya?ml|md|txt|html?|map|woff2?|ttf|pdf|zip|tgz|lock)$/i;
// Spelled-out addresses: `john (dot) doe (at) gmail (dot) com`, `jane[at]example[dot]org`, `jdoe AT example DOT com`.
const AT_WORD = '(?:\\s?[\\[(<{]\\s?[Aa][Tt]\\s?[\\])>}]\\s?|\\s(?:AT|At)\\s)';
const DOT_WORD = '(?:\\s?[\\[(<{]\\s?[Dd][Oo][Tt]\\s?[\\])>}]\\s?|\\s(?:DOT|Dot)\\s|\\.)';
const LABEL = '[A-Za-z0-9][A-Za-z0-9_%+-]{0,40}';
const SPELLED_EMAIL = new RegExp(`(?<![\\w.])${LABEL}(?:${DOT_WORD}${LABEL}){0,3}${AT_WORD}${LABEL}(?:${DOT_WORD}${LABEL}){0,3}${DOT_WORD}[A-Za-z]{2,12}(?![\\w])`, 'g');
/**
 * An address spelled in small words after a word that announces one (`my email is jane dot doe at
 * gmail dot com`): its mailbox ends in a common domain's ending, so `meet me at home` is none.
 */
const SPOKEN_EMAIL = /\b(?:e-?mail|mail|contact|reach|address)\b[^.\n]{0,24}?(?<![\w.'])([a-z0-9][a-z0-9_%+-]{1,40}(?: dot [a-z0-9][a-z0-9_%+-]{0,40}){0,3} at [a-z0-9][a-z0-9-]{0,40}(?: dot [a-z0-9][a-z0-9-]{0,40}){0,2} dot (?:com|org|net|edu|gov|io|co|uk|de|fr|es|it|nl|info|me|us|ca|au|in))(?![\w])/gi;
/** A spelled `at` or `dot` in brackets or capitals: a spelled address counts only with one of these in it. */
const SPELLED_MARK = /[[(<{]\s?(?:[Aa][Tt]|[Dd][Oo][Tt])\s?[\])>}]|\s(?:AT|At|DOT|Dot)\s/;
// Not glued to letters, a path or a decimal point: the digits of a commit hash, a URL
// (`/testcase/5390364397928448`) or a fraction (`0.4589206874370575`) are no card.
const CARD = /(?<![\w/.-])\d(?:[ -]?\d){12,18}(?![\w-]|\.\d)/g;
const IBAN = /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?(?![A-Za-z0-9])/g;
const SSN = /(?<![\d-])(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}(?![\d-])/g;
// Groups of one to eight digits: `+33 6 12 34 56 78`, `+44 7700 900456`, `0 7 7 0 0 ...` (counted below).
const PHONE = /(?<![\w+.\/-])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,4}\)[ .-]?)?\d{1,8}(?:[ .-]\d{1,8}){1,14}(?![\w.\/-]|-\d)/g;
// A word that announces a number, then up to three short words: `call me on`, `meine Handynummer ist`.
const PHONE_CONTEXT = /(?:\b(?:phone|call|tel|cell|whatsapp|text|sms|fax|reach|contact|numéro|numero|portable|appelle|ruf|landline|office line|line is|my number|number is)|(?:telefon|mobil|handy)\w{0,8})(?:[\s:,-]{1,3}(?:me|us|him|her|on|at|is|ist|au|sur|an|my|mich|moi|unter|de|du|number|nummer|after|or)){0,3}[\s:.-]{0,3}$/i;
/** National numbers written with the trunk 0 (UK, Germany, France, Australian mobiles) or Indian mobiles, no country code. */
const NATIONAL = [
  /^0(?:7\d{3} ?\d{6}|\d{2,4} ?\d{3,4} ?\d{4})$/, // UK: 07700 900123, 020 7946 0018, 0161 496 0000
  /^0[1-9](?:[ .-]?\d{2}){4}$/, // France: 06 12 34 56 78
  /^0[1-9]\d{1,4}[ /-]\d{5,8}$/, // Germany: 0151 23456789, 030 12345678
  /^[6-9]\d{4} ?\d{5}$/, // India: 98765 43210
  /^04\d{2} ?\d{3} ?\d{3}$/, // Australia, mobile: 0412 345 678
];
/**
 * What a number after these words is (`Tracking number: 1Z 999 AA1 01 2345 6784`, `order #`, `ref`):
 * not a phone number, whatever its shape; short codes of it may stand between.
 */
const NOT_A_PHONE_BEFORE = /\b(?:tracking|order|ref|reference|invoice|parcel|shipment|consignment|booking|serial|case|ticket|claim|policy|isbn)(?:[ \t]+(?:no\.?|number|num|#|id|code))?[ \t:#-]*(?:[A-Z0-9]{1,4}[ \t]+){0,4}$/i;
const PLAIN_DIGITS = /(?<![\w+.\/-])\+?\d{10,13}(?![\w.\/-])/g;
/** `NHS number: 943 476 5919`, `NHS no 9434765919`: ten digits after the word, at most 24 characters on. */
const NHS_NUMBER = /\bNHS\b[^\d\n]{0,24}?(?<![\d-])(\d{3}[ -]?\d{3}[ -]?\d{4})(?![\d-])/gi;
/** `passport number is 123456789`, `Passport No: GB1234567`: six to nine letters and digits after the word. */
const PASSPORT_NUMBER = /\bpassport(?:[ \t]+(?:no\.?|number|num|#))?[ \t]*(?:is|:|#|-)?[ \t]*(?<![A-Za-z0-9])([A-Z]{0,2}\d{6,9})(?![A-Za-z0-9])/gi;
/**
 * `national insurance number AB 12 34 56 C`, `NI no: JG103759A`: a British National Insurance number
 * after its words, in the letters HMRC issues (not the `QQ` of its examples).
 */
const NI_NUMBER = /\b(?:national[ \t]+insurance(?:[ \t]+(?:no\.?|number|num|#))?|NI(?:[ \t]+(?:no\.?|number|num|#))|NINO)[ \t]*(?:is|:|#|-)?[ \t]*(?<![A-Za-z0-9])((?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D])(?![A-Za-z0-9])/gi;
/** `account number 12345678`, `acct no: 0123456789`: six to twelve digits after the words for a bank account. */
const ACCOUNT_NUMBER = /\b(?:(?:bank )?account|acct)(?:[ \t]+(?:no\.?|number|num|#))[ \t]*(?:is|:|#|-)?[ \t]*(?<![\w-])(\d{6,12})(?![\w-])/gi;
/** `sort code 12-34-56`: a British bank's six digits in pairs, after its words. */
const SORT_CODE = /\bsort[ \t]?code[ \t]*(?:is|:|-)?[ \t]*(?<![\w-])(\d{2}[- ]\d{2}[- ]\d{2}|\d{6})(?![\w-])/gi;
/** `routing number 021000021`: an American bank's nine digits, whose checksum is verified. */
const ROUTING_NUMBER = /\b(?:routing|aba)(?:[ \t]+(?:no\.?|number|num|#))?[ \t]*(?:is|:|#|-)?[ \t]*(?<![\w-])(\d{9})(?![\w-])/gi;
/** `my social is 123 45 6789`, `SSN: 123456789`: a social security number after its words, in any grouping. */
const NAMED_SSN = /\b(?:ssn|social security(?: number| no\.?)?|social)[ \t]*(?:is|:|#|-)?[ \t]*(?<![\w-])((?!000|666|9\d\d)\d{3}[ -]?(?!00)\d{2}[ -]?(?!0000)\d{4})(?![\w-])/gi;
/**
 * A national identity number after its words: a Canadian SIN (`SIN: 130 692 544`, Luhn), an Indian
 * Aadhaar (`Aadhaar 2341 2341 2346`, Verhoeff) or PAN (`PAN card ABCPE1234F`, its letters and digits).
 */
const SIN_NUMBER = /\b(?:SIN|[Ss]ocial [Ii]nsurance(?: [Nn]umber| [Nn]o\.?)?)[ \t]*(?:is|:|#|-)?[ \t]*(?<![\w-])(\d{3}[ -]?\d{3}[ -]?\d{3})(?![\w-])/g;
const AADHAAR_NUMBER = /\b(?:aadhaar|aadhar|uidai)(?:[ \t]+(?:no\.?|number|num|#|card))?[ \t]*(?:is|:|#|-)?[ \t]*(?<![\w-])(\d{4}[ -]?\d{4}[ -]?\d{4})(?![\w-])/gi;
const PAN_NUMBER = /\bPAN(?:[ \t]+(?:[Nn]o\.?|[Nn]umber|[Cc]ard|#))?[ \t]*(?:is|:|#|-)?[ \t]*(?<![A-Za-z0-9])([A-Z]{3}[ABCFGHLJPT][A-Z]\d{4}[A-Z])(?![A-Za-z0-9])/g;
/** `driver's license: D1234567`, `driving licence number MORGA753116SM9IJ`: five to eighteen letters and digits, with a digit, after the words. */
const DRIVING_LICENCE = /\b(?:driver'?s|drivers|driving)[ \t]+licen[cs]e(?:[ \t]+(?:no\.?|number|num|#))?[ \t]*(?:is|:|#|-)?[ \t]*(?<![A-Za-z0-9])((?=[A-Z0-9]*\d)[A-Z0-9]{5,18})(?![A-Za-z0-9])/gi;
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]{0,6}\\.?';
const DAY = '\\d{1,2}(?:st|nd|rd|th)?';
const YEAR = '(?:19|20)\\d{2}';
/** A date with its year after `DOB`, `date of birth` or `birthdate`: `DOB 12/03/1985`, `date of birth: 3 March 1985`. */
const DATE_OF_BIRTH = new RegExp(
  `\\b(?:d\\.?o\\.?b\\.?|date of birth|birth ?date)(?![A-Za-z])[ \\t]*(?:is|was|:|-)?[ \\t]*(\\d{1,2}[/.-]\\d{1,2}[/.-]${YEAR}|${YEAR}-\\d{2}-\\d{2}|${DAY} (?:of )?${MONTH},? ${YEAR}|${MONTH} ${DAY},? ${YEAR})(?![\\d/.-]\\d)`,
  'gi',
);
/** Kinds of street, whole or abbreviated, that end a street address. */
const STREET_KINDS = 'Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Boulevard|Blvd|Court|Ct|Place|Pl|Way|Close|Crescent|Terrace|Gardens|Grove|Square|Sq|Parkway|Pkwy|Highway|Hwy|Mews|Row';
/** Words of a title or a count that a number opens before what looks like a street (`10 Best Way`, `5 minutes drive`). */
const NOT_A_STREET_NAME = new Set(['best', 'top', 'easy', 'simple', 'great', 'quick', 'new', 'more', 'other', 'minutes', 'minute', 'mins', 'min', 'hours', 'hour', 'hrs', 'miles', 'mile', 'km', 'days', 'weeks', 'years', 'times', 'the', 'a', 'an', 'and', 'or', 'of', 'to', 'in', 'on', 'at', 'by', 'for', 'my', 'your', 'our', 'his', 'her', 'their', 'this', 'that', 'one', 'two', 'three', 'way', 'ways']);
/** Words before a number that make it a year. */
const YEAR_BEFORE = /(?:copyright|\(c\)|©|since|in|from|year|until|by)\s*$/i;
/**
 * A house number, one to three words of a street's name and its kind: capitalised as addresses are
 * written (`221B Baker Street`, `12 Oak Lane`), or in any case after words that announce one (`my
 * address is 12 oak lane`, `she lives at 4 mill rd`).
 */
const STREET_ADDRESS = new RegExp(
  `(?<![\\w.,/-])\\d{1,5}[A-Za-z]?,? ((?:[A-Z][a-z']+ ){1,3})(?:${STREET_KINDS})\\b|(?:address is|address:|live at|lives at|living at|live on|lives on|moved to|staying at|located at)\\s+\\d{1,5}[a-z]?,? ((?:[a-z][a-z']+ ){1,3})(?:${STREET_KINDS.toLowerCase()})\\b`,
  'g',
);
/**
 * The words that announce a number or an address, as the normalised text spells them; the kinds of
 * street read as one word, `street`. Found in one pass over the text, the first time one is asked.
 */
const ANNOUNCING = new RegExp(`(?<![^ ])(?:passport|nhs|insurance|ni|nino|birth[a-z]*|dob|d \\. o \\. b|account|acct|sort|routing|aba|social|ssn|licen[cs]e|dot|sin|aadhaa?r|uidai|pan|${STREET_KINDS.toLowerCase()})(?![^ .,])`, 'g');
const STREET_KIND_WORDS: ReadonlySet<string> = new Set(STREET_KINDS.toLowerCase().split('|'));
const announcingWord = (found: string): string =>
  found.startsWith('birth') ? 'birth' : found.startsWith('licen') ? 'licence' : found.startsWith('aadha') || found === 'uidai' ? 'aadhaar' : found === 'd . o . b' ? 'dob' : STREET_KIND_WORDS.has(found) ? 'street' : found;

/** What the number patterns need of a text: `@` for an address, and enough digits for the shortest number each accepts. */
interface Holds {
  readonly at: boolean;
  readonly dash: boolean;
  readonly digits: number;
  /** Whether the normalised text holds `word`, one of the words that announce a number or an address (see ANNOUNCING). */
  says(word: string): boolean;
}
function holds(text: string, words: string): Holds {
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
  }
  let said: Set<string> | undefined;
  const says = (word: string): boolean => (said ??= new Set(Array.from(words.matchAll(ANNOUNCING), (m) => announcingWord(m[0])))).has(word);
  return { at: text.includes('@'), dash: text.includes('-'), digits, says };
}
/** Most texts hold no `@` and too few digits for a number: the patterns are skipped there. */
const NEEDS = new Map<RegExp, (h: Holds) => boolean>([
  [EMAIL, (h) => h.at],
  [SPELLED_EMAIL, () => true],
  [SPOKEN_EMAIL, (h) => h.says('dot')],
  [CARD, (h) => h.digits >= 13],
  [IBAN, (h) => h.digits >= 2],
  [SSN, (h) => h.dash && h.digits >= 9],
  // Shorter numbers are dropped below, whatever their shape.
  [PHONE, (h) => h.digits >= 8],
  [PLAIN_DIGITS, (h) => h.digits >= 10],
  [NHS_NUMBER, (h) => h.digits >= 10 && h.says('nhs')],
  [PASSPORT_NUMBER, (h) => h.digits >= 6 && h.says('passport')],
  [NI_NUMBER, (h) => h.digits >= 6 && (h.says('insurance') || h.says('ni') || h.says('nino'))],
  [ACCOUNT_NUMBER, (h) => h.digits >= 6 && (h.says('account') || h.says('acct'))],
  [SORT_CODE, (h) => h.digits >= 6 && h.says('sort')],
  [ROUTING_NUMBER, (h) => h.digits >= 9 && (h.says('routing') || h.says('aba'))],
  [NAMED_SSN, (h) => h.digits >= 9 && (h.says('social') || h.says('ssn'))],
  [DRIVING_LICENCE, (h) => h.digits >= 1 && h.says('licence')],
  [DATE_OF_BIRTH, (h) => h.digits >= 3 && (h.says('birth') || h.says('dob'))],
  [SIN_NUMBER, (h) => h.digits >= 9 && (h.says('sin') || h.says('insurance'))],
  [AADHAAR_NUMBER, (h) => h.digits >= 12 && h.says('aadhaar')],
  [PAN_NUMBER, (h) => h.digits >= 4 && h.says('pan')],
  [STREET_ADDRESS, (h) => h.digits >= 1 && h.says('street')],
]);
/** Matches of a PII pattern in the original text, none when the text cannot hold one. */
const matchesOf = (re: RegExp, text: string, h: Holds): Iterable<RegExpExecArray> => (!NEEDS.get(re)!(h) ? [] : re === EMAIL ? addresses(text) : text.matchAll(re));

function detectPii({ doc, findings }: Reading): void {
  const text = doc.original;
  const h = holds(text, doc.text);
  const taken: [number, number][] = [];
  const overlaps = (a: number, b: number) => taken.some(([s, e]) => a < e && b > s);

  for (const m of matchesOf(EMAIL, text, h)) {
    // `git@github.com:org/repo` is a clone address, not a person's mailbox.
    if (m[0].startsWith('git@') && text[m.index + m[0].length] === ':') continue;
    if (FILE_SUFFIX.test(m[0])) continue;
    // `mongodb+srv://user:pass@host`: the user and host of a connection string, not a mailbox.
    if (insideUrlAuthority(text, m.index)) continue;
    taken.push([m.index, m.index + m[0].length]);
    findings.add({ category: 'pii', label: 'email', severity: 'low', confidence: 0.95, ...spanOfOriginal(doc, m.index, m.index + m[0].length), shown: maskEmail(m[0]) });
  }
  // The mark is looked for in the whole text first: most texts have none, and the address pattern
  // is costly to try at every word.
  for (const m of SPELLED_MARK.test(text) ? matchesOf(SPELLED_EMAIL, text, h) : []) {
    if (!SPELLED_MARK.test(m[0]) || overlaps(m.index, m.index + m[0].length)) continue;
    taken.push([m.index, m.index + m[0].length]);
    findings.add({ category: 'pii', label: 'email', severity: 'low', confidence: 0.8, ...spanOfOriginal(doc, m.index, m.index + m[0].length), shown: maskEmail(m[0].replace(/\s?[[(<{]?\s?\bat\b\s?[\])>}]?\s?/i, '@')) });
  }
  for (const m of matchesOf(SPOKEN_EMAIL, text, h)) {
    const value = m[1]!;
    const at = m.index + m[0].length - value.length;
    if (overlaps(at, at + value.length)) continue;
    taken.push([at, at + value.length]);
    findings.add({ category: 'pii', label: 'email', severity: 'low', confidence: 0.8, ...spanOfOriginal(doc, at, at + value.length), shown: maskEmail(value.replace(/ dot /gi, '.').replace(/ at /i, '@')) });
  }
  for (const m of matchesOf(CARD, text, h)) {
    const digits = m[0].replace(/[ -]/g, '');
    if (!luhnValid(digits) || !cardNetwork(digits) || /^(\d)\1+$/.test(digits)) continue;
    taken.push([m.index, m.index + m[0].length]);
    findings.add({ category: 'pii', label: 'card_number', severity: 'high', confidence: 0.97, ...spanOfOriginal(doc, m.index, m.index + m[0].length), shown: maskDigits(m[0]) });
  }
  for (const m of matchesOf(IBAN, text, h)) {
    if (!ibanValid(m[0])) continue;
    taken.push([m.index, m.index + m[0].length]);
    findings.add({ category: 'pii', label: 'iban', severity: 'high', confidence: 0.98, ...spanOfOriginal(doc, m.index, m.index + m[0].length), shown: maskIban(m[0]) });
  }
  for (const m of matchesOf(SSN, text, h)) {
    if (overlaps(m.index, m.index + m[0].length)) continue;
    taken.push([m.index, m.index + m[0].length]);
    findings.add({ category: 'pii', label: 'ssn', severity: 'high', confidence: 0.9, ...spanOfOriginal(doc, m.index, m.index + m[0].length), shown: maskDigits(m[0]) });
  }
  // Named by the word before them, and so before the phone numbers they look like.
  const named = (re: RegExp, label: string, severity: 'high' | 'medium', valid: (value: string) => boolean, mask: (value: string) => string) => {
    for (const m of matchesOf(re, text, h)) {
      const value = m[1]!;
      const at = m.index + m[0].length - value.length;
      if (!valid(value) || overlaps(at, at + value.length)) continue;
      taken.push([at, at + value.length]);
      findings.add({ category: 'pii', label, severity, confidence: 0.9, ...spanOfOriginal(doc, at, at + value.length), shown: mask(value) });
    }
  };
  named(NHS_NUMBER, 'nhs_number', 'high', (value) => nhsNumberValid(value.replace(/\D/g, '')), maskDigits);
  named(PASSPORT_NUMBER, 'passport_number', 'high', () => true, maskDigits);
  named(NI_NUMBER, 'national_insurance_number', 'high', () => true, (value) => maskAllBut(value, 1));
  named(ACCOUNT_NUMBER, 'bank_account', 'high', () => true, maskDigits);
  named(SORT_CODE, 'bank_account', 'medium', () => true, (value) => maskDigits(value, 2));
  named(ROUTING_NUMBER, 'bank_account', 'medium', routingNumberValid, maskDigits);
  named(NAMED_SSN, 'ssn', 'high', () => true, maskDigits);
  named(DRIVING_LICENCE, 'driving_licence', 'high', () => true, (value) => maskAllBut(value, 4));
  named(SIN_NUMBER, 'national_id', 'high', (value) => sinValid(value.replace(/\D/g, '')), maskDigits);
  named(AADHAAR_NUMBER, 'national_id', 'high', (value) => aadhaarValid(value.replace(/\D/g, '')), maskDigits);
  named(PAN_NUMBER, 'national_id', 'high', () => true, (value) => maskAllBut(value, 1));
  named(DATE_OF_BIRTH, 'date_of_birth', 'medium', () => true, (value) => maskDigits(value, 0));
  for (const m of matchesOf(STREET_ADDRESS, text, h)) {
    const name = (m[1] ?? m[2]!).trim().split(' ');
    if (name.some((word) => NOT_A_STREET_NAME.has(word.toLowerCase()))) continue;
    // `Copyright (c) 2013 Gary Court`, `since 1998 Bay Road has flooded`: a year before a name.
    if (/^(?:19|20)\d\d\b/.test(m[0]) && YEAR_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
    // From the house number on: the words announcing it are not the address.
    const at = m.index + m[0].search(/\d/);
    const value = text.slice(at, m.index + m[0].length);
    if (overlaps(at, at + value.length)) continue;
    taken.push([at, at + value.length]);
    const kind = /[A-Za-z]+$/.exec(value)![0].length;
    findings.add({ category: 'pii', label: 'street_address', severity: 'medium', confidence: 0.8, ...spanOfOriginal(doc, at, at + value.length), shown: maskAllBut(value, kind) });
  }
  for (const m of matchesOf(PHONE, text, h)) {
    const raw = m[0];
    const digits = raw.replace(/\D/g, '');
    const international = raw.startsWith('+');
    if (overlaps(m.index, m.index + raw.length)) continue;
    if (digits.length < (international ? 8 : 10) || digits.length > 15) continue;
    // Dates, IPv4 addresses and version numbers share the shape of a phone number.
    if (/^\d{4}[-./ ]\d{1,2}[-./ ]\d{1,2}/.test(raw) || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(raw)) continue;
    const before = text.slice(Math.max(0, m.index - 32), m.index);
    if (NOT_A_PHONE_BEFORE.test(before)) continue;
    if (!international && !/^\(?\d{3}\)?[ .-]?\d{3}[ .-]\d{4}$/.test(raw) && !NATIONAL.some((n) => n.test(raw)) && !PHONE_CONTEXT.test(before)) continue;
    taken.push([m.index, m.index + raw.length]);
    findings.add({ category: 'pii', label: 'phone_number', severity: 'medium', confidence: international ? 0.85 : 0.8, ...spanOfOriginal(doc, m.index, m.index + raw.length), shown: maskDigits(raw) });
  }
  for (const m of matchesOf(PLAIN_DIGITS, text, h)) {
    if (overlaps(m.index, m.index + m[0].length)) continue;
    if (!PHONE_CONTEXT.test(text.slice(Math.max(0, m.index - 32), m.index))) continue;
    findings.add({ category: 'pii', label: 'phone_number', severity: 'medium', confidence: 0.8, ...spanOfOriginal(doc, m.index, m.index + m[0].length), shown: maskDigits(m[0]) });
  }
}

/** True when `at` lies after a `scheme://` in the same whitespace-free run (at most 200 characters back). */
function insideUrlAuthority(text: string, at: number): boolean {
  const from = Math.max(0, at - 200);
  let start = at;
  while (start > from && !/\s/.test(text[start - 1]!)) start--;
  return text.slice(start, at).includes('://');
}

export const personalData: Detector = {
  name: 'pii/personal-data',
  categories: ['pii'],
  detect: detectPii,
};
