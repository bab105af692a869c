// Self-harm composed from parts: the speaker (first person) x an ending (of life, of waking, of
// being) or a means (pills, blade, rope, a bridge) x intent, a plan or a stockpile. Hyperbole about
// work, negation and reported speech damp it; an ending that names itself needs no intent.
import { withoutLists, type Detector } from '../../detector.ts';
import { originalSpan } from '../../normalize.ts';
import { PhraseSet, triggerWords } from '../../phrases.ts';
import type { Reading } from '../../reading.ts';
import { MAX_COMPOSED_FINDINGS } from '../../sentences.ts';
import { CONTEXT, meansIt } from '../context.ts';
import WORDS from './composed.json' with { type: 'json' };
import { ATTEMPTED, exasperation, figureOfSpeechAfter, toldAsPast } from './phrases.ts';

const FIRST = new Set(WORDS.first);
/** Endings that say what they are: the speaker's life, existence or waking. */
const EXPLICIT_ENDING = new PhraseSet(WORDS.explicitEnding);
/** Endings that need intent beside them: `I won't wake up` is a wish only after `hoping`. */
const INTENDED_ENDINGS = WORDS.intendedEndings;
/** Endings so vague (`do it`, `won't need`) that they count only beside means gathered for them. */
const VAGUE_ENDINGS = WORDS.vagueEndings;
const VAGUE = new Set(VAGUE_ENDINGS);
const SOFT_ENDING = new PhraseSet([...INTENDED_ENDINGS, ...VAGUE_ENDINGS]);
/**
 * How long a wished ending is to last when it is a pause, not an end (`i want everything to stop, just
 * for a minute`); not learned by the normaliser, as its words hide no harm and the learned model
 * reads its training texts through it (see withoutLists).
 */
const { learned: LEARNED } = withoutLists(WORDS, ['passing']);
const PASSING = new PhraseSet(WORDS.passing);
/** How many words after an ending its length is looked for: `, just for a minute`. */
const PASSING_REACH = 3;
const passingAfter = (words: readonly string[], end: number): boolean => {
  for (let k = end; k <= end + PASSING_REACH && k < words.length; k++) if (PASSING.at(words, k)) return true;
  return false;
};
const INTENT = new PhraseSet(WORDS.intent);
const MEANS = new Set(WORDS.means);
/** Gathering or getting the means: a plan already in motion. */
const STOCKPILE = new Set(WORDS.stockpile);
/** Marks that the plan is close: `I'm done`, `for when I finally do it`. */
const CLOSING = new PhraseSet(WORDS.closing);
const JUMP = new Set(WORDS.jump);
/** What a blade or a cut does for someone who self-harms. */
const COPING = new PhraseSet(WORDS.coping);
const CUT = new Set(WORDS.cut);
/** The verbs after a cut that opens its sentence and is its subject. */
const CUT_AS_SUBJECT_VERBS: ReadonlySet<string> = new Set(['is', 'was', 'helps', 'makes']);
const QUESTION = new PhraseSet(['how many', 'how much', 'what dose', 'what amount']);
/** An ending that does not say whose, told as under way: the speaker's only as a sentence's first words. */
const ENDING_UNDER_WAY = new PhraseSet(['ending it all', 'ending everything']);
/** When an ending is set for, or the end of its clause: `ending it all tonight.` */
const WHEN = new Set(['tonight', 'today', 'tomorrow', 'now', 'soon', 'this', 'for', '.', ',', '!']);
/** Exasperation about work or play, not a plan: `I'll end it all if this build fails lol`. */
const HYPERBOLE = new Set(WORDS.hyperbole);

/**
 * Every finding below holds an explicit ending (or one under way), a cut or the means (which
 * closings, jumps, coping, questions and vague endings need), or else an intended ending beside the
 * speaker and an intent.
 */
const TRIGGER = triggerWords(EXPLICIT_ENDING, CUT, MEANS, ENDING_UNDER_WAY);
const INTENDED_TRIGGER = triggerWords(new PhraseSet(INTENDED_ENDINGS));
const INTENT_TRIGGER = triggerWords(INTENT);
const FIRST_TRIGGER = triggerWords(FIRST);

/** The writer's possessives, which name someone of theirs rather than the writer: `my wife`, `our son`. */
const POSSESSIVE = new Set(['my', 'our']);
/** Verbs by which someone of the writer's says the words after them. */
const SAID = new Set(['said', 'says', 'saying', 'texted', 'wrote', 'writes', 'yelled', 'screamed', 'shouted', 'joked', 'goes', 'went']);
/** Punctuation between a verb of saying and the words said. */
const OPENS_SAYING = new Set(['"', ':', ',']);

/**
 * Whether the words from `speaker` on are said by someone of the writer's who opens the clause at
 * `a`: `my wife said "i'm going to kill myself"`; not `i told my mum i'm going to kill myself`, nor
 * `my therapist asked if i was safe and i told her i'm going to kill myself`, the writer's own telling.
 */
function saidByTheirs(words: readonly string[], a: number, speaker: number): boolean {
  if (speaker <= a || !POSSESSIVE.has(words[a]!)) return false;
  let verb = speaker - 1;
  while (verb > a && OPENS_SAYING.has(words[verb]!)) verb--;
  // The one of theirs in a word or two (`my wife`, `my big sister`), then the verb.
  return verb - a >= 2 && verb - a <= 3 && SAID.has(words[verb]!);
}

const TELLING = new Set(WORDS.tellingTo);
/** Who in the writer tells them to: `the voices keep telling me to kill myself` is the writer's own risk. */
const INNER_VOICES = new Set(WORDS.innerVoices);

/**
 * Whether the ending at `i` is someone's order to the writer, reported by its target (`the kid in my
 * class told me to kill myself`, `people keep telling me to kill myself`): bullying told, read low,
 * not the writer's intent; unless what tells them is within (`the voices`, `my head`).
 */
function toldBySomeone(words: readonly string[], i: number): boolean {
  if (words[i - 1] !== 'to' || words[i - 2] !== 'me' || !TELLING.has(words[i - 3] ?? '')) return false;
  return !words.slice(0, i - 3).some((w) => INNER_VOICES.has(w));
}

function detectComposedSelfHarm(reading: Reading): void {
  const { doc, findings } = reading;
  let budget = MAX_COMPOSED_FINDINGS;
  const wordsOf = reading.sentenceWords;
  for (const [s, tokens] of reading.sentences.entries()) {
    if (budget <= 0) return;
    const words = wordsOf[s]!;
    const mayHold =
      reading.sentenceHolds(s, TRIGGER) ||
      (reading.sentenceHolds(s, INTENDED_TRIGGER) && reading.sentenceHolds(s, FIRST_TRIGGER) && reading.sentenceHolds(s, INTENT_TRIGGER));
    // Unless the post says it is meant: `If I fail this exam I'm killing myself. Not joking this time.`
    if (!mayHold || (words.some((w) => HYPERBOLE.has(w)) && !meansIt(reading))) continue;
    // `speaker`: where the speaker of the ending is named, if after `a` (see saidByTheirs).
    const add = (label: string, severity: 'high' | 'medium' | 'low', a: number, b: number, speaker = a) => {
      if (budget <= 0 || CONTEXT.isSecondHand(doc.text, tokens[a]!.from, tokens[b]!.to) || saidByTheirs(words, a, speaker)) return;
      budget--;
      // `I'm going to kill myself 😭 I just sent my boss a heart emoji`, `... if i hear that song one
      // more time`: shown, low, as the intent rules read them.
      const low = severity === 'low' || exasperation(reading, tokens[a]!.from, tokens[b]!.to, words);
      findings.add({ category: 'self_harm', label, severity: low ? 'low' : severity, confidence: low ? 0.55 : severity === 'high' ? 0.85 : 0.75, ...originalSpan(doc, tokens[a]!.from, tokens[b]!.to) });
    };
    let firstAt = -1;
    // The last first-person word so far: who speaks the ending that follows it.
    let lastFirst = -1;
    let intent = false;
    // The means and their gathering count wherever they stand in the sentence: `I'm going to end
    // it this weekend, I've saved up enough of my pills`.
    const stockpile = words.some((w, i) => STOCKPILE.has(w) && !CONTEXT.negatedBefore(words, i, 3));
    const means = words.findIndex((w) => MEANS.has(w));
    // `cutting is the only thing that makes me feel something` (not `cutting onions makes me feel like crying`).
    const cutAsSubject = CUT.has(words[0] ?? '') && CUT_AS_SUBJECT_VERBS.has(words[1] ?? '');
    let question = false;
    // Chat drops the `I'm` before an ending under way that opens the sentence and says when: `ending it all tonight.`
    const underWay = ENDING_UNDER_WAY.at(words, 0);
    if (underWay && WHEN.has(words[underWay.end] ?? '.')) add('suicidal_intent', 'high', 0, underWay.end - 1);
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      if (QUESTION.at(words, i)) question = true;
      const explicit = EXPLICIT_ENDING.at(words, i);
      if (explicit) {
        const self = firstAt >= 0 || explicit.phrase.includes('my') || explicit.phrase.includes('me');
        // `ending my life as a contractor`: a role, not a life.
        const role = words[explicit.end] === 'as';
        // `when i was 16 i tried to kill myself`: an attempt in the writer's past, which the statements of attempts read.
        const pastAttempt = ATTEMPTED.has(words[i - 2] ?? '') && words[i - 1] === 'to' && toldAsPast(words.join(' '));
        if (self && !role && !pastAttempt && !CONTEXT.negatedBefore(words, i, 3)) add('suicidal_intent', toldBySomeone(words, i) ? 'low' : 'high', Math.max(0, firstAt), explicit.end - 1, Math.max(0, lastFirst));
        i = explicit.end - 1;
        continue;
      }
      const soft = SOFT_ENDING.at(words, i);
      // `i'll be dead on my feet`: a figure of speech, as the intent rules read it.
      if (soft && !CONTEXT.negatedBefore(words, i, 2) && !figureOfSpeechAfter(doc.text, tokens[soft.end - 1]!.to, soft.phrase) && !passingAfter(words, soft.end)) {
        // Means gathered by the speaker are a plan: `I've saved up enough pills to not wake up`.
        const planned = stockpile && means >= 0 && firstAt >= 0;
        if (VAGUE.has(soft.phrase) ? planned : (firstAt >= 0 && (intent || planned)) || (question && means >= 0)) {
          add(question && !intent ? 'self_harm_method' : 'suicidal_intent', 'high', Math.max(0, Math.min(firstAt < 0 ? i : firstAt, means < 0 ? i : means)), soft.end - 1);
        }
        i = soft.end - 1;
        continue;
      }
      const closing = CLOSING.at(words, i);
      if (closing && stockpile && means >= 0 && firstAt >= 0) add('suicidal_intent', 'high', Math.min(firstAt, means), closing.end - 1);
      // `jumping off the bridge`: the act and the place, with the speaker's intent (see below) or under way (`im jumping off the roof`).
      const underWay = w.endsWith('ing') && (words[i - 1] === "i'm" || words[i - 1] === 'im');
      if (JUMP.has(w) && (words[i + 1] === 'off' || words[i + 1] === 'from' || words[i + 1] === 'in') && (intent || underWay)) {
        const place = words.slice(i + 2, i + 6).findIndex((x) => MEANS.has(x));
        // `jump off the bridge into the lake`: a jump into water is a swim.
        const swim = words[i + 3 + place] === 'into' || words[i + 3 + place] === 'in';
        if (place >= 0 && !swim && !CONTEXT.negatedBefore(words, i, 3)) add('suicidal_intent', 'high', Math.max(0, firstAt), i + 2 + place);
      }
      const coping = COPING.at(words, i);
      if (coping && (means >= 0 || cutAsSubject) && !CONTEXT.negatedBefore(words, i, 2)) add('self_harm', 'medium', means >= 0 ? means : 0, coping.end - 1);
      // `cut again last night`: an account of ongoing self-harm with no object after the verb.
      if (CUT.has(w) && (words[i + 1] === 'again' || words[i + 1] === 'deeper') && (i === 0 || FIRST.has(words[i - 1]!))) add('self_harm', 'medium', i, i + 1);
      if (FIRST.has(w) && firstAt < 0) firstAt = i;
      if (FIRST.has(w)) lastFirst = i;
      const it = INTENT.at(words, i);
      // The speaker's, or opening the sentence where chat drops the `I`: `thinking about jumping off the roof`.
      if (it && (firstAt >= 0 || i === 0) && !CONTEXT.negatedBefore(words, i, 2)) intent = true;
      if (it) i = it.end - 1;
    }
  }
}

export const composedSelfHarm: Detector = {
  name: 'self-harm/composed',
  categories: ['self_harm'],
  words: [LEARNED],
  detect: detectComposedSelfHarm,
};
