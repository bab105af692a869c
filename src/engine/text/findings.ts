// Collects what the detectors find and turns it into findings: one per (category, label), with
// every span, the worst severity met, and thresholds applied per category.
import { ACTION_FOR_SEVERITY, SEVERITY_RANK } from '../../api/index.ts';
import type { CategoryName, ModerationResult, Severity, TextSpan } from '../../api/index.ts';
import { thresholdsFor } from '../categories.ts';
import { CodeLines } from './code-lines.ts';
import { QuotedLines } from './quoted-lines.ts';
import type { NormalizedText } from './normalize.ts';
import type { RuleCalibration } from './rule-calibration.ts';

/** One occurrence, with offsets in code points of the original text. */
export interface Candidate {
  readonly category: CategoryName;
  readonly label: string;
  readonly severity: Severity;
  readonly confidence: number;
  readonly start: number;
  readonly end: number;
  /** What the span shows; defaults to the original text of the span. Masked for pii and credentials. */
  readonly shown?: string;
  /** Set when the candidate is a reading of all the span's words together (the model's): one that holds inline code is dropped. */
  readonly readsEveryWord?: boolean;
}

/** Categories of harm, looked for in prose only: on a line of source code a candidate of theirs is dropped (see code-lines.ts). */
const PROSE_ONLY: ReadonlySet<CategoryName> = new Set(['harassment', 'hate', 'violence', 'self_harm', 'sexual', 'sexual_minors', 'profanity']);
/**
 * Labels of other categories looked for in prose only: links repeated in code are its tests and its
 * settings (`http://localhost`, `example.com`), and a dotted name there (`req.log.info`) is no link;
 * the model, which learned spam from posts, reads code as the strangest of them.
 */
const PROSE_ONLY_LABELS: ReadonlySet<string> = new Set(['link_farm', 'spam_language']);

/** Spans kept per finding: enough to point at every occurrence in a 10,000-character text. */
const MAX_SPANS = 100;
const LOWER: Readonly<Record<Severity, Severity | undefined>> = { high: 'medium', medium: 'low', low: undefined };

/** The severity a candidate keeps once its category's thresholds apply to its confidence; weak evidence drops a level. */
function thresholded(c: Candidate, confidence: number): Severity | undefined {
  const t = thresholdsFor(c.category);
  let s: Severity | undefined = c.severity;
  while (s && confidence < t[s]) s = LOWER[s];
  return s;
}

export class FindingSet {
  readonly #byKey = new Map<string, { category: CategoryName; label: string; severity: Severity; confidence: number; spans: TextSpan[] }>();
  readonly #doc: NormalizedText;
  readonly #original: string;
  readonly #calibration: RuleCalibration;
  /** Whether code-point offsets are also UTF-16 offsets (no surrogates): then a span is a plain slice. */
  #plain: boolean | undefined;
  // Split into code points only when a span needs its text and the text holds surrogates.
  #codePoints: string[] | undefined;
  // Read only when a candidate of harm arrives: most texts have none.
  #codeLines: CodeLines | undefined;
  /** Whether the original holds a backtick, so may hold inline code: looked up once, at the first candidate that asks. */
  #backticks: boolean | undefined;
  // Read only when a candidate of harm arrives in a text with a line that may quote (`>`).
  #quotedLines: QuotedLines | undefined;
  #quoteMarks: boolean | undefined;

  /** For the original text of `doc`; `calibration` turns the confidence each rule states into a calibrated probability. */
  constructor(doc: NormalizedText, calibration: RuleCalibration) {
    this.#doc = doc;
    this.#original = doc.original;
    this.#calibration = calibration;
  }

  add(c: Candidate): void {
    const confidence = this.#calibration.of(c.category, c.label, c.confidence);
    let severity = thresholded(c, confidence);
    if (!severity || c.end <= c.start) return;
    if ((PROSE_ONLY.has(c.category) || PROSE_ONLY_LABELS.has(c.label)) && this.#lines().touch(c.start, c.end)) return;
    // Phrases of harm and of scams are prose's: one that runs into inline code is words read across
    // code, and the model's reading of a run of words that holds any reads the code as words.
    if ((PROSE_ONLY.has(c.category) || c.category === 'spam') && (this.#backticks ??= this.#original.includes('`')) && (c.readsEveryWord ? this.#lines().holds(c.start, c.end) : this.#lines().straddles(c.start, c.end))) return;
    // Harm on the lines a reply quotes (`> ...`) is someone else's words: low, as reported speech is.
    if (severity !== 'low' && PROSE_ONLY.has(c.category) && (this.#quoteMarks ??= this.#original.includes('>')) && this.#quoted().quotes(c.start, c.end)) severity = 'low';
    const key = `${c.category}\u0000${c.label}`;
    const span: TextSpan = { start: c.start, end: c.end, text: c.shown ?? this.textOf(c.start, c.end) };
    const found = this.#byKey.get(key);
    if (!found) {
      this.#byKey.set(key, { category: c.category, label: c.label, severity, confidence, spans: [span] });
      return;
    }
    if (SEVERITY_RANK[severity] > SEVERITY_RANK[found.severity]) found.severity = severity;
    found.confidence = Math.max(found.confidence, confidence);
    if (found.spans.length < MAX_SPANS && !found.spans.some((s) => s.start === span.start && s.end === span.end)) found.spans.push(span);
  }

  #quoted(): QuotedLines {
    return (this.#quotedLines ??= new QuotedLines(this.#original, this.#doc.codePointOf));
  }

  #lines(): CodeLines {
    return (this.#codeLines ??= new CodeLines(this.#original, this.#doc.codePointOf));
  }

  /** The original text between code-point offsets `start` and `end`. */
  textOf(start: number, end: number): string {
    this.#plain ??= !/[\ud800-\udfff]/.test(this.#original);
    if (this.#plain) return this.#original.slice(start, end);
    return (this.#codePoints ??= Array.from(this.#original)).slice(start, end).join('');
  }

  /** True when [start, end) runs from a line a reply quotes (`> ...`) into the writer's own: see QuotedLines. */
  crossesQuote(start: number, end: number): boolean {
    return (this.#quoteMarks ??= this.#original.includes('>')) && this.#quoted().crosses(start, end);
  }

  /** True when a span of `category` already covers [start, end); lets one rule defer to a stronger one. */
  covers(category: CategoryName, start: number, end: number): boolean {
    for (const f of this.#byKey.values()) {
      if (f.category === category && f.spans.some((s) => s.start <= start && s.end >= end)) return true;
    }
    return false;
  }

  /** True when a span of `category`, of `atLeast` or worse, shares some of [start, end); lets a broader judgement defer to a precise one. */
  overlaps(category: CategoryName, start: number, end: number, atLeast: Severity = 'low'): boolean {
    for (const f of this.#byKey.values()) {
      if (f.category === category && SEVERITY_RANK[f.severity] >= SEVERITY_RANK[atLeast] && f.spans.some((s) => s.start < end && s.end > start)) return true;
    }
    return false;
  }

  results(): ModerationResult[] {
    return [...this.#byKey.values()]
      .map((f) => ({
        category: f.category,
        severity: f.severity,
        confidence: Math.round(f.confidence * 100) / 100,
        action: ACTION_FOR_SEVERITY[f.severity],
        label: f.label,
        source: 'text' as const,
        spans: f.spans.sort((a, b) => a.start - b.start),
      }))
      .sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || b.confidence - a.confidence);
  }
}
