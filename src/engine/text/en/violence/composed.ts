// Threats composed from parts rather than listed: who speaks and with what intent (first person
// future, plan or desire; a wish aimed at someone) x a harm (verb or outcome, amplified by body
// parts and weapons) x a person as target. Negation, games and reported speech damp it.
import { type Detector, withoutLists } from '../../detector.ts';
import { originalSpan } from '../../normalize.ts';
import { type Hit, PhraseSet, triggerWords } from '../../phrases.ts';
import { alt } from '../../pattern.ts';
import type { Reading } from '../../reading.ts';
import { MAX_COMPOSED_FINDINGS } from '../../sentences.ts';
import { CONTEXT, isBanter } from '../context.ts';
import { GAME_IN } from './games.ts';
import HATE_WORDS from '../hate/words.json' with { type: 'json' };
import WORDS from './composed.json' with { type: 'json' };
import { progressiveOf } from '../verb-forms.ts';
import VIOLENCE_WORDS from './words.json' with { type: 'json' };

/** First-person speakers; contractions carry the intent in themselves. */
const SPEAKER = new Set(WORDS.speaker);
export const SPEAKER_WITH_INTENT = new Set(WORDS.speakerWithIntent);
/** Future, plan, desire and promise: the speaker means to do it. */
export const INTENT = new PhraseSet(WORDS.intent);
/** Words that move a threat out of a game into real life. */
const REAL_LIFE = new Set(['irl', 'offline']);
/** Intents that open a clause with no subject before them: the writer speaks. */
const CLAUSE_INTENT = new Set(['gonna', 'going', 'finna', 'about', 'can\'t', 'cant', 'wanna', 'tryna', 'ready', 'watch', 'coming']);
/** Wishes aimed at someone: the harm is hoped for rather than promised. */
const WISH = new Set(WORDS.wish);

/** Verbs that are harm whatever follows them; they still need a person as target. */
const STRONG_HARM = new PhraseSet(WORDS.strongHarm);
/** Verbs that are harm only against a body, a person or their things: `break your jaw`, not `break the build`. */
const BODILY_HARM = new PhraseSet(WORDS.bodilyHarm);
/**
 * The harms told as under way, each with the harm it is: after the speaker's own `i'm` they are a
 * plan (`i'm putting you in a wheelchair`, `im running u over tomorrow`).
 */
const UNDER_WAY = new Map([...WORDS.strongHarm, ...WORDS.bodilyHarm].map((phrase) => [progressiveOf(phrase), phrase]));
const STRONG_UNDER_WAY = new PhraseSet(WORDS.strongHarm.map(progressiveOf));
const BODILY_UNDER_WAY = new PhraseSet(WORDS.bodilyHarm.map(progressiveOf));
/** The speaker's `i'm` before a harm under way, and the words that may stand between: `im literally putting ...`. */
const SPEAKER_BE = new Set(["i'm", 'im', "we're", 'am']);
const BEFORE_UNDER_WAY = new Set(['just', 'literally', 'actually', 'really', 'seriously', 'definitely', 'def', 'so', 'lowkey', 'personally']);
/** The parts of a body that `crack` threatens: `crack your skull`, not a chiropractor's `crack your back`. */
const CRACKABLE = new Set(WORDS.crackableParts);
/** Where `put` or `send` lands someone when it is a threat. */
const HARM_DESTINATION = new PhraseSet(WORDS.harmDestination);
/** Where `put` lands someone with no preposition before it: `put you six feet under`. */
const BARE_DESTINATION = new PhraseSet(WORDS.bareDestination);
/** What comes between `put you` and where: `in the hospital`, `through the windshield`. */
const DESTINATION_PREPOSITIONS = new Set(['in', 'into', 'to', 'through']);
/** What happens to someone in a wish: `your plane crashes`, `you die`. */
const OUTCOME = new PhraseSet(WORDS.outcome);
export const BODY = new Set(WORDS.body);
/** People, the roles they are threatened in at work or school, and the things that are theirs, after a possessive: `your kids`, `his car`, `your plane`. */
export const PERSONAL = new Set([...BODY, ...WORDS.personal]);
/** Verbs of games as much as of fights: in a sentence about a game they are play, not threats. */
const COMPETITIVE = new Set(WORDS.competitive);
export const PERSON = new Set(WORDS.person);
export const POSSESSIVE = new Set(WORDS.possessive);
/** Third parties that wishes of harm call on: `I hope someone runs you over`. */
const AGENT = new Set(WORDS.agent);
export const WEAPON = new Set(WORDS.weapon);
/** Harms friends threaten each other with in jest (`i'll murder you lol`); a blade or a gun is never banter. */
export const BANTER_HARM = new Set(VIOLENCE_WORDS.banterHarms);
/** Words that point at someone not addressed: `that judge`, `my landlord`, `the new kid`. */
export const POINTER = new Set(WORDS.pointer);
/** People pointed at by role rather than by name or pronoun: the targets of threats told to a third person. */
export const THIRD_PARTY = new Set(WORDS.thirdParty);
/** A call on others to do the harm: `someone should ...`, `somebody needs to ...`. */
const CALL = new PhraseSet(WORDS.call);
/** Words an order to do harm may open with: `go`, `let's`, `just`, `please`. */
const ORDER_OPENERS = new Set(WORDS.orderOpeners);
/**
 * Phrases that say the damage is not to a body: `shoot you an email`, `hit you up`, those the phrase
 * rules read past a target and the particles an order's target may take (`hit you back`, `run you
 * through`); not `from`, where a body is hung (`hang them from the clock tower`).
 */
const BENIGN_AFTER = new PhraseSet([...VIOLENCE_WORDS.benignAfterTarget.filter((phrase) => phrase !== 'from'), ...WORDS.benignAfter]);

interface Target {
  /** Index one past the target phrase. */
  readonly end: number;
  readonly body: boolean;
}

/** A member of a protected group, or the group, threatened like any person: `the next jew`, `a gay person`, `all the immigrants`. */
const GROUP_MEMBER = new PhraseSet([...HATE_WORDS.members, ...HATE_WORDS.groups]);
/** Words after a group's word that end the naming of a person (`the next jew i see`): pronouns, prepositions, times. */
const AFTER_A_NAME = new Set([
  'i', 'you', 'u', 'he', 'she', 'they', 'we', 'who', 'that', 'and', 'or', 'in', 'at', 'on', 'with', 'when', 'if', 'for',
  'to', 'from', 'by', 'out', 'up', 'down', 'again', 'tonight', 'tomorrow', 'today', 'next', 'so', 'because', 'like', 'lol',
]);
/** Whether `word` may go on naming what a group's word describes (`the mexican team`, `a gay bar`): a word, not one of AFTER_A_NAME. */
const namesMore = (word: string): boolean => /^[\p{L}']+$/u.test(word) && !AFTER_A_NAME.has(word);
/** Words that point at anyone of a group: `a gay person`, `any immigrant`. */
const ANY_OF = new Set(['a', 'an', 'any', 'all']);

/** Whose a possessive word says (`referee's`, `ex's`: `referee`, `ex`); any other word as it is. */
export const ownerOf = (word: string): string => (word.endsWith("'s") ? word.slice(0, -2) : word);

/** A person (or their body, kin or things) starting within two tokens of `i`. */
function targetAt(words: readonly string[], i: number): Target | undefined {
  for (let k = i; k < i + 3 && k < words.length; k++) {
    const w = words[k]!;
    if (w === ',') return undefined;
    // `her leg`, `her car`: the word of a person is the owner of what follows it.
    if (POSSESSIVE.has(w) && PERSONAL.has(words[k + 1] ?? '')) return { end: k + 2, body: BODY.has(words[k + 1]!) };
    if (PERSON.has(w)) {
      // `you in the neck`, `him in the face`: the body part makes it bodily.
      const body = (words[k + 1] === 'in' || words[k + 1] === 'on') && BODY.has(words[k + 3] ?? words[k + 2] ?? '');
      return { end: k + 1, body };
    }
    // `that judge`, `my landlord`, `the new kid`: a person pointed at by role, an adjective or two
    // between; `the referee's face`: their body.
    if (POINTER.has(w) || ANY_OF.has(w)) {
      for (let j = k + 1; j < k + 4 && j < words.length; j++) {
        const member = GROUP_MEMBER.at(words, j);
        // `the mexican team`, `a gay bar`: a word of a group before a noun describes the noun.
        if (member && (member.phrase.includes(' ') || !namesMore(words[member.end] ?? ''))) return { end: member.end, body: false };
        if (!POINTER.has(w)) continue;
        if (THIRD_PARTY.has(words[j]!)) return { end: j + 1, body: false };
        if (words[j] !== ownerOf(words[j]!) && THIRD_PARTY.has(ownerOf(words[j]!)) && BODY.has(words[j + 1] ?? '')) return { end: j + 2, body: true };
      }
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

/** How far back a plan under way may have begun: `im driving over there rn and beating you with a bat`. */
const UNDER_WAY_REACH = 8;

/**
 * Whether the harm at `i` follows the speaker's `i'm` (`am` only after `i`), an adverb at most
 * between (`i'm putting you ...`), or ends a chain of such plans (`i'm driving over and beating you`).
 */
function speakerUnderWay(words: readonly string[], from: number, i: number): boolean {
  const k = BEFORE_UNDER_WAY.has(words[i - 1] ?? '') ? i - 2 : i - 1;
  if (k >= from && SPEAKER_BE.has(words[k]!) && (words[k] !== 'am' || words[k - 1] === 'i')) return true;
  if (words[i - 1] !== 'and') return false;
  for (let j = i - 2; j > from && j >= i - UNDER_WAY_REACH; j--) if (words[j]!.endsWith('ing') && speakerUnderWay(words, from, j)) return true;
  return false;
}

/** A harm starting at token `i`, as it is listed: a harm under way is given as its plain form (`putting` as `put`). */
function harmAt(set: PhraseSet, underWay: PhraseSet, words: readonly string[], i: number): Hit | undefined {
  const hit = set.at(words, i);
  if (hit) return hit;
  const going = underWay.at(words, i);
  return going && { ...going, phrase: UNDER_WAY.get(going.phrase)! };
}

/** A word by which the writer speaks in the first person: `i`, `im`, `we'll`. */
const speaks = (word: string): boolean => SPEAKER.has(word) || SPEAKER_WITH_INTENT.has(word);

/** The writer's crew, who speak as the writer does (`me and the boys will find you`). */
const CREW = new Set(WORDS.crew);
/** What makes the crew a side in a game (`the boys team will murder them on saturday`, `the boys 2nd xi`), unless a verb (`team up`, `club together`). */
const SIDES = new Set(WORDS.sides);
const SIDE_AS_VERB = new Set(WORDS.sideAsVerb);
/** How many words after the crew its side may be named (`the boys football team`). */
const SIDE_REACH = 3;

/** Whether the crew at `i` is named as a side in a game. */
function crewAsSide(words: readonly string[], i: number): boolean {
  for (let k = i + 1; k <= i + SIDE_REACH && k < words.length; k++) if (SIDES.has(words[k]!)) return !SIDE_AS_VERB.has(words[k + 1] ?? '');
  return false;
}

/** Intent of the first-person speaker among tokens [from, to). */
export function speakerIntent(words: readonly string[], from: number, to: number): boolean {
  for (let i = Math.max(0, from); i < to; i++) {
    const w = words[i]!;
    if (SPEAKER_WITH_INTENT.has(w)) return true;
    if (SPEAKER.has(w) || (CREW.has(w) && !crewAsSide(words, i))) {
      for (let k = i + 1; k < to && k <= i + 5; k++) if (INTENT.at(words, k)) return true;
    }
  }
  // A clause that opens on the intent itself: `gonna punch your face in`, `cant wait to strangle you`, `watch me break your legs`.
  const first = from === 0 ? 0 : from;
  return INTENT.at(words, first) !== undefined && CLAUSE_INTENT.has(words[first]!);
}

/** What opens a clause of its own after a likening: the harm after it is not the one likened. */
const CLAUSE_JOINS: ReadonlySet<string> = new Set([',', ...WORDS.clauseJoins]);
/** Words that liken what happens to a harm the speaker would do, after any word of the clause: `as if`, `as though`. */
const LIKENING = new PhraseSet(WORDS.likening);
/** What `like` likens after (`he screams like i'm ...`, `looks at me like i'm ...`), not `feel like` or `looks like`, which say what will be. */
const LIKENING_AFTER: ReadonlySet<string> = new Set(WORDS.likeningVerbs);
/**
 * The lists the normaliser learns: not the likenings (`as` would make a stretched `asss` read as it;
 * see withoutLists), nor the figures of a death (`envy`, `cuteness`).
 */
const { learned: LEARNED } = withoutLists(WORDS, ['likening', 'likeningVerbs', 'figurativeDeaths']);
/** Verbs after the speaker that make `like` point back at what was said (`like i said, ...`), not liken. */
const SAID_BEFORE: ReadonlySet<string> = new Set(WORDS.saidBefore);

/**
 * True when, among a sentence's words [from, to), a clause likens what happens to the speaker doing
 * harm: `as if` after a word of its own, or `like` after one that reacts or treats (`he screams like
 * i'm torturing him`, `she looks at me as if i'm going to kill her`). No harm is threatened; `like`
 * after `feel` or `looks` says what will be, and one opening the clause is a filler.
 */
export function likened(words: readonly string[], from: number, to: number): boolean {
  for (let k = from + 1; k < to; k++) {
    const before = words[k - 1]!;
    const hit = words[k] === 'like' ? (LIKENING_AFTER.has(before) ? { end: k + 1 } : undefined) : LIKENING.at(words, k);
    if (hit === undefined || hit.end >= to || before === ',') continue;
    const speaker = words[hit.end]!;
    if (!(SPEAKER.has(speaker) || SPEAKER_WITH_INTENT.has(speaker)) || SAID_BEFORE.has(words[hit.end + 1] ?? '')) continue;
    // The likening holds the harm only if no clause opens between (`he treats me like i'm nothing and i'm gonna kill him`).
    let joined = false;
    for (let j = hit.end + 1; j < to && !joined; j++) joined = CLAUSE_JOINS.has(words[j]!);
    if (!joined) return true;
  }
  return false;
}

/** Relative pronouns: a harm just after one is told of whom the clause names, not promised by the speaker. */
const RELATIVES: ReadonlySet<string> = new Set(WORDS.relatives);
/** Words a relative pronoun may follow and still name the speaker (`i'll be the one who kills you`). */
const SPEAKER_ANTECEDENTS: ReadonlySet<string> = new Set(WORDS.speakerAntecedents);
/** The reader: a harm that lands on them stays a threat whoever the clause names (`i'll hire a guy who stabs you`). */
const READER: ReadonlySet<string> = new Set(WORDS.reader);

/** True when the harm at `i`, up to `end`, opens a relative clause about others and not about the reader (`the cops who beat him`). */
function othersDeed(words: readonly string[], i: number, end: number): boolean {
  if (i < 2 || !RELATIVES.has(words[i - 1]!) || SPEAKER_ANTECEDENTS.has(words[i - 2]!) || SPEAKER.has(words[i - 2]!)) return false;
  for (let k = i; k < end; k++) if (READER.has(words[k]!)) return false;
  return true;
}

/**
 * Whether someone other than the reader is named by role or kinship among [from, to): `your striker`,
 * `that ref`, `my ex`. A harm to their body wished on them has its agent (`hope your striker breaks
 * his leg`) as `he` would (`hope he breaks his neck`).
 */
function someonePointedAt(words: readonly string[], from: number, to: number): boolean {
  for (let k = Math.max(from, 1); k < to; k++) {
    if ((THIRD_PARTY.has(words[k]!) || PERSONAL.has(words[k]!)) && !BODY.has(words[k]!) && (POSSESSIVE.has(words[k - 1]!) || POINTER.has(words[k - 1]!))) return true;
  }
  return false;
}

function wishBefore(words: readonly string[], from: number, to: number): boolean {
  for (let i = Math.max(0, from); i < to; i++) if (WISH.has(words[i]!) && !CONTEXT.negatedBefore(words, i, 3)) return true;
  return false;
}

/** How far before the harm a call on others may stand: `somebody needs to put a bullet in ...`. */
const CALL_REACH = 5;

/** `someone should`, `somebody needs to` just before the harm: others are called on to do it. */
function callBefore(words: readonly string[], from: number, to: number): boolean {
  for (let i = Math.max(from, to - CALL_REACH); i < to - 1; i++) if (AGENT.has(words[i]!) && CALL.at(words, i + 1)) return true;
  return false;
}

/** The harm opens its clause, alone or after `go`, `let's` or `just`: an order given to others, not a story told or a question asked (`arrest them? kill them?`). */
function orderAt(words: readonly string[], start: number, i: number): boolean {
  for (let k = start; k < i; k++) if (!ORDER_OPENERS.has(words[k]!)) return false;
  return true;
}

/** Whom an order may be given to by name of no one in particular: `someone stab the dude who runs that sub`. */
const CALLED_ON = new Set(['someone', 'somebody', 'anyone', 'anybody']);

/**
 * An order to `someone` (see CALLED_ON) of a harm in its plain form, which only a harm whatever
 * follows can be: `someone cut his hand` and `somebody shoots him` tell what happened.
 */
function orderToAnyoneAt(words: readonly string[], start: number, i: number): boolean {
  return CALLED_ON.has(words[start]!) && orderAt(words, start + 1, i) && !/[^s]s$/.test(words[i]!);
}

/** Told to hurt oneself (`kill yourself`) is harassment, read by its own rules, not a call to violence. */
const SELF_TARGETS = new Set(['yourself', 'yourselves', 'urself', 'themselves', 'himself', 'herself']);

/**
 * A condition of a threat on a petty thing of everyday life, within its clause (`i'll kill you if you
 * forget the snacks`, `... if you take my yogurt`): exasperation among people who live or work
 * together, said low. Not a condition of telling, paying, leaving or touching, nor one that names
 * the reader's family: those are how threats silence, extort and control.
 */
const PETTY_CONDITION = new RegExp(`^(?: (?:down|up|out))? if (?:you|u|ya|you're|youre|ur|anyone|someone|somebody)(?: [^ .!?,;:]+){0,8}? ${alt(WORDS.pettyConditions)}(?![^ ])`, 'u');
const NOT_PETTY = new RegExp(`(?<![^ ])${alt(WORDS.notPetty)}(?![^ ])`, 'u');
/** How many characters after a threat its condition is read. */
const CONDITION_REACH = 80;

/** What makes a death told to the reader a figure of speech: `you'll die of boredom`, `you're gonna die laughing`, `you'll die when you see the price`. */
const FIGURATIVE_DEATH = new RegExp(`^ ${alt(WORDS.figurativeDeaths)}(?![^ ])`, 'u');
/** Where rotting is a sentence served: `deserves to rot in prison`. */
const IN_PRISON = /^ in (?:prison|jail|gaol|a cell|(?:his|her|their) cells?)(?![^ ])/u;

/**
 * Whether the death or the rotting that ends at `end` of the normalised `text` is no harm by what
 * follows it: a figure of speech (see FIGURATIVE_DEATH) or a sentence served (see IN_PRISON).
 */
export function noHarmAfter(text: string, end: number): boolean {
  const word = text.slice(text.lastIndexOf(' ', end - 1) + 1, end);
  const after = text.slice(end);
  return ((word === 'die' || word === 'dies') && FIGURATIVE_DEATH.test(after)) || ((word === 'rot' || word === 'rots') && IN_PRISON.test(after));
}

/** Whether the normalised text at `end`, just after a threat, sets it on a petty condition (see PETTY_CONDITION). */
export function pettyConditionAfter(text: string, end: number): boolean {
  const condition = PETTY_CONDITION.exec(text.slice(end, end + CONDITION_REACH));
  return condition !== null && !NOT_PETTY.test(condition[0]);
}

/** Start of the clause holding token `i`: a comma or `and`/`but` between clauses is a limit. */
function clauseStart(words: readonly string[], i: number): number {
  for (let k = i - 1; k >= 0; k--) if (words[k] === ',') return k + 1;
  return 0;
}

/** Every composed threat starts on a harm, and a harm holds one of these words. */
const HARM_TRIGGER = triggerWords(STRONG_HARM, BODILY_HARM, OUTCOME, STRONG_UNDER_WAY, BODILY_UNDER_WAY);
/**
 * And it needs the speaker's intent, a wish or a call on others (see speakerIntent,
 * speakerUnderWay, wishBefore and callBefore), which hold one of these, or else an order (see
 * orderAt) of a harm that is one whatever follows, or of one to a body.
 */
const INTENT_TRIGGER = triggerWords(INTENT, SPEAKER_WITH_INTENT, WISH, CALL, SPEAKER_BE);
const ORDER_TRIGGER = triggerWords(STRONG_HARM, BODY);
/** An order needs someone to aim at (see targetAt), named by one of these: `please kill the old process` names no one. */
const TARGET_TRIGGER = triggerWords(PERSON, THIRD_PARTY, POSSESSIVE);

/**
 * Harms whose word is also a thing's (`that skin you wanted`, a game's outfit), and the words before it
 * that make it the thing: an article, an owner, or a game's word for its items (`rare`, `legendary`).
 */
const THINGS_TOO: ReadonlySet<string> = new Set(WORDS.harmsAlsoThings);
const THING_BEFORE: ReadonlySet<string> = new Set(WORDS.thingsBefore);

/** Words that, before `shot`, show it was meant as `shoot`: `gonna shoooot you` reads `gonna shot you`, its letters squeezed. */
const BEFORE_PRESENT = new Set(['gonna', 'will', "i'll", 'ill', "we'll", 'to', 'wanna', 'finna', 'gon', 'shall', 'ima', 'imma']);

/** The sentence's words with `shot` read as `shoot` where an intent stands just before it; the same array when none does. */
function presentAfterIntent(words: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  for (let i = 1; i < words.length; i++) if (words[i] === 'shot' && BEFORE_PRESENT.has(words[i - 1]!)) (out ??= [...words])[i] = 'shoot';
  return out ?? words;
}

function detectComposedThreats(reading: Reading): void {
  const { doc, findings } = reading;
  let budget = MAX_COMPOSED_FINDINGS;
  const wordsOf = reading.sentenceWords;
  for (const [s, tokens] of reading.sentences.entries()) {
    if (budget <= 0) break;
    const words = presentAfterIntent(wordsOf[s]!);
    const orderOnly = !reading.sentenceHolds(s, INTENT_TRIGGER);
    if (!reading.sentenceHolds(s, HARM_TRIGGER) || (orderOnly && !(reading.sentenceHolds(s, ORDER_TRIGGER) && reading.sentenceHolds(s, TARGET_TRIGGER)))) continue;
    // Worked out once a harm is found, which most sentences that get this far never hold.
    let game: boolean | undefined;
    let weaponHeld: boolean | undefined;
    const question = reading.asks(s);
    for (let i = 0; i < words.length; i++) {
      // With no intent, wish or call in the sentence only an order can threaten, and an order's harm opens its clause (see orderAt).
      if (orderOnly && i > 0 && words[i - 1] !== ',' && !ORDER_OPENERS.has(words[i - 1]!) && !CALLED_ON.has(words[i - 1]!)) continue;
      const strong = harmAt(STRONG_HARM, STRONG_UNDER_WAY, words, i);
      const bodily = strong ? undefined : harmAt(BODILY_HARM, BODILY_UNDER_WAY, words, i);
      const outcomeHit = strong || bodily ? undefined : OUTCOME.at(words, i);
      const harm = strong ?? bodily ?? outcomeHit;
      if (!harm || (THINGS_TOO.has(words[i]!) && THING_BEFORE.has(words[i - 1] ?? ''))) continue;
      if (noHarmAfter(doc.text, tokens[harm.end - 1]!.to)) continue;
      // `keep camping spawn and i'll come stab u irl`: said of real life, a game word does not soften it.
      if (COMPETITIVE.has(harm.phrase.split(' ')[0]!) && (game ??= (CONTEXT.isGameTalk(words) || GAME_IN.test(words.join(' '))) && !words.some((w) => REAL_LIFE.has(w)))) continue;
      const start = clauseStart(words, i);
      if (CONTEXT.negatedBefore(words, i, 4)) continue;
      let target: Target | undefined;
      let end = harm.end;
      // `put that ref in the hospital`: where the harm lands someone makes it bodily whoever is named.
      let landed = false;
      let knockedOut = false;
      if (outcomeHit) {
        // An outcome wished on someone: the person comes before it (`your plane crashes`), or someone
        // pointed at by role (`the president dies`).
        const owner = [i - 1, i - 2, i - 3].find(
          (k) => k >= start && (PERSON.has(words[k]!) || PERSONAL.has(words[k]!) || GROUP_MEMBER.at(words, k)?.end === i || (THIRD_PARTY.has(words[k]!) && POINTER.has(words[k - 1] ?? ''))),
        );
        if (owner === undefined || !wishBefore(words, start, i)) continue;
        target = { end: harm.end, body: false };
      } else {
        // `run you over` holds its target inside the phrase; `knock you out of the playoffs` is a game's.
        target = /\b(?:you|u|him|her|them)\b/.test(harm.phrase) ? (words[harm.end] === 'of' ? undefined : { end: harm.end, body: false }) : targetAt(words, harm.end);
        if (!target) continue;
        // `knock u out cold`, not `knock you out of the cup`: what the speaker means to do, never an
        // order (`Knock U Out had a guest`, a show).
        knockedOut = harm.phrase === 'knock' && words[target.end] === 'out' && words[target.end + 1] !== 'of';
        if (target.end !== harm.end && !knockedOut && BENIGN_AFTER.at(words, target.end) && !target.body && !BODY.has(words[target.end + 1] ?? '')) {
          const dest = DESTINATION_PREPOSITIONS.has(words[target.end]!) ? HARM_DESTINATION.at(words, target.end + 1) : undefined;
          if (!dest && !(strong && words[target.end] === 'in' && BODY.has(words[target.end + 2] ?? ''))) {
            if (!(bodily && (harm.phrase === 'cut' || harm.phrase === 'rip' || harm.phrase === 'tear') && words[target.end] === 'out' && target.body)) continue;
          }
        }
        if (harm.phrase === 'crack' && !words.slice(harm.end, target.end).some((w) => CRACKABLE.has(w))) continue;
        end = knockedOut ? target.end + 1 : target.end;
        if (bodily) {
          const dest = harm.phrase !== 'put' && harm.phrase !== 'send' ? undefined
            : DESTINATION_PREPOSITIONS.has(words[target.end]!) ? HARM_DESTINATION.at(words, target.end + 1)
            : harm.phrase === 'put' ? BARE_DESTINATION.at(words, target.end) : undefined;
          if (dest) {
            end = dest.end;
            landed = true;
          }
          else if (harm.phrase === 'put' || harm.phrase === 'send' || harm.phrase === 'end' || harm.phrase === 'bury') continue;
          else if (!target.body && !knockedOut && !(harm.phrase === 'jump' || harm.phrase === 'hurt' || harm.phrase === 'beat' || harm.phrase === 'bleed')) continue;
        }
      }
      const underWay = words[i] !== harm.phrase.split(' ')[0];
      // A harm under way is a plan only in the speaker's own `i'm`; a verb of games as much as fights (`we're beating you guys`) only with a body or a weapon named.
      if (underWay && (!speakerUnderWay(words, start, i) || (COMPETITIVE.has(harm.phrase) && !target.body && !landed && !(weaponHeld ??= words.some((w) => WEAPON.has(w)))))) continue;
      const intent = underWay || speakerIntent(words, start, i);
      // Others told to do it (`someone should shoot that judge`, `go break his legs`): incitement.
      const called = !intent && !outcomeHit && (strong !== undefined || (bodily !== undefined && (target.body || landed))) && !SELF_TARGETS.has(words[end - 1]!) && (callBefore(words, start, i) || (!question && (orderAt(words, start, i) || (strong !== undefined && orderToAnyoneAt(words, start, i)))));
      const wish = !intent && !called && wishBefore(words, start, i);
      const agent = wish && (words.slice(start, i).some((w) => AGENT.has(w)) || (target.body && someonePointedAt(words, start, i)));
      // `i want to see the cops who beat him ...`: the harm is the deed of those the relative clause names, not the speaker's.
      if ((!intent && !wish && !called) || (intent && (likened(words, start, i) || othersDeed(words, i, end)))) continue;
      if (wish && !outcomeHit && !agent && !strong) continue;
      const said = { from: tokens[start]!.from, to: tokens[Math.min(end, tokens.length) - 1]!.to };
      if (budget <= 0 || CONTEXT.isSecondHand(doc.text, said.from, said.to) || CONTEXT.reportsAnother(words, start, i, speaks)) continue;
      budget--;
      const weapon = (weaponHeld ??= words.some((w) => WEAPON.has(w)));
      const high = (intent && (strong !== undefined || target.body || weapon || bodily !== undefined)) || called;
      // `i'll literally murder you lol`, `... if you forget the snacks`: banter among friends, shown low unless a weapon or a body is named.
      const playful = BANTER_HARM.has(harm.phrase.split(' ')[0]!) && (isBanter(reading, said.from, said.to) || pettyConditionAfter(doc.text, said.to));
      const banter = !weapon && !target.body && playful;
      findings.add({
        category: 'violence',
        label: intent ? 'threat' : called ? 'incitement' : 'wish_of_harm',
        severity: banter ? 'low' : high ? 'high' : 'medium',
        confidence: banter ? 0.55 : high ? 0.85 : 0.75,
        ...originalSpan(doc, said.from, said.to),
      });
      i = Math.max(i, end - 1);
    }
  }
}

export const composedThreats: Detector = {
  name: 'violence/composed',
  categories: ['violence'],
  words: [LEARNED, VIOLENCE_WORDS],
  detect: detectComposedThreats,
};
