// Keys and tokens of services no format in secrets.ts names, found by the key they are given under
// (`MAILGUN_API_KEY=...`, `"client_secret": "..."`, `Authorization: Bearer ...`, `my api key is ...`)
// and by how random the value looks: a name, a word or a reference under such a key gives nothing.
import type { Detector } from '../detector.ts';
import { maskSecret } from '../mask.ts';
import { spanOfOriginal } from '../normalize.ts';
import type { Reading } from '../reading.ts';

/** Every key the rule reads holds one of these; a text without any costs one failed test. */
const KEYWORD = /key|token|secret|bearer/i;

/**
 * A key, its assignment (`=`, `:`, `:=`, `=>`, `is`; a bearer token after a space) and the value: at
 * most 256 characters of the alphabets keys are written in, or of anything but a space in quotes.
 * The key's own prefix (`MAILGUN_`, `x-`) may run before it.
 */
const KEYED = new RegExp(
  [
    '(?<![A-Za-z0-9])(?:[A-Za-z0-9]{1,32}[_.-]){0,4}',
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

function detectKeyedTokens({ doc, findings }: Reading): void {
  const text = doc.original;
  if (!KEYWORD.test(text)) return;
  for (const m of text.matchAll(KEYED)) {
    const value = m[1]!.replace(/[.]+$/, '');
    if (!looksRandom(value)) continue;
    const from = m.index + m[0].length - m[1]!.length;
    const { start, end } = spanOfOriginal(doc, from, from + value.length);
    // A key of a known format is better named by it, found already.
    if (findings.covers('credentials', start, end)) continue;
    const placeholder = PLACEHOLDER.test(value);
    findings.add({ category: 'credentials', label: 'api_key', severity: placeholder ? 'low' : 'high', confidence: placeholder ? 0.55 : 0.9, start, end, shown: maskSecret(value) });
  }
}

export const keyedTokens: Detector = {
  name: 'credentials/keyed-tokens',
  categories: ['credentials'],
  detect: detectKeyedTokens,
};
