// Reads the words around a match in normalised text: negation, reporting or quotation, and
// counter-speech, which turn an apparent threat or slur into something else.
import { ALLOWED_PHRASES, COUNTER, NEGATIONS, REPORTING } from './lexicon.ts';

const NEGATION_SET = new Set(NEGATIONS);
const REPORTING_SET = new Set(REPORTING);
const CLAUSE_END = new Set(['.', '!', '?', ';', ',', ':', '"']);
const SENTENCE_END = new Set(['.', '!', '?']);
/** How far back quotation marks are counted; bounds the work per match. */
const QUOTE_WINDOW = 400;

const tokensBetween = (text: string, from: number, to: number): string[] =>
  text.slice(from, to).split(' ').filter((t) => t.length > 0);

/** Index in `text` where the clause (or sentence) holding `at` starts. */
function boundaryBefore(text: string, at: number, ends: Set<string>): number {
  for (let i = at - 1; i >= 0; i--) {
    const c = text[i]!;
    if (ends.has(c) && (i === 0 || text[i - 1] === ' ') && (i + 1 === text.length || text[i + 1] === ' ')) return i + 1;
  }
  return 0;
}

function boundaryAfter(text: string, at: number, ends: Set<string>): number {
  for (let i = at; i < text.length; i++) {
    const c = text[i]!;
    if (ends.has(c) && text[i - 1] === ' ' && (i + 1 === text.length || text[i + 1] === ' ')) return i;
  }
  return text.length;
}

/** True when one of the `lookback` words before `at` in its clause, or `inside`, negates it. */
export function isNegated(text: string, at: number, lookback = 4, inside: readonly string[] = []): boolean {
  const before = tokensBetween(text, boundaryBefore(text, at, CLAUSE_END), at).slice(-lookback);
  return [...before, ...inside].some((t) => NEGATION_SET.has(t) || t.endsWith("n't"));
}

/** True when the match is quoted or reported ("he said 'I'll kill you'", "someone called me X"). */
export function isReported(text: string, at: number, end: number): boolean {
  const windowStart = Math.max(0, at - QUOTE_WINDOW);
  let quotes = 0;
  for (let i = windowStart; i < at; i++) if (text[i] === '"') quotes++;
  if (quotes % 2 === 1) return true;
  const sentenceStart = boundaryBefore(text, at, SENTENCE_END);
  const sentenceEnd = boundaryAfter(text, end, SENTENCE_END);
  const around = [...tokensBetween(text, sentenceStart, at), ...tokensBetween(text, end, sentenceEnd).slice(0, 4)];
  return around.some((t) => REPORTING_SET.has(t));
}

const COUNTER_PATTERNS = COUNTER.map((c) => ` ${c} `);

/** True when the sentence around the match argues against what it contains. */
export function isCounterSpeech(text: string, at: number, end: number): boolean {
  const sentence = ` ${text.slice(boundaryBefore(text, at, SENTENCE_END), boundaryAfter(text, end, SENTENCE_END))} `;
  return COUNTER_PATTERNS.some((c) => sentence.includes(c));
}

/** The text of the sentence holding [at, end), for rules that need to look around. */
export function sentenceAround(text: string, at: number, end: number): string {
  return text.slice(boundaryBefore(text, at, SENTENCE_END), boundaryAfter(text, end, SENTENCE_END));
}

/** True when [at, end) lies inside a name or idiom that only looks offensive (`Dick Van Dyke`). */
export function isAllowedPhrase(text: string, at: number, end: number): boolean {
  const from = Math.max(0, at - 24);
  const window = text.slice(from, Math.min(text.length, end + 24));
  return ALLOWED_PHRASES.some((p) => {
    for (let i = window.indexOf(p); i !== -1; i = window.indexOf(p, i + 1)) {
      if (from + i <= at && from + i + p.length >= end) return true;
    }
    return false;
  });
}
