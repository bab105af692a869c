// Warning signs of suicide spread over a short message: despair, a farewell, the means held or a
// question about a dose. None of them alone is a plan. Despair with a farewell is a warning sign
// (medium); the means or a dose beside despair or a farewell reads as a plan (high).
import type { FindingSet } from '../findings.ts';
import { originalSpan, type NormalizedText } from '../normalize.ts';
import { isSecondHand, negatedAt } from '../structure/dampers.ts';
import { PhraseSet, triggerWords } from '../structure/phrases.ts';
import { sentences, sentenceWords, type Token } from '../structure/sentences.ts';

/** A farewell is a short message; longer texts are read by the sentence rules only. */
const MAX_WORDS = 120;
const DESPAIR = new PhraseSet([
  "can't do this anymore", 'cant do this anymore', "can't do this any more", "i'm done", 'im done', 'i am done',
  'nothing left', "can't go on", 'cant go on', 'no way out', "can't take it anymore", 'cant take it anymore',
  'asking for me', 'asking for myself', 'no point anymore', 'want it to stop', 'want it all to stop', 'so tired of everything',
]);
/** `I'm done with this game`: done with something is not despair. */
const DONE = new Set(["i'm done", 'im done', 'i am done']);
const FAREWELL = new PhraseSet([
  'said goodbye', 'saying goodbye', 'goodbye everyone', 'goodbye all', 'bye everyone', 'sorry everyone',
  'sorry for everything', 'my last post', 'my last stream', 'my last message', "tonight's the night", 'tonight is the night',
  'letters to my', 'letter to my', 'gave away my', 'giving away my', 'giving my things away', 'given away my',
  'last time you hear from me', "won't be here tomorrow", 'wont be here tomorrow', 'take care of my dog',
  'take care of my cat', 'take care of my kids', 'look after my dog', 'look after my cat', 'look after my kids',
]);
/** Means the speaker holds: `I have the rope`, `got enough pills`. */
const HOLD = new PhraseSet(['i have', "i've got", 'ive got', 'i got', 'got', 'bought', "i've saved", 'saved', 'i own']);
const MEANS = new Set(['rope', 'noose', 'pills', 'tablets', 'paracetamol', 'tylenol', 'painkillers', 'gun', 'blade', 'razor', 'blades', 'razors']);
const DOSE = new PhraseSet(['how many', 'how much']);
const FIRST = new Set(['i', "i'm", 'im', "i've", 'ive', "i'll", 'me', 'my', 'myself']);
/** A finding needs despair and a farewell, or either beside the means: each holds one of these words. */
const DESPAIR_TRIGGER = triggerWords(DESPAIR);
const FAREWELL_TRIGGER = triggerWords(FAREWELL);

export function detectSelfHarmSigns(doc: NormalizedText, findings: FindingSet): void {
  const all = sentences(doc);
  const length = all.reduce((n, sentence) => n + sentence.length, 0);
  if (length === 0 || length > MAX_WORDS) return;
  // Most texts hold no despair or farewell, or just one of them without the means: told apart in one pass.
  let despairs = false;
  let farewells = false;
  let means = false;
  for (const sentence of sentenceWords(doc)) {
    for (const w of sentence) {
      despairs ||= DESPAIR_TRIGGER.has(w);
      farewells ||= FAREWELL_TRIGGER.has(w);
      means ||= MEANS.has(w);
    }
  }
  if (!(despairs && farewells) && !((despairs || farewells) && means)) return;
  const flat: Token[] = all.flat();
  const words = sentenceWords(doc).flat();
  if (!words.some((w) => FIRST.has(w))) return;
  let despair = -1;
  let farewell = -1;
  let held = -1;
  let dose = -1;
  for (let i = 0; i < words.length; i++) {
    const d = DESPAIR.at(words, i);
    const doneWithSomething = d !== undefined && DONE.has(d.phrase) && !['.', ',', '!', '?', undefined].includes(words[d.end]);
    if (d && !doneWithSomething && !negatedAt(words, i, 2) && despair < 0) despair = i;
    const f = FAREWELL.at(words, i);
    // `sorry everyone for the late reply`: an apology to everyone is a farewell only as a whole clause.
    const toEveryone = f !== undefined && /(?:everyone|all)$/.test(f.phrase) && !['.', ',', '!', undefined].includes(words[f.end]);
    if (f && !toEveryone && !negatedAt(words, i, 2) && farewell < 0) farewell = i;
    if (HOLD.at(words, i) && words.slice(i + 1, i + 6).some((w) => MEANS.has(w)) && held < 0) held = i;
    if (DOSE.at(words, i) && words.slice(i + 2, i + 4).some((w) => MEANS.has(w)) && dose < 0) dose = i;
  }
  const plan = held >= 0 || dose >= 0;
  const warned = despair >= 0 || farewell >= 0;
  if (!(plan && warned) && !(despair >= 0 && farewell >= 0)) return;
  const marks = [despair, farewell, held, dose].filter((i) => i >= 0);
  const from = Math.min(...marks);
  const to = Math.max(...marks);
  if (isSecondHand(doc, flat, from, from)) return;
  findings.add({
    category: 'self_harm',
    label: plan ? 'suicidal_intent' : 'suicidal_ideation',
    severity: plan ? 'high' : 'medium',
    confidence: plan ? 0.8 : 0.7,
    ...originalSpan(doc, flat[from]!.from, flat[to]!.to),
  });
}
