// Reads the words around a match in normalised text: negation, reporting or quotation, and
// counter-speech, which turn an apparent threat or slur into something else.
import CONTEXT_WORDS from './en/context.json' with { type: 'json' };
import { alt } from './pattern.ts';

const NEGATION_SET = new Set(CONTEXT_WORDS.negations);
const REPORTING_SET = new Set(CONTEXT_WORDS.reporting);
const REPORTING_RE = new RegExp(`(?<![^ ])${alt(CONTEXT_WORDS.reporting)}(?![^ ])`, 'u');
const CLAUSE_END = new Set(['.', '!', '?', ';', ',', ':', '"']);
const SENTENCE_END = new Set(['.', '!', '?']);
/** How far back quotation marks are counted; bounds the work per match. */
const QUOTE_WINDOW = 400;
/** How far a clause or sentence is read either side of a match: keeps every look-around bounded, so a
 * text without punctuation costs the same per match as a short one. */
const SENTENCE_WINDOW = 200;

/** Up to `n` words before `at` (nearest first), stopping at a clause boundary: no slicing of whole sentences. */
function wordsBefore(text: string, at: number, n: number): string[] {
  const out: string[] = [];
  let end = at - 1;
  while (out.length < n && end > 0) {
    const start = text.lastIndexOf(' ', end - 1) + 1;
    const word = text.slice(start, end);
    if (word.length === 1 && CLAUSE_END.has(word)) break;
    if (word) out.push(word);
    end = start - 1;
  }
  return out;
}

/** Up to `n` words after `end`, stopping at a sentence boundary. */
function wordsAfter(text: string, end: number, n: number): string[] {
  const out: string[] = [];
  let from = end + 1;
  while (out.length < n && from < text.length) {
    let to = text.indexOf(' ', from);
    if (to === -1) to = text.length;
    const word = text.slice(from, to);
    if (word.length === 1 && SENTENCE_END.has(word)) break;
    if (word) out.push(word);
    from = to + 1;
  }
  return out;
}

/** Index in `text` where the clause (or sentence) holding `at` starts. */
function boundaryBefore(text: string, at: number, ends: Set<string>): number {
  const stop = Math.max(0, at - SENTENCE_WINDOW);
  // Punctuation is always its own token in normalised text, so only characters after a space are looked at.
  for (let i = text.lastIndexOf(' ', at - 1); i >= stop && i !== -1; i = text.lastIndexOf(' ', i - 1)) {
    if (i + 2 <= text.length && (i + 2 === text.length || text.charCodeAt(i + 2) === 32) && ends.has(text[i + 1]!)) return i + 2;
  }
  if (stop === 0 && at > 0 && (at === 1 || text.charCodeAt(1) === 32) && ends.has(text[0]!)) return 1;
  return stop === 0 ? 0 : text.indexOf(' ', stop) + 1;
}

function boundaryAfter(text: string, at: number, ends: Set<string>): number {
  const stop = Math.min(text.length, at + SENTENCE_WINDOW);
  for (let i = text.indexOf(' ', at); i !== -1 && i + 1 < stop; i = text.indexOf(' ', i + 1)) {
    if ((i + 2 === text.length || text.charCodeAt(i + 2) === 32) && ends.has(text[i + 1]!)) return i + 1;
  }
  if (stop === text.length) return text.length;
  const space = text.lastIndexOf(' ', stop);
  return space > at ? space : stop;
}

/** True when one of the `lookback` words before `at` in its clause, or `inside`, negates it. */
export function isNegated(text: string, at: number, lookback = 4, inside: readonly string[] = []): boolean {
  return [...wordsBefore(text, at, lookback), ...inside].some((t) => NEGATION_SET.has(t) || t.endsWith("n't"));
}

/** True when the match is quoted or reported ("he said 'I'll kill you'", "someone called me X"). */
export function isReported(text: string, at: number, end: number): boolean {
  const windowStart = Math.max(0, at - QUOTE_WINDOW);
  let quotes = 0;
  for (let i = windowStart; i < at; i++) if (text[i] === '"') quotes++;
  if (quotes % 2 === 1) return true;
  if (REPORTING_RE.test(text.slice(boundaryBefore(text, at, SENTENCE_END), at))) return true;
  return wordsAfter(text, end, 4).some((t) => REPORTING_SET.has(t));
}

const COUNTER_RE = new RegExp(`(?<![^ ])${alt(CONTEXT_WORDS.counter)}(?![^ ])`, 'u');

/** True when the sentence around the match argues against what it contains. */
export function isCounterSpeech(text: string, at: number, end: number): boolean {
  return COUNTER_RE.test(text.slice(boundaryBefore(text, at, SENTENCE_END), boundaryAfter(text, end, SENTENCE_END)));
}

/** The text of the sentence holding [at, end), for rules that need to look around. */
export function sentenceAround(text: string, at: number, end: number): string {
  return text.slice(boundaryBefore(text, at, SENTENCE_END), boundaryAfter(text, end, SENTENCE_END));
}

/** True when [at, end) lies inside a name or idiom that only looks offensive (`Dick Van Dyke`). */
export function isAllowedPhrase(text: string, at: number, end: number): boolean {
  const from = Math.max(0, at - 24);
  const window = text.slice(from, Math.min(text.length, end + 24));
  return CONTEXT_WORDS.allowedPhrases.some((p) => {
    for (let i = window.indexOf(p); i !== -1; i = window.indexOf(p, i + 1)) {
      if (from + i <= at && from + i + p.length >= end) return true;
    }
    return false;
  });
}
