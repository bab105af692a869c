// Threats composed from parts rather than listed: who speaks and with what intent (first person
// future, plan or desire; a wish aimed at someone) x a harm (verb or outcome, amplified by body
// parts and weapons) x a person as target. Negation, games and reported speech damp it.
import { originalSpan } from '../normalize.ts';
import { isGameTalk, isSecondHand, negatedAt } from '../structure/dampers.ts';
import { PhraseSet, triggerWords } from '../structure/phrases.ts';
import { MAX_COMPOSED_FINDINGS, sentences, sentenceWords, type Token } from '../structure/sentences.ts';
import type { Detector } from '../detector.ts';
import type { Reading } from '../reading.ts';

/** First-person speakers; contractions carry the intent in themselves. */
const SPEAKER = new Set(['i', 'we', 'im', "i'm", 'ima', 'imma', "we're", 'me', 'us']);
const SPEAKER_WITH_INTENT = new Set(["i'll", 'ill', "we'll", 'ima', 'imma', "i'ma"]);
/** Future, plan, desire and promise: the speaker means to do it. */
const INTENT = new PhraseSet([
  'will', 'shall', 'gonna', 'going to', 'gon', 'finna', 'about to', 'want to', 'wanna', 'plan to', 'planning to',
  'intend to', 'mean to', 'swear', 'promise', 'bringing', 'coming', 'gotta', 'need to', 'would love to', "'d love to",
  'love to', 'can not wait to', "can't wait to", 'cant wait to', 'am going to', 'are going to', 'is going to', 'ready to',
  'make sure', 'will make sure', 'tryna', 'let me',
]);
/** Wishes aimed at someone: the harm is hoped for rather than promised. */
const WISH = new Set(['hope', 'hoping', 'wish', 'wishing', 'pray', 'praying', 'deserve', 'deserves']);

/** Verbs that are harm whatever follows them; they still need a person as target. */
const STRONG_HARM = new PhraseSet([
  'kill', 'murder', 'stab', 'shoot', 'strangle', 'choke', 'slit', 'behead', 'decapitate', 'rape', 'torch', 'gut', 'maim',
  'drown', 'poison', 'lynch', 'mutilate', 'dismember', 'cripple', 'beat up', 'beat the shit out of', 'beat the crap out of',
  'punch', 'bludgeon', 'curb stomp', 'stomp', 'kidnap', 'torture', 'skin', 'set fire to', 'run over', 'gun down',
  'knife', 'shank', 'cap', 'smother', 'suffocate', 'firebomb', 'acid', 'throw acid on', 'burn down', 'blow up', 'hang',
  'kills', 'murders', 'stabs', 'shoots', 'strangles', 'chokes', 'slits', 'rapes', 'runs over', 'run you over',
  'run him over', 'run her over', 'runs you over', 'runs him over', 'runs her over', 'tortures', 'poisons', 'drowns',
]);
/** Verbs that are harm only against a body, a person or their things: `break your jaw`, not `break the build`. */
const BODILY_HARM = new PhraseSet([
  'break', 'smash', 'crush', 'cut', 'snap', 'rip', 'kick', 'hurt', 'jump', 'knock', 'bash', 'cave', 'hit', 'beat',
  'burn', 'slap', 'smack', 'pummel', 'bust', 'split', 'fracture', 'twist', 'tear', 'gouge', 'cut out', 'rip out',
  'tear out', 'pull out', 'knock out', 'bash in', 'cave in', 'smash in', 'stab', 'wreck', 'bleed', 'hunt down',
  'put', 'send', 'bury', 'end', 'break every bone in', 'breaks', 'smashes', 'crushes', 'cuts', 'burns', 'hits',
]);
/** Where `put` or `send` lands someone when it is a threat. */
const HARM_DESTINATION = new PhraseSet([
  'hospital', 'the hospital', 'a hospital', 'the ground', 'the grave', 'a grave', 'an early grave', 'a coma', 'coma',
  'a wheelchair', 'a body bag', 'the morgue', 'icu', 'the icu', 'intensive care', 'six feet under', 'the er',
]);
/** What happens to someone in a wish: `your plane crashes`, `you die`. */
const OUTCOME = new PhraseSet([
  'die', 'dies', 'died', 'crash', 'crashes', 'burn', 'burns', 'drown', 'drowns', 'rot', 'rots', 'bleed', 'bleeds',
  'suffer', 'suffers', 'sink', 'sinks', 'explode', 'explodes', 'get hit', 'gets hit', 'get run over', 'gets run over',
  'get shot', 'gets shot', 'get stabbed', 'gets stabbed', 'get cancer', 'gets cancer', 'get raped', 'gets raped',
  'get killed', 'gets killed', 'get hurt', 'gets hurt', 'go down in flames', 'goes down in flames', 'burn down',
  'burns down', 'catch fire', 'catches fire', 'blow up', 'blows up', 'choke', 'chokes', 'a bullet', 'a beating',
  'to die', 'to be shot', 'to be killed', 'to suffer', 'to be stabbed', 'to be hanged', 'to get hurt',
]);
const BODY = new Set([
  'jaw', 'skull', 'neck', 'throat', 'tongue', 'face', 'head', 'teeth', 'eyes', 'eye', 'legs', 'leg', 'arms', 'arm',
  'knees', 'kneecaps', 'ribs', 'nose', 'fingers', 'hands', 'hand', 'spine', 'back', 'chest', 'heart', 'guts', 'brains',
  'windpipe', 'ears', 'ear', 'lips', 'body', 'bones', 'wrists', 'fingernails', 'kneecap', 'skin', 'stomach',
]);
/** People and the things that are theirs, after a possessive: `your kids`, `his car`, `your plane`. */
const PERSONAL = new Set([
  ...BODY, 'family', 'kids', 'children', 'kid', 'child', 'wife', 'husband', 'mom', 'mum', 'mother', 'dad', 'father',
  'sister', 'brother', 'son', 'daughter', 'parents', 'girlfriend', 'boyfriend', 'dog', 'cat', 'house', 'home', 'car',
  'plane', 'flight', 'ship', 'boat', 'whole', 'ass', 'friends', 'baby', 'grandma', 'pets',
  // Roles people are named by when they are threatened at work or school.
  'manager', 'boss', 'teacher', 'coworker', 'colleague', 'neighbour', 'neighbor', 'ex', 'landlord', 'principal',
]);
/** Verbs of games as much as of fights: in a sentence about a game they are play, not threats. */
const COMPETITIVE = new Set(['kill', 'murder', 'shoot', 'stab', 'beat', 'destroy', 'crush', 'wreck', 'end', 'smash', 'snipe', 'knife', 'cap', 'bury', 'hunt', 'run']);
const PERSON = new Set(['you', 'u', 'ya', 'yall', "y'all", 'him', 'her', 'them', 'yourself', 'everyone', 'everybody']);
const POSSESSIVE = new Set(['your', 'ur', 'his', 'her', 'their', 'yo']);
/** Third parties that wishes of harm call on: `I hope someone runs you over`. */
const AGENT = new Set(['someone', 'somebody', 'a', 'they', 'he', 'she', 'people', 'anyone', 'anybody']);
const WEAPON = new Set(['bat', 'gun', 'guns', 'knife', 'knives', 'rifle', 'pistol', 'shotgun', 'machete', 'axe', 'hammer', 'crowbar', 'glock', 'ar15', 'ak47', 'bullet', 'bullets', 'bomb', 'acid']);
/** Phrases that say the damage is not to a body: `shoot you an email`, `hit you up`. */
const BENIGN_AFTER = new PhraseSet([
  'up', 'an email', 'a message', 'a text', 'a dm', 'a link', 'a note', 'a line', 'back', 'with kindness', 'a call',
  'a ping', 'a reminder', 'over', 'in', 'out', 'off', 'a favor', 'a favour', 'through', 'to', 'the', 'some', 'a copy',
]);

interface Target {
  /** Index one past the target phrase. */
  readonly end: number;
  readonly body: boolean;
}

/** A person (or their body, kin or things) starting within two tokens of `i`. */
function targetAt(words: readonly string[], i: number): Target | undefined {
  for (let k = i; k < i + 3 && k < words.length; k++) {
    const w = words[k]!;
    if (w === ',') return undefined;
    if (PERSON.has(w)) {
      // `you in the neck`, `him in the face`: the body part makes it bodily.
      const body = (words[k + 1] === 'in' || words[k + 1] === 'on') && BODY.has(words[k + 3] ?? words[k + 2] ?? '');
      return { end: k + 1, body };
    }
    if (POSSESSIVE.has(w)) {
      for (let j = k + 1; j < k + 4 && j < words.length; j++) {
        const n = words[j]!;
        if (PERSONAL.has(n)) return { end: j + 1, body: BODY.has(n) };
      }
      return undefined;
    }
  }
  return undefined;
}

/** Intent of the first-person speaker among tokens [from, to). */
function speakerIntent(words: readonly string[], from: number, to: number): boolean {
  for (let i = Math.max(0, from); i < to; i++) {
    const w = words[i]!;
    if (SPEAKER_WITH_INTENT.has(w)) return true;
    if (SPEAKER.has(w) || w === 'boys' || w === 'friends') {
      for (let k = i + 1; k < to && k <= i + 5; k++) if (INTENT.at(words, k)) return true;
    }
  }
  // A clause that opens on the intent itself: `gonna punch your face in`.
  const first = from === 0 ? 0 : from;
  return INTENT.at(words, first) !== undefined && ['gonna', 'going', 'finna', 'about'].includes(words[first]!);
}

function wishBefore(words: readonly string[], from: number, to: number): boolean {
  for (let i = Math.max(0, from); i < to; i++) if (WISH.has(words[i]!) && !negatedAt(words, i)) return true;
  return false;
}

/** Start of the clause holding token `i`: a comma or `and`/`but` between clauses is a limit. */
function clauseStart(words: readonly string[], i: number): number {
  for (let k = i - 1; k >= 0; k--) if (words[k] === ',') return k + 1;
  return 0;
}

/** Every composed threat starts on a harm, and a harm holds one of these words. */
const HARM_TRIGGER = triggerWords(STRONG_HARM, BODILY_HARM, OUTCOME);
/** And it needs the speaker's intent or a wish (see speakerIntent and wishBefore), which hold one of these. */
const INTENT_TRIGGER = triggerWords(INTENT, SPEAKER_WITH_INTENT, WISH);

function detectComposedThreats({ doc, findings }: Reading): void {
  let budget = MAX_COMPOSED_FINDINGS;
  const wordsOf = sentenceWords(doc);
  for (const [s, tokens] of sentences(doc).entries()) {
    if (budget <= 0) break;
    const words = wordsOf[s]!;
    if (!words.some((w) => HARM_TRIGGER.has(w)) || !words.some((w) => INTENT_TRIGGER.has(w))) continue;
    const game = isGameTalk(words);
    const weapon = words.some((w) => WEAPON.has(w));
    for (let i = 0; i < words.length; i++) {
      const strong = STRONG_HARM.at(words, i);
      const bodily = strong ? undefined : BODILY_HARM.at(words, i);
      const outcomeHit = strong || bodily ? undefined : OUTCOME.at(words, i);
      const harm = strong ?? bodily ?? outcomeHit;
      if (!harm || (game && COMPETITIVE.has(harm.phrase.split(' ')[0]!))) continue;
      const start = clauseStart(words, i);
      if (negatedAt(words, i, 4)) continue;
      let target: Target | undefined;
      let end = harm.end;
      if (outcomeHit) {
        // An outcome wished on someone: the person comes before it (`your plane crashes`).
        const owner = [i - 1, i - 2, i - 3].find((k) => k >= start && (PERSON.has(words[k]!) || PERSONAL.has(words[k]!)));
        if (owner === undefined || !wishBefore(words, start, i)) continue;
        target = { end: harm.end, body: false };
      } else {
        // `run you over` holds its target inside the phrase.
        target = /\b(?:you|him|her)\b/.test(harm.phrase) ? { end: harm.end, body: false } : targetAt(words, harm.end);
        if (!target) continue;
        if (target.end !== harm.end && BENIGN_AFTER.at(words, target.end) && !target.body && !BODY.has(words[target.end + 1] ?? '')) {
          const dest = ['in', 'into', 'to'].includes(words[target.end]!) ? HARM_DESTINATION.at(words, target.end + 1) : undefined;
          if (!dest && !(strong && words[target.end] === 'in' && BODY.has(words[target.end + 2] ?? ''))) {
            if (!(bodily && (harm.phrase === 'cut' || harm.phrase === 'rip' || harm.phrase === 'tear') && words[target.end] === 'out' && target.body)) continue;
          }
        }
        end = target.end;
        if (bodily) {
          const dest = (harm.phrase === 'put' || harm.phrase === 'send') && (words[target.end] === 'in' || words[target.end] === 'into' || words[target.end] === 'to')
            ? HARM_DESTINATION.at(words, target.end + 1) : undefined;
          if (dest) end = dest.end;
          else if (harm.phrase === 'put' || harm.phrase === 'send' || harm.phrase === 'end' || harm.phrase === 'bury') continue;
          else if (!target.body && !(harm.phrase === 'jump' || harm.phrase === 'hurt' || harm.phrase === 'beat' || harm.phrase === 'bleed')) continue;
        }
      }
      const intent = speakerIntent(words, start, i);
      const wish = !intent && wishBefore(words, start, i);
      const agent = wish && words.slice(start, i).some((w) => AGENT.has(w));
      if (!intent && !wish) continue;
      if (wish && !outcomeHit && !agent && !strong) continue;
      if (budget <= 0 || isSecondHand(doc, tokens, start, Math.min(end, tokens.length) - 1)) continue;
      budget--;
      const high = intent && (strong !== undefined || target.body || weapon || bodily !== undefined);
      findings.add({
        category: 'violence',
        label: intent ? 'threat' : 'wish_of_harm',
        severity: high ? 'high' : 'medium',
        confidence: high ? 0.85 : 0.75,
        ...originalSpan(doc, tokens[start]!.from, tokens[Math.min(end, tokens.length) - 1]!.to),
      });
      i = Math.max(i, end - 1);
    }
  }
}

/** What a menace needs beside it: a weapon (payback), fear or a weapon (knowing where), intent (deprivation), nothing. */
const MENACE_KIND = new Map<string, 'payback' | 'knows' | 'deprivation' | 'alone'>([
  ...['going to pay', 'gonna pay', 'will pay', 'is done', 'are done', 'is finished', 'are finished', 'will regret', 'gonna regret', 'are next', 'is next', 'see you soon']
    .map((p) => [p, 'payback'] as const),
  ...['i have your address', 'i know your address', 'i got your address', 'i found your address', 'i know where you work',
    'i know where he parks', 'i know where she parks', 'i know where your kids', 'i know where he lives', 'i know where she lives', 'i know where your']
    .map((p) => [p, 'knows'] as const),
  ...["won't walk home", 'wont walk home', "won't make it home", 'wont make it home', 'never get home', 'never make it home',
    'never walk again', 'never wake up', 'never talk again', 'never see']
    .map((p) => [p, 'deprivation'] as const),
  ...['until i get to you', 'till i get to you', 'when i get to you', 'get my hands on you', "won't know what hit you", 'wont know what hit you',
    "won't know what hit him", "won't know what hit her", "won't know what hit them", 'count the days until i']
    .map((p) => [p, 'alone'] as const),
]);
const MENACE = new PhraseSet([...MENACE_KIND.keys()]);
const FEAR = new PhraseSet(['afraid', 'scared', 'watch out', 'be careful', 'should be worried', 'watch your back', 'sleep tight']);
/** A menace holds one of these words. */
const MENACE_TRIGGER = triggerWords(MENACE);
const ARMED = new PhraseSet(['i have', 'i got', "i've got", 'i bought', 'i own', 'bringing', 'bring', 'loaded', 'cleaned', 'i packed', 'my']);
/**
 * Beside the menace, what makes it enough holds one of these: a menace that needs nothing, a weapon
 * (armed), fear, or the speaker's intent (deprivation).
 */
const ENOUGH_TRIGGER = triggerWords(
  new PhraseSet([...MENACE_KIND].filter(([, kind]) => kind === 'alone').map(([phrase]) => phrase)),
  WEAPON,
  FEAR,
  INTENT,
  SPEAKER_WITH_INTENT,
);

/** Someone other than the speaker just before `at`: `make sure you never`, `your kids never`. */
function aimedAtOther(words: readonly string[], at: number): boolean {
  for (let k = at - 1; k >= 0 && k >= at - 3; k--) if (PERSON.has(words[k]!) || POSSESSIVE.has(words[k]!) || PERSONAL.has(words[k]!)) return true;
  return false;
}

/**
 * A menace (`the whole school is going to pay`, `I have your address`) beside a weapon the
 * speaker has, fear they mean to cause, or a promise, across the sentences of one short message.
 */
function detectArmedMenace({ doc, findings }: Reading): void {
  const all = sentences(doc);
  if (all.length > 6) return;
  // Most texts hold no menace: they are told apart before the sentences are joined.
  const held = (trigger: ReadonlySet<string>) => sentenceWords(doc).some((words) => words.some((w) => trigger.has(w)));
  if (!held(MENACE_TRIGGER) || !held(ENOUGH_TRIGGER)) return;
  const flat: Token[] = all.flat();
  const words = sentenceWords(doc).flat();
  if (isGameTalk(words)) return;
  const menaces = [];
  let armed = false;
  let fear = false;
  for (let i = 0; i < words.length; i++) {
    const m = MENACE.at(words, i);
    if (m && !negatedAt(words, i, 2)) menaces.push(m);
    const a = ARMED.at(words, i);
    if (a && words.slice(a.end, a.end + 4).some((w) => WEAPON.has(w))) armed = true;
    if (FEAR.at(words, i) && !negatedAt(words, i, 2)) fear = true;
  }
  for (const m of menaces) {
    const kind = MENACE_KIND.get(m.phrase);
    const enough = kind === 'alone' || armed || (kind === 'knows' && fear) || (kind === 'deprivation' && aimedAtOther(words, m.at) && speakerIntent(words, 0, m.at));
    if (!enough || isSecondHand(doc, flat, m.at, m.end - 1)) continue;
    findings.add({ category: 'violence', label: 'threat', severity: 'high', confidence: 0.85, ...originalSpan(doc, flat[m.at]!.from, flat[m.end - 1]!.to) });
  }
}

export const composedThreats: Detector = { name: 'violence/composed', categories: ['violence'], detect: detectComposedThreats };

export const armedMenace: Detector = { name: 'violence/armed-menace', categories: ['violence'], detect: detectArmedMenace };
