// Leaked secrets in the original text, recognised by the formats their issuers document.
import type { Severity } from '../../../api/index.ts';
import { maskPem, maskSecret, maskUrlPassword } from '../mask.ts';
import type { Detector } from '../detector.ts';
import type { Reading } from '../reading.ts';

interface Format {
  readonly label: string;
  readonly pattern: RegExp;
  readonly severity: Severity;
  readonly confidence: number;
  /** Which capture group holds the secret (0: the whole match). */
  readonly group?: number;
  readonly mask?: (value: string) => string;
  readonly check?: (value: string) => boolean;
  /**
   * Text every match contains, when the pattern does not start with it (see leadingLiteral): one
   * of these strings, looked for in lower case when the pattern ignores case.
   */
  readonly needle?: string | readonly string[];
}

const B = '(?<![A-Za-z0-9_\\-+/])';
const E = '(?![A-Za-z0-9_\\-])';
const re = (source: string, flags = 'g') => new RegExp(source, flags);

/**
 * The literal text every match of `pattern` starts with ('' when it starts with a class or a group),
 * so a format whose prefix (`AIza`, `ghp_`, `eyJ`) is absent from the text costs one `includes`.
 */
function leadingLiteral(pattern: RegExp): string {
  if (pattern.flags.includes('i')) return '';
  const source = pattern.source.startsWith(B) ? pattern.source.slice(B.length) : pattern.source;
  let out = '';
  for (let i = 0; i < source.length; i++) {
    let c = source[i]!;
    if (c === '\\') {
      const next = source[i + 1] ?? '';
      if (!/^[./-]$/.test(next)) break;
      c = next;
      i++;
    } else if ('[](){}?*+|^$.'.includes(c)) {
      // A quantifier makes the character before it optional.
      if (c === '?' || c === '*' || c === '{') out = out.slice(0, -1);
      break;
    }
    out += c;
  }
  return out;
}

function jwtValid(token: string): boolean {
  const [header] = token.split('.');
  try {
    const parsed: unknown = JSON.parse(Buffer.from(header ?? '', 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && 'alg' in parsed;
  } catch {
    return false;
  }
}

/** Key material is capped so a hostile text cannot make one match scan without end. */
const PEM_BODY_MAX = 8192;

/**
 * Values printed in documentation (`AKIAIOSFODNN7EXAMPLE`, `ghp_PersonalAccessToken01245678900000000`,
 * `postgres://someuser:somepassword@somehost`): flagged low, not high. A private key's material runs
 * to `AAAAAAAA` for its zero bytes, so there only the words tell an example.
 */
const EXAMPLE_WORDS = /example|dummy|placeholder|(?:some|your|my)_?(?:password|passwd|secret|token)/i;
const REPEATED = /([0-9A-Za-z])\1{7}/;
const isExample = (label: string, value: string): boolean => EXAMPLE_WORDS.test(value) || (label !== 'private_key' && REPEATED.test(value));

const FORMATS: readonly Format[] = [
  { label: 'private_key', severity: 'high', confidence: 0.99, mask: maskPem,
    pattern: re(`-----BEGIN ((?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?)-----(?:[A-Za-z0-9+/=\\s:,.]|-(?!-)){0,${PEM_BODY_MAX}}?-----END \\1-----`) },
  // A block cut off before its end (a paste that stopped short, a message's length): its material leaks all the same.
  { label: 'private_key', severity: 'high', confidence: 0.9, mask: maskPem,
    pattern: re(`-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?-----\\s{0,4}[A-Za-z0-9+/=]{40}[A-Za-z0-9+/=\\s]{0,${PEM_BODY_MAX}}(?![A-Za-z0-9+/=\\s]|-----END)`) },
  // AWS issues base32 IDs ([A-Z2-7]); secret scanners accept any digit, and so do we: a key
  // mistyped or redacted by hand is still meant as one.
  { label: 'aws_access_key', severity: 'high', confidence: 0.97, needle: ['AKIA', 'ASIA', 'ABIA', 'ACCA', 'AIDA', 'AROA', 'ANPA', 'AGPA'], pattern: re(`${B}(?:AKIA|ASIA|ABIA|ACCA|AIDA|AROA|ANPA|AGPA)[A-Z0-9]{16}${E}`) },
  { label: 'aws_secret_key', severity: 'high', confidence: 0.9, group: 1, needle: 'secret',
    pattern: re(`aws_?secret_?(?:access_?)?key["']?\\s{0,4}[:=]\\s{0,4}["']?([A-Za-z0-9/+]{40})${E}`, 'gi') },
  { label: 'github_token', severity: 'high', confidence: 0.98, needle: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_'], pattern: re(`${B}gh[pousr]_[A-Za-z0-9]{36,251}${E}`) },
  { label: 'github_token', severity: 'high', confidence: 0.98, pattern: re(`${B}github_pat_[A-Za-z0-9_]{60,100}${E}`) },
  { label: 'gitlab_token', severity: 'high', confidence: 0.95, pattern: re(`${B}glpat-[A-Za-z0-9_-]{20,64}${E}`) },
  { label: 'slack_token', severity: 'high', confidence: 0.97, pattern: re(`${B}xox[abposre]-(?:\\d+-)?[A-Za-z0-9-]{10,250}${E}`) },
  { label: 'slack_token', severity: 'high', confidence: 0.95, pattern: re(`${B}xapp-\\d-[A-Z0-9]{8,20}-\\d{8,20}-[a-f0-9]{32,128}${E}`) },
  { label: 'slack_webhook', severity: 'high', confidence: 0.97, pattern: re(`https://hooks\\.slack\\.com/(?:services|workflows)/[A-Za-z0-9/_-]{20,200}`) },
  { label: 'stripe_key', severity: 'high', confidence: 0.97, needle: '_live_', pattern: re(`${B}(?:sk|rk)_live_[A-Za-z0-9]{20,247}${E}`) },
  { label: 'stripe_test_key', severity: 'low', confidence: 0.9, needle: '_test_', pattern: re(`${B}(?:sk|rk)_test_[A-Za-z0-9]{20,247}${E}`) },
  { label: 'google_api_key', severity: 'high', confidence: 0.95, pattern: re(`${B}AIza[A-Za-z0-9_-]{35}${E}`) },
  { label: 'openai_api_key', severity: 'high', confidence: 0.95, pattern: re(`${B}sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,200}T3BlbkFJ[A-Za-z0-9_-]{20,200}${E}`) },
  { label: 'openai_api_key', severity: 'high', confidence: 0.9, pattern: re(`${B}sk-proj-[A-Za-z0-9_-]{40,200}${E}`) },
  { label: 'anthropic_api_key', severity: 'high', confidence: 0.97, pattern: re(`${B}sk-ant-(?:api|admin|oat|sid)\\d{2}-[A-Za-z0-9_-]{32,160}${E}`) },
  { label: 'google_oauth_secret', severity: 'high', confidence: 0.95, pattern: re(`${B}GOCSPX-[A-Za-z0-9_-]{24,40}${E}`) },
  { label: 'pypi_token', severity: 'high', confidence: 0.95, pattern: re(`${B}pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{40,400}${E}`) },
  { label: 'npm_token', severity: 'high', confidence: 0.95, pattern: re(`${B}npm_[A-Za-z0-9]{36}${E}`) },
  { label: 'sendgrid_api_key', severity: 'high', confidence: 0.95, pattern: re(`${B}SG\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}${E}`) },
  { label: 'twilio_api_key', severity: 'high', confidence: 0.85, pattern: re(`${B}SK[0-9a-f]{32}${E}`) },
  { label: 'jwt', severity: 'high', confidence: 0.9, check: jwtValid,
    pattern: re(`${B}eyJ[A-Za-z0-9_-]{8,2000}\\.eyJ[A-Za-z0-9_-]{8,4000}\\.[A-Za-z0-9_-]{8,1000}${E}`) },
  { label: 'url_password', severity: 'high', confidence: 0.85, mask: maskUrlPassword, needle: '://',
    pattern: re(`[a-z][a-z0-9+.-]{1,20}://[^\\s:/@]{1,64}:[^\\s@/]{3,128}@[A-Za-z0-9.-]{1,253}`) },
];

const NEEDLES: readonly (readonly string[])[] = FORMATS.map((f) => (typeof f.needle === 'string' ? [f.needle] : f.needle ?? [leadingLiteral(f.pattern)]));
/** Any needle, in any case: most texts hold none, and one pass over them says so for every format. */
const ANY_NEEDLE = new RegExp(NEEDLES.flat().map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'i');

/** Characters that render as nothing: pasted inside a token, they hide it from a plain match. */
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/;

/** The text without invisible characters, and for each of its offsets the offset in the original. */
function visible(original: string): { text: string; at: (i: number) => number } {
  if (!INVISIBLE.test(original)) return { text: original, at: (i) => i };
  const offsets: number[] = [];
  let text = '';
  for (let i = 0; i < original.length; i++) {
    const c = original[i]!;
    if (INVISIBLE.test(c)) continue;
    text += c;
    offsets.push(i);
  }
  offsets.push(original.length);
  return { text, at: (i) => offsets[i] ?? original.length };
}

function detectCredentials({ doc, findings }: Reading): void {
  const { text, at } = visible(doc.original);
  if (!ANY_NEEDLE.test(text)) return;
  let lower: string | undefined;
  for (let k = 0; k < FORMATS.length; k++) {
    const f = FORMATS[k]!;
    const needles = NEEDLES[k]!;
    if (needles[0] !== '') {
      const haystack = f.pattern.ignoreCase ? (lower ??= text.toLowerCase()) : text;
      if (!needles.some((n) => haystack.includes(n))) continue;
    }
    for (const m of text.matchAll(f.pattern)) {
      const group = f.group ?? 0;
      const value = m[group];
      if (value === undefined) continue;
      const index = group === 0 ? m.index : m.index + m[0].lastIndexOf(value);
      if (f.check && !f.check(value)) continue;
      if (f.label === 'url_password' && /:(?:\*+|<[^>]*>|\$\{[^}]*\}|password|pass|secret|changeme|xxx+)@/i.test(value)) continue;
      const example = isExample(f.label, value);
      findings.add({
        category: 'credentials',
        label: f.label,
        severity: example ? 'low' : f.severity,
        confidence: example ? 0.6 : f.confidence,
        start: doc.codePointOf[at(index)] ?? 0,
        end: doc.codePointOf[at(index + value.length - 1) + 1] ?? 0,
        shown: (f.mask ?? maskSecret)(value),
      });
    }
  }
}

export const secrets: Detector = {
  name: 'credentials/secrets',
  categories: ['credentials'],
  detect: detectCredentials,
};
