// Harassment: insults and demeaning remarks aimed at a person ("you are a worthless idiot"), and
// telling someone to kill themselves. The same words with no target are not harassment.
import type { Severity } from '../../../../api/index.ts';
import type { Detector, WordLists } from '../../detector.ts';
import { originalSpan } from '../../normalize.ts';
import { alt, patternWords, words } from '../../pattern.ts';
import { PhraseSet, triggerWords } from '../../phrases.ts';
import type { Reading } from '../../reading.ts';
import { CONTEXT } from '../context.ts';
import { COMPOUND_AFTER, PRAISE_AFTER, saidWithAffection } from './composed.ts';
import { namesTheAnimal } from '../profanity/swear-words.ts';
import { isGivenName } from './names.ts';
import COMPOSED_WORDS from './composed.json' with { type: 'json' };
import WORDS from './phrases.json' with { type: 'json' };
import HARASSMENT_WORDS from './words.json' with { type: 'json' };

const FILLER = alt(WORDS.filler);
const SECOND = alt(WORDS.second);
const THIRD = `(?:${alt(WORDS.third)})(?: of (?:this|that|the) (?:piece|article|post|video|thread|review|recipe|stream|channel|listing|story))?`;
const INSULT = alt(HARASSMENT_WORDS.insults);
const AT_YOU = words(`${SECOND}((?: ${FILLER}){0,5}) ${INSULT}`);
const AT_THEM = words(`${THIRD}((?: ${FILLER}){0,5}) ${INSULT}`);
/** What only a person is called, one or several, or what a reader is called to their face. */
const CALLED_ONLY_A_PERSON = [...WORDS.personOnly, ...WORDS.personOnlyPlural, ...WORDS.calledOnly];
/** What only a person is called, closing its clause: a named or role insult needs both. */
const CLAUSE_CLOSED = '(?= *$| [.!?,;:]| and | but | lol| tbh| honestly| too)';
const PERSON_ONLY = `${alt(WORDS.personOnly)}${CLAUSE_CLOSED}`;
/**
 * Up to three words of description before such a noun, whatever they are (`a marxist twit`, `a self
 * obsessed extremist crank`), but none that names the noun as a word (`she used the word retard`).
 */
const DESCRIBED = `(?: (?!(?:not|never|no|nothing|word|words|term|slur|called|calls|call) )[\\p{L}]+){0,3}`;
/**
 * Someone pointed at, or called so at the end of a sentence to the reader: `listen to that fool`,
 * `not joking, idiot.` (`this loser` may be a film, `, a clown?` a question).
 */
const POINTED = words(`that((?: ${FILLER}){0,3}) ${PERSON_ONLY}`);
const POINTED_MANY = words(`(?:those|these)((?: ${FILLER}){0,3}${DESCRIBED}) ${alt(WORDS.personOnlyPlural)}`);
const CALLED = words(`(?<=, )(?!(?:a|an|the) )(?:you )?((?:${FILLER} ){0,3})${alt([...WORDS.personOnly, ...WORDS.calledOnly])}(?= *$| [.!?])`);
/** A word that may be a name: none of those that also open sentences about things and everyone. */
const NAME = `(?!${alt(WORDS.notNamed)} )[\\p{L}][\\p{L}'-]*`;
/**
 * Someone by name, opening a clause, called what only a person is: `dave is an idiot`, `Trudeau is a
 * moron and a liar`. The name is none of the words that also open such sentences about things and
 * everyone (`life is a bitch`, `everyone is an idiot sometimes`).
 */
const named = (called: string): RegExp => words(`(?<=^|[.!?,;:] |(?<![^ ])${alt(WORDS.clauseOpeners)} )${NAME} (?:is|'s|was)((?: ${FILLER}){0,4}${DESCRIBED}) ${called}`);
const NAMED = named(PERSON_ONLY);
/** Someone by their role: `my boss is a useless prick`, `the mayor is a corrupt idiot`, `my ex is a liar`. */
const byRole = (called: string): RegExp => words(`${alt(WORDS.roleOwners)} ${alt(WORDS.roles)} (?:is|'s|was)((?: ${FILLER}){0,4}${DESCRIBED}) ${called}`);
const BY_ROLE = byRole(PERSON_ONLY);
/**
 * What a person is called that is said of things as much (`winter is a bitch`, `parking was a bitch`):
 * an insult only of someone by their role (`my boss is a bitch`) or by a given name (`Sarah is a bitch`,
 * see names.ts).
 */
const PERSON_OR_THING = `${alt(WORDS.personOrThing)}${CLAUSE_CLOSED}`;
const BY_ROLE_OR_THING = byRole(PERSON_OR_THING);
const NAMED_OR_THING = named(PERSON_OR_THING);
const PERSON_OR_THING_TRIGGER = triggerWords(new PhraseSet(WORDS.personOrThing));
/** Whether a match opens with a given name, and names no animal (`Bella is a good bitch, she had six pups`). */
function namesAPerson(text: string, m: RegExpExecArray): boolean {
  const end = m.index + m[0].length;
  return isGivenName(m[0].slice(0, m[0].indexOf(' '))) && !namesTheAnimal(text.slice(text.lastIndexOf(' ', end - 1) + 1, end), CONTEXT.sentenceAround(text, m.index, end).split(' '));
}
/** Several people spoken of, or two by name: `they are idiots`, `luke and saiki are idiots` (like NAMED, its words are not the normaliser's). */
const PLURAL = `${alt(WORDS.personOnlyPlural)}${CLAUSE_CLOSED}`;
const THEY_ARE = words(`(?:(?:they|they're|theyre)|(?<=^|[.!?,;:] )${NAME} and ${NAME} (?:are|were))((?: ${FILLER}){0,4}) ${PLURAL}`);
/** Every pattern of a person called what only a person is holds one of these words. */
const PERSON_ONLY_TRIGGER = triggerWords(new PhraseSet(CALLED_ONLY_A_PERSON));
/** Someone spoken of, described: `she's a marxist twit`, `that guy is an overpaid clown`. */
const DESCRIBED_THEM = words(`${THIRD}((?: ${FILLER}){0,4}${DESCRIBED}) ${PERSON_ONLY}`);
/** `what a dumbass you are`, `such an idiot you are`. */
const INVERTED = words(`(?:what|such) an?((?: ${FILLER}){0,3}) ${INSULT} (?:you are|you're|youre|u r|ur|you)(?= [.!?,]| *$)`);
/** Insults that name a person, said to the reader in a sentence of their own: `moron.`, `another coward.`, `deal with it loser`. */
const ADDRESSED = alt(HARASSMENT_WORDS.addressedInsults);
/** The longest sentence read as a reply that is only an insult. */
const ALONE_WORDS = 6;
/** Words that insult a person before the noun of such a reply: `ignorant uneducated fool`. */
const DESCRIBING = alt([...COMPOSED_WORDS.adjective, 'uneducated', 'ignorant', 'arrogant', 'smug', 'lying', 'corrupt', 'sore']);
const ALONE = new RegExp(`^(?:(?:what|such) an? |another |you |total |absolute |fucking |complete |utter |only the |just |typical |${DESCRIBING} |, )*(?:${ADDRESSED}|${alt(CALLED_ONLY_A_PERSON)})(?: [.!?])*$`, 'u');
const DISMISSED = words(`${alt(HARASSMENT_WORDS.dismissals)}(?: ,)? (?:you )?${ADDRESSED}(?= [.!?]| *$)`);
const CALLING = new Set(['call', 'calls', 'called', 'calling']);
/** Words before a verb of calling that make it go on, not denied: `i'll never stop calling you a loser`. */
const GOING_ON = new Set(['stop', 'stopped', 'quit']);

/**
 * Whether the insult at `at` (normalised text) is one the writer denies is said: `no one would ever
 * call you ugly`, `I never called you stupid` (not `i can't stop calling you an idiot`).
 */
function deniedCall(reading: Reading, at: number): boolean {
  const text = reading.doc.text;
  if (at < 2) return false;
  const from = text.lastIndexOf(' ', at - 2) + 1;
  if (!CALLING.has(text.slice(from, at - 1))) return false;
  const before = from >= 2 ? text.slice(text.lastIndexOf(' ', from - 2) + 1, from - 1) : '';
  return !GOING_ON.has(before) && reading.negatedAt(from, 4);
}
/** Words that open an order not to do something, at the start of a clause: `don't reply you idiot`, `stop talking you moron`. */
const ORDERS_NOT: ReadonlySet<string> = new Set(['don\'t', 'dont', 'stop', 'quit', 'never']);
/** Verbs whose negation denies what follows them (`don't call you stupid`, `don't think you're an idiot`): not an order's verb. */
const DENYING_VERBS: ReadonlySet<string> = new Set([...CALLING, 'think', 'believe', 'say', 'said', 'mean', 'find', 'consider', 'feel', 'guess', 'know', 'tell', 'let', 'want', 'thought', 'are', 'were', 'be']);

/**
 * Whether the insult at `at` (normalised text) follows an order not to do something, its negation
 * the order's (`don't reply you idiot`, `stop talking you absolute moron`): the reader is called
 * what the insult says all the same.
 */
function afterAnOrder(text: string, at: number): boolean {
  if (at < 2) return false;
  const verbFrom = text.lastIndexOf(' ', at - 2) + 1;
  const verb = text.slice(verbFrom, at - 1);
  if (DENYING_VERBS.has(verb) || !/^[a-z]+$/.test(verb) || verbFrom < 2) return false;
  const orderFrom = text.lastIndexOf(' ', verbFrom - 2) + 1;
  if (!ORDERS_NOT.has(text.slice(orderFrom, verbFrom - 1))) return false;
  // The order opens its clause: the text's start or a punctuation token before it.
  return orderFrom < 2 || /[.!?,;:"]/.test(text[orderFrom - 2]!);
}

/** What affection turns to teasing: insults and belittling, not telling someone to die. */
const TEASED: ReadonlySet<string> = new Set(['insult', 'demeaning']);
/** Words before `fuck you` that make it a proposition, not an insult: `I want to fuck you`. */
const PROPOSITION_BEFORE = / (?:to|wanna|gonna|would|could|i'd|i|i'll|ill|let me|lemme) $/;
/** Words after it that do the same: `bend you over and fuck you hard`. */
const PROPOSITION_AFTER = /^ (?:hard|so hard|senseless|all night|raw|deep|from behind|till|until)(?![^ ])/;
/** After an insult word, these make it a verb or part of a thing: `did you trash the files`. */
const OBJECT_AFTER = new Set(WORDS.objectAfter);

/** Whether the words after an insult show it is not aimed at a person: a thing, a verb, praise, a game. */
function aimedElsewhere(text: string, end: number): boolean {
  const after = text.slice(end, end + 80).trim().split(' ');
  const next = after[0] ?? '';
  return COMPOUND_AFTER.has(next) || PRAISE_AFTER.has(next) || OBJECT_AFTER.has(next) || CONTEXT.isGameTalk(after);
}

/**
 * `did your mom drop you on your head`, `thick as two short planks` (the lists hold no word of two
 * letters, such as `as`, which the normaliser would learn and read `ass` as), `you should be
 * embarrassed to show your face`, `how are you even employed`, `you're too fat to be a model`, `you're
 * not a real engineer`, `go back to fixing printers`, the reader's own people said to be ashamed of or
 * disappointed in them, not to love them or to regret them (not where the writer says how that may
 * feel, `if your parents don't love you, call ...`, `it's common to think your family is ashamed of
 * you`), the reader said to drive people away or to spoil what they touch (`no wonder your dad left`),
 * and the reader's people, unnamed, called less than human (`you people are a plague on this country`;
 * not `you people are animals, you ate the whole cake`). Teasing uses more such idioms than abuse does
 * (`you have the brain of a peanut` to a dog, `you're the worst person alive` to a winner), so they
 * are left to the model.
 */
const FOUND_WANTING = [
  `(?<!(?:if|when|whenever|think|feel|like|that) )(?:your|ur) (?:own )?${alt(WORDS.ownPeople)} (?:must be|should be|would be|are|is|must feel) (?:so |really |deeply )?(?:ashamed of|disappointed in) (?:you|u)(?= *$| [.!,;:])`,
  `(?<!(?:if|when|whenever|think|feel|like|that) )(?:your|ur) (?:own )?${alt(WORDS.ownPeople)} (?:don't|dont|doesn't|doesnt|never|didn't|didnt) (?:even )?(?:love|loved) (?:you|u)(?= *$| [.!,;:]| anymore| at all| lol| lmao)`,
  `(?:you|u) should be (?:ashamed|embarrassed) to (?:even )?show (?:your|ur) face`,
  `did (?:your|ur) (?:mom|mum|mother|dad|parents) drop (?:you|u) on (?:your|ur) head`,
  `did (?:you|u) get dropped (?:on (?:your|ur) head )?as a (?:baby|kid|child)`,
  `(?:you'll|youll|you will|u will|u'll|ur gonna|you're gonna|youre gonna|you are going to|you're going to) die alone(?= *$| [.!?,;:]| with (?:your|ur|(?:[0-9]+|ten|twenty|fifty|a hundred) )|(?: and| ,) (?:unloved|miserable|bitter|forgotten|nobody|no one)(?![^ ]))`,
  `(?:everyone|everybody|the whole (?:class|school|team|server))(?: (?:in|at|on) (?:class|school|here|this server|the team))? (?:thinks|says|knows) (?:you|u) (?:smell|stink|are (?:ugly|fat|weird|a freak|disgusting|a loser))(?= *$| [.!?,;:])`,
  `(?:you|u) (?:dress|dresses|look|looks|smell|smells) like (?:a |an )?(?:homeless (?:person|man|woman|guy)|hobo|tramp|crackhead|crack head)(?= *$| [.!?,;:]| lol| lmao)`,
  `(?:you're|youre|you are|ur|u r|you|u) (?:(?:as )?(?:thick|dumb) as|dumber than) ${alt(WORDS.dullObjects)}`,
  `how (?:are|r) (?:you|u) even employed(?= *$| [.!?])`,
  `(?:you're|youre|you are|ur|u r) (?:way |far |much |just |simply )?too (?:fat|ugly|stupid|dumb|thick|fat and ugly|ugly and fat) (?:to|for) (?:be|ever|get|have|find|do|understand|wear|a|an|anyone|anything|this|that)(?![^ ])`,
  `(?<!(?:know|if|unless|that|when|whether|think|say) )(?:you're|youre|you are|ur|u r) not (?:even )?a real ${alt(WORDS.realRoles)}(?= *$| [.!?,;:]| (?:mate|tbh|just|and|so|anyway)(?![^ ]))`,
  `(?<=^|[.!?,;:] )(?:just )?go back to ${alt(WORDS.lesserJobs)}(?= *$| [.!?,;:]| (?:lol|lmao|mate|tbh|where (?:you|u) belong)(?![^ ]))`,
  `(?:you people|your kind) (?:are|r|is|were)(?: (?:nothing but|just|all|truly|literally))* ${alt(WORDS.lessThanHuman)}`,
  `(?:everyone|everybody|people|they)(?:'s|'re| is| are) (?:laughing|laugh) at (?:you|u) behind (?:your|ur) back(?= *$| [.!?])`,
  `delete (?:your|ur) account(?: [,.])? (?:nobody|no one|noone) (?:cares|likes (?:you|u)|wants (?:you|u) here)`,
  `(?:nobody|no one|noone) would miss (?:you|u) if (?:you|u) (?:left|quit) (?:this|the|our) (?:server|group|chat|group chat|team|class|club|channel|discord|guild)`,
  `(?:you|u) (?:have|got) (?:the|a) personality of (?:a |an )?${alt(WORDS.dullPersonalities)}`,
  `(?:your|ur) face (?:could|would|can|will) (?:curdle|sour|stop|crack|scare) (?:milk|a clock|clocks|a mirror|mirrors|children|kids|a dog)`,
  `(?:your|ur) face (?:is|looks like) a crime scene`,
  `(?:you're|youre|you are|ur|u r) not (?:even )?worth the (?:air|oxygen) (?:you|u) breathe`,
  `(?<!(?:if|when|whenever|think|feel|like|that) )(?:(?:i )?bet )?(?:your|ur) (?:parents|mum|mom|dad|mother|father) (?:must |probably )?regret (?:having|making) (?:you|u)`,
  `no wonder (?:your|ur) (?:dad|mum|mom|father|mother|parents|wife|husband|boyfriend|girlfriend) left(?: (?:you|u))?(?= *$| [.!,;:])`,
  `everything (?:you|u) touch turns to (?:garbage|shit|crap|trash)`,
  `(?:everyone|everybody) (?:would be|'d be|will be) (?:happier|better off) (?:without (?:you|u)(?! (?:there|here|tonight|today|this))|if (?:you|u) (?:just )?(?:disappeared|vanished|were gone|was gone|didn't exist|did not exist))`,
];

interface Statement {
  readonly re: RegExp;
  readonly label: string;
  readonly severity: Severity;
  readonly confidence: number;
  readonly negatable: boolean;
}

const STATEMENTS: readonly Statement[] = [
  // Campaigns against one person: `make his life hell`, `I'll keep making new accounts until you
  // respond`, a crowd sent to find where someone lives (`her plate is ..., find out where she lives`),
  // a living taken away (`i'll make sure you never work in this industry again`).
  { label: 'hostility', severity: 'medium', confidence: 0.75, negatable: true,
    re: words(`(?:make (?:his|her|their|your|ur) life (?:hell|a living hell|miserable)|(?:i'll|ill|i will|we'll|we will|i'm gonna|im gonna|i'm going to|im going to|gonna) (?:ruin|destroy|wreck) (?:your|ur) (?:life|career|reputation|marriage)(?= *$| [.!?,;:]| for| and)|(?:i'll|ill|i will|we'll|we will|gonna) keep (?:(?:messaging (?:you|u)|harassing (?:you|u)|following (?:you|u)|posting about (?:you|u))(?: [^ .!?]+){0,6} until (?:you|u) (?:leave|quit|delete|go)|making new accounts(?: [^ .!?]+){0,6} until (?:you|u) [^ .!?]+)|(?<=^|[.!?,;:] )(?:go |someone |somebody |everyone |let's |lets )?(?:find out|figure out|look up) where (?:she|he|they) (?:lives|live)(?= *$| [.!?])|(?:i'll|ill|i will|i'm gonna|im gonna|i'm going to|im going to) make sure (?:nobody|no one|noone) (?:else )?(?:ever )?(?:wants|loves|dates|touches|will want|will love|will ever want|will ever love) (?:you|u)(?= *$| [.!?,;:]| again| ever)|(?:i'll|ill|i will|i'm gonna|im gonna|i'm going to|im going to|we'll|we will) (?:make sure|see to it that) (?:you|u) (?:never|don't|dont|won't|wont) (?:work|get hired|find work|get a job)(?: (?:in|for|at|with|anywhere)(?: [^ .!?]+){0,4})? (?:again|anymore)(?= *$| [.!?,])|(?:you|u) (?:can't|cant|cannot) block (?:all of us|us all|me forever|every account))`) },
  { label: 'insult', severity: 'medium', confidence: 0.7, negatable: false,
    re: words(`(?:your|ur) (?:face|head|mug) (?:looks|look) like (?:a |an )?(?:slapped|smacked|dropped|melted|squashed|bag of|bucket of|pile of|sack of|bulldog chewing)`) },
  { label: 'self_harm_encouragement', severity: 'high', confidence: 0.9, negatable: true,
    re: words(`(?:(?:go |just |pls |please |should |u should |you should )?(?:kill|hang|neck|off|shoot|unalive) (?:yourself|urself|your self|ur self)(?! in (?:the|your|ur)(?: \.)? (?:foot|feet))|kys|(?<!(?:i|i'd|i'll|i'm|im|i could|i would|i might|i want to|i wanna|i'm gonna|im gonna|i'm going to|we could)(?: really| literally| honestly| actually)? )(?:go|just|pls|please) (?:die|jump off a bridge|jump off a cliff|jump off a roof|jump in front of a train|play in traffic|drink bleach)|(?:drink|eat) bleach|(?:you|u) should (?:just )?(?:die|not exist|disappear forever|not be alive|disappear(?= [,.!?]| the world| tbh| honestly| already| lol| fr|$))|nobody would miss (?:you|u)(?! if (?:you|u) (?:left|leave|quit)(?! (?:this|the) (?:world|earth|life)(?![^ ])))|(?:go |just |pls |please |should |u should |you should )?rope (?:yourself|urself|your self|ur self)(?= *$| [.!?,;:]| (?:tbh|lol|lmao|already|now|pls|please|loser|idiot|fr)(?![^ ]))|(?<=^|[.!?,;:] )uninstall (?:life|yourself|urself)(?= *$| [.!?,;:]| lol| pls| please)|(?:nobody|no one|noone) would (?:even )?(?:care|notice) if (?:you|u) (?:died|disappeared|vanished|jumped|were gone|was gone|were dead|was dead|killed (?:yourself|urself))(?= *$| [.!?,;:]| lol| tbh| honestly| anyway)|(?:(?:you|u) should (?:just )?give up on life)(?= *$| [.!?,;:]| already| lol)|why (?:don't|dont|do not) (?:you|u) (?:just |go )?(?:kill|hang|off|unalive|shoot) (?:yourself|urself|your self|ur self)|(?:the world|everyone|everybody|we)(?: would be|'d be| is| are)? better (?:off )?without people like (?:you|u)(?= *$| [.!?,;:])|the world would be better (?:off )?(?:without (?:you|u)|if (?:you|u) (?:just )?(?:hanged|hung|killed|shot|drowned) (?:yourself|urself))|(?<!(?:i|i'm|im|i am|i'll|ill|i will|i'd|i should|i could|i might|gonna|going to|let me|might as well|i want to|i wanna)(?: just)? )do (?:everyone|us all|the world) a favou?r and (?:die|leave this world|kill yourself|stop breathing|stop existing|end it|end yourself))`) },
  { label: 'insult', severity: 'medium', confidence: 0.8, negatable: false,
    re: words(`(?:fuck|screw|f) (?:you|u|ya|yourself|urself|your mom|ur mom)`) },
  { label: 'demeaning', severity: 'medium', confidence: 0.75, negatable: false,
    re: words(`(?:(?:your|ur) (?:mom|mum|mother|ma|parents|dad|father) (?:should have|should've|shouldve|shoulda) (?:(?:aborted|swallowed|drowned) (?:you|u)|(?:aborted|swallowed)(?= *$| [.!?,;:]))|(?:you|u) (?:should have|should've|shoulda|should of) been (?:aborted|swallowed|a miscarriage|drowned at birth)|(?:you|u) should be ashamed (?:to|that you|that u|you|u) (?:even )?exist|(?:(?:you|u) (?:are|r)|you're|youre|ur)(?: such| a| an| total| complete| absolute| fucking| the biggest| a walking){1,3} (?:waste of (?:space|air|oxygen|skin)|disgrace|embarrassment|joke|laughing stock|failure)|(?:nobody|no one|noone)(?: (?:at|in|on|from) (?:this|that|the|our|your|ur|my) [^ .!?,]+)? (?:likes|loves|wants|cares about|will ever love) (?:you|u)|(?:nobody|no one|noone) else would (?:ever )?(?:put up with|want|love|date|have|touch) (?:you|u)|everyone hates (?:you|u)|(?:you|u) (?:will )?never amount to anything|(?:you|u) (?:disgust|sicken) me|(?:you|u) make me sick|(?:you|u) (?:suck|stink)(?= [.!?,]| *$| so| ass)|(?:you|u) are a (?:waste|disgrace|embarrassment|joke)|go back to the kitchen|get back in the kitchen)`) },
  // The reader measured and found wanting, or set against their own people, in the idioms people use
  // for it (see FOUND_WANTING); denied or reassured (`it doesn't mean your parents don't love you`) it
  // is no abuse.
  { label: 'demeaning', severity: 'medium', confidence: 0.75, negatable: true, re: words(`(?:${FOUND_WANTING.join('|')})`) },
  // Told to the reader, not said of anyone's way home (`call me if you get lost`); hatred said to the
  // reader (`i hate you`), low, as friends say it too.
  { label: 'hostility', severity: 'low', confidence: 0.6, negatable: true,
    re: words(`(?:shut (?:the fuck |the hell |your (?:fat |stupid |ugly |big |dumb )?(?:mouth|face)|up)(?:up)?|stfu|go to hell|fuck off|piss off|(?<!(?:if|when|in case|you|u|we|they|i|he|she|might|may|could|to|will|won't|wont|easily) )get lost|go away loser|(?<=^|[.!?,;:] )(?:i|we) (?:really |fucking |just |so |absolutely )?(?:hate|despise|loathe) (?:you|u|ya)(?: so much| all)?(?= *$| [.!?,;:]))`) },
];

/**
 * Statements whose words are not the normaliser's (the other statements' are): `dox`, `whale` and
 * `sandwich` would join disguised spellings in the texts the model learns from.
 */
const UNSPELLED_STATEMENTS: readonly Statement[] = [
  // A person's home or work set before a crowd, or a crowd sent to drive them off: `i'll dox you`,
  // `posting your home address tonight`, `let's get him fired`, `let's all spam her dms until she
  // deletes`, `make her quit the internet` (not a manager's `we'll get him fired if he keeps skipping
  // shifts`, nor comments flooded with love).
  { label: 'hostility', severity: 'medium', confidence: 0.75, negatable: true,
    re: words(`(?:(?:i'll|ill|i will|we'll|we will|i'm gonna|im gonna|i'm going to|im going to|gonna|going to|about to|let's|lets|someone should|everyone|somebody should)(?: just)? (?:dox|doxx) (?:you|u|him|her|them|his family|her family|your family|ur family)|(?:i'm|im|we're|were|i am|we are) (?:doxing|doxxing) (?:you|u|him|her|them)|(?:you're|youre|you are|ur|u r|you'll|youll|you will|u will) (?:getting|gonna get|going to get|about to get|get|be) (?:doxed|doxxed)|(?:(?:i'll|ill|i will|we'll|we will|i'm gonna|im gonna|i'm going to|im going to|gonna|going to|about to)(?: just)? (?:post|leak|publish|drop|share)|(?<=^|[.!?,;:] )(?:posting|leaking|publishing|dropping)) (?:your|ur|his|her) (?:home |real |house |irl |full )?(?:address|addy)(?! (?:label|labels|with|to the|for the|on the))|(?:let's|lets|we should|we need to|everyone|someone|go|and) (?:get|getting) (?:him|her|them|this guy|that guy) fired(?! up)|(?:(?:let's|lets|everyone|go|we should)(?: all)?(?: go)? |(?<=^|[.!?,;:] ))(?:spam|flood|brigade|swarm|mass report) (?:her|his|their) (?:dms|dm|comments|mentions|page|stream|chat|inbox|profile|channel|account)(?! with (?:love|support|birthday|kindness|compliments|wishes|hearts|prayers|positivity|good vibes|memes)(?![^ ]))|make (?:her|him|them) (?:quit|leave|delete) (?:the internet|twitter|social media|tiktok|instagram|youtube|(?:her|his|their) (?:account|channel|page))(?! [?]))`) },
  // Someone's home given to a crowd with a nod to what to do there: `here's his home address, you know
  // what to do`, `she lives at 14 Oak Street, go get her` (not `here's her address, send the card there`).
  { label: 'hostility', severity: 'medium', confidence: 0.75, negatable: false,
    re: words(`(?:(?:here's|heres|here is|this is|found|got) (?:his|her|their|this guy's|that guy's|this girl's|that girl's) (?:home |real |house |full |new )?(?:address|addy|location)|(?:he|she|they) (?:lives|live|is staying|are staying) (?:at|on|in)(?: [^ .!?]+){1,6})(?: [^ .!?]+){0,4}? [,.!:-]? ?(?:you (?:all )?know what to do|do (?:your|ur) thing|go get (?:him|her|them)|pay (?:him|her|them) a (?:little )?visit|happy hunting|have fun|go wild)(?= *$| [.!?,;:]| lol| lads| boys| guys)`) },
  // A body likened to a big animal or a weight that breaks things: `she looks like a whale in that
  // dress`, `look at this whale in a crop top`, `your mum is so fat she broke the scale` (not `a whale
  // shark`, nor a pet's weight).
  { label: 'insult', severity: 'medium', confidence: 0.7, negatable: true,
    re: words(`(?:(?:you|u|she|he|she's|he's|shes|hes)(?: (?:really|literally|honestly|actually))? (?:look|looks|looked|looking) like (?:a|an) (?:(?:beached|fat|big|bloated|massive|huge) )?(?:whale|hippo|heifer|elephant|blimp|manatee)(?! (?:shark|calf|calves|watcher|song|tusk|tusks|trunk|ride|seal))|(?:look at|check out) (?:this|that) (?:(?:beached|fat|big|bloated|massive|huge) )?(?:whale|hippo|heifer|blimp|manatee|cow|pig)(?= in (?:a |her |his |those |that |these |the )?(?:crop top|bikini|swimsuit|dress|skirt|leggings|jeans|shorts|outfit|costume|uniform)| wearing| trying to)|(?:you're|youre|you are|ur|u r|she's|shes|she is|he's|hes|he is|(?:your|ur|yo) (?:mum|mom|mama|momma|mother|sister|dad)(?: is|'s|s)?) so fat (?:that )?(?:she|he|you|u|they) (?:can't|cant|cannot|couldn't|couldnt|broke|breaks|sat|has to|have to|need|needs|blocks|blocked))`) },
  // A woman told she is for sex and silence: `you'd look better with your mouth shut and your legs open`.
  { label: 'demeaning', severity: 'medium', confidence: 0.75, negatable: false,
    re: words(`(?:(?:your|ur|her) )?mouth shut and (?:your |ur |her )?legs open|(?:(?:your|ur|her) )?legs open and (?:your |ur |her )?mouth shut`) },
  // A child's bullying: the class set to laugh, a child shut out at lunch, the parents' divorce blamed
  // on them: `everyone is gonna laugh at you tomorrow`, `nobody sit with her at lunch`, `ur parents are
  // divorced bc of you`.
  { label: 'hostility', severity: 'medium', confidence: 0.75, negatable: true,
    re: words(`(?:(?:everyone|everybody|the whole (?:class|school|year|team)|all of us)(?: (?:in|at|from) (?:our |the |this )?(?:class|school))?(?: is| are|'s)? (?:gonna|going to|will) laugh at (?:you|u)|(?:nobody|no one|noone|don't|dont|do not) (?:sit|talk|play|hang out|hang) with (?:her|him|them)(?: [^ .!?,]+){0,2} (?:at lunch|at break|at recess|anymore|ever again|tomorrow)|(?:your|ur) (?:parents|mum and dad|mom and dad) (?:are divorced|got divorced|split up|broke up|are splitting up|are getting divorced|fight) (?:because|bc|cause|cos|coz) of (?:you|u))`) },
  // `delete yourself`: the order to end one's life as chat says it; not `delete yourself from the list`.
  { label: 'self_harm_encouragement', severity: 'medium', confidence: 0.75, negatable: true,
    re: words(`(?<=^|[.!?,;:] )(?:go |just |pls |please )?delete (?:yourself|urself|your self|ur self)(?= *$| [.!?,;:]| (?:lol|lmao|already|now|pls|please|tbh|loser|idiot)(?![^ ]))`) },
  // The reader's mother or sister called a whore: `your mum's a slag`, `ur sister is a hoe`.
  { label: 'insult', severity: 'medium', confidence: 0.75, negatable: true,
    re: words(`(?:your|ur|yo) (?:mum|mom|mother|mama|momma|sister|missus|wife)(?:'s| is|s) (?:a |an |such a |a fucking |a dirty |a fat )?(?:slag|slut|whore|hoe|ho|skank|tramp|slapper)(?= *$| [.!?,;:]| lol| lmao| mate| bro)`) },
  // The kitchen's trope as an order: `go make me a sandwich`, `make me a sandwich, woman`.
  { label: 'demeaning', severity: 'medium', confidence: 0.75, negatable: false,
    re: words(`(?:make me a sandwich(?: ,)? (?:woman|women|bitch|girl)(?![^ ])|(?<=^|[.!?,;:] )(?:now )?go make me a sandwich(?= *$| [.!?]))`) },
];

/**
 * The lists of this file the normaliser learns: all but the words that open sentences about things
 * (`notNamed`), which are left out of the named-insult pattern's words too, and the dull things a
 * personality is likened to (`dullPersonalities`). Learned, `god` would read
 * `goooood` as itself and `war` would join `w.a.r`, and the texts the model learns from would read
 * otherwise.
 */
const LEARNED: WordLists = Object.fromEntries(Object.entries(WORDS).filter(([name]) => name !== 'notNamed' && name !== 'dullPersonalities'));

function detectHarassment(reading: Reading): void {
  const { doc, findings } = reading;
  const text = doc.text;
  const insults = (re: RegExp, severity: Severity, confidence: number, matches = reading.scan(re)) => {
    for (const m of matches) {
      const filler = (m[1] ?? '').split(' ');
      const end = m.index + m[0].length;
      if (CONTEXT.anyNegation(filler) || (reading.negatedAt(m.index, 3) && !afterAnOrder(text, m.index)) || aimedElsewhere(text, end)) continue;
      if (deniedCall(reading, m.index)) continue;
      // Said with affection (`ur an idiot lol love you`): shown low, as reported words are.
      const softened = CONTEXT.isReported(text, m.index, end) || saidWithAffection(reading, m.index, end);
      findings.add({ category: 'harassment', label: 'insult', severity: softened ? 'low' : severity, confidence: softened ? 0.55 : confidence, ...originalSpan(doc, m.index, end) });
    }
  };
  insults(AT_YOU, 'medium', 0.8);
  insults(AT_THEM, 'medium', 0.65);
  // Each of these ends on what only a person is called, within a sentence: only the sentences that hold one are read.
  for (const re of [NAMED, BY_ROLE, DESCRIBED_THEM, POINTED, POINTED_MANY, THEY_ARE]) insults(re, 'medium', 0.65, reading.scanSentences(re, PERSON_ONLY_TRIGGER));
  insults(CALLED, 'medium', 0.7, reading.scanSentences(CALLED, PERSON_ONLY_TRIGGER));
  insults(BY_ROLE_OR_THING, 'medium', 0.65, reading.scanSentences(BY_ROLE_OR_THING, PERSON_OR_THING_TRIGGER));
  insults(NAMED_OR_THING, 'medium', 0.65, reading.scanSentences(NAMED_OR_THING, PERSON_OR_THING_TRIGGER).filter((m) => namesAPerson(text, m)));
  insults(INVERTED, 'medium', 0.75);
  insults(DISMISSED, 'medium', 0.75);
  // A sentence that is nothing but an insult (`So your source is Trump? Moron.`): said to the reader.
  for (const tokens of reading.sentences) {
    if (tokens.length === 0 || tokens.length > ALONE_WORDS) continue;
    const from = tokens[0]!.from;
    const to = tokens.at(-1)!.to;
    if (ALONE.test(text.slice(from, to))) findings.add({ category: 'harassment', label: 'insult', severity: 'medium', confidence: 0.7, ...originalSpan(doc, from, to) });
  }
  for (const s of [...STATEMENTS, ...UNSPELLED_STATEMENTS]) {
    for (const m of reading.scan(s.re)) {
      const end = m.index + m[0].length;
      if (s.negatable && reading.negatedAt(m.index, 3)) continue;
      if (s.label === 'insult' && (PROPOSITION_BEFORE.test(` ${text.slice(Math.max(0, m.index - 12), m.index)}`) || PROPOSITION_AFTER.test(text.slice(end, end + 16)))) continue;
      // Said with affection (`how are you even employed lol love you`): shown low, as an insult so said is.
      const softened = CONTEXT.isReported(text, m.index, end) || (TEASED.has(s.label) && saidWithAffection(reading, m.index, end));
      findings.add({ category: 'harassment', label: s.label, severity: softened ? 'low' : s.severity, confidence: softened ? 0.55 : s.confidence, ...originalSpan(doc, m.index, end) });
    }
  }
}

export const harassmentPhrases: Detector = {
  name: 'harassment/phrases',
  categories: ['harassment'],
  words: [HARASSMENT_WORDS, LEARNED, patternWords(AT_YOU, AT_THEM, BY_ROLE, BY_ROLE_OR_THING, DESCRIBED_THEM, POINTED, POINTED_MANY, CALLED, INVERTED, DISMISSED, ALONE, PROPOSITION_BEFORE, ...STATEMENTS.map((s) => s.re))],
  detect: detectHarassment,
};
