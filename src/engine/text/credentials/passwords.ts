// Passwords written out in the original text: after a password key in a config, env file, JSON or
// command line (`DB_PASSWORD=...`, `"password": "..."`, `--password ...`), or in a sentence that
// discloses one (`my password is ...`). No vendor format says what a password looks like, so the
// value itself decides: placeholders, references and code give nothing, documented defaults are low.
import type { Severity } from '../../../api/index.ts';
import type { Detector } from '../detector.ts';
import { spanOfOriginal } from '../normalize.ts';
import type { Reading } from '../reading.ts';
import WORDS from './passwords.json' with { type: 'json' };

/** Every key the rule reads holds one of these; a text without any costs one failed scan. */
const KEYWORD = /pass(?:word|wd|phrase)?|pwd|pw/gi;
/** Commands whose `-p` always takes the password: `sshpass -p ...`, `mysql -u root -p...`. */
const SURE_COMMAND = /mysql|mariadb|sshpass/i;
// The command and its `-p` on one line, at most 200 characters apart, so a match costs a bounded scan.
const SURE_FLAG = /\b(?:sshpass[ \t]+-p[ \t]*|(?:mysql(?:dump|admin|import|check|show)?|mariadb(?:-dump)?)\b[^\n]{0,200}?[ \t]-p(?=[^\s-]))/g;

/**
 * `:`, `=`, `:=`, `=>` after the key (and the closing quote of a JSON key, or the end of a bold
 * `**Password:**`); never `==`, `!=`, `::`.
 */
const ASSIGN = /["']?([ \t]{0,8})(:=|=>|=(?![=~>])|:(?![:=]))(?:\*{1,2}|_{1,2})?([ \t]{0,8})/y;
/** `--password value`: a flag takes its value after a space. */
const FLAG_SPACE = /[ \t]{1,8}/y;
/** `my password is ...`, `the password for the wifi is: ...`. */
const IS = /[ \t]+(?:(?:for|to|of|on|at)[ \t]+(?:(?:the|my|our|your|this|that|his|her|their)[ \t]+)?[\w.@-]{1,40}[ \t]+)?(?:is|was)(?:[ \t]+(?:now|still|just|actually|literally|simply))?[ \t]*[:=-]?[ \t]+/iy;
/** `changed my password to ...`: read only after a verb that sets one (see SETS). */
const TO = /[ \t]+(?:to|as)[ \t]+/iy;
const SETS = /\b(?:set|changed?|reset|updated?)[ \t]+(?:[A-Za-z'-]{1,20}[ \t]+){0,3}$/i;
/** `Meeting ID: ... Password: ...`: a meeting's code goes to everyone invited, on purpose. */
const MEETING = /meeting|webex|zoom\.us/i;
/** `<password>...</password>`. */
const XML = />([^<\n]{1,128})<\//y;

const QUOTED = /"([^"\n]{1,128})"|'([^'\n]{1,128})'|`([^`\n]{1,128})`/y;
/** An unquoted value ends at a space, a quote, `;` or `,`, and at `&` only where a query string goes on. */
const BARE = /(?:[^\s;,"'`&]|&(?![A-Za-z_]\w*=)){1,128}/y;
/** After a sentence's value: its end, or a word that starts another clause. */
const CLAUSE_END = /[ \t]*(?:$|[\r\n.,;:!?)\]}"'*_-]|(?:and|but|so|or|lol|lmao|haha|btw|pls|please|thanks|thx|ok|okay|now|if|dont|don't|do|just|you|i)\b)/iy;
/** After a config value: the end of its line or of its item. */
const LINE_END = /[ \t]*(?:$|[\r\n,;}\]])/y;

/**
 * Where the value stands, which decides whether a plain word can be a password: after `=` with
 * nothing between (an env file, a query string), after `:` under a config key (`db_password`), after
 * any other assignment, after a command-line flag, or in a sentence. Code and prose use the last
 * three, so only a quoted word counts there.
 */
type Form = 'attached' | 'assigned' | 'config' | 'flag' | 'sentence';

interface Value {
  readonly start: number;
  readonly end: number;
  readonly quoted: boolean;
  readonly form: Form;
}

interface Verdict {
  readonly severity: Severity;
  readonly confidence: number;
}

/** Letters with a digit or a symbol: what a chosen password looks like, rarely a word of prose. */
const CHOSEN: Verdict = { severity: 'high', confidence: 0.85 };
/** A word or a number that a config or a quote makes a value, but that could be a stand-in. */
const PLAIN: Verdict = { severity: 'medium', confidence: 0.75 };
/** Defaults and documentation values (`admin`, `Passw0rd!`, `...EXAMPLE`): shown to the reviewer, blocking no one. */
const DOCUMENTED: Verdict = { severity: 'low', confidence: 0.6 };

/** Stand-ins for a value, type names, states a form reports, hashing schemes: never a password. */
const STAND_INS: ReadonlySet<string> = new Set(WORDS.standIns);
/** Values that work out of the box or fill examples: a real risk where they are live, noise in docs. */
const DEFAULTS: ReadonlySet<string> = new Set(WORDS.defaults);
/** Words that mark a value as a documentation or test one: `ExamplePass1`, `mysecretpassword`, `P@ssw0rd!`, `testpass123`. */
const DOCUMENTATION = /example|sample|dummy|fake|mock|test|secret|p[a@4]ssw[o0]rd|changeme|^(?:admin|root|user|guest|demo|pass|qwerty|welcome|letmein)[0-9]{0,4}[!.]?$/i;
/** Hand-made redactions: `********`, `xxxx`, `••••`, `hunter***`. */
const REDACTED = /^[*•●·#?xX._-]+$|\*\*\*|•••|xxx/i;
/** `$VAR`, `<value>`, `{{ x }}`, `[hidden]`, `(none)`, `:param`, `?`, `%s`, `/path`, `~/path`, `^PASS^`. */
const REFERENCE = /^(?:[$<{[(:?%/~^\\]|\.\.?\/|@\w+$|[!*&][A-Za-z_]+$)|\$\{|\{\{|<%|#\{|:\/\//;
/** `env:PW`, `file:/run/secret`: a tool reading the password from elsewhere. */
const SOURCE = /^[a-z]{2,8}:/;
/** `getenv(`, `os.environ[`, `Hash::make(`, `config.db.password`: code that yields the value. */
const CALL = /^[A-Za-z_][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*)*[([<]/;
/** `n.password = n.search = ""`: the value is the next assignment of a chain. */
const CHAIN = /^[A-Za-z_$][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*)*=/;
const MEMBER = /^[A-Za-z_][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*)+$/;
const NAME = /^[A-Za-z_]\w*$/;
/** `DB_PASS`, `userPw`, `PASSWORD`: how a variable or a metavariable is named, not how a password looks. */
const NAMED = /_|^[A-Z]+$|^[a-z]+[A-Z][A-Za-z]*$/;
/** `required|min:8`, `string | null`: a rule list or a union type. */
const UNION = /^[A-Za-z]+(?::[^|]*)?\|/;
const EMAIL = /^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/;
/** `case-sensitive`, `2FA-protected`, `salted+hashed`, `upper/lower`: words joined, not a password. */
const COMPOUND = /^[A-Za-z0-9]+(?:[-+/&][A-Za-z]{2,})+$/;
const HAS_LETTER = /[A-Za-z]/;
const HAS_DIGIT = /[0-9]/;
const HAS_SYMBOL = /[^A-Za-z0-9]/;
const WORD = /^[A-Za-z]+$/;
const DIGITS = /^[0-9]+$/;

const isWordChar = (c: string | undefined): boolean => c !== undefined && /[A-Za-z0-9]/.test(c);
const isKeyChar = (c: string | undefined): boolean => c !== undefined && /[A-Za-z0-9_.-]/.test(c);
const isLower = (c: string | undefined): boolean => c !== undefined && /[a-z0-9]/.test(c);

interface Key {
  /** Leading dashes: a command-line flag. */
  readonly flag: boolean;
  /** More than the bare word (`db_password`, `spring.datasource.password`, `adminPassword`). */
  readonly compound: boolean;
}

/**
 * The key that ends with the keyword at [at, end), or undefined when the keyword is part of another
 * word (`bypass`, `passport`, `password_hash`, `--password-file`) or of a reference (`$PASSWORD`).
 */
function keyAt(text: string, at: number, end: number): Key | undefined {
  const next = text[end];
  if (isWordChar(next) || next === '_' || ((next === '-' || next === '.') && isWordChar(text[end + 1]))) return undefined;
  const before = text[at - 1];
  // Only the full words may be glued to a prefix (`mypassword`); a short one needs camelCase (`dbPwd`).
  if (isWordChar(before) && end - at < 6 && !(text[at] === 'P' && isLower(before))) return undefined;
  let start = at;
  while (start > 0 && at - start < 64 && isKeyChar(text[start - 1])) start--;
  const lead = text[start - 1];
  // `$PASSWORD`, `${PASSWORD}`, `%PASSWORD%` read a value; `/etc/passwd` is a file.
  if (lead === '$' || lead === '{' || lead === '%' || lead === '/' || lead === '\\') return undefined;
  // `?pwd=` in a meeting link lets the invited in; it is shared on purpose.
  if ((lead === '?' || lead === '&') && end - at === 'pwd'.length) return undefined;
  let dashes = 0;
  while (dashes < 2 && text[start + dashes] === '-') dashes++;
  return { flag: dashes > 0, compound: start + dashes < at };
}

function sticky(re: RegExp, text: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(text);
}

/** The value that starts at `at`, quoted or not, with trailing sentence punctuation left out. */
function valueAt(text: string, at: number, form: Form): Value | undefined {
  const q = sticky(QUOTED, text, at);
  if (q) {
    const inner = q[1] ?? q[2] ?? q[3] ?? '';
    return { start: at + 1, end: at + 1 + inner.length, quoted: true, form };
  }
  const b = sticky(BARE, text, at);
  if (!b) return undefined;
  let end = at + b[0].length;
  while (end > at && /[.:)\]}>]/.test(text[end - 1]!) && !opens(text, at, end - 1)) end--;
  return end > at ? { start: at, end, quoted: false, form } : undefined;
}

const OPENERS: Readonly<Record<string, string>> = { ')': '(', ']': '[', '}': '{', '>': '<' };

/** True when the closer at `i` closes a bracket opened in [from, i): `Pa(ss)` keeps its `)`. */
function opens(text: string, from: number, i: number): boolean {
  const opener = OPENERS[text[i]!];
  for (let k = i - 1; opener !== undefined && k >= from; k--) if (text[k] === opener) return true;
  return false;
}

/** The value a key at [at, end) is given, if it is given one. */
function givenAt(text: string, at: number, end: number, key: Key): Value | undefined {
  if (text[at - 1] === '<') {
    const x = sticky(XML, text, end);
    return x ? { start: end + 1, end: end + 1 + x[1]!.length, quoted: true, form: 'config' } : undefined;
  }
  const a = sticky(ASSIGN, text, end);
  const bus = end - at === 'pass'.length && !key.compound && !key.flag;
  if (a) {
    // A bare `pass` is read only where a tool spells it so (`-pass pass:...`), not `boarding pass: ...`.
    if (bus && (a[1] !== '' || a[3] !== '')) return undefined;
    const attached = a[1] === '' && a[3] === '' && a[2] === '=';
    const form: Form = attached ? 'attached' : key.compound && a[2] === ':' ? 'config' : 'assigned';
    return valueAt(text, end + a[0].length, form);
  }
  if (key.flag) return sticky(FLAG_SPACE, text, end) ? valueAt(text, FLAG_SPACE.lastIndex, 'flag') : undefined;
  if (bus) return undefined;
  if (sticky(IS, text, end)) return valueAt(text, IS.lastIndex, 'sentence');
  if (sticky(TO, text, end) && SETS.test(text.slice(Math.max(0, at - 60), at))) return valueAt(text, TO.lastIndex, 'sentence');
  return undefined;
}

/** True when what follows the value fits its form: a sentence's value ends its clause, a config word its line. */
function endsWell(text: string, v: Value, value: string, plainWord: boolean): boolean {
  if (v.quoted) return true;
  // `login(password=token)`, `connect(password=pw2, ...)`: a name handed on in code.
  if (NAME.test(value) && (text[v.end] === ')' || (text[v.end] === ',' && v.form === 'attached'))) return false;
  if (v.form === 'sentence') return sticky(CLAUSE_END, text, v.end) !== null;
  if (v.form === 'config' && plainWord) return sticky(LINE_END, text, v.end) !== null;
  return true;
}

/** False for what stands in for a password or computes one rather than being one. */
function isLiteral(value: string, quoted: boolean): boolean {
  const lower = value.toLowerCase();
  if (STAND_INS.has(lower) || REDACTED.test(value) || REFERENCE.test(value) || UNION.test(value) || EMAIL.test(value)) return false;
  if (/^\s|\s$|\s\S/.test(value) || /^(.)\1*$/.test(value)) return false;
  // `--password --insecure`: the next option, not a value; `your_password`: an instruction.
  if (/^-|^your|^enter|^insert|^replace/i.test(value)) return false;
  return quoted || !(SOURCE.test(value) || CALL.test(value) || CHAIN.test(value) || MEMBER.test(value) || (NAME.test(value) && NAMED.test(value)));
}

/** What a value found in form `v` amounts to, or undefined when it is not a password. */
function judge(text: string, v: Value): Verdict | undefined {
  const value = text.slice(v.start, v.end);
  if (value.length < 4 || !isLiteral(value, v.quoted)) return undefined;
  const core = value.replace(/[!?]+$/, '');
  const lower = value.toLowerCase();
  const word = WORD.test(core) || COMPOUND.test(core);
  const digits = DIGITS.test(core);
  if (!endsWell(text, v, value, word)) return undefined;
  const documented = DEFAULTS.has(lower) || DOCUMENTATION.test(value);
  if (HAS_LETTER.test(core) && (HAS_DIGIT.test(core) || HAS_SYMBOL.test(core)) && !word && core.length >= 6) return documented ? DOCUMENTED : CHOSEN;
  if (!(word || digits) || !(v.quoted || v.form === 'attached' || v.form === 'config')) return undefined;
  if (documented) return DOCUMENTED;
  return core.length >= 6 ? PLAIN : undefined;
}

function report({ doc, findings }: Reading, v: Value, verdict: Verdict): void {
  const { start, end } = spanOfOriginal(doc, v.start, v.end);
  // A token in a password field is better named by its format, found already.
  if (findings.covers('credentials', start, end)) return;
  findings.add({ category: 'credentials', label: 'password', ...verdict, start, end, shown: '****' });
}

function detectPasswords(reading: Reading): void {
  const text = reading.doc.original;
  KEYWORD.lastIndex = 0;
  for (let m = KEYWORD.exec(text); m; m = KEYWORD.exec(text)) {
    const end = m.index + m[0].length;
    const key = keyAt(text, m.index, end);
    const v = key && givenAt(text, m.index, end, key);
    const verdict = v && judge(text, v);
    if (!v || !verdict || MEETING.test(text.slice(Math.max(0, m.index - 80), m.index))) continue;
    report(reading, v, verdict);
    KEYWORD.lastIndex = Math.max(KEYWORD.lastIndex, v.end);
  }
  if (!SURE_COMMAND.test(text)) return;
  for (const m of text.matchAll(SURE_FLAG)) {
    const v = valueAt(text, m.index + m[0].length, 'flag');
    const verdict = v && judge(text, v);
    if (v && verdict) report(reading, v, verdict);
  }
}

export const passwords: Detector = {
  name: 'credentials/passwords',
  categories: ['credentials'],
  detect: detectPasswords,
};
