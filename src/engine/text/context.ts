// The context around a match, for every language: negation, quotation and reporting,
// counter-speech, names and idioms that only look offensive, and games. Each pack gives the words;
// the checks are the same, so no rule writes its own.
import { alt } from './pattern.ts';
import { PhraseSet } from './phrases.ts';

export interface ContextWords {
  /** Words that negate what follows them: `not`, `never`, `don't`. */
  readonly negations: readonly string[];
  /** Endings that make any word a negation: `n't`. */
  readonly negationEndings: readonly string[];
  /**
   * Negations that, before a verb or a thing, say what someone fails to do or lacks (`they don't
   * integrate`, `can't trust them`, `no morals`): a claim, which denies nothing unless it follows a
   * verb of being or opens a generalisation, a saying or an attitude (see `deniedThrough`).
   */
  readonly claimNegations: readonly string[];
  /** Verbs of being: a negation after one denies a description (`they're not vermin`, `are never lazy`). */
  readonly copulas: readonly string[];
  /** Words of a generalisation: a claim negation just before one denies it (`they don't all ...`). */
  readonly quantifiers: readonly string[];
  /**
   * Words that may stand between a negation and the name it denies, with the quantifiers and the
   * words of `deniedThrough`: determiners and words that say whom the name means (`not these
   * people`, `can't blame the local jews`, `nothing against your average pakistani`). Any other word
   * makes the name the object of what is negated (`stop signing africans`, `not dating jews`),
   * which denies nothing of them.
   */
  readonly beforeNames: readonly string[];
  /**
   * Words through which a claim negation one or two words before denies what follows: an attitude
   * (`i don't hate ...`), harm (`don't hurt them`), a need (`no english needed`); verbs of saying and
   * thinking deny too (`i'd never say ...`).
   */
  readonly deniedThrough: readonly string[];
  /** Phrases that hold a negation, first or second, and still assert: `nothing but`, `if not`. */
  readonly affirmations: readonly string[];
  /** Verbs by which someone else is told to have said something: `said`, `wrote`, `yelled`. */
  readonly reportingVerbs: readonly string[];
  /** Who is in the conversation, the writer and the reader: a verb of saying after them reports nothing (`i told you ...`). */
  readonly writerAndReader: readonly string[];
  /** Whom words were said to, or `that`, between a verb of saying and the words: `he texted me ...`. */
  readonly toWhom: readonly string[];
  /** Words that make what follows a condition (`if he says that again ...`): a saying in it is not a report. */
  readonly conditionLeads: readonly string[];
  /**
   * Words that make a reporting word after a match an order to the reader (`stop calling me ...`,
   * `don't say ...`), and a negation that opens its clause an order rather than a claim (`don't waste
   * your money`).
   */
  readonly ordersBeforeSaying: readonly string[];
  /** Verbs of someone else telling a third to do what follows: `someone keeps telling the streamer to kys`. */
  readonly toldTo: readonly string[];
  /** Words that join two clauses (`and`, `but`): what a reporting word before one reports ends there. */
  readonly clauseJoins: readonly string[];
  /** The writer as the subject of a clause (`i'm`, `we`): a joined clause so opened is the writer's own (`leak my dms and im ...`). */
  readonly writerSubjects: readonly string[];
  /** Other words and phrases that report or quote what someone else said: `quote`, `the word`, `lyrics`. */
  readonly reporting: readonly string[];
  /**
   * Words that open a description of where, when, why or whom (`in`, `after`, `for`, `who`): a
   * reporting word past one of them describes (`in the pickup line`, `for what you said`, `the kid
   * who reported us`), and does not say whose words these are.
   */
  readonly describingLeads: readonly string[];
  /** Phrases that mark counter-speech anywhere in its sentence: talking against the thing, not doing it. */
  readonly counter: readonly string[];
  /** Phrases that mark counter-speech when they open what follows (`stop saying ...`, `anyone who says ...`), not after it. */
  readonly counterFrames: readonly string[];
  /** Frames of a view given up (`i used to think ...`): counter-speech unless the writer still holds it after (`and i still do`). */
  readonly beliefGivenUpFrames: readonly string[];
  /**
   * Counter-speech as a frame: a condemnation (`disgusting`, then `when`, `that` or `how`), or a lead
   * that condemns by itself (`sick of`, `hate it when`), then others (`people`) saying (`say`) what
   * follows: `it's disgusting when people say ...`.
   */
  readonly condemnations: readonly string[];
  /**
   * Counter-speech as the holders of a view condemned: `anyone who` (holders), `thinks` (holderVerbs),
   * the view, then `is an idiot` (`is`, `are`, `should be` or `must be` and one of holdersCondemned:
   * `people who call ... should be ashamed`) or `, unfollow me` (one of holdersDismissed).
   */
  readonly holders: readonly string[];
  readonly holderVerbs: readonly string[];
  readonly holdersCondemned: readonly string[];
  /** Or the holders sent away after a comma: `if you think <view>, unfollow me`. */
  readonly holdersDismissed: readonly string[];
  readonly condemningLeads: readonly string[];
  readonly otherSpeakers: readonly string[];
  readonly sayingVerbs: readonly string[];
  /** Names and idioms that contain a listed word without meaning it. */
  readonly allowedPhrases: readonly string[];
  /** Words that say a sentence speaks of a game. */
  readonly games: readonly string[];
  /** Laughter that makes a threat among friends banter: `lol`, `haha`. */
  readonly laughter: readonly string[];
  /** Words that say the writer means it, which no laughter undoes: `not joking`, `i mean it`. */
  readonly serious: readonly string[];
  /** Verbs of thinking and saying: negated, they negate the clause that follows (`i don't think we should ...`). */
  readonly beliefVerbs: readonly string[];
  /**
   * A subject joined to its verb (`they're`, `it's`), which opens a clause of its own: a negated verb
   * of being before it belongs to the clause before (`muslims arent a religion theyre an invasion`).
   */
  readonly subjectsWithVerb: readonly string[];
  /** Verbs of being joined to their negation (`aren't`, `isn't`): they deny their own complement, not a clause after it. */
  readonly negatedCopulas: readonly string[];
  /** What gives up a belief when it stands just before a verb of thinking: `used to` (`i used to think ...`). */
  readonly beliefGivenUp: readonly string[];
  /**
   * The writer saying it in their own voice, or daring the reader to say more, which a reporting word
   * does not make someone else's words: `i hate to say it but ...`, `say that again and ...`.
   */
  readonly ownVoice: readonly string[];
  /** The writer agreeing with what was reported, after it and ending its clause: `my dad said ... and he was right`. */
  readonly endorsements: readonly string[];
  /** Words that may stand between what was reported and the writer's agreeing with it: `and`, `honestly`. */
  readonly endorsementLeads: readonly string[];
  /** What everyone is said to think (`what we all think`): whoever says or posts it speaks for the writer too (`bro said what we all think, ...`). */
  readonly sharedThoughts: readonly string[];
  /**
   * The writer saying it, with words of habit between (`i've always said`, `we keep saying`): the
   * writer's own voice. Not `like i said` or `as i said`, which point back at what the writer said
   * before, nor writing or posting, whose object is as often another's message (`i posted the
   * voicemail: ...`).
   */
  readonly writerSaying: readonly string[];
  readonly sayingHabits: readonly string[];
  /** A reporting word in another sense, which reports nothing: `line them up`, `line the gays up`, `said my goodbyes`, `one more word and ...`. */
  readonly otherSenses: readonly string[];
}

/** What ends a clause among words read as the sentences hold them; a quotation mark, where a reader keeps it, does too. */
const CLAUSE_END = new Set([',', '.', '"']);
const SENTENCE_END = new Set(['.', '!', '?']);
/** What may follow a group whose treatment is condemned (see Context.#framesTarget): where or when, not how. */
const PLACE_OR_TIME = new Set(['in', 'at', 'on', 'here', 'there', 'online', 'around', 'across', 'today', 'nowadays', 'now', 'anymore', 'every', 'these', 'this']);
/** The most words a place or a time after a group whose treatment is condemned may take: `at the border`, `in this town`. */
const MAX_PLACE_WORDS = 4;
/** Words that name a group's members after its name: `trans people`, `black players`. */
const MEMBERS = new Set(['people', 'players', 'kids', 'children', 'families', 'men', 'women', 'folks', 'members', 'pupils', 'students', 'fans', 'neighbours', 'neighbors', 'workers', 'staff']);
/** How far back quotation marks are counted; bounds the work per match. */
const QUOTE_WINDOW = 400;
/** The fewest words of a quotation that quotes a saying (see quotationAround). */
const MIN_QUOTED_SAYING = 3;
/** How far a clause or sentence is read either side of a match: keeps every look-around bounded, so a
 * text without punctuation costs the same per match as a short one. */
const SENTENCE_WINDOW = 200;
/** Words a quoted claim holds at most for a negation before it to deny it (`not "a drain on society"`). */
const MAX_DENIED_WORDS = 12;
/**
 * How a negation that says what someone fails to do or lacks is read (see Context.negatedBefore):
 * as a denial (`none`), as part of what is said (`all`), or so unless it is an order (`stated`).
 */
export type ClaimReading = 'none' | 'all' | 'stated';
/** How many words before a claim negation a quotation mark makes it a quoted claim (`"these nurses can't ...`). */
const QUOTED_CLAIM_REACH = 4;
/** How far back a negated verb of thinking or saying negates: `i don't think [we should just] ban them`. */
const BELIEF_REACH = 8;
/**
 * How many words before a match a reporting word reports it (`he said [that all of them are] ...`);
 * further back, in a long post with no punctuation, it reports something else (`hope they keep
 * getting hit ... fuck <slur>`).
 */
const REPORT_REACH = 8;
/** How many words after a reported match are read for the writer agreeing with it (see Context.#endorsedAfter). */
const ENDORSEMENT_REACH = 8;

/** Index in `text` of the start of the `n`th word before `at` (or of the text). */
function wordsBack(text: string, at: number, n: number): number {
  let i = at - 1;
  for (let k = 0; k < n && i > 0; k++) i = text.lastIndexOf(' ', i - 1);
  return Math.max(0, i + 1);
}

/** How many words a phrase of another sense for a reporting word may run into a match from either side (`said my goodbyes`). */
const SENSE_REACH = 3;

/** Up to `n` words after `end` in normalised text, stopping at a sentence boundary. */
function wordsAfter(text: string, end: number, n: number): string[] {
  const out: string[] = [];
  let from = end + 1;
  while (out.length < n && from < text.length) {
    let to = text.indexOf(' ', from);
    if (to === -1) to = text.length;
    const word = text.slice(from, to);
    if (word.length === 1 && SENTENCE_END.has(word)) break;
    if (word) out.push(word);
    from = to + 1;
  }
  return out;
}

/** Index in `text` where the sentence holding `at` starts. */
/**
 * Where the quotation that offset `at` of normalised text stands in opens, or -1: its quotation mark,
 * when an odd number of them stand before `at` in the QUOTE_WINDOW characters before it. A bounded
 * window, read by code: a search back for the mark would cross the whole text when it has none.
 */
function openingQuote(text: string, at: number): number {
  let open = -1;
  let quotes = 0;
  for (let i = Math.max(0, at - QUOTE_WINDOW); i < at; i++) {
    if (text.charCodeAt(i) !== 34) continue;
    quotes++;
    open = i;
  }
  return quotes % 2 === 1 ? open : -1;
}

/**
 * Where the clause that `before` (a sentence up to a claim) ends in starts: after its last `but` or
 * semicolon, or its last comma unless a `that` goes on after it, and then from the sentence's start.
 * A frame frames its own clause (`i used to think they were nice but immigrants are parasites`,
 * `there's no evidence that vaccines work, muslims are parasites`, `it's wrong to call refugees
 * vermin; vermin don't rape our women` say the last), and a saying interrupted goes on (`people say,
 * out loud, that ...`).
 */
function clauseStart(before: string): number {
  const comma = before.lastIndexOf(' , ');
  const cut = comma >= 0 && !before.startsWith('that ', comma + 3) ? comma + 1 : 0;
  return Math.max(before.lastIndexOf(' but ') + 1, before.lastIndexOf(' ; ') + 1, cut);
}

/** A view given up said to be held still, after it: `i used to think gays were perverts and i still do`. */
const STILL_HELD = /(?<![^ ])(?:(?:i|and|we) still(?! (?:feel|regret|cringe|wince)(?![^ ]))|still (?:do|does|think|believe|say|agree))(?![^ ])/u;
/** How far after the view its holding still is looked for, into the next sentence. */
const STILL_REACH = 80;

function sentenceStart(text: string, at: number): number {
  const stop = Math.max(0, at - SENTENCE_WINDOW);
  // Punctuation is always its own token in normalised text, so only characters after a space are looked at.
  for (let i = text.lastIndexOf(' ', at - 1); i >= stop && i !== -1; i = text.lastIndexOf(' ', i - 1)) {
    if (i + 2 <= text.length && (i + 2 === text.length || text.charCodeAt(i + 2) === 32) && SENTENCE_END.has(text[i + 1]!)) return i + 2;
  }
  if (stop === 0 && at > 0 && (at === 1 || text.charCodeAt(1) === 32) && SENTENCE_END.has(text[0]!)) return 1;
  return stop === 0 ? 0 : text.indexOf(' ', stop) + 1;
}

function sentenceEnd(text: string, at: number): number {
  const stop = Math.min(text.length, at + SENTENCE_WINDOW);
  for (let i = text.indexOf(' ', at); i !== -1 && i + 1 < stop; i = text.indexOf(' ', i + 1)) {
    if ((i + 2 === text.length || text.charCodeAt(i + 2) === 32) && SENTENCE_END.has(text[i + 1]!)) return i + 1;
  }
  if (stop === text.length) return text.length;
  const space = text.lastIndexOf(' ', stop);
  return space > at ? space : stop;
}

/** The context checks of one language, built once from its words. */
export class Context {
  readonly #negations: ReadonlySet<string>;
  readonly #negationEndings: readonly string[];
  readonly #claimNegations: ReadonlySet<string>;
  readonly #copulas: ReadonlySet<string>;
  readonly #quantifiers: ReadonlySet<string>;
  /** `beforeNames`, `quantifiers` and `deniedThrough`. */
  readonly #beforeNames: ReadonlySet<string>;
  /** `deniedThrough`, the verbs of saying and the verbs of thinking. */
  readonly #deniedThrough: ReadonlySet<string>;
  readonly #affirmations: PhraseSet;
  readonly #reporting: ReadonlySet<string>;
  readonly #reportingVerbs: ReadonlySet<string>;
  readonly #writerAndReader: ReadonlySet<string>;
  readonly #conditionLeads: ReadonlySet<string>;
  readonly #toWhom: ReadonlySet<string>;
  readonly #describingLeads: ReadonlySet<string>;
  /** What reports a match from before it: a reporting word, or someone told to a third. */
  readonly #reportsBefore: readonly RegExp[];
  readonly #ordersBefore: ReadonlySet<string>;
  readonly #counterRe: RegExp;
  readonly #counterFrameRe: RegExp;
  readonly #beliefGivenUpRe: RegExp;
  /** Counter-speech markers that are predicates (`is wrong`, `are vile`), with the word before them: their subject. */
  readonly #counterPredicateRe: RegExp;
  readonly #condemnedSayingRe: RegExp;
  readonly #holdersRe: RegExp;
  readonly #holdersCondemnedRe: RegExp;
  readonly #allowedPhrases: readonly string[];
  readonly #games: PhraseSet;
  readonly #laughter: ReadonlySet<string>;
  readonly #serious: PhraseSet;
  readonly #beliefVerbs: ReadonlySet<string>;
  readonly #subjectsWithVerb: ReadonlySet<string>;
  readonly #negatedCopulas: ReadonlySet<string>;
  /** `beliefGivenUp`, each as its words. */
  readonly #givenUp: readonly (readonly string[])[];
  /** The writer's own voice and reporting words in other senses: what a reporting check reads past. */
  readonly #notReportingRe: RegExp;
  /** The last clause join before a match, with everything after it: `before` ends at the match. */
  readonly #lastJoinRe: RegExp;
  readonly #writerSubjects: ReadonlySet<string>;
  /** A reporting verb that opens a sentence, its subject left out. */
  readonly #openingReportRe: RegExp;
  readonly #endorsements: PhraseSet;
  readonly #endorsementLeads: ReadonlySet<string>;

  constructor(words: ContextWords) {
    this.#negations = new Set(words.negations);
    this.#negationEndings = words.negationEndings;
    this.#claimNegations = new Set(words.claimNegations);
    this.#copulas = new Set(words.copulas);
    this.#quantifiers = new Set(words.quantifiers);
    this.#deniedThrough = new Set([...words.deniedThrough, ...words.sayingVerbs, ...words.beliefVerbs]);
    this.#beforeNames = new Set([...words.beforeNames, ...words.quantifiers, ...this.#deniedThrough]);
    this.#affirmations = new PhraseSet(words.affirmations);
    this.#reportingVerbs = new Set(words.reportingVerbs);
    this.#writerAndReader = new Set(words.writerAndReader);
    this.#conditionLeads = new Set(words.conditionLeads);
    this.#toWhom = new Set(words.toWhom);
    this.#reporting = new Set([...words.reportingVerbs, ...words.reporting]);
    this.#describingLeads = new Set(words.describingLeads);
    const reporting = new RegExp(`(?<![^ ])${alt([...this.#reporting])}(?![^ ])`, 'u');
    this.#ordersBefore = new Set(words.ordersBeforeSaying);
    // Told to a third, just before the match; `told myself` and the writer's own `im telling you` are not.
    const toldTo = new RegExp(`(?<![^ ])${alt(words.toldTo)} (?!myself |ourselves )(?:[^ ]+ ){1,3}to $`, 'u');
    this.#reportsBefore = [reporting, toldTo];
    const predicate = (phrase: string) => phrase.startsWith('is ') || phrase.startsWith('are ');
    // A word of counter-speech denied is a claim: `that's not a stereotype, it's a fact`.
    this.#counterRe = new RegExp(`(?<![^ ])(?<!(?:not|isn't|isnt|ain't|aint|never|no) (?:an? )?)${alt(words.counter.filter((p) => !predicate(p)))}(?![^ ])`, 'u');
    // A frame denied or doubted frames nothing: `it's not racist to call ...`, `why is it racist to say ...`.
    // Not the pack's whole list of negations: `nobody should ever say ...` is itself a frame.
    this.#counterFrameRe = new RegExp(`(?<![^ ])(?<!(?:not|isn't|isnt|ain't|aint|never|why is it|how is it) )${alt(words.counterFrames)}(?![^ ])`, 'u');
    this.#beliefGivenUpRe = new RegExp(`(?<![^ ])${alt(words.beliefGivenUpFrames)}(?![^ ])`, 'u');
    // A predicate naming what the statement is may describe it in a few words first: `is a centuries-old antisemitic lie`.
    const naming = /^is an? /;
    const nouns = words.counter.filter((p) => naming.test(p)).map((p) => p.replace(naming, ''));
    const predicates = `(?:${alt(words.counter.filter((p) => predicate(p) && !naming.test(p)))}|is an?(?: [^ .,!?;:"]+){0,3} ${alt(nouns)})`;
    this.#counterPredicateRe = new RegExp(`(?<![^ ])([^ ]+) ${predicates}(?![^ ])`, 'gu');
    // A few words may stand between the parts (`it's so disgusting that some people still say`), never more.
    const lead = `(?:${alt(words.condemnations)}(?: [^ ]+){0,2}? (?:when|whenever|that|how|if)|${alt(words.condemningLeads)})`;
    this.#condemnedSayingRe = new RegExp(`(?<![^ ])${lead}(?: [^ ]+){0,2}? ${alt(words.otherSpeakers)}(?: [^ ]+)?? ${alt(words.sayingVerbs)}(?![^ ])`, 'u');
    // The view held lies between them, within its sentence: `anyone who thinks <view> is an idiot`.
    this.#holdersRe = new RegExp(`(?<![^ ])${alt(words.holders)} ${alt(words.holderVerbs)}(?: that)?(?: [^ .!?]+){0,6} $`, 'u');
    this.#holdersCondemnedRe = new RegExp(`^(?:(?: [^ .!?]+){0,6} (?:is|are|should be|must be) ${alt(words.holdersCondemned)}|(?: [^ .!?,]+){0,6} , (?:then )?${alt(words.holdersDismissed)})(?![^ ])`, 'u');
    this.#allowedPhrases = words.allowedPhrases;
    this.#games = new PhraseSet(words.games);
    this.#laughter = new Set(words.laughter);
    this.#serious = new PhraseSet(words.serious);
    this.#beliefVerbs = new Set(words.beliefVerbs);
    this.#subjectsWithVerb = new Set(words.subjectsWithVerb);
    this.#negatedCopulas = new Set(words.negatedCopulas);
    this.#givenUp = words.beliefGivenUp.map((lead) => lead.split(' '));
    // An order to stop saying it (`stop calling me ...`) reports nothing either; a negated one (`don't say`) is the negation checks' to read.
    const orders = words.ordersBeforeSaying.filter((w) => !this.#negations.has(w));
    const ordered = orders.flatMap((order) => [...this.#reporting].map((word) => `${order} ${word}`));
    const writerVoice = `(?<!(?:like|as) )(?:${alt(words.writerSubjects)})(?: ${alt(words.sayingHabits)})* ${alt(words.writerSaying)}`;
    const sharedVoice = `(?:${alt([...words.reportingVerbs, ...words.writerSaying])} )?${alt(words.sharedThoughts)}`;
    this.#notReportingRe = new RegExp(`(?<![^ ])(?:${alt([...words.ownVoice, ...words.otherSenses, ...ordered])}|${writerVoice}|${sharedVoice})(?![^ ])`, 'gu');
    this.#lastJoinRe = new RegExp(`(?<![^ ])${alt(words.clauseJoins)} (?!.* ${alt(words.clauseJoins)} )`, 'u');
    this.#writerSubjects = new Set(words.writerSubjects);
    this.#endorsements = new PhraseSet(words.endorsements);
    this.#endorsementLeads = new Set(words.endorsementLeads);
    // Its past forms only: `says ...` opening a sentence is as often a heading as the writer's telling.
    this.#openingReportRe = new RegExp(`^${alt(words.reportingVerbs.filter((w) => w.endsWith('d') || w === 'wrote'))} `, 'u');
  }

  /** True when token `k` is a negated verb of being: `aren't`, or `not` after `are`. */
  #isNegatedCopula(words: readonly string[], k: number): boolean {
    return this.#negatedCopulas.has(words[k]!) || (words[k] === 'not' && this.#copulas.has(words[k - 1] ?? ''));
  }

  /**
   * True when token `i` negates what follows it (`not`, `don't`), unless it is part of an affirmation:
   * one it opens (`nothing but`) or one the word before opens (`most if not all`).
   */
  isNegation(words: readonly string[], i: number): boolean {
    const w = words[i]!;
    if (!this.#negations.has(w) && !this.#negationEndings.some((e) => w.endsWith(e))) return false;
    return this.#affirmations.at(words, i) === undefined && !(i > 0 && (this.#affirmations.at(words, i - 1)?.end ?? 0) > i);
  }

  /**
   * True when token `k` is a negation of a verb of being: a copula negated in one word (`aren't`,
   * `isnt`) or a negation after one (`are not`, `they're never`). What follows is denied of the
   * subject (`gay men aren't a danger to kids`).
   */
  negatesBeing(words: readonly string[], k: number): boolean {
    if (!this.isNegation(words, k)) return false;
    const w = words[k]!;
    const stem = w.endsWith("n't") ? w.slice(0, -3) : w.endsWith('nt') ? w.slice(0, -2) : undefined;
    return (stem !== undefined && this.#copulas.has(stem)) || (k > 0 && this.#copulas.has(words[k - 1]!));
  }

  /** Whether the negation at `k` says what someone fails to do or lacks, rather than denying (see `claimNegations`). */
  #isClaim(words: readonly string[], k: number, claims: ClaimReading): boolean {
    if (!this.#claimNegations.has(words[k]!) || (k > 0 && this.#copulas.has(words[k - 1]!))) return false;
    // An order opens its clause (`don't waste your money`): it tells the reader what not to do, and claims nothing of anyone.
    if (claims === 'stated' && this.#ordersBefore.has(words[k]!) && (k === 0 || CLAUSE_END.has(words[k - 1]!))) return false;
    // A claim in quotation marks is someone else's (`comments saying they "shouldn't be allowed"`): the writer claims nothing.
    for (let j = k - 1; j >= 0 && j >= k - QUOTED_CLAIM_REACH; j--) {
      if (words[j] === '"') return false;
      if (CLAUSE_END.has(words[j]!)) break;
    }
    const next = words[k + 1];
    if (next === undefined) return true;
    const after = words[k + 2];
    return !this.#quantifiers.has(next) && !this.#deniedThrough.has(next) && !(after !== undefined && this.#deniedThrough.has(after));
  }

  /** True when any of `words` negates: the lead-in a pattern matched (`I would never ...`). */
  anyNegation(words: readonly string[]): boolean {
    for (let i = 0; i < words.length; i++) if (this.isNegation(words, i)) return true;
    return false;
  }

  /**
   * True when one of the `lookback` tokens before token `i`, in its clause, negates it, or a negated
   * verb of thinking or saying opens the clause it stands in (`i don't think we should ban them`).
   * Unless `claims` is `none`, a negation that makes a claim (see `claimNegations`) negates nothing:
   * `muslims don't integrate` says what `muslims are not vermin` denies; a belief given up (`i used
   * to think`) denies. With `stated`, an order (`don't waste your money`) is not a claim. Token `i`
   * a name (of a group, a person: `names` says which words are) is negated only by a negation with
   * nothing between them but other names and `beforeNames` (`not all muslims`, `don't call the
   * arabs`, `can't blame ordinary black men`): a negation further back negates the verb the name is
   * the object of (`stop signing africans, they ...`).
   */
  negatedBefore(words: readonly string[], i: number, lookback: number, claims: ClaimReading = 'none', names?: (word: string) => boolean): boolean {
    let reach = lookback;
    if (names?.(words[i]!) === true) {
      reach = Math.min(1, lookback);
      while (reach < lookback && i - reach > 0 && (this.#beforeNames.has(words[i - reach]!) || names(words[i - reach]!))) reach++;
    }
    // Past a subject joined to its verb (the word itself or one before it), a negated verb of being
    // is the clause before's (`arent a religion theyre an invasion`); other negations reach over it
    // (`nobody thinks you're stupid`, `no way im going to ...`).
    let clauseOpened = false;
    for (let k = i - 1; k >= 0 && k >= i - reach; k--) {
      clauseOpened ||= this.#subjectsWithVerb.has(words[k + 1]!);
      if (CLAUSE_END.has(words[k]!)) return false;
      if (clauseOpened && this.#isNegatedCopula(words, k)) continue;
      if (this.isNegation(words, k) && !(claims !== 'none' && this.#isClaim(words, k, claims))) return true;
    }
    for (let k = i - 1; k >= 1 && k >= i - BELIEF_REACH; k--) {
      if (CLAUSE_END.has(words[k]!) || words[k] === 'but') return false;
      if (this.#beliefVerbs.has(words[k]!) && (this.isNegation(words, k - 1) || (k >= 2 && this.isNegation(words, k - 2)))) return true;
      // A belief given up denies it as a negated one does: `i used to think they were ...`.
      if (claims !== 'none' && this.#beliefVerbs.has(words[k]!) && this.#givenUp.some((lead) => lead.length <= k && lead.every((w, n) => words[k - lead.length + n] === w))) {
        return true;
      }
    }
    return false;
  }

  /**
   * The denials of quoted claims among the tokens from offset `from` on that start before `to`, as
   * spans of the text: a negation just before a claim in quotation marks, to the claim's last word
   * (`albanians aren't "all gangsters"`, `are not "a drain on society"`), and an answer `no ,` that
   * opens the sentence before it. Whether a denial clears anyone depends on what the claim says,
   * which the caller reads (`islam is not a "religion of peace"` denies a kind claim).
   */
  denials(text: string, from: number, to: number): [number, number][] {
    const out: [number, number][] = [];
    // Read within the run only: a search of the text would cross all of it for every run of a text without quotes.
    let quote = from;
    while (quote < to && text.charCodeAt(quote) !== 34) quote++;
    if (quote >= to) return out;
    const words: string[] = [];
    const starts: number[] = [];
    let answer = -1;
    for (let at = from; at < to; ) {
      let end = text.indexOf(' ', at);
      if (end === -1) end = text.length;
      const word = text.slice(at, end);
      if (SENTENCE_END.has(word)) answer = -1;
      else if (word === ',' && words.length > 0 && this.#negations.has(words.at(-1)!) && (words.length === 1 || SENTENCE_END.has(words.at(-2)!))) answer = starts.at(-1)!;
      if (word === '"' && words.length > 0 && this.isNegation(words, words.length - 1)) {
        const close = text.indexOf(' "', end);
        const claim = text.slice(end + 1, close);
        if (close !== -1 && claim.length > 0 && claim.split(' ').length <= MAX_DENIED_WORDS) {
          if (answer !== -1) out.push([answer, text.indexOf(',', answer) + 1]);
          out.push([starts.at(-1)!, close]);
          answer = -1;
          words.push('"');
          starts.push(at);
          at = close + 3;
          continue;
        }
      }
      words.push(word);
      starts.push(at);
      at = end + 1;
    }
    return out;
  }

  /**
   * True when [at, end) of normalised text is quoted or reported (`he said 'I'll kill you'`,
   * `someone called me X`, `... she wrote`); a reporting word after it counts up to a word that
   * opens a description (`I'll strangle you in the pickup line`).
   */
  isReported(text: string, at: number, end: number): boolean {
    return this.#reported(text, at, end) && !this.#endorsedAfter(text, end);
  }

  #reported(text: string, at: number, end: number): boolean {
    if (openingQuote(text, at) !== -1) return true;
    const opens = sentenceStart(text, at);
    const from = wordsBack(text, at, REPORT_REACH);
    let before = this.#ownClause(text, at, text.slice(Math.max(opens, from), at));
    // A verb of telling that opens its sentence has the writer as its subject (`told the agency ...`, `wrote letters to ...`).
    if (opens >= from) before = before.replace(this.#openingReportRe, '');
    // Either, once the writer's own voice (`i hate to say`, `im telling you`) and other senses (`line them up`) are set aside,
    // read over the match and the words around it, as a phrase of another sense may run into the match (`said my goodbyes`,
    // `wrote my note`, of `goodbyes` or `note`).
    let others: string | undefined;
    const beforeSetAside = (): string => this.#setAside(`${before}${text.slice(at, end)} ${wordsAfter(text, end, SENSE_REACH).join(' ')}`).slice(0, before.length);
    for (const re of this.#reportsBefore) if (re.test(before) && re.test((others ??= beforeSetAside()))) return true;
    const after = wordsAfter(text, end, 4);
    if (!this.#reportsAfter(after)) return false;
    // The writer's own voice after it (`you're an idiot, i'd say`) says whose words these are: the writer's.
    const lead = text.slice(wordsBack(text, at, SENSE_REACH), end);
    const read = ` ${after.join(' ')} `;
    const setAside = this.#setAside(`${lead} ${wordsAfter(text, end, after.length + SENSE_REACH).join(' ')} `);
    return this.#reportsAfter(setAside.slice(lead.length, lead.length + read.length).split(' '));
  }

  /** `text` with the writer's own voice and the reporting words of other senses blanked out, each character a space, so that what stays keeps its place. */
  #setAside(text: string): string {
    return text.replace(this.#notReportingRe, (phrase) => ' '.repeat(phrase.length));
  }

  /** Where the quotation marks that offset `at` of normalised text stands in open, however few its words, or -1. */
  quoteOpeningBefore(text: string, at: number): number {
    return openingQuote(text, at);
  }

  /**
   * Where the quotation that offset `at` of normalised text stands in opens (its quotation mark),
   * when it quotes a saying of three words or more (`"these freaks should be locked up"`); else -1. A
   * word or two in quotation marks (`says she's "bisexual" now`, `"white privilege"`) is held up to be
   * doubted or mocked, not someone's words reported.
   */
  quotationAround(text: string, at: number): number {
    const open = openingQuote(text, at);
    if (open === -1) return -1;
    // Its words counted up to the closing mark, and no further than a saying needs: a mark never
    // closed costs a bounded look, not a pass over the rest of the text.
    let words = 0;
    for (let i = open + 1, end = Math.min(text.length, open + QUOTE_WINDOW); i < end && words < MIN_QUOTED_SAYING; i++) {
      const c = text.charCodeAt(i);
      if (c === 34) break;
      if (c === 32 && text.charCodeAt(i + 1) !== 34) words++;
    }
    return words >= MIN_QUOTED_SAYING ? open : -1;
  }

  /**
   * The words of the quotation marks of their own that [at, end) of normalised text stands in, alone
   * or with one word more (`the "refugees" at the vicarage`, `"asylum seekers"`, `"openly gay"`), or
   * undefined: a word held up to be doubted or mocked, not someone's words reported.
   */
  scareQuoted(text: string, at: number, end: number): readonly string[] | undefined {
    // A quotation mark is a token of its own: `" ` before a word, ` "` after one.
    const opensAt = (i: number): boolean => i >= 2 && text.charCodeAt(i - 2) === 34 && text.charCodeAt(i - 1) === 32 && (i === 2 || text.charCodeAt(i - 3) === 32);
    const closesAt = (i: number): boolean => text.charCodeAt(i) === 32 && text.charCodeAt(i + 1) === 34 && (i + 2 === text.length || text.charCodeAt(i + 2) === 32);
    const word = text.slice(at, end);
    if (opensAt(at)) {
      if (closesAt(end)) return [word];
      const next = text.indexOf(' ', end + 1);
      return next !== -1 && closesAt(next) && text.charCodeAt(end + 1) !== 34 ? [word, text.slice(end + 1, next)] : undefined;
    }
    const before = at >= 2 ? text.lastIndexOf(' ', at - 2) + 1 : -1;
    return before > 0 && opensAt(before) && closesAt(end) && text.charCodeAt(before) !== 34 ? [text.slice(before, at - 1), word] : undefined;
  }

  /**
   * What of `before` (the words before a match at `at`) may report the match: all of it, unless the
   * match opens a joined clause with the writer as its subject (`leak my dms and im burning ur house
   * down`), whose words are the writer's whatever the clause before it says.
   */
  #ownClause(text: string, at: number, before: string): string {
    const space = text.indexOf(' ', at);
    if (!this.#writerSubjects.has(text.slice(at, space === -1 ? text.length : space))) return before;
    const join = this.#lastJoinRe.exec(before);
    return join === null ? before : before.slice(join.index + join[0].length);
  }

  /**
   * True when the writer agrees with what was reported, in the words after it in its sentence: `my dad
   * said jews are vermin and he was right`, `..., which is true`. The agreement ends its clause (`i
   * agree it's vile` agrees with something else), and only a few words (`and`, `honestly`) come before it.
   */
  #endorsedAfter(text: string, end: number): boolean {
    const after = wordsAfter(text, end, ENDORSEMENT_REACH);
    for (let k = 0; k < after.length; k++) {
      const found = this.#endorsements.at(after, k);
      if (found !== undefined && (found.end === after.length || CLAUSE_END.has(after[found.end]!))) return true;
      if (!this.#endorsementLeads.has(after[k]!)) return false;
    }
    return false;
  }

  /** Whether a reporting word comes among `words`, the words after a match, before a word that opens a description. */
  #reportsAfter(words: readonly string[]): boolean {
    for (let k = 0; k < words.length; k++) {
      const word = words[k]!;
      if (this.#describingLeads.has(word)) return false;
      // `..., stop calling me racist`, `..., don't say i didn't warn you`: an order to the reader, not whose words these are.
      if (this.#reporting.has(word)) return !this.#ordersBefore.has(words[k - 1] ?? '');
    }
    return false;
  }

  /**
   * True when someone other than the writer or the reader is told, among tokens [from, to), to have
   * said words spoken in the first person (`speaker` says which words speak so): `bob says im going
   * to ...`, `he texted me we're gonna ...`. A verb of saying that opens the clause, follows the
   * writer or the reader (`i told you ...`) or stands in a condition (`if he says that again ...`)
   * leaves the words the writer's own.
   */
  reportsAnother(words: readonly string[], from: number, to: number, speaker: (word: string) => boolean): boolean {
    for (let k = from; k < to; k++) {
      const w = words[k]!;
      if (this.#conditionLeads.has(w)) return false;
      if (k === from || !this.#reportingVerbs.has(w) || this.#writerAndReader.has(words[k - 1]!)) continue;
      const next = this.#toWhom.has(words[k + 1] ?? '') ? k + 2 : k + 1;
      if (next < to && speaker(words[next]!)) return true;
    }
    return false;
  }

  /**
   * True when the sentence around [at, end) argues against what it contains, or the match is what
   * others are condemned for saying (`it's disgusting when people say ...`). A condemnation whose
   * subject is a word of `target` (the group or person a rule looks for) condemns that target, not
   * what was said of it: `being mexican is disgusting`, `you are vile`.
   */
  isCounterSpeech(text: string, at: number, end: number, target?: (word: string) => boolean): boolean {
    const sentence = this.sentenceAround(text, at, end);
    return this.#counterRe.test(sentence) || this.#framed(text, at, end) || this.#condemnsWhatIsSaid(sentence, target);
  }

  /**
   * isCounterSpeech for a run of words read whole, framed around the run or around the word that
   * decides its score, [keyAt, keyEnd): `if you think <view>, unfollow me` frames the view, not the
   * sentence it fills.
   */
  isCounterSpeechRun(text: string, at: number, end: number, keyAt: number, keyEnd: number, target?: (word: string) => boolean): boolean {
    const sentence = this.sentenceAround(text, at, end);
    return (
      this.#counterRe.test(sentence) ||
      this.#framed(text, at, end) ||
      this.#framed(text, keyAt, keyEnd) ||
      this.#framesTarget(text, keyAt, keyEnd, target) ||
      this.#condemnsWhatIsSaid(sentence, target)
    );
  }

  /**
   * Whether the word at [keyAt, keyEnd) stands in a frame of counter-speech that the first word of
   * `target` after it in its sentence completes (`it's disgusting how people treat gypsies`): the
   * model learned a condemnation's word from hate, and then it decides the run. Only where the target
   * ends its sentence or a place or time does (`in this town`): the manner of the treatment (`like
   * royalty`, `as normal`, `better than our veterans`) or a clause after (`gypsies, those animals`,
   * `today, they own everything`) is the complaint, not the condemnation.
   */
  #framesTarget(text: string, keyAt: number, keyEnd: number, target?: (word: string) => boolean): boolean {
    if (target === undefined) return false;
    const end = sentenceEnd(text, keyEnd);
    for (let at = keyEnd + 1; at < end; ) {
      let to = text.indexOf(' ', at);
      if (to === -1 || to > end) to = end;
      if (target(text.slice(at, to))) {
        const rest = text.slice(to + 1, end).split(' ');
        // Past the rest of the name: `trans people`, `black players`.
        let next = 0;
        while (next < rest.length && (target(rest[next]!) || MEMBERS.has(rest[next]!))) next++;
        const after = rest[next];
        const tail = rest.slice(next).filter((w) => w !== '' && !SENTENCE_END.has(w));
        // A place or a time, and no more: `in this town`, not `today, they own everything`.
        if (tail.length > 0 && (!PLACE_OR_TIME.has(after!) || tail.length > MAX_PLACE_WORDS || tail.some((w) => CLAUSE_END.has(w) || w === ';'))) return false;
        const start = sentenceStart(text, keyAt);
        const sentence = text.slice(start, at);
        const clause = clauseStart(sentence);
        const before = sentence.slice(clause);
        return [this.#counterFrameRe.exec(before), this.#condemnedSayingRe.exec(before)].some((m) => m !== null && start + clause + m.index <= keyAt);
      }
      at = to + 1;
    }
    return false;
  }

  /** Whether [at, end) follows a frame of counter-speech in its sentence (`stop saying ...`, `it's disgusting when people say ...`) or is a view whose holders are condemned or sent away. */
  #framed(text: string, at: number, end: number): boolean {
    const sentence = text.slice(sentenceStart(text, at), at);
    const before = sentence.slice(clauseStart(sentence));
    if (this.#counterFrameRe.test(before) || this.#condemnedSayingRe.test(before)) return true;
    // Held still may be said in the next sentence: `i used to think ... . i still do.`
    if (this.#beliefGivenUpRe.test(before) && !STILL_HELD.test(text.slice(end, end + STILL_REACH))) return true;
    return this.#holdersRe.test(before) && this.#holdersCondemnedRe.test(text.slice(end, sentenceEnd(text, end)));
  }

  /** Whether the sentence condemns what it holds (`saying ... is disgusting`), unless what it condemns is a word of `target`. */
  #condemnsWhatIsSaid(sentence: string, target?: (word: string) => boolean): boolean {
    // Every predicate marker starts with `is` or `are`: most sentences are done here.
    if (!sentence.includes(' is ') && !sentence.includes(' are ')) return false;
    this.#counterPredicateRe.lastIndex = 0;
    for (let m = this.#counterPredicateRe.exec(sentence); m !== null; m = this.#counterPredicateRe.exec(sentence)) {
      if (!target?.(m[1]!)) return true;
    }
    return false;
  }

  /** Quotation, reporting or counter-speech around [at, end): someone else's words, or words argued against (see isCounterSpeech for `target`). */
  isSecondHand(text: string, at: number, end: number, target?: (word: string) => boolean): boolean {
    return this.isReported(text, at, end) || this.isCounterSpeech(text, at, end, target);
  }

  /** The text of the sentence holding [at, end), for rules that need to look around. */
  sentenceAround(text: string, at: number, end: number): string {
    return text.slice(sentenceStart(text, at), sentenceEnd(text, end));
  }

  /** True when [at, end) lies inside a name or idiom that only looks offensive (`Dick Van Dyke`). */
  isAllowedPhrase(text: string, at: number, end: number): boolean {
    const from = Math.max(0, at - 24);
    const window = text.slice(from, Math.min(text.length, end + 24));
    return this.#allowedPhrases.some((p) => {
      for (let i = window.indexOf(p); i !== -1; i = window.indexOf(p, i + 1)) {
        if (from + i <= at && from + i + p.length >= end) return true;
      }
      return false;
    });
  }

  /** True when the words say the writer means it (`not joking this time`), whatever else softens them. */
  saysSerious(words: readonly string[]): boolean {
    return words.some((_, i) => this.#serious.at(words, i) !== undefined);
  }

  /** True when the sentence holding [at, end) laughs (`i'll murder you lol`). */
  laughsAround(text: string, at: number, end: number): boolean {
    return this.sentenceAround(text, at, end).split(' ').some((w) => this.#laughter.has(w));
  }

  /** True when the sentence speaks of a game (`kill the healer first`, `snipe them at spawn`). */
  isGameTalk(words: readonly string[]): boolean {
    return words.some((_, i) => this.#games.at(words, i) !== undefined);
  }
}
