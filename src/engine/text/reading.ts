// One reading of one text: what a call of analyzeText knows about its text, handed to every
// detector in turn. Everything that belongs to one text lives here, never in a module, and what
// several detectors need (the sentences) is worked out once, on first use.
import type { ClaimReading, Context } from './context.ts';
import type { FindingSet } from './findings.ts';
import type { NormalizedText } from './normalize.ts';
import { collectMatches, NO_MATCHES, scan, wordPatternsIn } from './pattern.ts';
import { TRIGGER_WORDS, triggerBits, type Trigger } from './phrases.ts';
import type { Candidates } from './prefilter.ts';
import { MAX_SENTENCE_WORDS, split, tokenAs, type Split, type Token } from './sentences.ts';

export class Reading {
  /** The text in canonical form, with offsets back into the original. */
  readonly doc: NormalizedText;
  /** The findings being built; each detector adds its candidates. */
  readonly findings: FindingSet;
  /** The context checks of the text's language: negation, reporting, counter-speech. */
  readonly context: Context;
  #split: Split | undefined;
  #wordPatterns: Candidates | undefined;
  /** The trigger bits of each sentence, `TRIGGER_WORDS` words each, and of the whole text. */
  #sentenceBits: Int32Array | undefined;
  readonly #bits = new Int32Array(TRIGGER_WORDS);
  readonly #shared = new Map<symbol, unknown>();

  constructor(doc: NormalizedText, findings: FindingSet, context: Context) {
    this.doc = doc;
    this.findings = findings;
    this.context = context;
  }

  /** Every match of a word pattern (see pattern.ts) in the normalised text; the text is read once for all patterns. */
  scan(re: RegExp): readonly RegExpExecArray[] {
    return scan(re, this.doc.text, (this.#wordPatterns ??= wordPatternsIn(this.doc.text)));
  }

  /**
   * Every match of word pattern `re` for a pattern whose matches each lie in one sentence (no word it
   * may match ends a sentence) and hold a word of `trigger`: only the sentences holding one are read.
   * A pattern that runs long over every place a common word opens (`i`, `we`) costs the few
   * sentences that may hold its match instead of the whole text.
   */
  scanSentences(re: RegExp, trigger: Trigger): readonly RegExpExecArray[] {
    if (!this.holds(trigger) || !(this.#wordPatterns ??= wordPatternsIn(this.doc.text)).mayMatch(re)) return NO_MATCHES;
    const sentences = this.sentences;
    let out: RegExpExecArray[] | undefined;
    for (let s = 0; s < sentences.length; s++) {
      if (!this.sentenceHolds(s, trigger)) continue;
      // A sentence cut at its length limit goes on in the next one: they are read as one.
      let first = s;
      while (first > 0 && sentences[first - 1]!.length >= MAX_SENTENCE_WORDS) first--;
      let last = s;
      while (last < sentences.length - 1 && sentences[last]!.length >= MAX_SENTENCE_WORDS) last++;
      const from = sentences[first]![0]!.from;
      out = collectMatches(re, this.doc.text.slice(from, sentences[last]!.at(-1)!.to), from, out);
      s = last;
    }
    return out ?? NO_MATCHES;
  }

  /** The sentences of the text, as tokens with their offsets in the normalised text. */
  get sentences(): readonly (readonly Token[])[] {
    return (this.#split ??= split(this.doc)).sentences;
  }

  /** The words of each sentence. */
  get sentenceWords(): readonly (readonly string[])[] {
    return (this.#split ??= split(this.doc)).sentenceWords;
  }

  /**
   * What several detectors need of this text and one of them works out first (the model's scored
   * runs, read by each category's part): computed once per reading under its key.
   */
  shared<T>(key: symbol, compute: () => T): T {
    if (!this.#shared.has(key)) this.#shared.set(key, compute());
    return this.#shared.get(key) as T;
  }

  /** True when sentence `s` is a question: its end mark is not among its tokens, so it is read from the text. */
  asks(s: number): boolean {
    const tokens = this.sentences[s]!;
    return tokens.length > 0 && this.asksAt(tokens.at(-1)!.to);
  }

  /** True when the word ending at offset `end` of the normalised text is followed by a question mark. */
  asksAt(end: number): boolean {
    return this.doc.text[end + 1] === '?';
  }

  /** True when sentence `s` holds a word of `trigger`. */
  sentenceHolds(s: number, trigger: Trigger): boolean {
    return ((this.#sentenceBits ??= this.#readBits())[s * TRIGGER_WORDS + trigger.slot]! & trigger.bit) !== 0;
  }

  /** True when some sentence holds a word of `trigger`. */
  holds(trigger: Trigger): boolean {
    this.#sentenceBits ??= this.#readBits();
    return (this.#bits[trigger.slot]! & trigger.bit) !== 0;
  }

  // Each word is looked up once, for every trigger of every rule.
  #readBits(): Int32Array {
    const sentences = this.sentenceWords;
    const bits = new Int32Array(sentences.length * TRIGGER_WORDS);
    for (let s = 0; s < sentences.length; s++) triggerBits(sentences[s]!, bits, s * TRIGGER_WORDS);
    for (let k = 0; k < bits.length; k++) this.#bits[k % TRIGGER_WORDS]! |= bits[k]!;
    return bits;
  }

  /**
   * True when one of the `lookback` words before offset `at` of the normalised text, in its clause,
   * negates it; how a negation that makes a claim is read is `claims`, and how one before a word
   * `names` is (see Context.negatedBefore).
   */
  negatedAt(at: number, lookback: number, claims: ClaimReading = 'none', names?: (word: string) => boolean): boolean {
    // The words before `at` read back from the text, then the two from `at` on (a negation may open
    // an affirmation: `nothing but`), as the sentences hold them: one check for every rule. A claim
    // is told from a denial by the word before the negation too.
    const text = this.doc.text;
    const before: string[] = [];
    const reach = claims === 'none' ? lookback : lookback + 1;
    for (let end = at - 1; before.length < reach && end > 0; ) {
      const start = text.lastIndexOf(' ', end - 1) + 1;
      const token = text.slice(start, end);
      // A claim is told from a quoted one by its quotation marks: kept, where the sentences read a clause mark.
      before.push(claims !== 'none' && token === '"' ? token : tokenAs(token));
      end = start - 1;
      // The start of the text ends a clause as a full stop does: an order may open it.
      if (end <= 0 && claims !== 'none' && before.length < reach) before.push('.');
    }
    const window = before.reverse();
    const i = window.length;
    for (let from = at, k = 0; k < 2 && from < text.length; k++) {
      let to = text.indexOf(' ', from);
      if (to === -1) to = text.length;
      window.push(tokenAs(text.slice(from, to)));
      from = to + 1;
    }
    return this.context.negatedBefore(window, i, lookback, claims, names);
  }
}
