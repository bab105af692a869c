// Abuse as the learned model scores it, reported where the run points at a person and the deciding
// word is not used harmlessly (`you're stupid good at this`, `the garbage collector`): the rules'
// own readings of aim, praise and compounds decide those.
import { modelPart, saysLittleElse } from '../../model/findings.ts';
import type { ScoredRun } from '../../model/runs.ts';
import { PhraseSet } from '../../phrases.ts';
import { COMPOUND_AFTER, PRAISE_AFTER, saidWithAffection } from './composed.ts';
import MODEL from './model.json' with { type: 'json' };
import { isGivenName } from './names.ts';
import WORDS from './phrases.json' with { type: 'json' };

export const PERSON_WORDS: ReadonlySet<string> = new Set(MODEL.personWords);
/**
 * Someone by role (`the ref`, `our keeper`, `the host`, `the cleaner`, `my brother`): abuse of a
 * person is as often of someone spoken of as of the reader. Not the offices of politicians (`the
 * minister is a clown`): criticism of them is political speech.
 */
const ROLE_WORDS: ReadonlySet<string> = new Set(MODEL.roleWords);
/** `your`/`ur` point at the reader only where they stand for `you're`: before an article or intensifier. */
const STANDS_FOR_YOU_ARE = new Set(MODEL.youAreBefore);

/** Words only a person is called (`idiot`, `morons`): whoever is so called is the one aimed at. */
const PERSON_ONLY_WORDS: ReadonlySet<string> = new Set([...WORDS.personOnly, ...WORDS.personOnlyPlural].filter((w) => !w.includes(' ')));
/**
 * Words that put the writer among those so called (`what an idiot I am`, `lost my keys again, what
 * an idiot`, `everyone is an idiot sometimes`): then no one else is aimed at.
 */
const INCLUDES_WRITER: ReadonlySet<string> = new Set(MODEL.includesWriter);
/**
 * Words after which such a word names no one: a part to play (`you'd be a fool to miss this sale`)
 * or a compound (`an idiot magnet`, `idiot savants`), as well as the compounds the rules know.
 */
const PART_AFTER: ReadonlySet<string> = new Set([...MODEL.partAfter, ...COMPOUND_AFTER]);

/**
 * Whether someone other than the writer is called what only a person is, in a run of three words or
 * more (`the idiot` alone says too little of whom).
 */
function callsSomeone(words: readonly string[]): boolean {
  if (words.length < 3 || words.some((w) => INCLUDES_WRITER.has(w))) return false;
  return words.some((w, i) => PERSON_ONLY_WORDS.has(w) && !PART_AFTER.has(words[i + 1] ?? ''));
}

/** Words written with a capital inside a sentence that name no one (`I`, `God`). */
const NOT_A_NAME: ReadonlySet<string> = new Set(MODEL.capitalisedNotNames);
/** A word written with a capital and then small letters, and what stands before it. */
const CAPITALISED = /(^|[^\p{L}\p{N}'’]+)(\p{Lu}\p{Ll}+)(?=[^\p{L}]|$)/gu;
/** What stands before a sentence's first word: its start, an end mark, a quote, a colon or a line break. */
const OPENS_SENTENCE = /(?:^|[.!?:;"“”\n(\[-])[\s"“”'‘(]*$/u;
/**
 * A name is a weaker sign of aim than `you`: the model scores some names themselves as abuse (the
 * politicians the toxic comments it learned from abuse most), so a run aimed at a name is reported
 * from this probability, and not when the name is the word that adds most to its score.
 */
const NAMED_FROM = 0.8;

/**
 * Whether someone is named in `written` (the run as written): a word written with a capital that does
 * not open its sentence (`what a silly hat, Sue`, `boss Keller and his gang`) and is not `key`, the
 * word that adds most to the score, nor a pet's name; unless the text writes most of its words so (a
 * headline, a title) or it is one of everyone's capitalised words.
 */
function namesSomeone(written: string, key: string, petNameWord?: string): boolean {
  let capitalised = 0;
  let named = false;
  for (const m of written.matchAll(CAPITALISED)) {
    capitalised++;
    const word = m[2]!.toLowerCase();
    if (word === key) return false;
    if (word === petNameWord) continue;
    const at = m.index + m[1]!.length;
    if (!named && !NOT_A_NAME.has(word) && !OPENS_SENTENCE.test(written.slice(0, at))) named = true;
  }
  return named && capitalised * 2 <= written.split(/\s+/).length;
}

/**
 * A given name beside another name written with a capital (`Mike Pence`, `Hillary Clinton`, `Bill
 * Clinton`, `Kim Jong-un`) names a public figure more often than someone the writer knows, and
 * criticism of those is political speech: it counts as any name written with a capital does (from
 * NAMED_FROM).
 */
const CAPITALISED_AFTER = /^ +\p{Lu}/u;
const CAPITALISED_BEFORE = /\p{Lu}[\p{L}'’-]*\.? +$/u;
function namedInFull(name: string, written: string): boolean {
  const lower = written.toLowerCase();
  for (let at = lower.indexOf(name); at !== -1; at = lower.indexOf(name, at + 1)) {
    if (at > 0 && /[\p{L}'’]/u.test(lower[at - 1]!)) continue;
    const end = at + name.length;
    if (CAPITALISED_AFTER.test(written.slice(end, end + 4)) || CAPITALISED_BEFORE.test(written.slice(Math.max(0, at - 24), at))) return true;
  }
  return false;
}

const PETS: ReadonlySet<string> = new Set(MODEL.pets);
const SPEAKING_OF_A_PET: ReadonlySet<string> = new Set(MODEL.speakingOfAPet);
const PET_PRONOUNS: ReadonlySet<string> = new Set(MODEL.petPronouns);

/** How many words before the word adding most to the score a pet may be named to be what it is said of. */
const PET_REACH = 5;

/** Words that open a clause saying whom a word calls so: `the clown who owns it`. */
const WHOM: ReadonlySet<string> = new Set(MODEL.whom);
/** Whose pet it is, when the pronouns after it are the pet's too: `my dog ... he`, not `her dog ... so is she`. */
const OWN_PET: ReadonlySet<string> = new Set(MODEL.ownPet);

/**
 * Where the run speaks of a pet (`the dog is an idiot`, `my puppy is such a dumbass, he ran into the
 * door`): the ordinal of the pet's word, named a few words before the word adding most, or -1; not
 * where a clause after that word says whom it calls so (`the clown who owns it`). Then a possessive
 * before the pet and a name just after it (`my dog Max`) are the pet's, and so are the pronouns after
 * it when the pet is the writer's or no one's in particular (see OWN_PET), unless compared (`than him`).
 */
function petSpokenOf(words: readonly string[], key: number): number {
  if (WHOM.has(words[key + 1] ?? '')) return -1;
  for (let i = Math.max(1, key - PET_REACH); i < key; i++) if (PETS.has(words[i]!) && SPEAKING_OF_A_PET.has(words[i - 1]!)) return i;
  return -1;
}

/**
 * Whether the run points at a person: a pronoun or a word for one, someone by role, a given name that
 * is not the word adding most to the score (chosen on the validation portion, 6 more of its abusive
 * real posts found and 1 more of the others flagged, and the team's tuning sets, 17 more of their
 * posts of abuse found and none of their others), a word only a person is called, or a name
 * written with a capital; of these, not what is a pet's where the run speaks of one (see petSpokenOf).
 */
function pointsAtPerson({ words, keyIndex, probability }: ScoredRun, written: () => string): boolean {
  const pet = petSpokenOf(words, keyIndex);
  const afterPet = pet >= 0 ? pet + 1 : -1;
  const pronounsArePets = pet >= 0 && OWN_PET.has(words[pet - 1]!);
  const petsOwn = (w: string, i: number): boolean =>
    pet >= 0 && (PETS.has(words[i + 1] ?? '') || (pronounsArePets && i > pet && PET_PRONOUNS.has(w) && words[i - 1] !== 'than'));
  if (words.some((w, i) => ROLE_WORDS.has(w) || (PERSON_WORDS.has(w) && !petsOwn(w, i) && ((w !== 'your' && w !== 'ur') || STANDS_FOR_YOU_ARE.has(words[i + 1] ?? '') || i === words.length - 2)))) {
    return true;
  }
  if (words.some((w, i) => i !== keyIndex && i !== afterPet && isGivenName(w) && !namedInFull(w, written()))) return true;
  return (pet < 0 && callsSomeone(words)) || (probability >= NAMED_FROM && namesSomeone(written(), words[keyIndex]!, words[afterPet]));
}

/** What likens the reader to someone: `you look like`, `sounds just like`, `you take after`. */
const LIKENING = new PhraseSet(MODEL.likening);
/** The reader's kin, whom the reader is likened to: `your mother`, `ur dad`. */
const KIN: ReadonlySet<string> = new Set(MODEL.kin);
const YOURS: ReadonlySet<string> = new Set(MODEL.readersOwn);
/** The most words before the likening: `omg you look like ...`, not a sentence of its own. */
const BEFORE_LIKENING = 3;
/**
 * What the words around the likening may score for abuse at most: more, and they say worse (`..., a
 * fat cow`, `ugly slut you look like ...`) than `in this photo` or `when you laugh`.
 */
const AFTER_KIN_AT = 0.4;

/**
 * `you look like your mother`, `you sound just like your dad`: the reader likened to their kin, which
 * the model scores by `you look like` learned from insults and `your mother` from jokes about mothers.
 */
function likenedToKin(words: readonly string[]): boolean {
  for (let i = 0; i <= BEFORE_LIKENING && i < words.length; i++) {
    const likening = LIKENING.at(words, i);
    if (likening === undefined || !YOURS.has(words[likening.end] ?? '') || !KIN.has(words[likening.end + 1] ?? '')) continue;
    return saysLittleElse([...words.slice(0, i), ...words.slice(likening.end + 2)], 'harassment', AFTER_KIN_AT);
  }
  return false;
}

/** Idioms of praise that the model reads by their words (`a lady killer`, `a party animal`). */
const PRAISE_IDIOMS = new PhraseSet(MODEL.praiseIdioms);

/** The words that only say who is what (`he's a`, `you are such a`): the model reads them as abuse's frame, and they say nothing alone. */
const FRAME_WORDS: ReadonlySet<string> = new Set(MODEL.frameWords);

/** `he's a lady killer`: an idiom of praise, unless what is said around it, its frame aside, is abuse by itself. */
function praisedInIdiom(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    const idiom = PRAISE_IDIOMS.at(words, i);
    if (idiom === undefined) continue;
    const rest = [...words.slice(0, i), ...words.slice(idiom.end)].filter((word) => !FRAME_WORDS.has(word));
    return saysLittleElse(rest, 'harassment', AFTER_KIN_AT);
  }
  return false;
}

export const harassmentModel = modelPart('harassment/model', {
  category: 'harassment',
  label: 'abusive_language',
  ceiling: 'medium',
  aims: pointsAtPerson,
  target: (word) => PERSON_WORDS.has(word) || ROLE_WORDS.has(word),
  harmless: (words, key) => PRAISE_AFTER.has(words[key + 1] ?? '') || COMPOUND_AFTER.has(words[key + 1] ?? '') || likenedToKin(words) || praisedInIdiom(words),
  // `ur an idiot lol love you`: low, as the rules read it.
  jest: saidWithAffection,
  readsPastLowRules: true,
  claims: 'stated',
  defersTo: ['violence', 'sexual_minors'],
});
