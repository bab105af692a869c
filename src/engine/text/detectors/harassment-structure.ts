// Harassment composed from parts: a person addressed (you, ur, a vocative name or a clause that
// names the reader) x an insulting predicate (insult nouns and adjectives after a copula, `what a
// ...`, dismissals such as `nobody likes you`). Self-deprecation, negation, reported speech, clear
// banter, games and technical objects (`your code is garbage`) damp it.
import { originalSpan } from '../normalize.ts';
import { isGameTalk, isSecondHand } from '../structure/dampers.ts';
import { NEGATIONS } from '../lexicon.ts';
import { PhraseSet, triggerWords } from '../structure/phrases.ts';
import { MAX_COMPOSED_FINDINGS, sentences, sentenceWords } from '../structure/sentences.ts';
import type { Detector } from '../detector.ts';
import type { Reading } from '../reading.ts';

/** Nouns that insult a person whatever the setting. */
const NOUN = new PhraseSet([
  'idiot', 'idiots', 'moron', 'morons', 'imbecile', 'imbeciles', 'loser', 'losers', 'dumbass', 'dumbasses', 'clown',
  'clowns', 'scum', 'scumbag', 'scumbags', 'failure', 'piece of shit', 'piece of garbage', 'piece of trash', 'piece of crap',
  'waste of space', 'waste of oxygen', 'waste of air', 'waste of skin', 'waste of life', 'bitch', 'cunt', 'asshole',
  'assholes', 'bastard', 'dickhead', 'prick', 'twat', 'whore', 'slut', 'freak', 'creep', 'jerk', 'douche', 'douchebag',
  'parasite', 'coward', 'wanker', 'motherfucker', 'cocksucker', 'degenerate', 'lowlife', 'halfwit', 'dimwit',
  'numbskull', 'nitwit', 'cretin', 'simpleton', 'fool', 'hag', 'skank', 'embarrassment', 'disgrace', 'laughingstock',
  'laughing stock', 'weasel', 'dunce', 'buffoon', 'oaf', 'bozo', 'dolt', 'airhead', 'sleazebag', 'slimeball', 'crybaby',
  'pervert', 'psycho', 'nutjob', 'worm', 'maggot', 'rat', 'snake', 'pig', 'slob', 'leech', 'fraud', 'phony', 'nobody',
  'joke', 'burden', 'disappointment', 'mistake', 'reject', 'dipshit', 'shithead', 'jackass', 'dumbfuck', 'fuckwit',
  'fucktard', 'numbnuts', 'knobhead', 'bellend', 'tosser', 'git', 'plonker', 'muppet', 'pillock', 'prat', 'dingus',
  'dumbo', 'dullard', 'ignoramus', 'nincompoop', 'troglodyte', 'neanderthal', 'wimp', 'weakling', 'incel', 'neckbeard',
  'basement dweller', 'subhuman', 'vermin', 'cockroach', 'lardass', 'fatass', 'fatso', 'fat pig', 'fat cow', 'uggo',
  'trash', 'garbage', 'filth', 'waste', 'retard', 'retards', 'sack of shit', 'bag of shit', 'pile of garbage',
  'fucking idiot', 'sociopath', 'narcissist', 'hypocrite', 'snob', 'brat', 'dweeb', 'doofus', 'scumbucket', 'lowlifes',
  'hack', 'troll', 'trolls', 'crone', 'old crone', 'fatty', 'lardo', 'tubby', 'porky', 'worst human being', 'worst human', 'waste of a human',
  'excuse for a human being', 'excuse for a human',
]);
/** Adjectives that insult a person; after `what a` or without a copula they need a noun. */
const ADJECTIVE = new PhraseSet([
  'stupid', 'dumb', 'worthless', 'pathetic', 'useless', 'retarded', 'ugly', 'disgusting', 'incompetent', 'brainless',
  'braindead', 'brain dead', 'spineless', 'hideous', 'repulsive', 'revolting', 'vile', 'despicable', 'contemptible',
  'insufferable', 'irrelevant', 'unlovable', 'unwanted', 'idiotic', 'moronic', 'clueless', 'inept', 'pitiful', 'trashy',
  'ignorant', 'gross', 'fat', 'dense', 'braindead', 'unbearable', 'talentless', 'gutless', 'obnoxious', 'nasty',
  'dumber', 'uglier', 'stupider', 'filthy', 'sleazy', 'creepy', 'slimy', 'deranged', 'dumbest', 'stupidest', 'ugliest',
  'most pathetic', 'most useless', 'most annoying', 'most disgusting', 'most worthless',
]);
/** Words that may stand between the subject and the insult: articles, intensifiers, `like`. */
const FILLER = new Set([
  'a', 'an', 'the', 'such', 'so', 'really', 'truly', 'just', 'total', 'complete', 'absolute', 'utter', 'fucking', 'fuckin',
  'freaking', 'little', 'big', 'real', 'damn', 'sorry', 'biggest', 'most', 'and', 'still', 'always', 'very', 'extremely',
  'incredibly', 'absolutely', 'literally', 'pure', 'one', 'like', 'straight', 'actual', 'bloody', 'goddamn', 'massive',
  'huge', 'of', 'nothing', 'but', 'being', 'kind', 'sort', 'honestly', 'genuinely', 'officially', 'certified', 'walking',
  'worst', 'sad', 'lazy', 'weak', 'sick', 'dirty', 'old', 'entitled', 'miserable', 'annoying', 'ridiculous', 'tiny',
  'lonely', 'bitter', 'desperate',
]);
/** The reader as subject; `ur`/`your` count only where they stand for `you're` (`your an idiot`). */
const SUBJECT = new Set(['you', 'u', 'ya', 'yall', "y'all", 'ye']);
const SUBJECT_WITH_COPULA = new Set(["you're", 'youre', "u're", 'yer', 'ur', 'your']);
/** Copulas and verbs of seeming after `you`: `you are`, `you look like`, `you guys are`. */
const COPULA = new PhraseSet([
  'are', 'r', 'were', 'look', 'look like', 'sound', 'sound like', 'seem', 'seem like', 'act like', 'acting like',
  'are being', 'guys are', 'people are', 'all are', 'are all', 'are such', 'really are', 'truly are', 'remain',
  'must be', 'gotta be', 'have to be', 'got to be',
]);
/** After the insult these make it a thing, not a person: `garbage collector`, `idiot proof`. */
export const COMPOUND_AFTER = new Set([
  'collector', 'collection', 'can', 'cans', 'bin', 'bins', 'day', 'truck', 'disposal', 'proof', 'fire', 'panda', 'bag',
  'bags', 'car', 'shoes', 'makeup', 'show', 'fish', 'rat', 'detector', 'pile', 'talk', 'level', 'tier', 'charmer',
  'oil', 'king', 'queen', 'costume', 'emoji', 'character', 'role', 'mask', 'farm', 'farms', 'job', 'jobs', 'week', 'day',
]);
/** An adjective used to praise: `you're stupid good at this`, `dumb lucky`. */
export const PRAISE_AFTER = new Set([
  'good', 'fast', 'talented', 'smart', 'funny', 'lucky', 'rich', 'strong', 'quick', 'cool', 'amazing', 'awesome',
  'hot', 'cute', 'pretty', 'gorgeous', 'brilliant', 'clever', 'fun', 'handsome',
]);
/** First and third persons: between the reader and the insult they make it someone else's (`you know I'm an idiot`). */
const OTHER_PERSON = new Set([
  'i', "i'm", 'im', 'me', 'my', 'myself', 'we', "we're", 'us', 'he', "he's", 'hes', 'she', "she's", 'shes', 'they',
  "they're", 'him', 'her', 'them', 'this', 'that', 'it', "it's", 'its', 'he', 'who', 'which', 'feel', 'felt', 'made',
  'make', 'makes', 'would', "you'd", 'could', 'might', 'if', 'think', 'called', 'call',
]);
const FIRST_PERSON = new Set(['i', "i'm", 'im', 'me', 'my', 'myself', "i've", 'ive', "i'd", 'id', "i'll", 'ill']);
const THIRD_PERSON = new Set(['he', "he's", 'hes', 'she', "she's", 'shes', 'they', "they're", 'him', 'her', 'them', 'guy', 'dude', 'girl', 'man', 'woman', 'referee', 'ref']);
/** Markers that make the sentence plainly affectionate teasing. */
const BANTER = new PhraseSet([
  'jk', 'just kidding', 'kidding', "i'm kidding", 'joking', "i'm joking", 'love you', 'love ya', 'love u', 'luv u',
  'luv ya', 'in a good way', 'affectionately', 'teasing', 'bestie', 'lovingly', 'but i love you', 'haha jk',
]);
/** Whole statements that demean or drive the reader away. */
const DISMISSAL_LABEL = new Map<string, 'demeaning' | 'hostility'>([
  ...[
    'nobody likes you', 'no one likes you', 'nobody likes u', 'no one likes u', 'nobody cares about you', 'no one cares about you',
    'nobody cares what you think', 'no one cares what you think', 'nobody asked you', 'no one asked you', 'nobody wants you',
    'no one wants you', 'nobody loves you', 'no one loves you', 'everyone hates you', 'everybody hates you',
    'you have no friends', 'you have no life', 'get a life', 'you will never be anything', 'you will never amount to anything',
    "you'll never amount to anything", "you'll never be anything", 'you ruin everything', 'you are nothing', "you're nothing",
    'you mean nothing', 'you are a nobody', 'your life is pathetic', 'your life is a joke', 'you embarrass yourself',
    'you should be ashamed of yourself', 'your existence is a joke', 'no wonder nobody likes you', 'no wonder no one likes you',
    'go cry to your mommy', 'go cry to your mom', 'cry about it', 'you bring nothing', 'everyone laughs at you',
    'everybody laughs at you', 'the whole team hates you', 'the whole class hates you', 'your parents must be ashamed',
    'your parents are ashamed of you', 'you are unlovable', 'you make everyone miserable', 'no wonder your husband left you',
    'no wonder your wife left you', 'no wonder your boyfriend left you', 'no wonder your girlfriend left you',
    "no wonder you're single", 'no wonder you are single', "no wonder you're alone", 'no wonder you are alone',
  ].map((p) => [p, 'demeaning'] as const),
  ...[
    'go away and never come back', 'leave and never come back', 'get out and never come back', 'nobody wants you here',
    'no one wants you here', 'you are not welcome here', "you're not welcome here", 'you are not wanted here',
    "you're not wanted here", "you don't belong here", 'you dont belong here', 'crawl back under your rock',
    'crawl back into your hole', 'crawl back under the rock you came from', 'go back under your rock',
    'crawl back under your bridge', 'go back under your bridge',
    'do us all a favor and leave', 'do us all a favour and leave', 'do everyone a favor and leave', 'get out of here loser',
    'get lost loser', 'disappear already', 'nobody asked', 'no one asked', 'get out of my sight', 'go crawl in a hole',
  ].map((p) => [p, 'hostility'] as const),
]);
const DISMISSAL = new PhraseSet([...DISMISSAL_LABEL.keys()]);
/** Imperatives that open a sentence whose trailing clause is a bare insult: `get lost, loser`. */
const ADDRESSING_OPENER = new Set([
  'get', 'shut', 'go', 'nice', 'whatever', 'thanks', 'thank', 'bye', 'cry', 'cope', 'learn', 'read', 'stop', 'sit',
  'move', 'grow', 'listen', 'ok', 'okay', 'sure', 'yeah', 'cool', 'wow', 'keep', 'try', 'quit', 'enough',
]);
const NEGATION = new Set(NEGATIONS);

interface Hit {
  readonly from: number;
  /** Index one past the last token. */
  readonly end: number;
  readonly label: 'insult' | 'demeaning' | 'hostility';
  /** Aimed by pointing (`look at this clown`, `imagine being this ugly`): its `this` is the target, not someone else. */
  readonly pointed?: true;
}

/** An insulting run starting at `i`: fillers and adjectives, then a noun (or, if `adjectiveEnds`, an adjective). */
function insultRun(words: readonly string[], i: number, adjectiveEnds: boolean): number | undefined {
  let adjectiveEnd: number | undefined;
  for (let k = i; k < words.length && k < i + 7; k++) {
    const w = words[k]!;
    // `nothing but trash` keeps going; `not stupid` is negation and stops the run.
    if ((NEGATION.has(w) && !(w === 'nothing' && words[k + 1] === 'but')) || w.endsWith("n't")) return undefined;
    const noun = NOUN.at(words, k);
    if (noun) {
      const after = words[noun.end];
      if (after !== undefined && COMPOUND_AFTER.has(after)) return undefined;
      return noun.end;
    }
    const adjective = ADJECTIVE.at(words, k);
    if (adjective) {
      const after = words[adjective.end];
      if (after !== undefined && PRAISE_AFTER.has(after)) return undefined;
      adjectiveEnd = adjective.end;
      k = adjective.end - 1;
      continue;
    }
    // `an ugly, worthless little troll`, `a bitter, ugly old hag`: a comma before an adjective stays in the run.
    if (w === ',' && k > i && ADJECTIVE.at(words, k + 1)) continue;
    if (!FILLER.has(w)) break;
  }
  if (!adjectiveEnds || adjectiveEnd === undefined) return undefined;
  // `you're stupid for thinking that` stays personal; the loose adjectives need the clause to end.
  const last = words[adjectiveEnd - 1]!;
  return LOOSE_ADJECTIVE.has(last) && !clauseEndsAt(words, adjectiveEnd) ? undefined : adjectiveEnd;
}

/** Adjectives that also describe things or amounts: they insult only as the last word of a clause. */
const LOOSE_ADJECTIVE = new Set(['fat', 'dense', 'gross', 'nasty', 'creepy', 'filthy', 'dumber', 'slimy', 'sleazy']);
const CLAUSE_TAIL = new Set([',', 'lol', 'lmao', 'bro', 'dude', 'man', 'honestly', 'tbh', 'af', 'and', 'smh', 'fr']);
function clauseEndsAt(words: readonly string[], i: number): boolean {
  const next = words[i];
  return next === undefined || CLAUSE_TAIL.has(next);
}

/** `you are (such) a ...`, `ur so dumb`, `you idiot`: the reader as subject of an insult. */
function predicateAt(words: readonly string[], i: number): Hit | undefined {
  const w = words[i]!;
  let at: number;
  if (SUBJECT_WITH_COPULA.has(w)) {
    // `your`/`ur` stand for `you're` only before an article or intensifier: `your code is trash` is not.
    const loose = (w === 'your' || w === 'ur') && !['a', 'an', 'so', 'such', 'the', 'really', 'just', 'literally', 'truly', 'nothing', 'being'].includes(words[i + 1] ?? '');
    if (loose && w === 'your') return undefined;
    if (loose) {
      // `ur dumb`, `ur trash`: read as `you're` only when the insult closes the clause.
      const end = insultRun(words, i + 1, true);
      return end !== undefined && clauseEndsAt(words, end) ? { from: i, end, label: 'insult' } : undefined;
    }
    at = i + 1;
  } else if (SUBJECT.has(w)) {
    const copula = COPULA.at(words, i + 1);
    if (copula) at = copula.end;
    else {
      // `you idiot`, `you absolute clown`: a direct address, which needs a noun.
      // It must close the clause: `did you trash the files` is a verb.
      const end = insultRun(words, i + 1, false);
      if (end === undefined || !clauseEndsAt(words, end) || ['a', 'an', 'the', 'like', 'of', 'and', 'but', 'nothing'].includes(words[i + 1]!)) return undefined;
      return { from: i, end, label: 'insult' };
    }
  } else if (w === 'imagine' && words[i + 1] === 'being' && ['this', 'that', 'so', 'as'].includes(words[i + 2] ?? '')) {
    // `imagine being this ugly`, `imagine being as ugly as you`: mockery aimed at the reader.
    at = i + 3;
  } else return undefined;
  const end = insultRun(words, at, true);
  if (end === undefined) return undefined;
  return w === 'imagine' ? { from: i, end, label: 'insult', pointed: true } : { from: i, end, label: 'insult' };
}

/** `what a loser (you are)`: people-only nouns, since `what a joke` or `what garbage` may be a thing. */
const THING_TOO = new Set(['joke', 'disgrace', 'embarrassment', 'failure', 'trash', 'garbage', 'waste', 'mistake', 'filth', 'disappointment', 'burden', 'nobody', 'pig', 'rat', 'snake', 'mess', 'hack']);
function exclamationAt(words: readonly string[], i: number, addressed: boolean): Hit | undefined {
  if (words[i] !== 'what' || (words[i + 1] !== 'a' && words[i + 1] !== 'an')) return undefined;
  const end = insultRun(words, i + 2, false);
  if (end === undefined) return undefined;
  const head = words[end - 1]!;
  if (THING_TOO.has(head)) return undefined;
  const next = words[end];
  const reader = next !== undefined && (SUBJECT.has(next) || SUBJECT_WITH_COPULA.has(next));
  if (!reader && !(addressed && (next === undefined || next === ','))) return undefined;
  return { from: i, end: reader ? end + 1 : end, label: 'insult' };
}

/**
 * A clause of its own that is nothing but an insult ending on a noun, in a sentence that speaks
 * to the reader: `stupid cunt, learn to read ... before you message`, `..., ugly fat loser, ur chat`.
 */
function insultClause(words: readonly string[]): Hit | undefined {
  for (let start = 0; start < words.length; start++) {
    if (start > 0 && words[start - 1] !== ',' && !(start === 1 && CALL.has(words[0]!))) continue;
    if (['a', 'an', 'the', 'what', 'such', 'you', 'u'].includes(words[start]!)) continue;
    const end = insultRun(words, start, false);
    // A lone noun counts only after a call (`hey fatty,`): `..., creep, ...` mid-sentence may be anything.
    if (end === undefined || (end < words.length && words[end] !== ',') || (end - start < 2 && start !== 1) || THING_TOO.has(words[end - 1]!)) continue;
    return { from: start, end, label: 'insult' };
  }
  return undefined;
}

/** Calls that open a sentence addressed to someone: `hey fatty, ...`. */
const CALL = new Set(['hey', 'oi', 'yo', 'listen', 'look', 'ok', 'okay', 'well']);

/** `look at this clown thinking anyone cares`: a person in the thread pointed at by an insult. */
function pointedAt(words: readonly string[], i: number): Hit | undefined {
  if (!['look', 'check', 'listen'].includes(words[i]!) || !['at', 'out', 'to'].includes(words[i + 1] ?? '') || !['this', 'that'].includes(words[i + 2] ?? '')) return undefined;
  const end = insultRun(words, i + 3, false);
  return end === undefined || THING_TOO.has(words[end - 1]!) ? undefined : { from: i, end, label: 'insult', pointed: true };
}

/** `your recipe is trash and so are you`: the insult of a thing passed on to the reader. */
function soAreYouAt(words: readonly string[], i: number): Hit | undefined {
  if (words[i] !== 'so' || !['are', 'r'].includes(words[i + 1] ?? '') || !['you', 'u'].includes(words[i + 2] ?? '')) return undefined;
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) if (NOUN.at(words, k) || ADJECTIVE.at(words, k)) return { from: k, end: i + 3, label: 'insult' };
  return undefined;
}

/** A bare insult as its own trailing clause after an address: `get lost, loser`, `nice try, idiot`. */
function vocativeInsult(words: readonly string[]): Hit | undefined {
  const comma = words.lastIndexOf(',');
  if (comma <= 0 || !ADDRESSING_OPENER.has(words[0]!)) return undefined;
  const start = comma + 1;
  if (start >= words.length || ['a', 'an', 'the', 'what', 'such'].includes(words[start]!)) return undefined;
  const end = insultRun(words, start, false);
  if (end !== words.length) return undefined;
  return { from: start, end, label: 'insult' };
}

/** A sentence the reader is in: second person, or a vocative name opening it (`dave , ...`). */
function addressesReader(words: readonly string[]): boolean {
  if (words[1] === ',' && !FIRST_PERSON.has(words[0]!) && !THIRD_PERSON.has(words[0]!)) return true;
  return words.some((w) => SUBJECT.has(w) || w === "you're" || w === 'youre' || w === 'your' || w === 'ur');
}

/** True when a first- or third-person word stands between the subject and the insult. */
function someoneElseBetween(words: readonly string[], from: number, end: number): boolean {
  for (let k = from + 1; k < end; k++) if (OTHER_PERSON.has(words[k]!)) return true;
  return false;
}

function negatedBefore(words: readonly string[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
    const w = words[k]!;
    if (w === ',') return false;
    if (NEGATION.has(w) || w.endsWith("n't")) return true;
  }
  return false;
}

function hitsIn(words: readonly string[]): Hit[] {
  const out: Hit[] = [];
  const addressed = addressesReader(words);
  const selfTalk = words.some((w) => FIRST_PERSON.has(w)) && !words.some((w) => SUBJECT.has(w));
  for (let i = 0; i < words.length; i++) {
    const dismissal = DISMISSAL.at(words, i);
    // `you're nothing` demeans; `you're nothing like him` compares.
    if (dismissal && !(dismissal.phrase.endsWith('nothing') && !clauseEndsAt(words, dismissal.end))) {
      out.push({ from: i, end: dismissal.end, label: DISMISSAL_LABEL.get(dismissal.phrase)! });
      i = dismissal.end - 1;
      continue;
    }
    const hit = predicateAt(words, i) ?? (selfTalk ? undefined : (exclamationAt(words, i, addressed) ?? soAreYouAt(words, i) ?? pointedAt(words, i)));
    if (!hit || negatedBefore(words, hit.from)) continue;
    if (!hit.pointed && someoneElseBetween(words, hit.from, hit.end - 1)) continue;
    out.push(hit);
    i = hit.end - 1;
  }
  if (out.length === 0 && !selfTalk) {
    const vocative = vocativeInsult(words) ?? (addressed || CALL.has(words[0]!) ? insultClause(words) : undefined);
    if (vocative) out.push(vocative);
  }
  return out;
}

/** Nouns that insult the person, not the play: they count even in a sentence about a game. */
const PERSON_INSULT = new Set([
  'idiot', 'idiots', 'moron', 'morons', 'imbecile', 'retard', 'retards', 'cunt', 'bitch', 'whore', 'slut', 'bastard',
  'dickhead', 'asshole', 'motherfucker', 'cocksucker', 'scumbag', 'scum', 'subhuman', 'waste of oxygen', 'waste of space',
  'piece of shit', 'degenerate', 'cretin', 'fuckwit', 'fucktard', 'dumbfuck', 'dumbass', 'freak', 'creep', 'pervert',
]);

/** Every hit holds a dismissal or ends on an insulting noun or adjective. */
const TRIGGER = triggerWords(DISMISSAL, NOUN, ADJECTIVE);

function detectComposedHarassment({ doc, findings }: Reading): void {
  let budget = MAX_COMPOSED_FINDINGS;
  const wordsOf = sentenceWords(doc);
  for (const [s, tokens] of sentences(doc).entries()) {
    if (budget <= 0) break;
    const words = wordsOf[s]!;
    if (!words.some((w) => TRIGGER.has(w)) || words.some((_, i) => BANTER.at(words, i) !== undefined)) continue;
    // In a game, skill is fair game (`you're trash at this game`); an insult for a person still counts.
    const game = isGameTalk(words);
    for (const hit of hitsIn(words)) {
      if (game && !PERSON_INSULT.has(words[hit.end - 1]!)) continue;
      if (budget <= 0 || isSecondHand(doc, tokens, hit.from, hit.end - 1)) continue;
      budget--;
      findings.add({
        category: 'harassment',
        label: hit.label,
        severity: 'medium',
        confidence: 0.75,
        ...originalSpan(doc, tokens[hit.from]!.from, tokens[hit.end - 1]!.to),
      });
    }
  }
}

export const composedHarassment: Detector = { name: 'harassment/composed', categories: ['harassment'], detect: detectComposedHarassment };
