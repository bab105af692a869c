// Threats of violence: a speaker announcing harm to a person or place, wishes of harm, incitement.
import { type Detector, withoutLists } from '../../detector.ts';
import { originalSpan } from '../../normalize.ts';
import { alt, patternWords, words } from '../../pattern.ts';
import { PhraseSet, triggerWords } from '../../phrases.ts';
import type { Reading } from '../../reading.ts';
import { CONTEXT, isBanter } from '../context.ts';
import { BANTER_HARM, likened, noHarmAfter, pettyConditionAfter } from './composed.ts';
import { GAME_AFTER, PLAYED_GAME_AFTER } from './games.ts';
import { pastOf, progressiveOf } from '../verb-forms.ts';
import CONTEXT_WORDS from '../context.json' with { type: 'json' };
import HATE_MODEL from '../hate/model.json' with { type: 'json' };
import HATE_WORDS from '../hate/words.json' with { type: 'json' };
import COMPOSED_WORDS from './composed.json' with { type: 'json' };
import WORDS from './phrases.json' with { type: 'json' };
import VIOLENCE_WORDS from './words.json' with { type: 'json' };

/** Who a threat is aimed at: people (never processes or bugs), protected groups, and the body parts of anyone threatened. */
const THREAT_TARGETS = [
  ...VIOLENCE_WORDS.threatTargets,
  ...HATE_WORDS.groups,
  ...VIOLENCE_WORDS.targetOwners.flatMap((whose) => VIOLENCE_WORDS.targetBodyParts.map((part) => `${whose} ${part}`)),
];
const SUBJECT = alt(WORDS.subject);
const CHAIN_WORDS = [...VIOLENCE_WORDS.intent, ...CONTEXT_WORDS.negations, ...WORDS.chainWords];
const TARGET_FILLER = alt(WORDS.targetFiller);
/**
 * Past forms, so regret and plans in the past read as threats too (`should have killed you`), and
 * the progressive, so plans in the present do (`I'm breaking both your legs`).
 */
const VERB_FORMS = VIOLENCE_WORDS.violentVerbs.flatMap((v) => [v, pastOf(v), progressiveOf(v)]);
// A clause may open on the intent itself, without a subject: `gonna punch your face in`.
const SUBJECTLESS = alt(WORDS.subjectless);
/** Every threat holds a verb form, and none runs over a sentence's end (its fillers are words). */
const THREAT_VERB = triggerWords(new PhraseSet(VERB_FORMS));
const THREAT = words(`(${SUBJECT}|(?<=^|[.!?,;:] )${SUBJECTLESS})((?: ${alt(CHAIN_WORDS)}){0,7}) (${alt(VERB_FORMS)})(?: ${TARGET_FILLER}){0,4} ${alt(THREAT_TARGETS)}`);
/** How many characters after a threat its game is looked for. */
const GAME_REACH = 60;
/** Verbs of games and debates as much as of fights: `I'll destroy you at chess`. */
const COMPETITIVE = new Set(WORDS.competitive);
/** Verbs that kill even in a game: flagged low there, where `destroy` and `beat` are not flagged. */
const LETHAL = new Set(WORDS.lethal);
const WEAK_INTENT = new Set(WORDS.weakIntent);
const INTENT_SET = new Set([...VIOLENCE_WORDS.intent, ...WORDS.intentSet]);
/** Places an attack is called on: any public place, and the places where a group gathers (`the refugee centre`). */
const PLACE = alt([...new Set([...WORDS.place, ...WORDS.gatheringPlaces])]);
/** The laws of war: a group named a legitimate target under them is a point of law. */
const LAWS_OF_WAR = new PhraseSet(WORDS.lawsOfWar);
/** The writer's intent or a call on others, before a harm told by what follows it (`we'll fill the ditches with them`). */
const INTENT_TO_HARM = alt(WORDS.intentToHarm);
/**
 * The names of peoples, faiths and conditions the hate model reads as naming a group (`bangladeshis`,
 * `mormon`), singular and plural alike: harm called down on any of them falls on a whole group.
 */
const PEOPLES = [...HATE_MODEL.peoples, ...HATE_MODEL.identityWords];
const NAMES_OF_PEOPLES: ReadonlySet<string> = new Set(HATE_MODEL.peoples);
/** Those who killed many, by name, and the nights a people was attacked (`kristallnacht`): what a call for another calls for. */
const MASS_ATTACKERS = alt([...WORDS.massAttackers, ...WORDS.atrocities]);
/** Where a group gathers, but a school, whose guards are argued for as often (`every school is an easy target`). */
const GROUP_GATHERINGS = alt(WORDS.gatheringPlaces.filter((place) => place !== 'school'));
/** The lists of this file the normaliser does not learn (`perfect` would join `per f e c t`; see withoutLists), with the names of peoples (see SPELLED). */
const { learned: LEARNED, unlearnedWords: UNLEARNED } = withoutLists(WORDS, [
  'massAttackers', 'atrocities', 'attackerCalledFor', 'attackerPraised', 'attackerNamesAThing', 'targetsOfChoice', 'notATarget', 'harmlessPayloads',
  'unnamedAttackers', 'attackersPraisedMore', 'attackKinds', 'attackApproved', 'wishedDiseases', 'attackSites', 'terrorCauses', 'swatting',
]);
/** People by kind or role, the groups the hate rules know among them: who harm called down on a whole group falls on. */
const GROUPS_OF_PEOPLE = alt([...WORDS.groupsOfPeople, ...HATE_WORDS.groups, ...PEOPLES]);
/**
 * What is called down on them, alone or after what leads up to it (`lined up and executed`, `dragged
 * out and stoned`), not followed by where they lose (`beaten at the polls`, `killed in the
 * election`), but by when (`on the way home`).
 */
const GROUP_HARM = `(?:${alt(WORDS.groupHarmLeadUps)} (?:and|then|and then) ${alt([...WORDS.groupHarm, ...WORDS.groupHarmAfterLeadUp])}|${alt(WORDS.groupHarm)})(?! (?:at|in|on|by|over)(?![^ ])(?! the way(?![^ ])))`;
/**
 * A group by its members, or one of them by `every`, and up to eight words of its own (`protesters
 * blocking the highway`), none of them a speaker: in `muslims say ...` or `christians fear they ...`
 * the group speaks of the harm, it is not the one harm is called down on. The word before the group
 * is no quotation mark, so a call quoted (`"muslims should all be shot" is an awful thing to say`)
 * starts inside its quotation and reads as reported.
 */
// The word before a group's name may describe it (`foreign rapists`), but not report what is said of it (`your post saying homosexuals ...`, `wrote that gays ...`): the report is read before the match.
const REPORTING_BEFORE_GROUP = alt([...CONTEXT_WORDS.sayingVerbs, 'that']);
// What a group wants is its own wish (`muslims want jews ...`), but in a clause of who it tells which of
// the group (`democrats who want open borders`), set off by commas or not (`liberals, who want open borders, should be shot`).
const GROUP_SUBJECT = `(?:(?:(?:all|the|those|these) )?(?:(?!${REPORTING_BEFORE_GROUP} )[^ .!?,"]+ )?${GROUPS_OF_PEOPLE}|(?:every|each|any) (?:[^ .!?,"]+ )?${alt([...WORDS.groupMembers, ...PEOPLES])})(?: , (?:who|that)(?: [^ .!?,;"]+){1,8} ,)?(?: (?!${alt(WORDS.groupSpeakers)}(?![^ ]))(?!(?<!(?:who|that)(?: [^ ]+)? )${alt(WORDS.groupWanting)}(?![^ ]))[^ .!?,;]+){0,8}?`;
/** The group's name as a word before a thing of theirs: `kill all the old people jokes in this script`. */
const NOT_A_THING_OF_THEIRS = `(?! ${alt(WORDS.thingsOfAGroup)}(?![^ ]))`;
const TOGETHER = '(?: (?:all|just|each|every one|finally|immediately|publicly|soon|slowly))*';
/**
 * A fate that is not an outing (`hang out`, `burn through`, `die down`, `die for their country`), nor
 * a verb with a definite object of its own (`the men will hang the banner`), nor one measured against
 * others (`old people will burn more easily in the sun`, `will swing during the jazz number`). A fate
 * told how it comes stays one (`die a slow death`, `bleed to death`, `hang this week`).
 */
const NO_PARTICLE = '(?! (?:out|up|on|around|by|over|off|down|through|with|in|for|at|the|their|his|her|its|our|your|some|these|those|more|less|easily|faster|during|into)(?![^ ]))';
/** A gerund of harm that ends its clause or says how or why (`need putting down like dogs`), not one that names a thing (`need shooting lessons`). */
const GERUND_ENDS = `(?= [.!?,;:]| *$| ${alt(WORDS.harmEnds)}(?![^ ]))`;
/**
 * A harm a group is longed to be seen undergoing: what may be called down on a group, but no defeat
 * (`wiped out`, `massacred` at the polls, `beaten`), sport or drug (`stoned`, `whipped`), dance (`swing`)
 * or photo (`shot`, read apart).
 */
const SEEN_HARM = alt([...WORDS.groupHarm, ...WORDS.groupHarmAfterLeadUp, ...WORDS.groupFates, ...WORDS.seenHarmExtras].filter((harm) => !WORDS.notSeenHarms.includes(harm)));
/** What may follow a harm seen done: the end of its clause, why or how (`in public`, `one by one`). */
const SEEN_HARM_ENDS = `(?= *$| [.!?,;:]| ${alt([...WORDS.harmEnds, ...WORDS.seenHarmEnds])}(?![^ ]))`;
/**
 * What the group should get or will get: `should be shot`, `will be hunted`, `need to die`, `will
 * hang`, `need exterminating`. Only an ought makes `die` a call (`people will die if ...`
 * foretells); a future makes it one with fates only people bring (`will hang`, `will get the rope`).
 */
const GROUP_FATE = `(?:(?:${alt(WORDS.groupShould)}|${alt(WORDS.groupWill)})${TOGETHER} (?:be|get)${TOGETHER} ${GROUP_HARM}|${alt(WORDS.groupShould)}${TOGETHER} ${alt(WORDS.groupFates)}${NO_PARTICLE}|${alt(WORDS.groupWill)}${TOGETHER} ${alt(WORDS.groupFatesAwaited)}${NO_PARTICLE}|(?:need|needs)${TOGETHER} ${alt(WORDS.groupHarmGerunds)}${GERUND_ENDS})`;
const BENIGN_AFTER = VIOLENCE_WORDS.benignAfterTarget.map((b) => ` ${b} `);

const ERRAND_VERBS: ReadonlySet<string> = new Set(WORDS.errandVerbs);
/** What an errand may not hold: weapons, harm, people to bring along (`i'll bring the boys`) and what a menace brings (`petrol`, `a visit`). */
const NO_ERRAND: ReadonlySet<string> = new Set([...WORDS.listWeapons, ...COMPOSED_WORDS.weapon, ...VIOLENCE_WORDS.violentVerbs, ...WORDS.errandCompany, ...WORDS.notErrands]);
/** Words after an errand's verb before what it brings: `drop your jacket round`, `bring round some soup`. */
const ERRAND_PARTICLES: ReadonlySet<string> = new Set(WORDS.errandParticles);
/** What opens a thing brought: `your jacket`, `the keys`, `some soup`. */
const THING_OPENERS: ReadonlySet<string> = new Set(WORDS.errandThingOpeners);
/** People an errand does not bring (`bring your kids home`). */
const NOT_BROUGHT: ReadonlySet<string> = new Set(WORDS.errandPeople);

/** Whether the errand's verb at `k` brings a thing: an opener of one after it, and no person (`i'll pop round tonight` brings nothing). */
function bringsAThing(words: readonly string[], k: number): boolean {
  let at = k + 1;
  if (ERRAND_PARTICLES.has(words[at] ?? '')) at++;
  return THING_OPENERS.has(words[at] ?? '') && !NOT_BROUGHT.has(words[at + 1] ?? '');
}
/** How many sentences after knowing where someone lives an errand may be told in (its own and the next). */
const ERRAND_SENTENCES = 2;
/** The most words those sentences are read for. */
const ERRAND_REACH = 40;

/**
 * Whether the words after `end` tell an errand to where the reader lives (`I know where you live,
 * I'll drop your jacket round later`): a verb of bringing a thing in the sentence or the next, and
 * nothing in those sentences that an errand may not hold (see NO_ERRAND: `... i'll drop round with a hammer`).
 */
function errandAfter(text: string, end: number): boolean {
  const words = text.slice(end).split(' ', ERRAND_REACH);
  let errand = false;
  let ends = 0;
  for (let k = 0; k < words.length; k++) {
    const word = words[k]!;
    if (word === '.' || word === '!' || word === '?') {
      if (++ends === ERRAND_SENTENCES) break;
      continue;
    }
    if (NO_ERRAND.has(word)) return false;
    errand ||= ERRAND_VERBS.has(word) && bringsAThing(words, k);
  }
  return errand;
}

const TELLING_VERBS: ReadonlySet<string> = new Set(WORDS.tellingVerbs);
/** Whom a writer who knows where someone works or lives tells on them to: `your boss`, `hr`, `the police`. */
const TOLD_OF = new PhraseSet(WORDS.toldOf);
/** Words between a verb of telling and whom it tells: `report you to`, `complain to`. */
const TOLD_LINKS: ReadonlySet<string> = new Set(['to', 'on', 'you', 'u']);
/** How many words after knowing where someone works the telling may come in. */
const TELLING_REACH = 6;

/** Whether `words[k]` opens a telling on the reader to someone with a say over them: `tell your boss`, `report you to the council`. */
export function tellsSomeoneAt(words: readonly string[], k: number): boolean {
  if (!TELLING_VERBS.has(words[k] ?? '')) return false;
  let at = k + 1;
  while (at < k + 3 && TOLD_LINKS.has(words[at] ?? '')) at++;
  return TOLD_OF.at(words, at) !== undefined;
}

/**
 * Whether the words after `end` tell what the writer will do with where the reader works or lives:
 * tell someone of them (`I'm going to find out where you work and tell your boss`), a complaint, not
 * violence; nothing in that sentence that an errand may not hold either (`... and tell your wife with a knife`).
 */
function tellingAfter(text: string, end: number): boolean {
  const words = text.slice(end).split(' ', ERRAND_REACH);
  let telling = false;
  for (let k = 0; k < words.length; k++) {
    const word = words[k]!;
    if (word === '.' || word === '!' || word === '?') break;
    if (NO_ERRAND.has(word)) return false;
    telling ||= k <= TELLING_REACH && tellsSomeoneAt(words, k);
  }
  return telling;
}

interface Statement {
  readonly re: RegExp;
  readonly label: string;
  readonly severity: 'high' | 'medium';
  readonly confidence: number;
  /** Whether what follows the match at `end` makes it harmless. */
  readonly harmlessAfter?: (text: string, end: number) => boolean;
  /** Whether it is an idiom friends play with (`you're dead`, `i'll hunt you down`): low in a game or on a petty condition. */
  readonly playable?: boolean;
  /** Whether laughter around it makes it banter, low (`he said he'd kill her lol`). */
  readonly laughable?: boolean;
  /** Whether a sentence of a game makes it no threat at all (`in gta, cops are legitimate targets`). */
  readonly harmlessInGames?: boolean;
  /** Whether the words of its sentence make it harmless (`soldiers are legitimate targets under the laws of war`). */
  readonly harmlessAround?: (sentence: readonly string[]) => boolean;
}

/** Someone other than the writer whose stated harm is reported: `he`, `my brother`, `her ex`. */
const THIRD_SUBJECT = "(?:he|she|they|(?:my|his|her|our) (?:brother|dad|father|stepdad|ex|husband|boyfriend|cousin|son|uncle|neighbour|neighbor|flatmate|roommate|classmate|friend))";
/** Whom such a harm names: a person close to someone, or a pronoun other than the writer's (`kill me` is as often a parent's anger). */
/** How the writer heard it: `he said`, `she keeps saying`. */
const REPORTED_SAYING = '(?:says|said|told me|tells me|keeps saying|kept saying|swears|swore|threatened|has threatened|is threatening)';
const THIRD_INTENT = "(?:'ll|'d| will| would| is going to| is gonna|'s going to|'s gonna| are going to| are gonna| plans to| is planning to|'s planning to)";
/** Harms said of a person that are seldom said in anger alone (`kill` is: see the statement). */
const THIRD_HARM = '(?:stab|shoot|strangle|murder|kidnap|rape|beat up|torch)';
const THIRD_VICTIM = '(?:(?:his|her|their|my|our) (?:ex|wife|husband|girlfriend|boyfriend|kids|children|son|daughter|mum|mom|mother|dad|father|teacher|boss|family|neighbour|neighbor|sister|brother|cousin)|her|him|them)';

const STATEMENTS: readonly Statement[] = [
  // A harm someone else has said they will do, told by who heard it: `he said he'd stab his ex if she
  // shows up`, `my brother says he will shoot him`. A reviewer should see it. `kill` only where the
  // saying is told (`he's going to kill her when he finds out` is as often anger); never a harm that
  // falls on the writer (`she'll kill me when she sees the mess`); low in laughter or on a petty condition.
  { label: 'threat', severity: 'medium', confidence: 0.7, playable: true, laughable: true,
    re: words(`${THIRD_SUBJECT}(?: ${REPORTED_SAYING}(?: that)?(?: he| she| they)?${THIRD_INTENT} (?:${THIRD_HARM}|kill)|${THIRD_INTENT} ${THIRD_HARM}) ${THIRD_VICTIM}(?= *$| [.!?,]| if| when| with| for| tonight| tomorrow| next| this| at| after| as soon)`) },
  { label: 'threat', severity: 'high', confidence: 0.9, harmlessAfter: (text, end) => errandAfter(text, end) || tellingAfter(text, end),
    re: words(`${SUBJECT}(?: (?:will|gonna|going|to|already|can|just|have|am|are|now))* (?:know|find out|found out|look up|looked up|figure out|figured out) (?:where (?:you|u|ur|your (?:kids|children|family|wife|husband|mom|mum|mother|dad|father|parents|daughter|son|sister|brother|girlfriend|boyfriend)) (?:live|lives|work|works|sleep|sleeps|go|goes|are|is)|(?:your|ur) (?:home )?address)`) },
  { label: 'threat', severity: 'high', confidence: 0.8, playable: true,
    re: words(`(?:you're|youre|you are|ur|u r|you) (?:so |already |gonna be |going to be )?(?:dead|dead meat|a dead man|a dead woman)(?= [.!?,]| *$)`) },
  { label: 'threat', severity: 'high', confidence: 0.85, harmlessAfter: noHarmAfter,
    re: words(`(?:(?:you|u)(?: will| are| r)?|you'll|youll|you're|youre|ur|u r)(?: gonna| going to| about to| bout to)? (?:die|bleed|be killed|get killed|getting killed|get shot|getting shot|get stabbed|getting stabbed|be dead|end up dead|end up in a body bag)`) },
  // The harm told as what the reader is about to get: `ur getting jumped after school`, `you're getting your skull caved in`.
  { label: 'threat', severity: 'high', confidence: 0.8,
    re: words(`(?:(?:you|u) (?:are|r|will)|you'll|youll|you're|youre|ur|u r|your)(?: gonna| going to| about to| bout to| actually gonna)? (?:get|getting|gettin) (?:jumped|stomped|stomped out|curb stomped|beaten|beat up|beaten up|merked|shanked|capped|knifed|punched|glassed|bottled|slashed|stabbed|your ass beat|your ass beaten|(?:your|ur) (?:skull|head|face|teeth|legs|knees|kneecaps) (?:caved|kicked|smashed|knocked|bashed|broken|broke)(?: in)?)`) },
  // The reader's body told as what is about to happen to it: `ur head is getting caved in`.
  { label: 'threat', severity: 'high', confidence: 0.8,
    re: words(`(?:your|ur) (?:skull|head|face|teeth|nose|jaw|legs|arms|knees|kneecaps|fingers|throat)(?: is|'s| are)? (?:getting|gonna get|going to get|about to get|gonna be|going to be) (?:caved in|kicked in|smashed|smashed in|bashed in|broken|broke|cracked|cracked open|split open|slit|cut)`) },
  { label: 'threat', severity: 'high', confidence: 0.8,
    re: words(`(?:(?:you|u) (?:won't|wont|will not)|you'll never|youll never) (?:(?:live|survive|make it) (?:to see|through|past|till|until|another)|see (?:tomorrow|another day|the morning|the sunrise|your next birthday)(?= [.!?,]| *$))`) },
  { label: 'threat', severity: 'high', confidence: 0.8,
    re: words(`(?:they'll|they will|police will|cops will|someone will|no one will|nobody will|they're gonna|they are going to) (?:ever )?find (?:your|ur) (?:body|corpse|remains)`) },
  { label: 'threat', severity: 'high', confidence: 0.85,
    re: words(`(?:(?:make sure|see to it that) (?:you|u) (?:never|can't|cant|won't|wont) (?:walk|talk|see|breathe|wake up|work(?= again| anymore| *$| [.!?,])|sleep)(?: again| anymore)?|(?:make sure|see to it that) (?:he|she|they|(?:my|that|the|this|his|her) (?:[^ .!?,]+ ){0,3}(?:${alt(COMPOSED_WORDS.thirdParty)})) (?:never|can't|cant|won't|wont|will never) (?:walk|walks|talk|talks|see|sees|breathe|breathes|wake up|wakes up)(?: properly| straight| right)? (?:again|anymore)(?= [.!?,]| *$))`) },
  { label: 'threat', severity: 'high', confidence: 0.85,
    re: words(`set (?:you|u|him|her|them|your (?:house|car|family|kids)) (?:on fire|ablaze|alight)`) },
  { label: 'threat', severity: 'medium', confidence: 0.7,
    re: words(`(?:(?:you|u) (?:will|'ll|gonna|are going to|are gonna) (?:pay for this|regret this|regret it|be sorry)|(?:you'll|youll) (?:pay for this|be sorry)(?= [.!?,]|$)|(?:i'll|ill|i will|i'm going to|im going to|i'm gonna|im gonna|gonna) make (?:you|u) regret the day (?:you|u) were born)`) },
  { label: 'threat', severity: 'high', confidence: 0.85, playable: true,
    re: words(`(?:watch your back|sleep with one eye open|(?:your|ur) days are numbered|count your days|(?:i'm|im|i am|we're|we are) coming for (?:you|u)|(?:i'll|ill|i will|we will|we'll|gonna) (?:find|hunt) (?:you|u) down|(?:i|we) (?:will|'ll) make (?:you|u|him|her|them) (?:suffer|bleed|pay))`) },
  { label: 'threat', severity: 'high', confidence: 0.85,
    re: words(`(?:i'll|ill|i will|we will|we'll|gonna|going to|i'm going to|im going to) find (?:you|u|him|her|them)(?: and| then) (?:${alt(VIOLENCE_WORDS.violentVerbs)}|make (?:you|u|him|her|them) (?:bleed|suffer|pay))`) },
  { label: 'mass_violence', severity: 'high', confidence: 0.9,
    re: words(`(?:shoot up|bomb|blow up|attack|torch|burn down|shoot|firebomb) (?:the|this|that|our|my|a|your|their|every|all the)(?: \\p{L}+)? ${PLACE}s?(?! with ${alt(WORDS.harmlessPayloads)}(?![^ ])(?! (?:full of|filled with)(?![^ ])))(?= with| tomorrow| tonight| on| at| next| this| and| in (?:this|the|our|my) (?:country|town|city|state)| lol| lmao| lmfao| haha| [.!?,]| *$)`) },
  // `burn all the mosques down`
  { label: 'mass_violence', severity: 'high', confidence: 0.9,
    re: words(`(?:burn|torch|tear|knock) (?:the|this|that|our|your|their|every|all the|all their)(?: \\p{L}+)? ${PLACE}s? (?:down|to the ground)`) },
  { label: 'mass_violence', severity: 'high', confidence: 0.85,
    re: words(`(?:bring|bringing|brought|take|taking|carry|carrying) (?:a|my|the|his|her|dad's|dads|a loaded)(?: (?:dad's|dads|mom's|moms|mum's|mums|brother's|brothers|uncle's|uncles|loaded))? (?:gun|knife|rifle|pistol|bomb|weapon|ar15|ar 15|ak|ak47|machete|shotgun) to (?:school|work|class|the office|campus|church|the mall|the meeting|the party)`) },
  { label: 'incitement', severity: 'high', confidence: 0.8,
    re: words(`(?:someone|somebody|people|we|yall|y'all|you guys|everyone) (?:should|needs to|need to|has to|have to|must|ought to) (?:(?:kill|shoot|stab|murder|hang|beat up|attack|burn|lynch|put a bullet in|run over|bomb|poison|strangle) (?:him|her|them|you|this guy|that guy|that bitch|the president|this man|this woman)|run (?:that|this|the) (?:[^ .!?,]+ )?(?:${alt(COMPOSED_WORDS.thirdParty)}) over)`) },
  { label: 'wish_of_harm', severity: 'medium', confidence: 0.75, harmlessAfter: noHarmAfter,
    re: words(`(?:i )?(?:hope|wish|pray) (?:(?:you're|youre|ur|they're|theyre) dead(?= *$| [.!?,;:]| already| now| soon| instead)|(?:you'd|youd|they'd|theyd) (?:just )?(?:drop dead|die)(?= *$| [.!?,;:]| already| now| soon| tonight)|(?:you|u|he|she|they|your family)(?: would| will| 'd| could)? (?:(?:were|was|are|r) dead(?= *$| [.!?,;:]| already| now| soon| instead)|drop dead|die|dies|get killed|gets killed|get shot|gets shot|get stabbed|gets stabbed|get raped|gets raped|burn|burns|rot|choke|chokes|suffer|suffers|get cancer|gets cancer|(?:get|gets) hit by a (?:car|bus|truck|train)))`) },
  // A lynching wished to be seen: `i'd love to see you hanging from a tree`.
  { label: 'wish_of_harm', severity: 'medium', confidence: 0.75,
    re: words(`(?:i'd|id|i would|i wanna|i want to|can't wait to|cant wait to) (?:love to |like to )?see (?:you|u|him|her|them|y'all|yall) (?:hanging|hang|swinging|swing) from (?:a|the) (?:tree|rope|rafters|lamppost|lamp post|noose)`) },
  { label: 'wish_of_harm', severity: 'medium', confidence: 0.75,
    re: words(`(?:i )?(?:hope|wish|pray) (?:someone|somebody|they|a truck|a car|a bus) (?:stabs|shoots|kills|murders|rapes|hurts|beats|runs over|hits) (?:you|u|him|her|them)`) },
  { label: 'wish_of_harm', severity: 'medium', confidence: 0.7, harmlessAfter: noHarmAfter,
    re: words(`(?:(?:you|u|he|she|they) (?:deserve|deserves)|(?:you|u) ought) to (?:die|be shot|be killed|be raped|be stabbed|suffer|burn|be hanged|be hung|rot|be beaten)`) },
  { label: 'wish_of_harm', severity: 'medium', confidence: 0.7,
    re: words(`(?:go )?(?:die|rot|burn) in (?:a fire|a ditch|a hole|hell)`) },
  // A disease and death told to the reader as an order: `get cancer and die`, `go catch covid`.
  { label: 'wish_of_harm', severity: 'medium', confidence: 0.7,
    re: words(`(?<=^|[.!?,;:] )(?:go |just |pls |please )?(?:get|catch) ${alt(WORDS.wishedDiseases)}(?: and (?:die|rot))?(?= *$| [.!?,;:]| already| asap| (?:you|u) (?:loser|idiot|prick|bitch|bastard|cunt|freak|clown)(?![^ ]))`) },
  { label: 'incitement', severity: 'high', confidence: 0.8,
    re: words(`(?:someone|somebody|people|we|i|i'd|i'll|i will|i would|gonna)(?: should| needs to| need to| ought to| wanna| want to| will| would| gotta)? put (?:a|one|some|two) (?:bullet|bullets|round|rounds) (?:in|into|through) (?:(?:[^ ]+ ){0,3}(?:head|skull|face|brain|brains|chest|him|her|them|you)|(?:that|this|the) (?:${alt(COMPOSED_WORDS.thirdParty)})(?![^ ]))`) },
  { label: 'incitement', severity: 'high', confidence: 0.8,
    re: words(`(?:(?:we|someone|somebody|people|y'all|yall|you guys) (?:should|need to|needs to|must|gotta|have to|ought to) (?:round up|gather|find|line up|get)|(?<=^|[.!?,;:] )(?:round up|line up|gather up)) (?:[^ ]+ ){1,6}and (?:kill|shoot|hang|burn|gas|lynch|stab|execute) (?:them|him|her|em|all of them|every one of them)`) },
  // A place where a group gathers called to be destroyed: `every migrant shelter in this town should be torched`.
  { label: 'incitement', severity: 'high', confidence: 0.8,
    re: words(`(?:every|the|that|this|their|all) (?:[^ .!?,]+ )?${GROUP_GATHERINGS}(?: (?:in|near|around) (?:this|the|our|my|that) (?:town|city|area|country|street|neighbourhood|neighborhood)| here| downtown| nearby)? (?:should|needs to|need to|must|deserves to|deserve to|ought to) (?:be|get) (?:torched|burned|burnt|burned down|burnt down|bombed|blown up|firebombed|shot up|wiped out)(?: to the ground)?(?= *$| [.!?,]| tonight| already)`) },
  // Harm wished on someone by role or named as what they deserve or need: `every cop deserves a bullet`, `the ref needs his head kicked in`.
  { label: 'incitement', severity: 'high', confidence: 0.8,
    re: words(`(?:(?:deserves|deserve) (?:a bullet|bullets|bullet|a beating|the rope|a rope|to be shot|to get shot|to be stabbed)(?! points?(?![^ ]))|(?:needs|need) (?:his|her|their|your|ur) (?:own )?(?:head|skull|face|teeth) (?:kicked|smashed|caved|bashed|knocked) in)`) },
  // A person pointed at by role, and the harm they are about to get: `that teacher is getting stabbed before graduation`.
  { label: 'threat', severity: 'high', confidence: 0.8,
    re: words(`(?:that|this|the) (?:${alt(COMPOSED_WORDS.thirdParty)}) (?:is|'s) (?:getting|gonna get|going to get|about to get) (?:stabbed|shot|jumped|stomped|beaten|beat up|merked|shanked|capped|killed)`) },
  // `I'm going to make my landlord bleed.`
  { label: 'threat', severity: 'high', confidence: 0.8,
    re: words(`(?:i'll|ill|i will|we'll|we will|i'm going to|im going to|i'm gonna|im gonna|gonna|going to) make (?:you|u|him|her|them|(?:my|that|the|this) (?:${alt(COMPOSED_WORDS.thirdParty)})) (?:bleed|suffer)(?= [.!?,]|$)`) },
  { label: 'mass_violence', severity: 'high', confidence: 0.85,
    re: words(`(?:i'm|im|i am|we're|were|we are|gonna|going to)(?: going| coming| walking| gonna| going to)? (?:in|into|to|down to) (?:there|here|the school|school|work|the office|class|that school|that office|the church|the mosque)(?: tomorrow| tonight| on monday| next week)? with (?:a|my|the|his|dad's|dads) (?:knife|gun|rifle|pistol|machete|bat|axe|bomb|shotgun)(?! and (?:fork|spoon))`) },
  // `i hope someone shoots up a synagogue`: an attack on a place wished for, not reported.
  { label: 'incitement', severity: 'high', confidence: 0.8,
    re: words(`(?:hope|wish|pray) (?:someone|somebody|they|he|she|some guy|a guy) (?:shoots up|bombs|blows up|burns down|firebombs|attacks) (?:the|this|that|our|a|your|their)(?: \\p{L}+)? ${PLACE}`) },
  // `someone should bomb the synagogue during prayers`, `somebody firebomb that refugee centre`: an
  // attack urged on a place where a group gathers (not on its hall or its bake sale).
  { label: 'incitement', severity: 'high', confidence: 0.8,
    re: words(`(?:(?:someone|somebody)(?: (?:should|needs to|need to|has to|gotta|ought to|please))?|(?:we|they|people|y'all|yall|you guys) (?:should|need to|have to|gotta|ought to|must)|let's|lets)(?: just| go| finally)? (?:shoot up|bomb|blow up|burn down|firebomb|torch) (?:the|this|that|our|a|your|their|every|all the|all)(?: \\p{L}+)? ${alt(WORDS.gatheringPlaces)}(?! ${alt(WORDS.placeCompounds)}(?![^ ]))`) },
  // `going to the pride parade with my rifle`: a gun taken where people gather.
  { label: 'mass_violence', severity: 'high', confidence: 0.85,
    re: words(`(?:going|heading|coming|walking|showing up) (?:in|into|to|down to) the (?:[^ ]+ )?${PLACE} with (?:a|my|the|his|dad's|dads|a loaded) (?:gun|rifle|pistol|shotgun|ar15|ar 15|ak|ak47|bomb|glock)`) },
  // Harm called down on a whole group of people: `all cyclists should be run over`, `string up
  // every politician`, `open season on landlords`.
  { label: 'incitement', severity: 'high', confidence: 0.8,
    re: words(`${GROUP_SUBJECT} ${GROUP_FATE}`) },
  // `they should all be shot`, `they will hang, every last one of them`: a group by a pronoun, and all of it.
  { label: 'incitement', severity: 'high', confidence: 0.8,
    re: words(`(?:they|those|these) (?:(?=(?:[^ .!?,;]+ ){0,2}all )${GROUP_FATE}|${GROUP_FATE}(?: [^ .!?;]+){0,3}? ${alt(WORDS.groupCollective)})`) },
  { label: 'incitement', severity: 'high', confidence: 0.8,
    re: words(`(?:${alt(WORDS.groupHarmVerbs)} (?:all(?: of)?(?: the| those| these)?|every|each and every)|open season on(?: the| all| those| these| every)?|(?:start|started|starting) ${alt(WORDS.groupHarmStarts)}(?: all| the| some)?) (?:[^ .!?,"]+ )?${GROUPS_OF_PEOPLE}${NOT_A_THING_OF_THEIRS}`) },
  { label: 'incitement', severity: 'high', confidence: 0.8,
    re: words(`${alt(WORDS.groupHarmVerbs)} (?:every|each and every) (?:[^ .!?,"]+ )?${alt([...COMPOSED_WORDS.thirdParty, ...WORDS.groupMembers])}`) },
  // Harm wished on a whole group: `I hope every cop in that department gets ambushed`, `hope every
  // one of those journalists gets stabbed`, `I pray the whole lot of them burn alive`.
  { label: 'wish_of_harm', severity: 'high', confidence: 0.75,
    re: words(`(?:hope|wish|pray|praying|hoping)(?: that)? (?:every|each|all(?: of)?|the whole|all the|all those|those|these)(?: [^ .!?,;]+){0,3}? (?:${GROUPS_OF_PEOPLE}|${alt(WORDS.groupMembers)}|one of (?:them|those|these|em)|lot of them)(?: [^ .!?,;]+){0,4}? (?:(?:get|gets|getting) (?:${GROUP_HARM}|${alt(WORDS.groupWishedHarm)})|${alt(WORDS.groupWishedFates)}${NO_PARTICLE})`) },
  // Harm the writer longs to see done to a group: `would love to see every pedo hanged`, `i want to see
  // the journalists die`. Only harms done to a body, not defeats (`wiped out`, `massacred` at the polls),
  // ending their clause or told how (`in public`, `one by one`; `shot` only at its end, not `shot for the
  // yearbook`): not a harm they did or had done to them (`the cops who killed george floyd`, `the nurses
  // who were stabbed`), were done by something (`tortured by this exam`), nor where they lose (`killed in
  // the midterms`). A clause of who may say which of them (`the democrats who did this lined up and shot`).
  { label: 'wish_of_harm', severity: 'high', confidence: 0.75,
    re: words(`${alt(WORDS.longingToSee)}(?: (?:all|every|each|the|those|these|whole|of|one|last|single))*(?: (?!(?:who|that|where|which|whose|when)(?![^ ]))[^ .!?,;]+){0,3}? (?:${GROUPS_OF_PEOPLE}|${alt(WORDS.groupMembers)}|them all|em all|all of them|every one of them)(?: (?!(?:where|when|get|gets|by)(?![^ ]))[^ .!?,;]+){0,4}? (?<!(?<![^ ])(?:who|that|which|whose)(?: (?:were|was|are|is|got|had been|have been|has been))? )(?:${SEEN_HARM}${SEEN_HARM_ENDS}|shot(?= *$| [.!?,;:]))`) },
  // A group named fair to strike: `journalists in kyiv are legitimate targets`, `every cop is a
  // legitimate target` (not under the laws of war, nor in a game).
  { label: 'incitement', severity: 'high', confidence: 0.8, harmlessInGames: true,
    harmlessAround: (sentence) => LAWS_OF_WAR.saidIn(sentence),
    re: words(`${GROUP_SUBJECT} (?:are|r|is|become|becomes)(?: (?:now|all|all now|now all))? (?:a )?(?:legitimate|legit|valid) targets?(?= *$| [.!?,;:]| now| too| and| every| all| in| from)`) },
  // Killing told by where the bodies go, or by the lynching it recalls: `we will fill the ditches with
  // them`, `rope every one of em and drag em behind the truck`. A pronoun only after the writer's intent or
  // opening its sentence as a command (not `collect the leaves and fill the ditches with them`, `drag them
  // behind the truck to the tip`).
  { label: 'incitement', severity: 'high', confidence: 0.8,
    re: words(`(?:(?:${INTENT_TO_HARM}) (?:[^ .!?,;]+ ){0,2}|(?<=^|[.!?,;:] ))fill (?:the |our |their )?(?:${alt(WORDS.buryingPlaces)} with (?:(?:them|em)(?= *$| [.!?,;:]| again| all)|their bodies|their corpses|their blood|(?:(?:the|these|those|all the) )?(?:${GROUPS_OF_PEOPLE})${NOT_A_THING_OF_THEIRS}))`) },
  { label: 'threat', severity: 'high', confidence: 0.8, harmlessInGames: true,
    re: words(`(?:(?:${INTENT_TO_HARM})(?: [^ .!?,;]+){0,8}? |(?<=^|[.!?,;:] )(?:tie (?:him|her|them|em) up and )?)drag (?:him|her|them|em|you|u|every (?:last )?one of (?:them|em)|(?:that|the|this|these|those|every) (?:[^ .!?,;]+ )?(?:${alt(COMPOSED_WORDS.thirdParty)}|${alt(WORDS.groupMembers)}|${GROUPS_OF_PEOPLE})) behind (?:a|the|my|our|his|me|their) ${alt(WORDS.draggedBehind)}(?= *$| [.!?,;:]| (?:till|until|for miles|like|by the neck)(?![^ ]))`) },
  // `burn the asylum hotel down`, `someone should torch that hotel`: arson of where people sleep, urged or
  // commanded (not `rioters tried to set fire to the hotel`, `in the film they burn the hotel down`).
  { label: 'mass_violence', severity: 'high', confidence: 0.85,
    re: words(`(?:(?:${INTENT_TO_HARM})(?: [^ .!?,;]+){0,2}? |(?<=^|[.!?,;:] ))${alt(WORDS.fireVerbs)} (?:the|this|that|every|all the|their)(?: \\p{L}+)? ${alt(WORDS.arsonPlaces)}(?: down| to the ground)?(?= *$| [.!?,;:]| with| tonight| tomorrow| before| and| lol)`) },
  // A group's end awaited: `can't wait till every one of those journalists is six feet under`.
  { label: 'wish_of_harm', severity: 'high', confidence: 0.75,
    re: words(`(?:can't|cant|cannot) wait (?:till|until|til|for the day|to see)(?: (?:all|every|each|the|those|these|them))*(?: [^ .!?,;]+){0,3}? (?:${GROUPS_OF_PEOPLE}|${alt(WORDS.groupMembers)})(?: [^ .!?,;]+){0,4}? (?:(?:are|is|r|get|gets|getting|end up|ends up)(?: all)? )?${alt(WORDS.groupAwaitedEnds)}`) },
  // A fire set on people inside: `burn down the studio with the devs inside`, `sink the boats with everyone on board`.
  { label: 'incitement', severity: 'high', confidence: 0.8,
    re: words(`${alt(WORDS.fireVerbs)}(?: [^ .!?;]+){0,6}? with (?:${alt(WORDS.groupInside)}|(?:the|all the|all their) (?:${GROUPS_OF_PEOPLE}|${alt(WORDS.groupMembers)})) (?:still )?(?:inside|in it|in there|on board|aboard)`) },
  // The lynching meme: `rope, tree, journalist, some assembly required`.
  { label: 'incitement', severity: 'high', confidence: 0.8,
    re: words(`rope(?: ,)? tree(?: ,)? (?:${alt([...COMPOSED_WORDS.thirdParty, 'journalist', 'journalists', 'politician', 'politicians', 'traitor', 'traitors'])})(?![^ ])`) },
  // `the only good cop is a dead cop`, `the only good cops are dead ones`: the old saying of a massacre,
  // said of people by their role (said of a people or a faith, the hate rules read it).
  { label: 'incitement', severity: 'high', confidence: 0.8,
    re: words(`(?:the )?only good (?:(${alt(WORDS.killedRoles)}) is (?:a )?dead (?:\\1|one)|(${alt(WORDS.killedRoles.map((role) => `${role}s`))}) are dead (?:\\2|ones))`) },
  // Where the reader lives, to be found: `i'll find where you live` (not `i can find where you are on the map`).
  { label: 'threat', severity: 'high', confidence: 0.85,
    re: words(`(?:i'll|ill|i will|we'll|we will|i'm gonna|im gonna|i'm going to|im going to|i am going to|gonna)(?: (?:still|just|soon|easily))? (?:find|track down) where (?:you|u|ur (?:kids|family|wife|husband|mom|mum)|your (?:kids|family|wife|husband|mom|mum)) (?:live|lives|sleep|sleeps)(?= *$| [.!]| (?:you|u) (?:bitch|bastard|prick|cunt|snitch|rat)(?![^ ]))`) },
  // A weapon told with a list of the people it is for, in one clause: `i have a gun and a list of
  // names`, `bought a glock and made a kill list` (not `bring the knives and a list for the picnic`,
  // nor a comma's or a colon's worth away: `bring the knives and forks, i'll print the list of people`).
  { label: 'mass_violence', severity: 'high', confidence: 0.8,
    re: words(`(?:${alt(WORDS.listWeapons)})(?: [^ .!?,;:]+){0,5}? (?:a|my|the) (?:kill list|list of (?:names|people|teachers|students|kids))|(?:a|my|the) (?:kill list|list of (?:names|people))(?: [^ .!?,;:]+){0,5}? (?:${alt(WORDS.listWeapons)})(?![^ ])`) },
  // A beating promised as a lesson: `someone should teach her a lesson she won't forget`.
  { label: 'threat', severity: 'medium', confidence: 0.7,
    re: words(`(?:someone|somebody|i|we|i'll|ill|we'll|i'm gonna|im gonna|i'm going to|im going to)(?: (?:should|will|gonna|going to|needs to|need to|has to|have to|ought to|is going to|really|finally))* teach (?:him|her|you|u|that (?:guy|girl|kid|bitch|slut|bastard|prick)) a lesson (?:(?:he|she|they|you|u)(?:'ll| will)? (?:won't|wont|will never|will not|never)(?: soon| ever)? forget|with (?:my|our|a|his|her) (?:fists|bat|knife|gun|boots))`) },
  // A mass attack called for by its attacker's name, or its attacker praised: `that black church
  // downtown needs another dylann roof`, `saint tarrant`, `breivik did nothing wrong`; not the name of
  // the film, the county or the day (`do a columbine documentary night`).
  { label: 'incitement', severity: 'high', confidence: 0.8,
    re: words(`(?:${alt(WORDS.attackerCalledFor)}|saint) ${MASS_ATTACKERS}(?! ${alt(WORDS.attackerNamesAThing)}(?![^ ]))|${MASS_ATTACKERS} ${alt(WORDS.attackerPraised)}(?= *$| [.!?,;:]| and| lol)`) },
  // An attacker praised without a name, or by the place attacked, or an attack on a place where a group
  // gathers approved: `the shooter was a hero, we need more like him`, `the christchurch shooter is a
  // saint`, `the mosque shooting was justified` (not `the shooter
  // was a hero in the game`, `the guard who tackled the shooter was a hero`, nor an attack on a place of
  // no group).
  { label: 'incitement', severity: 'high', confidence: 0.8,
    re: words(`(?:(?<!(?:shot|stopped|killed|tackled|disarmed|caught|arrested|confronted) )(?:${alt(WORDS.unnamedAttackers)}|(?:the|that|this) ${alt(WORDS.attackSites)} (?:shooter|gunman|bomber|attacker|killer)) ${alt(WORDS.attackerPraised)}(?: *$| [.!?,;:]| and)(?: [.!?,;:])?(?: ${alt(WORDS.attackersPraisedMore)})?|(?:the|that|this) ${GROUP_GATHERINGS} ${alt(WORDS.attackKinds)} ${alt(WORDS.attackApproved)})(?= *$| [.!?,;:]| and| lol)`) },
  // A call to join or fund a terrorist cause, or its return foretold as a rallying cry: `join the jihad,
  // brothers`, `support the mujahideen, donate here`, `the caliphate will rise again` (not the report
  // of it, `he went to syria to join isis`, nor the question, `support the mujahideen? the us funded them`).
  { label: 'incitement', severity: 'high', confidence: 0.8,
    re: words(`(?:(?:(?<=^|[.!?,;:] )|(?:let's|lets|we must|we should|you must|you should|brothers|brother|come|go|please|everyone|everybody) )(?:join|support|fund|donate to|fight for|pledge allegiance to) ${alt(WORDS.terrorCauses)}(?! [?])|${alt(WORDS.terrorCauses)} (?:will|shall) (?:rise|return|be back|come back)(?: again)?(?= *$| [.!?,;:]| (?:soon|one day|inshallah|stronger)(?![^ ])))`) },
  // A place where a group gathers named a target: `the pride parade would be a perfect target, lots of
  // them in one place`; not a school, whose guards are argued for (`every school is an easy target`).
  { label: 'incitement', severity: 'high', confidence: 0.8,
    re: words(`(?:the|that|this|their|a) (?:[^ .!?,]+ )?${GROUP_GATHERINGS}(?! ${alt(WORDS.placeCompounds)}(?![^ ])) (?:would be|would make|is|makes|will be|'d be|could be) (?:a |an |such a |the )?${alt(WORDS.targetsOfChoice)} targets?(?! ${alt(WORDS.notATarget)}(?![^ ]))`) },
  // A demand and what follows refusal, ending its clause: `delete that review or ill find you`; the
  // reader followed home, said as it stands (`i followed you home yesterday`, not `... to make sure you got in ok`).
  { label: 'threat', severity: 'medium', confidence: 0.75,
    re: words(`or (?:else )?(?:i'll|ill|i will|we'll|we will|i'm gonna|im gonna|i'm coming to|im coming to|i'm going to|im going to) (?:find|come for|track down|come and find) (?:you|u)(?= *$| [.!?,])|(?:i|we) (?:followed|tracked) (?:you|u) (?:home|to your house|to your car)(?= *$| [.!?,]| (?:yesterday|last night|today|again|the other day)(?![^ ]))`) },
  // The reader's death told as a farewell: `enjoy your last day on earth`, `today is your last day alive`.
  { label: 'threat', severity: 'medium', confidence: 0.75, laughable: true,
    re: words(`(?:enjoy (?:your|ur) last (?:day|night|week)|(?:today|tonight|this) (?:is|will be|'s) (?:your|ur) last (?:day|night)) (?:on (?:this )?earth|alive|breathing|among the living)(?= *$| [.!?,;:])`) },
  // Armed police sent to the reader's door by a false call: `i'm gonna swat you`, `i'll call in a fake
  // hostage situation at your house` (not `i'll swat you with the newspaper`, a fly's fate).
  { label: 'threat', severity: 'high', confidence: 0.8,
    re: words(`(?:i'll|ill|i will|we'll|we will|i'm gonna|im gonna|i'm going to|im going to|gonna|going to|about to|imma|ima) (?:${alt(WORDS.swatting)}) (?:you|u|him|her|them|(?:your|ur|his|her|their) (?:house|place|home|family|stream|address))(?! with(?![^ ]))|(?:i'll|ill|i will|we'll|we will|i'm gonna|im gonna|i'm going to|im going to|gonna) (?:call|phone|ring) in (?:a )?(?:fake )?(?:hostage|bomb|shooting) (?:situation|threat|call|report)(?: [^ .!?,]+){0,2} (?:at|to|on) (?:your|ur|his|her|their) (?:house|home|place|address|street)`) },
  // What the reader will wake up to or end up as: the harm told as its outcome.
  { label: 'threat', severity: 'high', confidence: 0.8,
    re: words(`(?:you'll|youll|you will|u will|u'll|you're going to|you are going to|you gonna|you're gonna) (?:wake up|be found) (?:with (?:your|ur) (?:throat|neck|face|head|tires|tyres|legs|kneecaps) (?:cut|slit|smashed|broken|burned|slashed|caved in)|in a (?:ditch|body bag|river|dumpster|morgue)|dead)`) },
];
/** Threat idioms that are trash talk in a game: `I'll kill you in the next round, watch your back`. */
const GAME_IDIOMS = new Set(WORDS.gameIdioms);

/** True when the threat starting at offset `at` of the normalised text is likened to what happens (see likened in composed.ts). */
function likenedAt(reading: Reading, at: number): boolean {
  const sentences = reading.sentences;
  for (let s = 0; s < sentences.length; s++) {
    const k = sentences[s]!.findIndex((token) => token.from === at);
    if (k !== -1) return likened(reading.sentenceWords[s]!, 0, k + 1);
  }
  return false;
}

function detectViolence(reading: Reading): void {
  const { doc, findings } = reading;
  const text = doc.text;
  const padded = `${text} `;
  for (const m of reading.scanSentences(THREAT, THREAT_VERB)) {
    const chain = (m[2] ?? '').split(' ').filter(Boolean);
    const leadTokens = [...(m[1] ?? '').split(' '), ...chain];
    const end = m.index + m[0].length;
    // Padded so that a benign tail at the very end of the text (`cut you some slack`) is seen too.
    if (BENIGN_AFTER.some((b) => padded.startsWith(b, end))) continue;
    // `kill you in the next round`, `destroy you at chess`, `bring your A game, we're going to
    // destroy them` (the other side, not the reader): said in a game, reported low at most.
    const atTeam = / (?:them|em)$/.test(m[0]);
    if (COMPETITIVE.has(m[3] ?? '') && (GAME_AFTER.test(text.slice(end, end + GAME_REACH)) || (atTeam && CONTEXT.isGameTalk(CONTEXT.sentenceAround(text, m.index, end).split(' '))))) {
      if (LETHAL.has(m[3] ?? '')) findings.add({ category: 'violence', label: 'game_threat', severity: 'low', confidence: 0.55, ...originalSpan(doc, m.index, end) });
      continue;
    }
    if (CONTEXT.anyNegation(leadTokens) || reading.negatedAt(m.index, 3) || likenedAt(reading, m.index)) continue;
    if (!leadTokens.some((t) => INTENT_SET.has(t))) continue;
    // `I could have killed him when he drew on the sofa`: exasperation looking back, not a plan.
    if ((chain.includes('could') && chain.includes('have')) || chain.includes("could've") || chain.includes('coulda')) continue;
    const weak = chain.some((t) => WEAK_INTENT.has(t)) || /^(?:i'd|we'd)$/.test(leadTokens[0] ?? '');
    // `if you spoil the finale i'll literally murder you lol`, `i'll kill you if you forget the snacks`: banter among friends, shown low.
    const reported =
      CONTEXT.isReported(text, m.index, end) || (BANTER_HARM.has(m[3] ?? '') && (isBanter(reading, m.index, end) || pettyConditionAfter(text, end)));
    const { start, end: stop } = originalSpan(doc, m.index, end);
    findings.add({
      category: 'violence',
      label: 'threat',
      severity: reported ? 'low' : weak ? 'medium' : 'high',
      confidence: reported ? 0.6 : weak ? 0.7 : 0.9,
      start,
      end: stop,
    });
  }
  for (const s of STATEMENTS) {
    for (const m of reading.scan(s.re)) {
      const end = m.index + m[0].length;
      if (reading.negatedAt(m.index, 3) || s.harmlessAfter?.(text, end) === true) continue;
      if (s.harmlessInGames === true || s.harmlessAround !== undefined || GAME_IDIOMS.has(m[0])) {
        const sentence = CONTEXT.sentenceAround(text, m.index, end).split(' ');
        if ((s.harmlessInGames === true || GAME_IDIOMS.has(m[0])) && CONTEXT.isGameTalk(sentence)) continue;
        if (s.harmlessAround?.(sentence) === true) continue;
      }
      // `i'll hunt you down on vertigo`, `... if you take my yogurt`: an idiom friends play with, said
      // of a game it names (not a court, which is a law's as often) or on a petty condition.
      const played = s.playable === true && (PLAYED_GAME_AFTER.test(text.slice(end, end + GAME_REACH)) || pettyConditionAfter(text, end));
      const reported = played || CONTEXT.isReported(text, m.index, end) || (s.laughable === true && isBanter(reading, m.index, end));
      findings.add({
        category: 'violence',
        label: s.label,
        severity: reported ? 'low' : s.severity,
        confidence: reported ? 0.6 : s.confidence,
        ...originalSpan(doc, m.index, end),
      });
    }
  }
}

/** The words the patterns spell, but not the names of peoples: the normaliser reads none of them (see en/index.ts). */
const SPELLED = { patterns: patternWords(THREAT, GAME_AFTER, ...STATEMENTS.map((s) => s.re)).patterns.filter((w) => !NAMES_OF_PEOPLES.has(w) && !UNLEARNED.has(w)) };

export const violencePhrases: Detector = {
  name: 'violence/phrases',
  categories: ['violence'],
  words: [VIOLENCE_WORDS, CONTEXT_WORDS, HATE_WORDS, LEARNED, SPELLED],
  detect: detectViolence,
};
