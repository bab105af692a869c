// Self-harm composed from parts: the speaker (first person) x an ending (of life, of waking, of
// being) or a means (pills, blade, rope, a bridge) x intent, a plan or a stockpile. Hyperbole about
// work, negation and reported speech damp it; an ending that names itself needs no intent.
import { originalSpan } from '../normalize.ts';
import { isSecondHand, negatedAt } from '../structure/dampers.ts';
import { PhraseSet, triggerWords } from '../structure/phrases.ts';
import { MAX_COMPOSED_FINDINGS, sentences, sentenceWords } from '../structure/sentences.ts';
import type { Detector } from '../detector.ts';
import type { Reading } from '../reading.ts';

const FIRST = new Set(['i', "i'm", 'im', "i've", 'ive', "i'll", 'ill', "i'd", 'me', 'my', 'myself']);
/** Endings that say what they are: the speaker's life, existence or waking. */
const EXPLICIT_ENDING = new PhraseSet([
  'end my life', 'ending my life', 'end my own life', 'take my life', 'take my own life', 'taking my life', 'kill myself',
  'killing myself', 'off myself', 'unalive myself', 'stop existing', 'stopped existing', 'cease to exist', 'not exist anymore',
  'better off without me', 'happier without me', 'better without me', 'tired of being alive', 'sick of being alive',
  'done with life', 'done with living', 'tired of life', 'wish i was never born', 'wish i was dead', 'wish i were dead',
  'goodbye letter', 'goodbye letters', 'goodbye note', 'goodbye notes', 'suicide note', 'suicide letter', 'end it all',
]);
/** Endings that need intent beside them: `I won't wake up` is a wish only after `hoping`. */
const INTENDED_ENDINGS = [
  'not wake up', 'never wake up', "don't wake up", 'dont wake up', 'not to wake up', 'it to be over', 'it all to be over',
  'it all to end', 'everything to end', 'everything to stop', 'it to end', 'to be gone', 'be gone forever',
  'disappear forever', 'sleep forever', 'not be here anymore', 'not be around anymore', 'be dead', 'go through with it',
];
/** Endings so vague (`do it`, `won't need`) that they count only beside means gathered for them. */
const VAGUE_ENDINGS = ["won't wake up", 'wont wake up', 'end it', 'do it', 'not be here', 'say goodbye', "won't need", 'wont need', 'the last time'];
const VAGUE = new Set(VAGUE_ENDINGS);
const SOFT_ENDING = new PhraseSet([...INTENDED_ENDINGS, ...VAGUE_ENDINGS]);
const INTENT = new PhraseSet([
  'want', 'wanna', 'going to', 'gonna', 'will', "i'll", 'ill', 'plan', 'planning', 'ready', 'decided', 'tonight',
  'tonight is the night', 'finally', 'hope', 'hoping', 'wish', 'wishing', 'pray', 'praying', 'need', 'about to', 'this weekend',
  'tomorrow', 'soon', 'going', 'keep thinking', 'thinking about', 'can not wait', "can't wait", 'cant wait', 'because',
]);
const MEANS = new Set([
  'pills', 'tablets', 'sleeping', 'tylenol', 'paracetamol', 'painkillers', 'meds', 'medication', 'blade', 'blades',
  'razor', 'razors', 'rope', 'noose', 'bridge', 'ledge', 'roof', 'tracks', 'cliff', 'balcony', 'overpass', 'gun',
]);
/** Gathering or getting the means: a plan already in motion. */
const STOCKPILE = new Set(['saving', 'saved', 'stockpiling', 'stockpiled', 'hoarding', 'hoarded', 'collecting', 'collected', 'stashing', 'stashed', 'bought', 'ordered', 'got', 'buying', 'tied', 'tying']);
/** Marks that the plan is close: `I'm done`, `for when I finally do it`. */
const CLOSING = new PhraseSet(["i'm done", 'im done', 'i am done', 'do it', 'for when', 'tonight', 'goodbye', 'for good', 'the end', 'no more', 'end it']);
const JUMP = new Set(['jump', 'jumping', 'jumped', 'step', 'stepping', 'throw', 'throwing']);
/** What a blade or a cut does for someone who self-harms. */
const COPING = new PhraseSet([
  'only thing that helps', 'the only thing that helps', 'helps me feel', 'makes me feel', 'feel something',
  'only way to feel', 'feel anything', 'deserve it', 'deserve the pain', 'calms me down', 'only relief',
]);
const CUT = new Set(['cut', 'cutting', 'burned', 'burning', 'relapsed', 'scratched']);
const QUESTION = new PhraseSet(['how many', 'how much', 'what dose', 'what amount']);
/** Exasperation about work or play, not a plan: `I'll end it all if this build fails lol`. */
const HYPERBOLE = new Set([
  'lol', 'lmao', 'haha', 'hahaha', 'xd', 'jk', 'kidding', 'laughing', 'build', 'builds', 'meeting', 'meetings', 'deploy',
  'code', 'bug', 'bugs', 'exam', 'homework', 'monday', 'traffic', 'commute', 'standup', 'sprint', 'deadline', 'jira',
  'ticket', 'php', 'java', 'javascript', 'css', 'webpack', 'printer', 'wifi', 'contractor', 'career', 'job', 'season',
  'episode', 'series', 'cringe', 'embarrassing', 'embarrassed',
]);

/**
 * Every finding below holds an explicit ending, a cut or the means (which closings, jumps, coping,
 * questions and vague endings need), or else an intended ending beside the speaker and an intent.
 */
const TRIGGER = triggerWords(EXPLICIT_ENDING, CUT, MEANS);
const INTENDED_TRIGGER = triggerWords(new PhraseSet(INTENDED_ENDINGS));
const INTENT_TRIGGER = triggerWords(INTENT);

function detectComposedSelfHarm({ doc, findings }: Reading): void {
  let budget = MAX_COMPOSED_FINDINGS;
  const wordsOf = sentenceWords(doc);
  for (const [s, tokens] of sentences(doc).entries()) {
    if (budget <= 0) return;
    const words = wordsOf[s]!;
    const mayHold =
      words.some((w) => TRIGGER.has(w)) ||
      (words.some((w) => INTENDED_TRIGGER.has(w)) && words.some((w) => FIRST.has(w)) && words.some((w) => INTENT_TRIGGER.has(w)));
    if (!mayHold || words.some((w) => HYPERBOLE.has(w))) continue;
    const add = (label: string, severity: 'high' | 'medium', a: number, b: number) => {
      if (budget <= 0 || isSecondHand(doc, tokens, a, b)) return;
      budget--;
      findings.add({ category: 'self_harm', label, severity, confidence: severity === 'high' ? 0.85 : 0.75, ...originalSpan(doc, tokens[a]!.from, tokens[b]!.to) });
    };
    let firstAt = -1;
    let intent = false;
    // The means and their gathering count wherever they stand in the sentence: `I'm going to end
    // it this weekend, I've saved up enough of my pills`.
    const stockpile = words.some((w, i) => STOCKPILE.has(w) && !negatedAt(words, i));
    const means = words.findIndex((w) => MEANS.has(w));
    let question = false;
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      if (QUESTION.at(words, i)) question = true;
      const explicit = EXPLICIT_ENDING.at(words, i);
      if (explicit) {
        const self = firstAt >= 0 || explicit.phrase.includes('my') || explicit.phrase.includes('me');
        // `ending my life as a contractor`: a role, not a life.
        const role = words[explicit.end] === 'as';
        if (self && !role && !negatedAt(words, i, 3)) add('suicidal_intent', 'high', Math.max(0, firstAt), explicit.end - 1);
        i = explicit.end - 1;
        continue;
      }
      const soft = SOFT_ENDING.at(words, i);
      if (soft && !negatedAt(words, i, 2)) {
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
      // `jumping off the bridge`: the act and the place, with the speaker's intent.
      if (JUMP.has(w) && (words[i + 1] === 'off' || words[i + 1] === 'from' || words[i + 1] === 'in') && firstAt >= 0 && intent) {
        const place = words.slice(i + 2, i + 6).findIndex((x) => MEANS.has(x));
        if (place >= 0 && !negatedAt(words, i, 3)) add('suicidal_intent', 'high', firstAt, i + 2 + place);
      }
      const coping = COPING.at(words, i);
      if (coping && means >= 0 && !negatedAt(words, i, 2)) add('self_harm', 'medium', means, coping.end - 1);
      // `cut again last night`: an account of ongoing self-harm with no object after the verb.
      if (CUT.has(w) && (words[i + 1] === 'again' || words[i + 1] === 'deeper') && (i === 0 || FIRST.has(words[i - 1]!))) add('self_harm', 'medium', i, i + 1);
      if (FIRST.has(w) && firstAt < 0) firstAt = i;
      const it = INTENT.at(words, i);
      if (it && firstAt >= 0 && !negatedAt(words, i, 2)) intent = true;
      if (it) i = it.end - 1;
    }
  }
}

export const composedSelfHarm: Detector = { name: 'self-harm/composed', categories: ['self_harm'], detect: detectComposedSelfHarm };
