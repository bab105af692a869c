// Hate: slurs, dehumanising statements and calls for harm aimed at protected groups. Reports,
// quotations and reclaimed use drop to low; counter-speech is not flagged.
import type { Severity } from '../../../../api/index.ts';
import { type Detector, withoutLists } from '../../detector.ts';
import { originalSpan, spanOfOriginal } from '../../normalize.ts';
import { alt, patternWords, words } from '../../pattern.ts';
import type { Reading } from '../../reading.ts';
import { CONTEXT } from '../context.ts';
import { actOnGroupAt, condemnationStands } from './acts-on-groups.ts';
import { namesTheAnimal } from './animal-sense.ts';
import { maskedAsFood, namesTheFood } from './food-sense.ts';
import { namesASex, SEX_NOT_NARROWED, wholeGroupPattern } from './groups.ts';
import COMPOSED_WORDS from './composed.json' with { type: 'json' };
import WORDS from './phrases.json' with { type: 'json' };
import { lawfulRemoval, REMOVAL } from './removal-limits.ts';
import HATE_WORDS from './words.json' with { type: 'json' };

const SLUR = words(`(?:(all|those|these|dirty|fucking|filthy|damn|stupid|bunch of|you|ur|u|a|an|the|go back|kill the|fuck)(?: (?:dirty|fucking|filthy|damn|stupid|little))? )?(${alt(HATE_WORDS.slurs)})(?:s|z)?`);
/** A size or a count with its unit (`900k`, `64k`), which leetspeak would read as a word: a number. */
const NUMBER_WITH_UNIT = /^[0-9]{2,}[a-z]$/i;
/** Articles name a slur without aiming it at anyone in particular. */
const UNAIMED = new Set(['a', 'an', 'the']);
const RECLAIMABLE = new Set(HATE_WORDS.reclaimableSlurs);
/**
 * The `-a` spellings of the slur against Black people are also everyday vernacular within the group
 * ("that nigga duckworth the greatest"): alone they are profanity (profanity/swear-words.ts), and
 * hate only when something hostile comes with them (a qualifier here, or the model's reading of the sentence).
 */
const VERNACULAR = new Set(HATE_WORDS.vernacularSlurs);
const HOSTILE = / (?:dirty|filthy|stupid|bunch of|go back|kill the) $/;
const IN_GROUP = / (?:as a|i'm a|im a|i am a|we|us|our|my fellow|proud|reclaim|reclaimed|reclaiming|my|queer) /;
const GROUP = alt(HATE_WORDS.groups);
/** A group named as a whole, as a claim about all of it needs: not `these men`, `we men`. */
const WHOLE_GROUP = wholeGroupPattern(HATE_WORDS.groups);
/** A group named by one of its members, each of them: `every immigrant`, `any jew`. */
const EVERY_MEMBER = `(?:${GROUP}|(?:every|each|any|every single) ${alt(HATE_WORDS.members)})`;
const QUALIFIER = alt(WORDS.qualifier);
/** Groups a warning to watch their backs threatens: not a sex, whom such a warning more often warns of danger. */
const WARNED = (words: readonly string[]): string => alt(words.filter((w) => !namesASex(w)));
const WARNED_GROUP = WARNED(HATE_WORDS.groups);
const WARNED_MEMBER = WARNED(HATE_WORDS.members);
/** A group named by one member as its kind (`the migrant problem`, `the jew question`). */
const GROUP_OR_KIND = `(?:${GROUP}|${alt(HATE_WORDS.members)})`;
/** Dehumanising terms that say what a group is not (`not human`): their negation is the statement's own. */
const DENYING_TERMS = HATE_WORDS.dehumanizing.filter((t) => t.startsWith('not '));
interface Statement {
  readonly re: RegExp;
  readonly label: string;
  readonly severity: Severity;
  readonly confidence: number;
  /** Whether the match, whose words are [from, to) of sentence `s`, says less than its words do. */
  readonly excused?: (reading: Reading, s: number, from: number, to: number) => boolean;
  /**
   * Whether the match's own words are those counter-speech uses (`the holocaust is a lie`): counter-speech
   * is then looked for in the rest of its sentence only.
   */
  readonly saysCounterWords?: boolean;
}

/** A removal that is no call against the group: asked of the law, or of those of it who commit crimes (see removal-limits.ts). */
function removalByLaw(reading: Reading, s: number, from: number, to: number): boolean {
  const words = reading.sentenceWords[s]!;
  const removal = REMOVAL.at(words, from);
  return removal !== undefined && lawfulRemoval(words, removal.phrase, from, to, reading.asks(s), reading.sentenceWords[s + 1] ?? []);
}

/** Where anyone told to go back is told to go: `where they came from`, `your own country`. */
const SENT_BACK_TO = `(?:(?:their|your|ur) (?:own )?(?:country|countries|shithole|shitholes)|where (?:they|you|u) (?:came from|come from|belong))`;
/** Where a group spoken of is told to go back to: `africa`, `mexico`. */
const GONE_BACK_TO = `(?:africa|mexico|china|india|pakistan|somalia|syria|iraq|afghanistan|the middle east|the desert|the jungle)`;

/**
 * A group that is the object of the sentence's subject, not its subject (`hatred of muslims is a
 * disease`; see acts-on-groups.ts), where nothing after takes the condemnation back.
 */
function actOnTheGroup(reading: Reading, s: number, from: number, to: number): boolean {
  const words = reading.sentenceWords[s]!;
  return actOnGroupAt(words, from) !== -1 && condemnationStands(words, to);
}

const STATEMENTS: readonly Statement[] = [
  { label: 'dehumanization', severity: 'high', confidence: 0.85, excused: actOnTheGroup,
    re: words(`${WHOLE_GROUP} (?:are|is|r|were|=|remain)(?: (?:not|never))?(?: ${QUALIFIER}){0,4} ${alt(HATE_WORDS.dehumanizing)}`) },
  { label: 'call_for_harm', severity: 'high', confidence: 0.9,
    re: words(`${GROUP}(?: like (?:her|him|them|that|this|you)| who (?:do|does|did) (?:that|this))? (?:should|must|need to|needs to|deserve to|deserves to|ought to|have to|has to|gotta)(?: all| just| be made to)? ${alt(HATE_WORDS.harmToGroup)}`) },
  // `i want every black person dead`
  { label: 'call_for_harm', severity: 'high', confidence: 0.85,
    re: words(`(?:i|we) (?:want|wish|need|would like|'d like|would love|'d love)(?: to see)? (?:all (?:the |of the )?|the )?${EVERY_MEMBER} (?:dead|gone|wiped out|exterminated|gassed|hanged|shot|killed|deported)`) },
  { label: 'call_for_harm', severity: 'high', confidence: 0.9, excused: removalByLaw,
    re: words(`${alt(HATE_WORDS.harmVerbsForGroups)}(?: (?:all|the|those|these|some|more|dirty|fucking|filthy|of|them)){0,3} ${EVERY_MEMBER}`) },
  // `time to start shooting mexicans`, `let's go hunting gays`: harm to a group begun or proposed.
  { label: 'call_for_harm', severity: 'high', confidence: 0.85,
    re: words(`(?:start|go|keep|begin|time to|let's go|lets go) ${alt(HATE_WORDS.harmToGroupUnderway)}(?: (?:all|every|the|those|these|some|more|of|them)){0,3} ${GROUP}`) },
  // `i won't stop until every jew is dead`
  { label: 'call_for_harm', severity: 'high', confidence: 0.85,
    re: words(`until (?:(?:all|the last|the last of)(?: the)? )?${EVERY_MEMBER} (?:is|are|has been|have been) (?:dead|gone|wiped out|exterminated|killed|eradicated|hanging)`) },
  // `i'd love to see every immigrant burned alive`
  { label: 'call_for_harm', severity: 'high', confidence: 0.85,
    re: words(`(?:(?:love to|like to|want to|wanna|hope to|can't wait to|cant wait to|dream of|long to) (?:see|watch)|(?:i'd|i would|i'll|i will|we'd|we would)(?: happily| gladly| gleefully| love to)? watch)(?: (?:all|the|those|these|some|more|of|them)){0,3} ${EVERY_MEMBER} (?:burned|burnt|burn|shot|killed|hanged|hung|hanging|swinging|strung up|gassed|lynched|dead|die|suffer|drowned|wiped out|exterminated|slaughtered)`) },
  // `death to all jews`, `a final solution to the migrant problem`, `a few bullets would solve the
  // mexican problem`, `jews will be first against the wall`, `line the gays up and shoot them`: death
  // wished on a group in its slogans.
  { label: 'call_for_harm', severity: 'high', confidence: 0.85,
    re: words(`(?:death to (?:all (?:the )?|the |every )?${EVERY_MEMBER}(?=$| [.!?,;:]| and | or | now| forever| everywhere)|final solution (?:to|for) (?:the |our |this )?${GROUP_OR_KIND} (?:problem|question|issue)|(?:bullets|a bullet|rope|ropes|ovens|an oven|gas chambers|a gas chamber|bombs|nukes|a nuke|napalm) (?:would|will|could|'d|'ll) (?:solve|fix|sort out|take care of|end) (?:the |our |this )?${GROUP_OR_KIND} (?:problem|question|issue)|${GROUP} (?:will|would|are going to|are gonna|gonna|'ll|should) be (?:the )?(?:first|next) (?:against|up against) the wall|(?:line|round) (?:up )?(?:all )?(?:the |those |these |all the )?${GROUP}(?: up)? and (?:shoot|kill|hang|gas|burn|execute|lynch|drown) (?:them|em|'em))`) },
  // `mexicans better run when we take power`, `every asian in this town should watch their back`: a
  // group warned off. Not women: `women better watch their backs on that street` warns them of danger.
  { label: 'call_for_harm', severity: 'high', confidence: 0.8,
    re: words(`(?:${WARNED_GROUP}(?: (?:had|'d))? (?:better|best) (?:watch (?:their|your|they|ur) backs?|start running|(?:run|hide)(?= *$| [.!?,;:]| when| while| now| before))|every ${WARNED_MEMBER}(?: [^ .!?,]+){0,4} (?:should|better|had better) watch (?:their|his|her|your) backs?)`) },
  { label: 'call_for_harm', severity: 'high', confidence: 0.85,
    re: words(`${GROUP} (?:deserve|deserves) (?:to die|death|to be killed|to suffer|to burn|to be gassed)`) },
  // Not of some of them picked out after the name: `i hate men who talk during films`.
  { label: 'group_hostility', severity: 'medium', confidence: 0.75,
    re: words(`(?:i|we)(?: (?:really|truly|just|honestly|fucking|absolutely|so|totally))* (?:hate|despise|loathe|detest|can't stand|cant stand|cannot stand|can not stand) (?:all |those |these |the |fucking |filthy )?${GROUP}${SEX_NOT_NARROWED}`) },
  { label: 'exclusion', severity: 'medium', confidence: 0.75,
    re: words(`(?:no ${GROUP} (?:allowed|welcome|permitted|wanted)|${GROUP} (?:are )?not (?:allowed|welcome|wanted) (?:here|in))`) },
  // The chant of a group driven out, a sentence of its own: `muslims out!`, `immigrants out now` (not
  // `the screen blacks out`, `the gays out in force at pride`).
  { label: 'exclusion', severity: 'medium', confidence: 0.75,
    re: words(`(?<=^|[.!?,;:] )(?:all |the )?${GROUP} out(?: (?:now|already|of (?:here|our (?:country|town|city|streets|schools|land))))?(?= *$| [.!?,;:])`) },
  // `i don't want mexicans in my neighbourhood`: the group, not a person, kept out of a place.
  { label: 'exclusion', severity: 'medium', confidence: 0.75,
    re: words(`(?:i|we) (?:really |just )?(?:don't|dont|do not) want (?:any |those |these |the |more |any more )?${GROUP} (?:in|near|around|living in|moving into|moving in to|next to|at) (?:my|our|this|the) (?:neighbou?rhood|street|country|town|city|school|building|area|community|church|club|village|estate)`) },
  // `i don't want my kids in a class with muslims`: the writer's children kept from a group.
  { label: 'exclusion', severity: 'medium', confidence: 0.75,
    re: words(`(?:i|we) (?:really |just )?(?:don't|dont|do not) want (?:my|our) (?:kids|children|son|sons|daughter|daughters|boy|boys|girl|girls|family) (?:in a (?:class|classroom|school) with|at a school with|(?:going to|in) (?:school|class) with|around|near|playing with|mixing with|hanging out with|growing up with) (?:any |those |these |the |more )?${GROUP}`) },
  // `she only got the job because she's black`, `you only got promoted because you're black`: a place won
  // said to be owed to being one of a group, not to merit (the group said of the person, ending the
  // clause: not `because black friday needs staff`).
  { label: 'group_hostility', severity: 'medium', confidence: 0.75,
    re: words(`(?:(?:only|just) (?:got|gets|get|won|was given|were given|was hired for|got hired for|got promoted to|got into) (?:the|that|this|her|his|their|a) (?:job|role|position|place|spot|seat|award|promotion|scholarship|part|nomination)|only (?:got )?(?:hired|picked|chosen|promoted|cast|elected|accepted))(?: [^ .!?,;]+){0,3}? (?:(?:because|cause|cos|coz|bc) (?:she's|shes|he's|hes|she is|he is|they're|theyre|they are|you're|youre|you are|ur)|for being) (?:a |an )?(?:black|a woman|woman|female|gay|trans|asian|muslim|jewish|hispanic|latina|latino|indian|disabled|a minority|minority|brown)(?= *$| [.!;]| lol| tbh| and (?:everyone|we|you) know)`) },
  // A group refused work, a home or service by the writer: `i would never hire a woman`, `we don't
  // serve gypsies`, `i won't rent to indians`, `we stopped hiring women`: the group in the plural or one
  // of it with an article (not `we don't serve mexican here`), ending its clause or saying what for or
  // why (not `we don't hire women as often as we should`, `not hiring women at the moment`). Not
  // selling to or taking on: sanctions and a full shelter refuse so too.
  { label: 'exclusion', severity: 'medium', confidence: 0.75,
    re: words(`(?:(?:i|we|i'd|we'd|i'll|we'll)(?: (?:will|would|do|just|simply|personally))? (?:never|don't|dont|do not|won't|wont|wouldn't|wouldnt|will not|would not|refuse to)(?: ever)? (?:hire|employ|rent to|rent (?:a room|a flat|a house|our flat|our house|my flat|my house) to|let to|serve)|(?:(?:i'm|im|i am|we're|we are) (?:never|not) (?:ever )?|(?:i|we) (?:stopped|quit) )(?:hiring|employing|renting to)) (?:(?:any |any more |no more |those |these |more )?${GROUP}|(?:a|an|any) ${alt(HATE_WORDS.members)})(?= *$| [.!?,;:]| (?:here|anymore|again|ever|period|because|cause|cos|for|lol|tbh)(?![^ ]))`) },
  // Approval of the Holocaust and its wish: `hitler was right about the jews`, `finish what hitler started`,
  // and of its maker as the writer's own hero now: `hitler is my hero`, `our aryan hero adolf hitler`
  // (not `hitler was my hero when i was twelve`).
  { label: 'call_for_harm', severity: 'high', confidence: 0.85,
    re: words(`(?:hitler|the nazis|nazis) (?:(?:was|were) right(?: about (?:the )?${GROUP})?|had the right idea|did nothing wrong|should (?:have|'ve) finished(?: the job)?|should've finished(?: the job)?)|finish (?:what|the job) hitler started|(?:6|six) million (?:wasn't|was not|wasnt) enough|hitler is (?:our|my) (?:true |greatest |real )?hero|(?:our|my) (?:aryan )?hero (?:adolf )?hitler|hitler (?:our|my) (?:aryan )?hero`) },
  // A group said to smell: `indians smell like curry`, `they all stink`.
  { label: 'dehumanization', severity: 'medium', confidence: 0.75,
    re: words(`${WHOLE_GROUP}(?: all| always)? (?:smell|stink|reek)(?: like| of|(?= [.!?,]|$))`) },
  // White-supremacist slogans, said as they are written.
  { label: 'call_for_harm', severity: 'high', confidence: 0.85,
    re: words(`(?:secure the existence of our people|a future for white children|(?:the )?(?:great )?replacement is (?:real|happening|coming)|white genocide is (?:real|happening))`) },
  { label: 'holocaust_denial', severity: 'medium', confidence: 0.8, saysCounterWords: true,
    re: words(`(?:${alt(WORDS.holocaust)}(?: (?:is|was|'s))?(?: ${alt(WORDS.denialFiller)}){0,3} ${alt(WORDS.denialClaim)}|${alt(WORDS.denialTerms)})`) },
  // A world without a group, a ban on it urged, and the generalising question: `wouldn't the world be better
  // without immigrants?`, `we should just ban muslims`, `is it just me or are mexicans lazy?`.
  { label: 'exclusion', severity: 'medium', confidence: 0.75,
    re: words(`(?:(?:(?:wouldn't|wouldnt|would|won't|wont|will|isn't|isnt|is) )?(?:the world|this country|the country|society|america|europe|britain|we|everyone|everybody) (?:would be|'d be|will be|is|are|were|was|be) (?:so much |much |a lot |way )?better (?:off )?without (?:the |all |any )?${GROUP}|(?:wouldn't|wouldnt|would|it'd|it would|wouldn't it|wouldnt it) (?:it )?be (?:so much |much |a lot |way )?better if there (?:were|was) no (?:more )?${GROUP}|(?:(?:shouldn't|shouldnt|should|why don't|why dont|why can't|why cant|can't|cant) (?:we|they|you) (?:just )?|(?:we|you|they|just|should|must|gotta|need to|needs to|let's|lets) (?:just |should |need to |must )?)ban (?:all |the |every )?${GROUP})`) },
  // A world better for a group's death: `the world would be better if all jews died`.
  { label: 'call_for_harm', severity: 'high', confidence: 0.85,
    re: words(`(?:the world|this country|the country|society|america|europe|britain|everyone|everybody|we) (?:would be|'d be|will be|would all be) (?:so much |much |a lot |way )?better (?:off )?if (?:all |every |the |all the )?${GROUP} (?:died|were dead|were killed|were gassed|were shot|were wiped out|were exterminated)`) },
  { label: 'dehumanization', severity: 'medium', confidence: 0.75,
    re: words(`(?:(?:why|or|how come) (?:are|r)|aren't|arent) (?:all )?${WHOLE_GROUP} (?:all |so |always |really |just |such |basically |simply )?${alt(COMPOSED_WORDS.trait)}`) },
  // Rights denied to a group: `gay people don't deserve rights`, `immigrants should not have the vote`.
  { label: 'exclusion', severity: 'medium', confidence: 0.75,
    re: words(`${GROUP} (?:(?:don't|dont|do not|doesn't|doesnt|does not) deserve|(?:shouldn't|shouldnt|should not|should never) (?:deserve|have|get|be given)) (?:any |equal |the same |human |basic |civil )?(?:rights|respect|to live|to exist|to vote|the vote|dignity|to be here)`) },
  { label: 'xenophobia', severity: 'medium', confidence: 0.75,
    re: words(`go back to (?:your|ur) (?:own )?(?:country|continent|shithole|desert|jungle|africa|mexico|china|india|pakistan)`) },
  // Those of the reader's or a third person's kind turned away: `your kind isn't welcome here`, `we
  // don't want their kind around here` (not `your kind of music`, `your kind words`).
  { label: 'exclusion', severity: 'medium', confidence: 0.75,
    re: words(`(?:(?:your|their|ur) kind (?:isn't|isnt|is not|aren't|arent|are not|ain't|aint|not) (?:welcome|wanted|allowed)|(?:we|nobody|no one|noone) (?:don't|dont|do not|doesn't|doesnt|does not) want (?:your|their|ur) kind(?! of))(?![^ ])`) },
  // The same told of them, or as an order: `they should all go back to africa`, `i hope they all go
  // back to mexico`, `send them back where they came from`, `then go back to your own country` (not
  // `we go back to mexico every summer`, `you should go back to china for new year`), and a bare order
  // to go back that ends its sentence or turns on the reader (`go back to africa you ...`, `go back to
  // where you came from.`; not `go back to where you came from in the stack trace`).
  { label: 'xenophobia', severity: 'medium', confidence: 0.75,
    re: words(`(?:(?:(?:they|them) (?:all )?(?:should|need to|must|can|ought to|better|gotta|have to) |(?:hope|wish) (?:they|these people|those people) )(?:all )?(?:just )?go back (?:to )?(?:${SENT_BACK_TO}|${GONE_BACK_TO})|(?:send|deport) (?:them|em|all of them)(?: all)? back (?:to )?(?:${SENT_BACK_TO}|africa|the middle east)|(?:send|ship) (?:them|em|all of them)(?: all)? back (?:on|in) (?:the |their )?(?:boats|boat|dinghies|dinghy|rafts)(?= *$| [.!?,]| they)|(?:deport|expel|remove) (?:every (?:last )?one of them|all of them|them all)(?: [^ .!?]+){0,4}? (?:they|who) (?:don't|dont|do not) belong here|(?:(?:you|u|yall|y'all) (?:all )?(?:should|need to|must|can|ought to|better|gotta|have to) (?:all )?(?:just )?|(?<=^|[.!?,;:] )(?:(?:then|so|just|now) )+|why (?:don't|dont) (?:you|they) (?:all )?(?:just )?)go back (?:to )?${SENT_BACK_TO}|(?<=^|[.!?,;:] )(?:(?:then|so|just|now) )*go back (?:to )?(?:${SENT_BACK_TO}|${GONE_BACK_TO})(?= *$| [.!]| (?:you|u|ya)(?![^ ])| where (?:you|u|they) belong| , (?:nobody|no one|noone) (?:wants|likes)))`) },
];

/**
 * Salutes, slogans (as words or as hashtags, `#whitegenocide`) and number codes of white
 * supremacy, calls for a race war, the trope of an
 * Islamic takeover (`sharia law is coming to your town`), a language demanded on pain of leaving
 * and a place kept for white people: hate whoever they name, though several public data sets label a bare slogan as not
 * hateful; `white power cable` is an object. Matched as written, and their words kept out of the normaliser's vocabulary: the
 * learned model reads its training texts through the same normaliser, where `w.a.r` and
 * `w.p.w.w` would start reading as words, and the committed model would no longer be what
 * training rebuilds from the same data.
 */
const SLOGANS: readonly Statement[] = [
  { label: 'hate_symbol', severity: 'medium', confidence: 0.8,
    re: words(`${alt(WORDS.symbols)}(?! ${alt(WORDS.symbolAsObject)}(?![^ ]))`) },
  // A number code only where it is not a year, a page or a count: `in 1488`, `1488 ad`, `1488 followers` stay clean.
  { label: 'hate_symbol', severity: 'medium', confidence: 0.7,
    re: words(`(?<!(?:^| )${alt(WORDS.yearBefore)} )${alt(WORDS.numberCodes)}(?= [.!?,;:]| *$| ${alt(WORDS.codeCompanions)}(?![^ ]))`) },
  // A group named as the hand behind white genocide: `the jews are behind white genocide`.
  { label: 'call_for_harm', severity: 'high', confidence: 0.8,
    re: words(`${GROUP} (?:are |is )?(?:behind|responsible for|pushing|orchestrating|engineering|planning) (?:the )?(?:white genocide|great replacement|replacement of whites|replacement of white people)`) },
  // The mantra of white genocide: `diversity is a code word for white genocide`, `anti-racist is a code word for anti-white`.
  { label: 'call_for_harm', severity: 'high', confidence: 0.8,
    re: words(`(?:(?:diversity|multiculturalism|mass immigration|immigration|anti racism|antiracism) (?:is|=|means) (?:just |really )?(?:a )?(?:code (?:word|words) for )?(?:white genocide|anti white)|anti racist is (?:just )?(?:a )?code (?:word|words) for anti white)`) },
  // The same code told as a statistic: `13% of the population commits 50% of crime`, `13 do 50`,
  // `13% of the population, 50% of the crime`.
  { label: 'hate_symbol', severity: 'medium', confidence: 0.75,
    re: words(`13(?: percent| per cent)?(?:(?: of (?:the )?(?:population|people|country|americans|us))? (?:commits?|do|does|account for|accounts for|(?:is|are) responsible for)(?: over| more than| around| about| almost| nearly)? (?:50|52|half)(?: percent| per cent)?(?: of (?:all )?(?:the )?(?:crime|crimes|murders|homicides|violent crimes?))?| of (?:the )?(?:population|people|country)(?: ,| and| but| yet)* (?:50|52|half)(?: percent| per cent)? of (?:all )?(?:the )?(?:crime|crimes|murders|homicides|violent crimes?))(?= *$| [.!?,;:])`) },
  // Who owns the media, for those who notice it: `notice who owns all the media companies`, the
  // antisemitic "noticing" (not `look at who owns the paper that printed this`).
  { label: 'group_hostility', severity: 'medium', confidence: 0.7,
    re: words(`(?:notice|noticed|noticing|you'll notice|just notice) who (?:owns|runs|controls|owned|ran|controlled) (?:all|most|every|nearly all|almost all)(?: of)? (?:the )?(?:media|news|banks|hollywood|film studios|publishers|newspapers|media companies|tv networks|networks|money|politicians)(?![^ ])`) },
  { label: 'call_for_harm', severity: 'high', confidence: 0.85,
    re: words(alt(WORDS.callsToRaceWar)) },
  // A faith's law told as an invasion on its way: `sharia law is coming to your town`, `creeping sharia`,
  // `the islamisation of europe` (not `sharia councils deal mostly with divorce`).
  { label: 'hateful_language', severity: 'medium', confidence: 0.75,
    re: words(`(?:(?:sharia|sharia law|islamic law|the caliphate)(?: is| are|'s)?(?: already| slowly)? (?:coming|creeping|spreading|taking over|being imposed|on its way)(?: (?:to|into|in|on|over|across))? (?:your|our|this|the|my) (?:town|towns|city|cities|country|streets?|schools?|neighbou?rhood|land|nation|children|kids|daughters|way of life|doorstep|communities)|(?:creeping|stealth) sharia|the (?:islamisation|islamization|islamification) of (?:europe|britain|the uk|england|america|the west|france|germany|sweden|our (?:country|towns|schools|cities)))(?![^ ])`) },
  // A language demanded on pain of leaving: `speak english or get out`, `learn english or go home`.
  { label: 'xenophobia', severity: 'medium', confidence: 0.75,
    re: words(`(?:speak|learn|talk) (?:fucking |bloody )?english or (?:get out|go home|go back|leave|fuck off|piss off|get lost)(?= *$| [.!?,;:]| (?:you|u|now|then)(?![^ ]))`) },
  // A place kept for white people, or denied to everyone else: `whites only in this group`, `if you're
  // not white you're not welcome here` (not the history of a sign: `the counter was whites only`).
  { label: 'exclusion', severity: 'medium', confidence: 0.75,
    re: words(`(?:(?<!(?:was|were|said|read|marked|labelled|labeled|sign|signs) )(?:whites|white people|white folks) only(?= *$| [.!?,;:]| (?:in|here|please|allowed|beyond|zone|group|server|club|area|neighbou?rhood)(?![^ ]))|if (?:you're|youre|you are|ur|u r) not (?:white|christian|straight|english|british|american|european)(?: ,)? (?:you're|youre|you are|ur|u r|you) (?:not|aren't|arent) (?:welcome|wanted|allowed))`) },
  // Death called down on a group as a chant: `death to the jews`, `death to all infidels` (not on a
  // state, `death to america`, a political crowd's chant against a government, nor `death to spreadsheets`).
  { label: 'call_for_harm', severity: 'high', confidence: 0.8,
    re: words(`death to (?:all |the |all the )?(?:${GROUP}|americans|israelis|infidels|kuffar|kafirs|zionists)(?= *$| [.!?,;:]| and| now| lol)`) },
  // A disease named after a people to blame them for it: `kung flu`, `the chinese virus` (not a lab's
  // `chinese virus samples`).
  { label: 'hateful_language', severity: 'medium', confidence: 0.75,
    re: words(`(?:kung flu(?! panda)|(?:the )?(?:chinese|china|chink) (?:virus|flu|plague)(?! (?:samples?|strains?|research|researchers|labs?|database|genomes?|variants?|outbreak|vaccine|vaccines)(?![^ ])))`) },
  // A group's drowning told as a joke's good start: `what do you call immigrants at the bottom of the
  // ocean? a good start` (said of lawyers, the joke's first butt, it names no group); a group's
  // dwindling wished for: `the fewer muslims the better`.
  { label: 'call_for_harm', severity: 'high', confidence: 0.8,
    re: words(`what do (?:you|u) call (?:a |an |all |(?:[0-9]+|a hundred|a thousand|a million) )?${GROUP} (?:at|on) the bottom of the (?:ocean|sea|lake|river|atlantic|mediterranean|channel)`) },
  { label: 'exclusion', severity: 'medium', confidence: 0.75,
    re: words(`the (?:less|fewer) ${GROUP} (?:the better|there are the better)`) },
  // The trope of a gay or trans agenda forced on others: `stop shoving your gay agenda down our
  // throats`. Named alone it is as often said in irony by those it names (`the gay agenda is
  // brunch`), and is left to the model.
  { label: 'hateful_language', severity: 'medium', confidence: 0.75,
    re: words(`(?:stop )?(?:shove|shoving|shoved|push|pushing|pushed|force|forcing|forced|ram|ramming|rammed)(?: (?:your|their|the|this|that|his|her))? (?:gay|homosexual|trans|transgender|lgbt|lgbtq|tranny) agenda`) },
  // A group disclaimed, then judged: `I don't hate gays, I just think they shouldn't adopt`, `I have
  // nothing against immigrants but they should all go home` (not `..., but they should be free to marry`).
  { label: 'hateful_language', severity: 'medium', confidence: 0.7,
    re: words(`(?:i (?:don't|dont|do not) (?:hate|mind|dislike)|i (?:have|'ve got|ve got|got) nothing against|i (?:don't|dont|do not) have (?:a problem|an issue|anything) (?:with|against)|no offen[cs]e to) (?:the |all )?${GROUP}(?: [^ .!?]+){0,3}? (?:, )?(?:but|i just|but i just|though|however)(?: [^ .!?]+){0,3}? (?:they|them|their|they're|theyre)(?! (?:are|should be|deserve to be) (?:free|allowed|welcome|equal)(?![^ ]))(?! (?:have|deserve) (?:every|the same|equal) rights?(?![^ ]))(?: [^ .!?,]+){2}`) },
  // The slogan against gay marriage: `it's adam and eve, not adam and steve`.
  { label: 'hateful_language', severity: 'medium', confidence: 0.75, re: words(`adam and eve(?: ,)? not adam and steve`) },
  // The memes of hate forums that mock a people in its own words or a slur's: `the goyim know, shut it
  // down`, `dindu nuffin`, the `happy merchant` caricature. Low, as the echo is: the public sets label most posts with them offensive
  // rather than hateful.
  { label: 'hate_symbol', severity: 'low', confidence: 0.65, re: words(alt(WORDS.codedMemes)) },
  // Slurs whose learning would change what the normaliser reads in the texts the model learns from
  // (`tr00ns` in a training post): matched as written only.
  { label: 'slur', severity: 'medium', confidence: 0.8, re: words(alt(WORDS.unlearnedSlurs)) },
  // A slogan in a food's words, said as a slogan (`remove kebab before its too late`), not of an order (`remove kebab, add falafel`).
  { label: 'hate_symbol', severity: 'medium', confidence: 0.8,
    re: words(`${alt(WORDS.codedSlogans)}(?= *$| [.!?]| ${alt(WORDS.codedSloganEnds)}(?![^ ]))`) },
];

/**
 * A name in triple parentheses, `(((globalists)))`, the echo that marks someone as Jewish: read in
 * the original text, as the normaliser reads brackets as commas. Two letters or more, and only
 * letters, apostrophes and spaces inside, so code's `(((a + b)))` is no echo; not the writer's or the
 * reader's own name alone, `(((me)))`, which Jewish writers took up against it; and not a hug, which
 * triple brackets also send (`(((hugs)))`, `hugs (((Sarah)))`: see HUGS).
 */
const ECHO = /(?<![\p{L}\p{N}_(])\({3} ?(?!(?:me|i|us|myself|we|you|you all|echo) ?\){3})[\p{L}][\p{L}' ]{1,38}? ?\){3}(?!\))/giu;
/** Words in or just beside triple brackets that send a hug, not an echo: `(((hugs)))`, `hugs (((Sarah)))`. */
const HUGS = /\b(?:hugs?|huggs?|vibes|xx+|xoxo|cuddles?)\b|<3/i;
/** How far beside the brackets a hug's words are looked for. */
const HUG_REACH = 12;
/** The lists of this file the normaliser learns: all but the slogans' (see SLOGANS). */
const { learned: LEARNED } = withoutLists(WORDS, ['symbols', 'numberCodes', 'codeCompanions', 'symbolAsObject', 'yearBefore', 'callsToRaceWar', 'codedSlogans', 'codedSloganEnds', 'codedMemes', 'unlearnedSlurs']);

/** Calls `excused` with the sentence and the word range of the match [at, end) of the normalised text. */
function excusedAt(reading: Reading, excused: NonNullable<Statement['excused']>, at: number, end: number): boolean {
  const sentences = reading.sentences;
  for (let s = 0; s < sentences.length; s++) {
    const tokens = sentences[s]!;
    const from = tokens.findIndex((t) => t.from === at);
    if (from < 0) continue;
    const to = tokens.findIndex((t) => t.to === end);
    return to >= from && excused(reading, s, from, to + 1);
  }
  return false;
}

function detectHate(reading: Reading): void {
  const { doc, findings } = reading;
  const text = doc.text;
  let allWords: string[] | undefined;
  // The ordinal of the word at an offset, counted on as the matches move forward: once over the text.
  let counted = 0;
  let wordsBefore = 0;
  const wordAt = (at: number): number => {
    for (; counted < at; counted++) if (text.charCodeAt(counted) === 32) wordsBefore++;
    return wordsBefore;
  };
  for (const m of reading.scan(SLUR)) {
    const end = m.index + m[0].length;
    const slur = m[2] ?? '';
    const slurStart = end - (m[0].length - m[0].lastIndexOf(slur));
    if (CONTEXT.isCounterSpeech(text, m.index, end) || CONTEXT.isAllowedPhrase(text, slurStart, end)) continue;
    if (namesTheAnimal(slur, (allWords ??= text.split(' ')))) continue;
    const span = originalSpan(doc, slurStart, end);
    if (maskedAsFood(slur) && namesTheFood(allWords, wordAt(slurStart), () => findings.textOf(span.start, span.end))) continue;
    if (NUMBER_WITH_UNIT.test(findings.textOf(span.start, span.end))) continue;
    const sentence = ` ${CONTEXT.sentenceAround(text, m.index, end)} `;
    if (CONTEXT.isReported(text, m.index, end)) {
      findings.add({ category: 'hate', label: 'slur', severity: 'low', confidence: 0.6, ...span });
      continue;
    }
    // Left to the profanity rule, which reports it as a swear word.
    if (VERNACULAR.has(slur) && !HOSTILE.test(` ${text.slice(m.index, slurStart)}`)) continue;
    if (RECLAIMABLE.has(slur) && IN_GROUP.test(sentence)) {
      findings.add({ category: 'hate', label: 'slur', severity: 'low', confidence: 0.55, ...span });
      continue;
    }
    const aimed = (m[1] !== undefined && !UNAIMED.has(m[1])) || text.slice(slurStart, end).endsWith('s');
    const severity = RECLAIMABLE.has(slur) && !aimed ? 'medium' : aimed ? 'high' : 'medium';
    findings.add({ category: 'hate', label: 'slur', severity, confidence: aimed ? 0.9 : 0.75, ...span });
  }
  if (doc.original.includes('(((')) {
    for (const m of doc.original.matchAll(ECHO)) {
      if (HUGS.test(doc.original.slice(Math.max(0, m.index - HUG_REACH), m.index + m[0].length + HUG_REACH))) continue;
      findings.add({ category: 'hate', label: 'antisemitic_echo', severity: 'medium', confidence: 0.8, ...spanOfOriginal(doc, m.index, m.index + m[0].length) });
    }
  }
  for (const s of [...STATEMENTS, ...SLOGANS]) {
    for (const m of reading.scan(s.re)) {
      const end = m.index + m[0].length;
      // Only a statement's own copula can be negated ("are not criminals"); "should not exist" is the harm itself.
      const inside = s.label === 'dehumanization' ? m[0].split(' ').slice(1, -(DENYING_TERMS.find((t) => m[0].endsWith(` ${t}`))?.split(' ').length ?? 1)) : [];
      if (CONTEXT.isCounterSpeech(s.saysCounterWords ? withoutMatch(text, m.index, end) : text, m.index, end) || (reading.negatedAt(m.index, 3) || CONTEXT.anyNegation(inside)) || CONTEXT.isAllowedPhrase(text, m.index, end)) continue;
      if (s.excused && excusedAt(reading, s.excused, m.index, end)) continue;
      const reported = CONTEXT.isReported(text, m.index, end);
      // What is low already, quoted or reported (`if you see "goyim know", report it`), says nothing more.
      if (reported && s.severity === 'low') continue;
      findings.add({ category: 'hate', label: s.label, severity: reported ? 'low' : s.severity, confidence: reported ? 0.6 : s.confidence, ...originalSpan(doc, m.index, end) });
    }
  }
}

/** `text` with the letters of [at, end) turned to `x`, its offsets and word breaks kept: what is said around a match. */
const withoutMatch = (text: string, at: number, end: number): string => text.slice(0, at) + text.slice(at, end).replace(/[^ ]/g, 'x') + text.slice(end);

export const hatePhrases: Detector = {
  name: 'hate/phrases',
  categories: ['hate'],
  words: [HATE_WORDS, LEARNED, patternWords(SLUR, IN_GROUP, ...STATEMENTS.map((s) => s.re))],
  detect: detectHate,
};
