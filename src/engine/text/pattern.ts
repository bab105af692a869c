// Builds the word-bounded regular expressions the rules run over normalised text. Words in the
// normalised text are separated by single spaces, so a space or an end is the only word boundary.
import type { WordLists } from './detector.ts';
import { Prefilter, type Candidates } from './prefilter.ts';

const escape = (w: string): string => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A non-capturing alternation of literal words or phrases, longest first. */
export function alt(words: readonly string[]): string {
  return `(?:${[...new Set(words)].sort((a, b) => b.length - a.length).map(escape).join('|')})`;
}

/** Up to `n` more words inside the same clause (punctuation tokens stop the gap). */
export const gap = (n: number): string => `(?: [\\p{L}\\p{N}']+){0,${n}}`;

/** What every word pattern needs in a text: the patterns themselves, read from their sources. */
const WORD_PATTERNS = new Prefilter();

/** A global, Unicode regular expression whose match starts and ends on word boundaries. */
export function words(source: string): RegExp {
  const re = new RegExp(`(?<![^ ])${source}(?![^ ])`, 'gu');
  WORD_PATTERNS.add(re);
  return re;
}

/**
 * The words a set of patterns spells out (`(?:i|we) will (?:kill|hurt) you`: i, we, will, kill, hurt,
 * you), as a word list: a rule written as patterns declares them like any other list it reads, so
 * the normaliser learns them too. Escapes, classes and quantifiers spell nothing; words under three
 * letters are left out, since a function word such as `as` would make a stretched `asss` read as it.
 */
export function patternWords(...patterns: readonly RegExp[]): WordLists & { readonly patterns: readonly string[] } {
  const out = new Set<string>();
  for (const re of patterns) {
    const literal = re.source
      .replace(/\\[pP]\{[^}]*\}/g, ' ')
      .replace(/\\./g, ' ')
      .replace(/\[[^\]]*\]/g, ' ')
      .replace(/\{\d+(?:,\d*)?\}/g, ' ')
      .replace(/\(\?(?:<?[=!]|:)/g, ' ');
    for (const w of literal.split(/[^\p{L}\p{N}']+/u)) if (w.length >= 3 && /\p{L}/u.test(w)) out.add(w);
  }
  return { patterns: [...out] };
}

/** Which word patterns may match normalised `text`: one pass for all of them, kept by the caller for that text. */
export function wordPatternsIn(text: string): Candidates {
  return WORD_PATTERNS.read(text);
}

export const NO_MATCHES: readonly RegExpExecArray[] = [];

/**
 * Every non-empty match of a global regular expression, in order; none when `candidates` (what was
 * read of `text`) rules it out. Collected in an array rather than yielded: most calls find nothing,
 * and then cost no generator.
 */
export function scan(re: RegExp, text: string, candidates: Candidates): readonly RegExpExecArray[] {
  if (!candidates.mayMatch(re)) return NO_MATCHES;
  return collectMatches(re, text, 0, undefined) ?? NO_MATCHES;
}

/**
 * Every non-empty match of global `re` in `text`, its index moved on by `offset` (where `text` starts
 * in the text read), appended to `out`; an array is made only for a match.
 */
export function collectMatches(re: RegExp, text: string, offset: number, out: RegExpExecArray[] | undefined): RegExpExecArray[] | undefined {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    m.index += offset;
    (out ??= []).push(m);
  }
  return out;
}
