// Warning signs of suicide spread over a short message: despair, a farewell, the means held or a
// question about a dose. None of them alone is a plan. Despair with a farewell is a warning sign
// (medium); the means or a dose beside despair or a farewell reads as a plan (high).
import type { Detector } from '../../detector.ts';
import { originalSpan } from '../../normalize.ts';
import { PhraseSet, triggerWords } from '../../phrases.ts';
import type { Reading } from '../../reading.ts';
import { type Token } from '../../sentences.ts';
import { CONTEXT } from '../context.ts';
import WORDS from './warning-signs.json' with { type: 'json' };

/** A farewell is a short message; longer texts are read by the sentence rules only. */
const MAX_WORDS = 120;
const DESPAIR = new PhraseSet([...WORDS.despair, ...WORDS.despairOfAClause]);
/** Despair only as a whole clause: `I'm done with this game`, `need the courage to ask her out` speak of something else. */
const DONE = new Set(WORDS.despairOfAClause);
/** Farewells that close a life, not a stream or a job: notes left, things handed on, a night chosen. */
const LAST_WORDS = WORDS.lastWords;
/** Farewells that a streamer or a leaving colleague says too: they count beside despair or the means. */
const FAREWELL = new PhraseSet([...LAST_WORDS, ...WORDS.farewell]);
const LAST = new Set(LAST_WORDS);
/** Means the speaker holds: `I have the rope`, `got enough pills`. */
const HOLD = new PhraseSet(WORDS.hold);
/** Means that need no verb of holding: `the rope is in my car`. */
const STRONG_MEANS = new Set(['rope', 'noose']);
const MEANS = new Set(WORDS.means);
const DOSE = new PhraseSet(['how many', 'how much']);
/** A fall asked about: `what height do you need to jump from for it to be certain?`. */
const HEIGHT = new PhraseSet(['what height', 'how high', 'how tall', 'how far']);
const FALL = new Set(WORDS.fall);
const FIRST = new Set(WORDS.first);
/** Every finding needs despair or a farewell, which hold one of these words. */
const SIGNS = triggerWords(DESPAIR, FAREWELL);

function detectSelfHarmSigns(reading: Reading): void {
  const { doc, findings } = reading;
  const all = reading.sentences;
  const length = all.reduce((n, sentence) => n + sentence.length, 0);
  if (length === 0 || length > MAX_WORDS || !reading.holds(SIGNS)) return;
  // Most texts hold no despair or farewell, or just one of them without the means: the phrases
  // themselves are looked up in one pass (a map access per word) before anything else is read.
  let despairs = 0;
  let farewells = 0;
  let means = false;
  for (const sentence of reading.sentenceWords) {
    for (let i = 0; i < sentence.length; i++) {
      if (DESPAIR.at(sentence, i)) despairs++;
      if (FAREWELL.at(sentence, i)) farewells++;
      means ||= MEANS.has(sentence[i]!) || FALL.has(sentence[i]!);
    }
  }
  if (!(despairs && farewells) && !((despairs || farewells) && means) && farewells < 2) return;
  const flat: Token[] = all.flat();
  const words = reading.sentenceWords.flat();
  if (!words.some((w) => FIRST.has(w))) return;
  // The sentences' words hold no end marks, and `,` for every mark inside: where each sentence ends
  // in the flat words (the last, the end of the text) is kept apart.
  const sentenceEnds = new Set<number>();
  for (let n = 0, s = 0; s < all.length; s++) sentenceEnds.add((n += all[s]!.length));
  /** Whether a clause ends just before word `k`: a mark, or the end of a sentence or of the text. */
  const clauseEndsAt = (k: number): boolean => sentenceEnds.has(k) || words[k] === ',';
  let despair = -1;
  let farewell = -1;
  let held = -1;
  let dose = -1;
  let farewells2 = -1;
  let firstFarewell = '';
  for (let i = 0; i < words.length; i++) {
    const d = DESPAIR.at(words, i);
    const doneWithSomething = d !== undefined && DONE.has(d.phrase) && !clauseEndsAt(d.end);
    if (d && !doneWithSomething && !CONTEXT.negatedBefore(words, i, 2) && despair < 0) despair = i;
    const f = FAREWELL.at(words, i);
    // `sorry everyone for the late reply`, `my last post before surgery`: the farewells a streamer or a
    // colleague says too count only as a whole clause.
    const partial = f !== undefined && !LAST.has(f.phrase) && !clauseEndsAt(f.end) && words[f.end] !== 'here';
    if (f && !partial && !CONTEXT.negatedBefore(words, i, 2)) {
      // A second farewell counts when one of the two closes a life (`wrote notes for mum ... tonight is the night`).
      if (farewell < 0) [farewell, firstFarewell] = [i, f.phrase];
      else if (f.phrase !== firstFarewell && (LAST.has(f.phrase) || LAST.has(firstFarewell))) farewells2 = i;
    }
    if (((HOLD.at(words, i) && words.slice(i + 1, i + 6).some((w) => MEANS.has(w))) || STRONG_MEANS.has(words[i]!)) && held < 0) held = i;
    const asksDose = DOSE.at(words, i) && words.slice(i + 2, i + 4).some((w) => MEANS.has(w));
    const asksFall = HEIGHT.at(words, i) && words.slice(i + 2, i + 9).some((w) => FALL.has(w));
    if ((asksDose || asksFall) && dose < 0) dose = i;
  }
  const plan = held >= 0 || dose >= 0;
  const warned = despair >= 0 || farewell >= 0;
  // Two farewells of different kinds (`wrote notes for mum ... tonight is the night`) say as much as despair.
  if (!(plan && warned) && !(despair >= 0 && farewell >= 0) && !(farewells2 >= 0)) return;
  const marks = [despair, farewell, farewells2, held, dose].filter((i) => i >= 0);
  const from = Math.min(...marks);
  const to = Math.max(...marks);
  // Read at the last sign: `wrote notes for mum` is no report, but `my friend said ... said goodbye` is.
  if (CONTEXT.isSecondHand(doc.text, flat[to]!.from, flat[to]!.to)) return;
  findings.add({
    category: 'self_harm',
    label: plan ? 'suicidal_intent' : 'suicidal_ideation',
    severity: plan ? 'high' : 'medium',
    confidence: plan ? 0.8 : 0.7,
    ...originalSpan(doc, flat[from]!.from, flat[to]!.to),
  });
}

export const selfHarmWarningSigns: Detector = {
  name: 'self-harm/warning-signs',
  categories: ['self_harm'],
  words: [WORDS],
  detect: detectSelfHarmSigns,
};
