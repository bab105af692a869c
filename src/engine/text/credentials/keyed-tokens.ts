// Keys and tokens of services no format in secrets.ts names, found by the key they are given under
// (`MAILGUN_API_KEY=...`, `"client_secret": "..."`, `Authorization: Bearer ...`, `my api key is ...`)
// and by how random the value looks: a name, a word or a reference under such a key gives nothing.
import type { Detector } from '../detector.ts';
import { maskSecret } from '../mask.ts';
import { spanOfOriginal } from '../normalize.ts';
import type { Reading } from '../reading.ts';

/** Every key the rule reads holds one of these. */
const KEYWORDS = ['key', 'token', 'secret', 'bearer'];
/**
 * How far before a keyword its key may start (`integration_` of `integration_key`), and how far after
 * it its value may end: only these windows around the keywords are read.
 */
const KEY_REACH = 16;
const VALUE_REACH = 300;

/**
 * A key, its assignment (`=`, `:`, `:=`, `=>`, `is`; a bearer token after a space) and the value: at
 * most 256 characters of the alphabets keys are written in, or of anything but a space in quotes.
 * The key's own prefix (`MAILGUN_`, `x-`) may stand before it.
 */
const KEYED = new RegExp(
  [
    '(?<![A-Za-z0-9])',
    '(?:api[ _.-]?(?:key|token|secret)|apikey|(?:access|auth|secret|private|app|bot|refresh|service|deploy|master|integration)[ _.-]?(?:key|token|secret)|client[ _.-]?secret|bearer|token|secret)',
    '["\']?(?:[ \\t]{0,4}(?::=|=>|=|:)[ \\t]{0,4}(?:bearer[ \\t]+)?|[ \\t]+(?:is|was)(?:[ \\t]+now)?:?[ \\t]+|(?<=bearer)[ \\t]+)["\'`]?',
    // Quoted, a value runs to its closing quote (`"django-insecure-8g7#k2!x_p$z"`).
    '((?<=["\'`])[^"\'`\\s]{16,256}(?=["\'`])|[A-Za-z0-9_\\-.+/=~]{16,256})',
  ].join(''),
  'gi',
);

/** The fewest characters of a value read as a key, and the least entropy per character (a random hex string has about 3.7 bits). */
const MIN_LENGTH = 16;
const MIN_BITS = 3;

/** `$API_KEY`, `${TOKEN}`, `process.env.X`, `config.auth.token`, a URL or a path: a reference to the value, not the value. */
const REFERENCE = /^(?:\$|\{\{|<)|:\/\/|^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/;
/** Values that fill documentation and tests: `your-api-key-here`, `xxxxxxxx`, `...EXAMPLE`. */
const PLACEHOLDER = /example|dummy|placeholder|sample|your[_-]?|test|fake|x{6}|\*{3}|(.)\1{5}/i;

/** Shannon entropy of `s`, bits per character. */
function bitsPerChar(s: string): number {
  const counts = new Map<string, number>();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= (n / s.length) * Math.log2(n / s.length);
  return bits;
}

/**
 * Whether `value` looks like a key: letters and digits together, no word or name alone
 * (`authorization_header_value`, `ExpiredSignatureError`), random enough.
 */
function looksRandom(value: string): boolean {
  const core = value.replace(/[=.]+$/, '');
  return core.length >= MIN_LENGTH && /[0-9]/.test(core) && /[A-Za-z]/.test(core) && !REFERENCE.test(value) && bitsPerChar(core) >= MIN_BITS;
}

/** What follows a keyword that ends a key given a value: every key of KEYED ends on one (`api_key=`, `"client_secret":`, `token is`). */
const ASSIGNED = /^["']?[ \t]{0,4}(?:[:=]|(?:is|was)(?![a-z]))/;

/**
 * The stretches of `text` around its keywords given a value, overlapping ones joined: a pass of KEYED
 * over a whole long text costs more than the rest of the credentials rules.
 */
function windows(text: string): [number, number][] {
  const lower = text.toLowerCase();
  // A letter whose lower case is longer (`İ`) moves every offset after it: the text is read whole.
  if (lower.length !== text.length) return [[0, text.length]];
  const at: number[] = [];
  for (const word of KEYWORDS) {
    for (let i = lower.indexOf(word); i !== -1; i = lower.indexOf(word, i + word.length)) if (ASSIGNED.test(lower.slice(i + word.length, i + word.length + 8)) || word === 'bearer') at.push(i);
  }
  at.sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (const i of at) {
    const from = Math.max(0, i - KEY_REACH);
    const to = Math.min(text.length, i + VALUE_REACH);
    const last = out.at(-1);
    if (last !== undefined && from <= last[1]) last[1] = to;
    else out.push([from, to]);
  }
  return out;
}

function detectKeyedTokens({ doc, findings }: Reading): void {
  // The normalised text is in lower case: most texts hold none of the words, and say so here.
  if (!KEYWORDS.some((word) => doc.text.includes(word))) return;
  const text = doc.original;
  for (const [start, stop] of windows(text)) {
    for (const m of text.slice(start, stop).matchAll(KEYED)) {
      // A key that opens the window opens a word only where the text has no letter before it.
      if (m.index === 0 && start > 0 && /[A-Za-z0-9]/.test(text[start - 1]!)) continue;
      report(doc, findings, start + m.index + m[0].length - m[1]!.length, m[1]!);
    }
  }
}

/** A value found at `from` of the original text, if it looks like a key. */
function report(doc: Reading['doc'], findings: Reading['findings'], from: number, found: string): void {
  const value = found.replace(/[.]+$/, '');
  if (!looksRandom(value)) return;
  const { start, end } = spanOfOriginal(doc, from, from + value.length);
  // A key of a known format is better named by it, found already.
  if (findings.covers('credentials', start, end)) return;
  const placeholder = PLACEHOLDER.test(value);
  findings.add({ category: 'credentials', label: 'api_key', severity: placeholder ? 'low' : 'high', confidence: placeholder ? 0.55 : 0.9, start, end, shown: maskSecret(value) });
}

export const keyedTokens: Detector = {
  name: 'credentials/keyed-tokens',
  categories: ['credentials'],
  detect: detectKeyedTokens,
};
