// Harassment composed from parts: a person addressed (you, ur, a vocative name or a clause that
// names the reader) x an insulting predicate (insult nouns and adjectives after a copula, `what a
// ...`, dismissals such as `nobody likes you`). Self-deprecation, negation, reported speech, clear
// banter, games and technical objects (`your code is garbage`) damp it.
import { type Detector, withoutLists } from '../../detector.ts';
import { originalSpan } from '../../normalize.ts';
import { PhraseSet, triggerWords, type Hit as PhraseHit } from '../../phrases.ts';
import type { Reading } from '../../reading.ts';
import { MAX_COMPOSED_FINDINGS } from '../../sentences.ts';
import { CONTEXT } from '../context.ts';
import WORDS from './composed.json' with { type: 'json' };

/**
 * The lists the normaliser learns: not the insults of one country's slang (`slag`, `minger`) nor the
 * reader's feelings dismissed (`nobody cares about your feelings`), as the model reads its training
 * texts through it, and words it never learned would change what it reads (see withoutLists).
 */
const { learned: LEARNED } = withoutLists(WORDS, ['regionalInsults', 'feelingsDismissed']);
/** Nouns that insult a person whatever the setting. */
const NOUN = new PhraseSet([...WORDS.noun, ...WORDS.regionalInsults]);
/** Adjectives that insult a person; after `what a` or without a copula they need a noun. */
const ADJECTIVE = new PhraseSet(WORDS.adjective);
/** Words that may stand between the subject and the insult: articles, intensifiers, `like`. */
const FILLER = new Set(WORDS.filler);
/** The reader as subject; `ur`/`your` count only where they stand for `you're` (`your an idiot`). */
const SUBJECT = new Set(WORDS.subject);
const SUBJECT_WITH_COPULA = new Set(WORDS.subjectWithCopula);
/** Copulas and verbs of seeming after `you`: `you are`, `you look like`, `you guys are`. */
const COPULA = new PhraseSet(WORDS.copula);
/** After the insult these make it a thing, not a person: `garbage collector`, `idiot proof`. */
export const COMPOUND_AFTER = new Set(WORDS.compoundAfter);
/** An adjective used to praise: `you're stupid good at this`, `dumb lucky`. */
export const PRAISE_AFTER = new Set(WORDS.praiseAfter);
/** First and third persons: between the reader and the insult they make it someone else's (`you know I'm an idiot`). */
const OTHER_PERSON = new Set(WORDS.otherPerson);
const FIRST_PERSON = new Set(WORDS.firstPerson);
const THIRD_PERSON = new Set(WORDS.thirdPerson);
/** Markers that make the sentence plainly affectionate teasing. */
const BANTER = new PhraseSet(WORDS.banter);
/** Whole statements that demean or drive the reader away. */
const DISMISSAL_LABEL = new Map<string, 'demeaning' | 'hostility'>([
  ...[...WORDS.demeaningDismissals, ...WORDS.feelingsDismissed].map((p) => [p, 'demeaning'] as const),
  ...WORDS.hostileDismissals.map((p) => [p, 'hostility'] as const),
]);
const DISMISSAL = new PhraseSet([...DISMISSAL_LABEL.keys()]);
/** Imperatives that open a sentence whose trailing clause is a bare insult: `get lost, loser`. */
const ADDRESSING_OPENER = new Set(WORDS.addressingOpener);

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
    if (CONTEXT.isNegation(words, k)) return undefined;
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
const LOOSE_ADJECTIVE = new Set(WORDS.looseAdjective);
const CLAUSE_TAIL = new Set(WORDS.clauseTail);
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
const THING_TOO = new Set(WORDS.thingToo);
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
const CALL = new Set(WORDS.call);

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

/** What `nobody asked for` may be asked of and still dismiss the reader: `your opinion`, `you`. */
const ASKED_OF_READER = new Set([...WORDS.subject, 'your', 'ur', 'yours']);

function hitsIn(words: readonly string[]): Hit[] {
  const out: Hit[] = [];
  const addressed = addressesReader(words);
  const selfTalk = words.some((w) => FIRST_PERSON.has(w)) && !words.some((w) => SUBJECT.has(w));
  for (let i = 0; i < words.length; i++) {
    const dismissal = DISMISSAL.at(words, i);
    // `you're nothing` demeans; `you're nothing like him` compares. `nobody asked (for your opinion)` dismisses; `nobody asked for the report` tells.
    const open = dismissal && (dismissal.phrase.endsWith('nothing') || (dismissal.phrase.endsWith('asked') && !(words[dismissal.end] === 'for' && ASKED_OF_READER.has(words[dismissal.end + 1] ?? ''))));
    // `nobody asked, but here's my recipe`: the writer says it of their own post.
    if (dismissal && open && selfTalk && dismissal.phrase.endsWith('asked')) {
      i = dismissal.end - 1;
      continue;
    }
    if (dismissal && !(open && !clauseEndsAt(words, dismissal.end))) {
      out.push({ from: i, end: dismissal.end, label: DISMISSAL_LABEL.get(dismissal.phrase)! });
      i = dismissal.end - 1;
      continue;
    }
    const hit = predicateAt(words, i) ?? (selfTalk ? undefined : (exclamationAt(words, i, addressed) ?? soAreYouAt(words, i) ?? pointedAt(words, i)));
    if (!hit || CONTEXT.negatedBefore(words, hit.from, 4)) continue;
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
const PERSON_INSULT = new Set(WORDS.personInsult);

/** Every hit holds a dismissal or ends on an insulting noun or adjective. */
const TRIGGER = triggerWords(DISMISSAL, NOUN, ADJECTIVE);
/** Banter holds one of these words. */
const BANTER_TRIGGER = triggerWords(BANTER);

/**
 * Words just before a phrase of banter that turn it round: disbelief (`are you kidding me`, `you must
 * be joking`, `i thought you were kidding`, `i wish i was joking`, `quit kidding yourself`), love
 * denied, lost or to come (`nobody could love you`, `i used to love you`, `no one's going to love you`).
 */
const NOT_MEANT_BEFORE = new Set(['you', 'u', 'ya', 'be', 'are', 'r', 'ur', "you're", 'youre', 'was', 'were', 'quit', 'stop', 'could', 'would', 'anyone', 'anybody', 'ever', 'to']);
/**
 * Words after it, or after a comma after it, that do the same: `kidding me`, `kidding yourself`,
 * `kidding aside`, `i'd love you to shut up`, `mom, i love you, but ...`, `i love you, said no one ever`.
 */
const NOT_MEANT_AFTER = new Set(['me', 'myself', 'yourself', 'urself', 'aside', 'to', 'but', 'said']);
/** A word anywhere in the sentence that takes the affection back: `love you all except sam, you make me sick`. */
const TAKEN_BACK = new Set(['except', 'seriously']);

/** Whether the sentence holding [at, end) says the insult with affection (`ur an idiot lol love you`, `my brother is an idiot but i love him`). */
export function saidWithAffection(reading: Reading, at: number, end: number): boolean {
  return reading.holds(BANTER_TRIGGER) && affectionate(CONTEXT.sentenceAround(reading.doc.text, at, end).split(' '));
}

/** Whether the words of a sentence say it with affection, and not that they mean it. */
function affectionate(words: readonly string[]): boolean {
  const meant = (hit: PhraseHit) =>
    !NOT_MEANT_BEFORE.has(words[hit.at - 1] ?? '') &&
    !NOT_MEANT_AFTER.has(words[words[hit.end] === ',' ? hit.end + 1 : hit.end] ?? '') &&
    !CONTEXT.anyNegation(words.slice(Math.max(0, hit.at - 2), hit.at));
  return BANTER.all(words).some(meant) && !words.some((w) => TAKEN_BACK.has(w)) && !CONTEXT.saysSerious(words);
}

function detectComposedHarassment(reading: Reading): void {
  const { doc, findings } = reading;
  let budget = MAX_COMPOSED_FINDINGS;
  const wordsOf = reading.sentenceWords;
  for (const [s, tokens] of reading.sentences.entries()) {
    if (budget <= 0) break;
    const words = wordsOf[s]!;
    if (!reading.sentenceHolds(s, TRIGGER) || (reading.sentenceHolds(s, BANTER_TRIGGER) && affectionate(words))) continue;
    // In a game, skill is fair game (`you're trash at this game`); an insult for a person still counts.
    const game = CONTEXT.isGameTalk(words);
    for (const hit of hitsIn(words)) {
      if (game && !PERSON_INSULT.has(words[hit.end - 1]!)) continue;
      if (budget <= 0 || CONTEXT.isSecondHand(doc.text, tokens[hit.from]!.from, tokens[hit.end - 1]!.to)) continue;
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

export const composedHarassment: Detector = {
  name: 'harassment/composed',
  categories: ['harassment'],
  words: [LEARNED],
  detect: detectComposedHarassment,
};
