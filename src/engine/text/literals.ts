// Reads a regular expression's source and lists literal text every match must contain, so a rule
// can be skipped on a text that holds none of it. Anything not understood adds no requirement:
// the result may be weaker than the pattern, never stronger.

/** Alternatives: every match contains at least one of these strings. */
export type Clause = readonly string[];

interface Info {
  /** Every string the node can match, when there are few enough to list; undefined otherwise. */
  readonly exact: readonly string[] | undefined;
  /** Clauses every match of the node satisfies (all of them). */
  readonly clauses: readonly Clause[];
}

/** Strings a run of literals may expand to before it is cut into separate clauses. */
const MAX_STRINGS = 512;
/** Characters kept of each required string: enough to be rare in text. */
const MAX_LITERAL = 32;
const ANY: Info = { exact: undefined, clauses: [] };
const EMPTY: Info = { exact: [''], clauses: [] };
/**
 * A word boundary (`(?<![^ ])`, `(?![^ ])`) asks for a space beside it without reading one: it is
 * held as this mark until what stands beside it is known, and becomes that same space when a space or
 * another boundary stands there (`(?:woman|girl)(?![^ ])` before the pattern's own closing boundary
 * asks for one space, not two), or a space of its own when nothing does.
 */
const BOUNDARY = '\uE000';
const WORD_BOUNDARIES = ['(?<![^ ])', '(?![^ ])'];
const CLASS_ESCAPES = new Set(['d', 'D', 'w', 'W', 's', 'S', 'p', 'P']);
const CONTROL_ESCAPES: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v', 0: '\0' };

const DIGITS = [...'0123456789'];
/** Characters a class may list and still be read as alternatives (`[A-Z]`); larger ones match "anything". */
const MAX_CLASS = 26;

/** The characters a class body (`A-Z0-9`, `\\[(<{`) matches, when it is short and plain; undefined otherwise. */
function classChars(body: string): string[] | undefined {
  if (body.startsWith('^') || /[\ud800-\udfff]/.test(body)) return undefined;
  const out = new Set<string>();
  for (let i = 0; i < body.length; i++) {
    let c = body[i]!;
    if (c === '\\') {
      const e = body[++i] ?? '';
      if (e === 'd') {
        for (const d of DIGITS) out.add(d);
        continue;
      }
      if (!/^[-[\]\\/.^$*+?(){}|]$/.test(e)) return undefined;
      c = e;
    } else if (body[i + 1] === '-' && i + 2 < body.length) {
      const to = body[i + 2]!;
      if (to === '\\') return undefined;
      for (let k = c.charCodeAt(0); k <= to.charCodeAt(0) && out.size <= MAX_CLASS; k++) out.add(String.fromCharCode(k));
      i += 2;
      continue;
    }
    out.add(c);
  }
  return out.size > 0 && out.size <= MAX_CLASS ? [...out] : undefined;
}

/** A clause is worth more when its shortest string is longer (rarer in text), then when it is smaller. */
function score(clause: Clause): number {
  return Math.min(...clause.map((s) => s.length)) * 10_000 - clause.length;
}

/**
 * `a` then `b`, a boundary beside a space or another boundary at the join read as that one space:
 * `...(?![^ ])(?! who)(?![^ ])` asks for one space, as `kill(?![^ ]) you` does.
 */
function joined(a: string, b: string): string {
  const end = a.at(-1);
  const start = b[0];
  const oneSpace = (end === BOUNDARY && (start === BOUNDARY || start === ' ')) || (end === ' ' && start === BOUNDARY);
  return oneSpace ? a.slice(0, -1) + (end === ' ' ? ' ' : start) + b.slice(1) : a + b;
}

function usable(strings: readonly string[]): boolean {
  return strings.length > 0 && !strings.includes('');
}

class Parser {
  readonly #source: string;
  #at = 0;

  constructor(source: string) {
    this.#source = source;
  }

  parse(): Info {
    const info = this.#alternation();
    // A stray `)` means the source is not what this reader expects: require nothing.
    return this.#at === this.#source.length ? info : ANY;
  }

  #alternation(): Info {
    const branches = [this.#sequence()];
    while (this.#source[this.#at] === '|') {
      this.#at++;
      branches.push(this.#sequence());
    }
    if (branches.length === 1) return branches[0]!;
    const exact = branches.every((b) => b.exact !== undefined) ? [...new Set(branches.flatMap((b) => b.exact!))] : undefined;
    if (exact !== undefined && exact.length <= MAX_STRINGS) return { exact, clauses: usable(exact) ? [exact] : [] };
    // One clause per branch, the best it has; their union holds for the alternation.
    const union: string[] = [];
    for (const b of branches) {
      const own = b.exact !== undefined && usable(b.exact) ? [b.exact, ...b.clauses] : b.clauses;
      if (own.length === 0) return ANY;
      union.push(...own.reduce((best, c) => (score(c) > score(best) ? c : best)));
    }
    return { exact: undefined, clauses: [[...new Set(union)]] };
  }

  #sequence(): Info {
    const clauses: Clause[] = [];
    let run: readonly string[] = [''];
    let whole = true;
    const flush = () => {
      if (usable(run)) clauses.push(run);
      run = [''];
    };
    while (this.#at < this.#source.length && this.#source[this.#at] !== '|' && this.#source[this.#at] !== ')') {
      const item = this.#quantified(this.#atom());
      if (item.exact === undefined) {
        flush();
        whole = false;
        clauses.push(...item.clauses);
        continue;
      }
      if (run.length * item.exact.length > MAX_STRINGS) {
        flush();
        whole = false;
      }
      const next = item.exact;
      run = run.flatMap((a) => next.map((b) => joined(a, b)));
    }
    if (whole) return { exact: [...new Set(run)], clauses: usable(run) ? [run] : [] };
    flush();
    return { exact: undefined, clauses };
  }

  #quantified(atom: Info): Info {
    const s = this.#source;
    let min: number;
    let max: number;
    const c = s[this.#at];
    if (c === '?') [min, max] = [0, 1];
    else if (c === '*') [min, max] = [0, Infinity];
    else if (c === '+') [min, max] = [1, Infinity];
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(s.slice(this.#at));
      if (!m) return atom;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      this.#at += m[0].length - 1;
    } else return atom;
    this.#at++;
    if (s[this.#at] === '?') this.#at++; // lazy: matches the same strings
    if (max === 0) return EMPTY;
    if (min === 0) return max === 1 && atom.exact !== undefined ? { exact: [...new Set(['', ...atom.exact])], clauses: [] } : ANY;
    if (min === 1 && max === 1) return atom;
    // Repeated at least once: whatever one repetition requires still holds.
    const own = atom.exact !== undefined && usable(atom.exact) ? [atom.exact] : atom.clauses;
    return { exact: undefined, clauses: own };
  }

  #atom(): Info {
    const s = this.#source;
    // The word boundaries of normalised text: a space, or an end of the text, which the index reads
    // with a space added at each end.
    for (const boundary of WORD_BOUNDARIES) {
      if (s.startsWith(boundary, this.#at)) {
        this.#at += boundary.length;
        return { exact: [BOUNDARY], clauses: [] };
      }
    }
    const c = s[this.#at]!;
    this.#at++;
    if (c === '(') {
      let lookaround = false;
      if (s[this.#at] === '?') {
        const kind = /^\?(?::|=|!|<=|<!|<[A-Za-z_]\w*>)/.exec(s.slice(this.#at));
        if (!kind) return this.#skipRest();
        lookaround = kind[0] === '?=' || kind[0] === '?!' || kind[0] === '?<=' || kind[0] === '?<!';
        this.#at += kind[0].length;
      }
      const inner = this.#alternation();
      if (s[this.#at] !== ')') return this.#skipRest();
      this.#at++;
      // Look-arounds consume nothing; what they require of the text is left unchecked.
      return lookaround ? EMPTY : inner;
    }
    if (c === '[') {
      const from = this.#at;
      if (s[this.#at] === '^') this.#at++;
      if (s[this.#at] === ']') this.#at++;
      while (this.#at < s.length && s[this.#at] !== ']') this.#at += s[this.#at] === '\\' ? 2 : 1;
      this.#at++;
      const chars = classChars(s.slice(from, this.#at - 1));
      return chars === undefined ? ANY : { exact: chars, clauses: [] };
    }
    if (c === '\\') {
      const e = s[this.#at] ?? '';
      this.#at++;
      if (e === 'b' || e === 'B') return EMPTY;
      if (e === 'd') return { exact: DIGITS, clauses: [] };
      if (CLASS_ESCAPES.has(e)) {
        if ((e === 'p' || e === 'P') && s[this.#at] === '{') this.#at = s.indexOf('}', this.#at) + 1;
        return ANY;
      }
      if (CONTROL_ESCAPES[e] !== undefined) return { exact: [CONTROL_ESCAPES[e]], clauses: [] };
      // Back-references, code-point and control escapes: not read, so nothing is required of them.
      if (/[1-9kuxc]/.test(e)) return ANY;
      return { exact: [e], clauses: [] };
    }
    if (c === '.') return ANY;
    if (c === '^' || c === '$') return EMPTY;
    return { exact: [c], clauses: [] };
  }

  /** Gives up on the rest of the source: consumed to the end, so `parse` requires nothing. */
  #skipRest(): Info {
    this.#at = this.#source.length + 1;
    return ANY;
  }
}

/**
 * Clauses of literal strings that every match of `re` contains, one string of each clause at least,
 * when the text is read with a space added at each end. Empty when nothing can be said (then the
 * pattern must always run). Patterns whose flags change what a literal matches (`i`, `v`) require nothing.
 */
export function requiredLiterals(re: RegExp): Clause[] {
  if (/[iv]/.test(re.flags)) return [];
  // A lone space is in every text read with its ends padded: such a clause says nothing. The start
  // of a required string is required too: strings are cut short, which keeps the index small.
  return new Parser(re.source)
    .parse()
    .clauses.map((c) => c.map((str) => str.replaceAll(BOUNDARY, ' ')))
    .filter((c) => !c.includes(' '))
    .map((c) => [...new Set(c.map((str) => str.slice(0, MAX_LITERAL)))]);
}
