// Violent language as the learned model scores it; the rules say when a threat is direct, laughter
// makes it banter, as they read it, and prayers and good wishes for someone's family are not the
// veiled threats that name it, nor a penalty called for the threats that name such people, nor
// the taunt that the reader will die alone, nor a neighbour's offer of help, nor a telling on the
// reader to their boss.
import { SHORT_POST_MIN_WORDS, modelPart } from '../../model/findings.ts';
import { PhraseSet } from '../../phrases.ts';
import { isBanter } from '../context.ts';
import { formsOf } from '../verb-forms.ts';
import { tellsSomeoneAt } from './phrases.ts';
import COMPOSED_WORDS from './composed.json' with { type: 'json' };
import MODEL from './model.json' with { type: 'json' };
import PHRASES from './phrases.json' with { type: 'json' };
import WORDS from './words.json' with { type: 'json' };

const BLESSINGS = new PhraseSet(MODEL.blessings);
/** What turns a prayer into menace: `you'd better pray nothing happens to your kids`. */
const MENACE = new PhraseSet(MODEL.menace);

/**
 * `we will pray for your mother and your family`: the model learned from veiled threats that name
 * someone's family (`I know where your kids go to school`), and a prayer or a good wish names it too.
 */
const blessing = (words: readonly string[]): boolean => BLESSINGS.saidIn(words) && !MENACE.saidIn(words);

/** The harms in one word and their forms (`kill`, `killed`, `killing`, `kills`): a negation of one of these denies a threat. */
const HARMS: ReadonlySet<string> = new Set(WORDS.violentVerbs.filter((verb) => !verb.includes(' ')).flatMap(formsOf));
/** The harms done, in the forms no rule makes: `beaten`, `shot`, `broken`. */
const HARMED: ReadonlySet<string> = new Set(MODEL.harmed);

/** What a law or an employer may do to someone: `fined`, `struck off`, `locked up`. */
const PENALTIES = new PhraseSet(MODEL.penalties);
/** Words that ask for what is to be done to them, after the clause telling what they did: `should be`, `need to be`, `get`. */
const PENALTY_ASKS: ReadonlySet<string> = new Set(MODEL.penaltyAsks);
/** Words that open a clause telling what those penalised did: `drivers who park on the pavement`. */
const WHO: ReadonlySet<string> = new Set(['who', 'that']);
/** The most words the subject before its clause of who, and the run after the penalty, may have. */
const SUBJECT_WORDS = 4;
const AFTER_PENALTY = 3;

/**
 * `drivers who park on the pavement should be fined`: a penalty called for those who do something,
 * which the model scores by the words it learned from threats against such people (`drivers who run
 * their mouth ...`). Only where the penalty follows the first words that ask for it after the clause
 * of who (`should be`, `need to be`, `get`), and nothing outside that clause names a harm: `should be
 * fined and then beaten`, `will get what's coming, i'll make sure they get sacked` are threats still.
 */
function callsForPenalty(words: readonly string[]): boolean {
  const who = words.findIndex((w) => WHO.has(w));
  if (who < 1 || who > SUBJECT_WORDS) return false;
  let ask = who + 1;
  while (ask < words.length && !PENALTY_ASKS.has(words[ask]!)) ask++;
  let at = ask;
  while (at < words.length && PENALTY_ASKS.has(words[at]!)) at++;
  const penalty = PENALTIES.at(words, at);
  if (penalty === undefined || at === ask || words.length - penalty.end > AFTER_PENALTY) return false;
  return ![...words.slice(0, who), ...words.slice(penalty.end)].some((w) => HARMS.has(w) || HARMED.has(w));
}

/** What may follow a death told as loneliness: its end, its company or how it is spent (`with your cats`, `and unloved`). */
const ALONE_AFTER: ReadonlySet<string> = new Set(MODEL.aloneAfter);

/**
 * `you'll die alone with your cats`: the taunt that no one will love the reader, which the model
 * scores by its `die` (not `you'll die alone in a ditch`, where the death is the threat).
 */
function diesAlone(words: readonly string[]): boolean {
  for (let i = 0; i < words.length - 1; i++) {
    if ((words[i] === 'die' || words[i] === 'dying') && words[i + 1] === 'alone' && (i + 2 === words.length || ALONE_AFTER.has(words[i + 2]!))) return true;
  }
  return false;
}

/** Help offered as a question: `want me to`, `shall i`. */
const OFFERS = new PhraseSet(MODEL.offers);
/** What a neighbour offers to do: `grab`, `pick`, `keep an eye`. */
const OFFERED_HELP = new PhraseSet(MODEL.offeredHelp);
const WEAPONS: ReadonlySet<string> = new Set(COMPOSED_WORDS.weapon);

/** Whether a word of `words` names a harm or a weapon. */
const namesHarm = (words: readonly string[]): boolean => words.some((w) => HARMS.has(w) || HARMED.has(w) || WEAPONS.has(w));

/**
 * `I know your kids get out of school at 3:15, want me to grab yours with mine?`: a neighbour's offer
 * of help, asked, which the model scores by the words of the veiled threats that name someone's child
 * or house; not where the run names a harm or a weapon (`shall i bring the bat round?`).
 */
function offersHelp(words: readonly string[], asked: boolean): boolean {
  if (!asked || namesHarm(words)) return false;
  for (let i = 0; i < words.length; i++) {
    const offer = OFFERS.at(words, i);
    if (offer !== undefined && OFFERED_HELP.at(words, offer.end) !== undefined) return true;
  }
  return false;
}

/** Where the reader is found: `where you work`, `your address`. */
const KNOWN_PLACES = new PhraseSet(PHRASES.knownPlaces);

/**
 * `I'm going to find out where you work and tell your boss`: where the reader works or lives known in
 * order to tell on them, which the model scores by the veiled threats that know it; only a telling
 * after the place (not `call the police on me one more time and ...`), and not where the run names a
 * harm or a weapon.
 */
function tellsOn(words: readonly string[]): boolean {
  if (namesHarm(words)) return false;
  const place = KNOWN_PLACES.all(words)[0];
  return place !== undefined && words.some((_, k) => k >= place.end && tellsSomeoneAt(words, k));
}

export const violenceModel = modelPart('violence/model', {
  category: 'violence',
  label: 'violent_language',
  ceiling: 'medium',
  minWords: SHORT_POST_MIN_WORDS,
  jest: isBanter,
  harmless: (words, _key, asked) => blessing(words) || callsForPenalty(words) || diesAlone(words) || offersHelp(words, asked) || tellsOn(words),
  deniedAt: (word) => HARMS.has(word),
  excusedInGames: false,
});
