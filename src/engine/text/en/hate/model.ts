// Hate as the learned model scores it, reported where the run names a group: a group word, one of
// the rules' groups or group adjectives, or a slur.
import { committedModel } from '../../model/committed.ts';
import { modelPart, saysLittleElse } from '../../model/findings.ts';
import { PhraseSet } from '../../phrases.ts';
import { CONTEXT } from '../context.ts';
import { actOnGroupAt, condemnationAfter, condemnationStands } from './acts-on-groups.ts';
import { namesTheAnimal } from './animal-sense.ts';
import { namesTheFood } from './food-sense.ts';
import { namesSomePeopleOfASex } from './groups.ts';
import { BEFORE_GROUP, lawfulRemoval, REMOVAL } from './removal-limits.ts';
import COMPOSED from './composed.json' with { type: 'json' };
import MODEL from './model.json' with { type: 'json' };
import HATE_WORDS from './words.json' with { type: 'json' };

const NOT_A_GROUP = new Set(['the', 'people', 'a', 'an', 'of']);

const wordsOf = (phrases: readonly string[]): string[] => phrases.flatMap((phrase) => phrase.split(' ')).filter((word) => !NOT_A_GROUP.has(word));

/** Names of a protected group or one of its members, slurs aside, as the lists hold them (`muslims`, `native americans`). */
const GROUP_NAMES: readonly string[] = [...MODEL.groupWords, ...HATE_WORDS.groups, ...COMPOSED.groupAdjectives, ...COMPOSED.oneOfGroup];

/** Single words that name a protected group or one of its members, slurs aside: the model learned them as one class of word. */
const CLASS_GROUPS: readonly string[] = wordsOf(GROUP_NAMES);

/** The words of the slurs: group words that say contempt by themselves. */
export const SLUR_WORDS: ReadonlySet<string> = new Set(wordsOf(HATE_WORDS.slurs));

/** The words the model learned as a group's: the groups above and the slurs. */
export const GROUP_WORDS: ReadonlySet<string> = new Set([...CLASS_GROUPS, ...SLUR_WORDS]);

/**
 * Groups a hate score may aim at: the model's, identities it has no class for (nationalities,
 * religions, disabilities, `male`), words hateful posts name a group by (`invaders`, `islamists`) and
 * the names of peoples, faiths, conditions and ages (`brazilians`, `pashtuns`, `mormon`, `schizos`,
 * `pensioners`): the model scores those by their own words. Not countries: the model scores `go back
 * to mexico` as hate, said of a family's summer too. The peoples' slips are not read (see index.ts):
 * too many are words of their own (`crats`, `malina`). Slurs aside: `calling them <slur> is wrong`
 * condemns the word, `<group> are vile` condemns the group.
 */
const oneWord = (name: string): boolean => !name.includes(' ');
const NAMED_GROUPS: ReadonlySet<string> = new Set([...GROUP_NAMES, ...MODEL.identityWords, ...MODEL.peoples].filter(oneWord));
/** Slurs of one word, and the words of slurs of more that hateful posts also use alone for the group (`these monkeys`). */
const ONE_WORD_SLURS: ReadonlySet<string> = new Set([...HATE_WORDS.slurs.filter(oneWord), ...MODEL.slurWordsAlone]);

/**
 * Names of more words than one, whose words the model reads by the group's class but which name a
 * group only together: `street shitters`, `native americans`, `asylum seeker`, not `the street`,
 * `native speakers`, `job seeker`.
 */
const GROUP_PHRASES = new PhraseSet([...GROUP_NAMES, ...HATE_WORDS.slurs].filter((name) => !oneWord(name)));

const isGroupWord = (w: string): boolean => NAMED_GROUPS.has(w) || ONE_WORD_SLURS.has(w);

/** Colours, those that are group words too (`black`, `white`), and those that name no group (`red`, `green`). */
const ALL_COLOURS: ReadonlySet<string> = new Set(MODEL.colours);
const COLOUR_GROUPS: ReadonlySet<string> = new Set(MODEL.colours.filter(isGroupWord));
const COLOURS: ReadonlySet<string> = new Set(MODEL.colours.filter((colour) => !isGroupWord(colour)));
/** Things a colour names before it names people: `the black dog won`, `a white lie`, `black friday`. */
const COLOUR_THINGS: ReadonlySet<string> = new Set(MODEL.colourThings);

/** Colours that name clothes in the wash as well as people (`separate the whites out before washing`). */
const LAUNDRY_COLOURS: ReadonlySet<string> = new Set(MODEL.laundryColours);
/** What says the clothes are meant: the wash, its machine, the other piles (`darks`, `colours`). */
const LAUNDRY = new PhraseSet(MODEL.laundry);

/**
 * A group pointed at by the words hateful posts point at one with (`these people`, `those kind`), where
 * the hate score is the model's: chosen on the validation portion (2 more of its hateful real posts
 * found, 1 more of the others; 2 more of the team's posts of hate, none of their others).
 */
const GROUP_BY_POINTING = new PhraseSet(MODEL.groupByPointing);

/** Groups named by a colour that names no group alone (`brown people`; `brown rice`, `a brown dog`). */
const COLOURED_PEOPLES = new PhraseSet(MODEL.colouredPeoples);

/**
 * Whether `words` name a group: a group pointed at (`these people`) or named by a colour of skin
 * (`brown people`), or a group word, unless it is a colour of a thing (`black dog`) or in an
 * unbroken list of colours that holds one naming no group (`black red`, `white black blue`; not
 * `black people in red caps`), or a slur that names an animal there (see animal-sense.ts) or, masked, a
 * food (see food-sense.ts; `written` returns the run as written), or some people of a sex (`these men`),
 * or a colour in the wash (`whites and darks`).
 */
function namesGroup(words: readonly string[], written: () => string): boolean {
  if (GROUP_BY_POINTING.saidIn(words) || COLOURED_PEOPLES.saidIn(words) || GROUP_PHRASES.saidIn(words)) return true;
  for (let i = 0; i < words.length; i++) {
    if (!isGroupWord(words[i]!) || namesTheAnimal(words[i]!, words) || namesTheFood(words, i, written) || namesSomePeopleOfASex(words, i) || (LAUNDRY_COLOURS.has(words[i]!) && LAUNDRY.saidIn(words))) continue;
    if (!COLOUR_GROUPS.has(words[i]!)) return true;
    if (COLOUR_THINGS.has(words[i + 1]!)) continue;
    let from = i;
    let to = i + 1;
    while (from > 0 && ALL_COLOURS.has(words[from - 1]!)) from--;
    while (to < words.length && ALL_COLOURS.has(words[to]!)) to++;
    if (!words.slice(from, to).some((w) => COLOURS.has(w))) return true;
  }
  return false;
}

/** Slogans of support for a group, which the hateful sources quote with scorn often enough that the model scores them as hate. */
const SUPPORT = new PhraseSet(MODEL.supportSlogans);

/** Statements of what a group deserves (`gay people deserve equal rights`), which the hateful sources quote to mock. */
const SUPPORT_VERB = new PhraseSet(MODEL.supportVerbs);
const SUPPORT_ENDING = new PhraseSet(MODEL.supportEndings);

/**
 * What a group is entitled to, said of it (`muslims have every right to build a mosque`, `native
 * americans deserve their land back`): whatever follows, to the end of its clause, unless a word of
 * it grudges (`deserve what is coming`, `should be allowed to rot`).
 */
const ENTITLEMENT_VERB = new PhraseSet(MODEL.entitlementVerbs);
/** The words that dehumanise, of one word each: `vermin`, `parasites`. */
const DEHUMANISING_WORDS = HATE_WORDS.dehumanizing.filter((term) => !term.includes(' '));
const GRUDGING: ReadonlySet<string> = new Set([...MODEL.grudging, ...DEHUMANISING_WORDS]);
const CLAUSE_END: ReadonlySet<string> = new Set([',', '.', '!', '?', ';', ':', 'but', 'or']);

/** The end of what an entitlement at `from` grants (its clause), or -1 when a word of it grudges or, unless `bare`, it grants nothing. */
function grantedUntil(words: readonly string[], from: number, bare = false): number {
  let to = from;
  while (to < words.length && !CLAUSE_END.has(words[to]!)) {
    if (GRUDGING.has(words[to]!)) return -1;
    to++;
  }
  return to > from || bare ? to : -1;
}

/**
 * A group welcomed (`refugees and asylum seekers are welcome to apply`, `nigerian families all
 * welcome`), where, or to what, to the end of its clause, unless a word of it grudges (`are welcome
 * to leave`).
 */
const WELCOMED = new PhraseSet(MODEL.welcomed);

/** How many words of `words` a group's deserving or welcome states, where nothing in them is negated: `jews deserve to live in peace`. */
function supportFrameLength(words: readonly string[]): number {
  if (CONTEXT.anyNegation(words)) return 0;
  for (let i = 1; i < words.length; i++) {
    if (!words.slice(Math.max(0, i - 3), i).some(isGroupWord)) continue;
    const verb = SUPPORT_VERB.at(words, i);
    const ending = verb && SUPPORT_ENDING.at(words, verb.end);
    if (ending) return ending.end - Math.max(0, i - 3);
    const entitlement = ENTITLEMENT_VERB.at(words, i);
    const granted = entitlement ? grantedUntil(words, entitlement.end) : -1;
    if (granted > 0) return granted - Math.max(0, i - 3);
    const welcome = WELCOMED.at(words, i);
    const welcomed = welcome ? grantedUntil(words, welcome.end, true) : -1;
    if (welcomed > 0) return welcomed - Math.max(0, i - 3);
  }
  return 0;
}

/** The slogans of support a run holds, counted in words. */
const sloganLength = (words: readonly string[]): number => SUPPORT.all(words).reduce((n, hit) => n + hit.end - hit.at, 0);

/** Those whose crimes against groups history tells (`the nazis`, `hitler`), and the verbs it tells them with. */
const PERPETRATORS = new PhraseSet(MODEL.perpetrators);
const PAST_VERBS: ReadonlySet<string> = new Set(MODEL.pastVerbs);
/** Words that turn a telling into approval: `hitler was right`, `the nazis didn't kill enough`. */
const APPROVAL: ReadonlySet<string> = new Set(MODEL.approval);

/**
 * Whether `words` tell what a perpetrator of history did (`in 1943 the nazis deported the jews of
 * rome`): the hateful sources name the nazis and the jews together so often that the model scores
 * the telling as hate.
 */
function recountsHistory(words: readonly string[]): boolean {
  if (words.some((w) => APPROVAL.has(w))) return false;
  for (let i = 0; i < words.length; i++) {
    const hit = PERPETRATORS.at(words, i);
    if (!hit) continue;
    const verb = words[hit.end];
    if (verb !== undefined && (PAST_VERBS.has(verb) || (verb.length > 4 && verb.endsWith('ed')))) return true;
    i = hit.end - 1;
  }
  return false;
}

const WARMTH = new PhraseSet(MODEL.warmth);

/**
 * `the gay couple next door just adopted a baby, so happy for them`: news of a group's members closed
 * with the writer's joy for them, with no word that grudges or denies (the model learned the group's
 * name and `adopted` from posts against it). Joy that opens a run says nothing of what follows it:
 * `so happy for them, now they can ruin another country`.
 */
function toldWithWarmth(words: readonly string[]): boolean {
  const last = WARMTH.all(words).at(-1);
  return last !== undefined && last.end >= words.length - 1 && !CONTEXT.anyNegation(words) && !words.some((w) => GRUDGING.has(w));
}

/** Hate told as found written on a wall: `graffiti appeared on`, `was daubed`. */
const DAUBED = new PhraseSet(MODEL.daubed);
/** What the teller calls it: `sickening`, `vile`. */
const CONDEMNING_DAUBED: ReadonlySet<string> = new Set(MODEL.condemningDaubed);

/**
 * `Muslims. Vermin. Sickening graffiti appeared on the mosque wall.`: words found written on a wall,
 * told as news and condemned, which the model scores by what was written.
 */
const reportsDaubedHate = (words: readonly string[]): boolean => DAUBED.saidIn(words) && words.some((w) => CONDEMNING_DAUBED.has(w));

/** What a group may be said not to be: a harm (`a danger`, `a threat`) or a word that dehumanises (`vermin`). */
const DENIABLE_HARMS: ReadonlySet<string> = new Set([...MODEL.deniableHarms, ...DEHUMANISING_WORDS]);
/** What may stand between a negation and the harm it denies: `not a danger`, `not "a cult"`. */
const BEFORE_HARM: ReadonlySet<string> = new Set(['a', 'an', 'the', 'any', '"']);

/** What makes a denial after it pretence: `treat them like they're not criminals`, `as if they aren't a threat`. */
const AS_IF: ReadonlySet<string> = new Set(['like', 'if']);

/** Whether the harm at `i` is denied of its subject: `aren't a danger`, `they're not "a cult"`, `terrified, not dangerous`. */
function deniedAt(words: readonly string[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && BEFORE_HARM.has(words[k]!)) k--;
  if (k < 0 || !(words[k] === 'not' || CONTEXT.negatesBeing(words, k))) return false;
  return !words.slice(Math.max(0, k - 2), k).some((w) => AS_IF.has(w));
}

/**
 * What the words after a run's last denial may score for hate at most: more, and they say what the
 * group is instead (`jews aren't a danger, they just control the banks`: 0.48). Chosen on the team's
 * probes, where those that say worse scored 0.48 and more and the harmless up to 0.31 (`... trying to
 * convert us, they're just kids, be nice`).
 */
const AFTER_DENIAL_AT = 0.4;

/**
 * How many words a denial may have around it: its subject before (`gay men`, `latinos having kids`)
 * and a few after (`to kids`, `they're our neighbours`). More is more than a denial, and the model's
 * score of it cannot tell (`deport them all, muslims aren't a danger`; `they just like little boys`).
 */
const AROUND_DENIAL = 3;
/** Words after a denial that take it back: `jews aren't a threat, yet`, `until they outnumber us`. */
const NOT_FOR_LONG: ReadonlySet<string> = new Set(['yet', 'until', 'till', 'unless', 'long', 'once']);

/**
 * `gay men aren't a danger to kids`, `they're terrified, not dangerous`: a denial of every harm a
 * run names of a group is all the run says, and nothing after it says worse. The model learned the
 * negation itself from `they aren't human`, and the group's name from posts against it, so no
 * negation stands before the words that decide the run.
 */
function deniesHarm(words: readonly string[]): boolean {
  let first = -1;
  let last = -1;
  for (let i = 0; i < words.length; i++) {
    if (!DENIABLE_HARMS.has(words[i]!) && !GRUDGING.has(words[i]!)) continue;
    if (!deniedAt(words, i)) return false;
    if (first === -1) first = i;
    last = i;
  }
  if (last === -1) return false;
  const after = words.slice(last + 1);
  // The subject before the first denial: the words up to its negation and what stands before the harm.
  let subject = first - 1;
  while (subject >= 0 && (BEFORE_HARM.has(words[subject]!) || words[subject] === 'not' || CONTEXT.isNegation(words, subject))) subject--;
  if (subject + 1 > AROUND_DENIAL || after.length > AROUND_DENIAL || after.some((w) => NOT_FOR_LONG.has(w))) return false;
  return committedModel().probabilityOf(after.join(' '), 'hate') < AFTER_DENIAL_AT;
}

/** The end of the group's name at `i` of `words`, of one word or more (`asylum seekers`), or -1 when none starts there. */
function nameEnd(words: readonly string[], i: number): number {
  const phrase = GROUP_PHRASES.at(words, i);
  if (phrase) return phrase.end;
  return isGroupWord(words[i]!) ? i + 1 : -1;
}

/** How many words between a removal and the group it names are looked past (see BEFORE_GROUP). */
const BEFORE_GROUP_REACH = 3;

/** Words that open a clause of its own after a removal's: what follows them is said of the group besides (`..., they are all ...`). */
const NEXT_CLAUSE: ReadonlySet<string> = new Set(MODEL.clauseOpeners);

/**
 * Whether the word deciding the score, at `key` of `words`, is a removal a law may order of a group's
 * offenders only (`deport refugees who commit crimes`, `courts can deport foreigners convicted of drug
 * dealing`), or one the words, `asked` as a question, ask of the law (`is it legal to deport refugees
 * back to a country at war?`): a policy, as the hate rules read it (see removal-limits.ts), which the
 * model learned from hateful posts that ask for removals; unless what is said before it or in a
 * clause after it scores as hate by itself as a denial's rest would (`..., they are all rapists`).
 */
function removesOffenders(words: readonly string[], key: number, asked: boolean): boolean {
  const removal = REMOVAL.at(words, key);
  if (removal === undefined) return false;
  let from = removal.end;
  while (from < words.length && from < removal.end + BEFORE_GROUP_REACH && BEFORE_GROUP.has(words[from]!)) from++;
  let end = from;
  for (let next = nameEnd(words, end); next !== -1; next = nameEnd(words, end)) end = next;
  if (end === from || !lawfulRemoval(words, removal.phrase, key, end, asked, [])) return false;
  let next = end;
  while (next < words.length && !NEXT_CLAUSE.has(words[next]!)) next++;
  return saysLittleElse([...words.slice(0, key), ...words.slice(next)], 'hate', AFTER_DENIAL_AT);
}

/**
 * `hatred of muslims is a sickness`, `violence against women is a disgrace`: an act on a group
 * condemned (see acts-on-groups.ts), which the model scores by the act's words and the group's name,
 * unless what is said around it scores as hate by itself, as a denial's rest would.
 */
function condemnsActOnGroup(words: readonly string[]): boolean {
  for (let i = 1; i < words.length; i++) {
    const end = nameEnd(words, i);
    const act = end === -1 ? -1 : actOnGroupAt(words, i);
    const condemned = act === -1 ? -1 : condemnationAfter(words, end);
    if (condemned === -1) continue;
    return condemnationStands(words, condemned) && saysLittleElse([...words.slice(0, act), ...words.slice(condemned)], 'hate', AFTER_DENIAL_AT);
  }
  return false;
}

export const hateModel = modelPart('hate/model', {
  category: 'hate',
  label: 'hateful_language',
  ceiling: 'high',
  // A run of two words says little: it is read only from 0.8, and only if its other word is hate's by
  // itself (see findings.ts). Chosen on the validation portion: one harmless post fewer flagged, no
  // hateful one lost.
  minWords: 3,
  shortRunAt: 0.8,
  aims: (run, written) => namesGroup(run.words, written),
  claims: 'all',
  excusedInGames: false,
  mocksInQuotes: true,
  target: (word) => NAMED_GROUPS.has(word),
  // A telling of history is harmless, and an act on a group condemned, and news told with joy, and hate
  // found on a wall told as news and condemned, and a removal of offenders decided by the removal;
  // support only where it is most of what is said: `black lives matter my ass, they are all thugs`
  // still counts.
  harmless: (words, key, asked) =>
    deniesHarm(words) || condemnsActOnGroup(words) || recountsHistory(words) || toldWithWarmth(words) || reportsDaubedHate(words) || removesOffenders(words, key, asked) || (sloganLength(words) + supportFrameLength(words)) * 2 > words.length,
});
