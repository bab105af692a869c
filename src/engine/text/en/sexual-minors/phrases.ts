// Sexual content involving minors: explicit terms, sexual words beside a minor or an age under 18,
// and grooming language. Always high; protective and educational contexts are not flagged.
import { type Detector, withoutLists } from '../../detector.ts';
import { originalSpan } from '../../normalize.ts';
import { alt, patternWords, words } from '../../pattern.ts';
import type { Reading } from '../../reading.ts';
import { CONTEXT } from '../context.ts';
import { signedByFamily } from './family-signature.ts';
import { MINORS_AWAY } from './minors-away.ts';
import SEXUAL_WORDS from '../sexual/words.json' with { type: 'json' };
import GROOMING_MOVES from './grooming-moves.json' with { type: 'json' };
import GROOMING_WORDS from './grooming.json' with { type: 'json' };
import WORDS from './phrases.json' with { type: 'json' };
import MINOR_WORDS from './words.json' with { type: 'json' };

/** The lists of this file the normaliser learns: all but the words of desire (`thicc` would join disguised spellings). */
const { learned: LEARNED } = withoutLists(WORDS, ['desired']);

const DIRECT = words(
  `(?:child porn|child pornography|kiddie porn|kiddy porn|kid porn|cp (?:links|videos|vids|pics|trade|trading|collection)|(?:sell|selling|buy|buying|trade|trading|share|sharing) cp|pedo porn|preteen (?:nudes|porn|sex|pics)|underage (?:porn|nudes|sex|pics|girls nude|boys nude)|jailbait|(?:loli|shota) (?:porn|hentai|nudes|sex)|lolicon|shotacon|teen nudes|young teen porn|csam|pthc|ptsc|hussyfan|(?:daughters|sons|kids|girls|boys|children) (?:under|aged|below|younger than) (?:1[0-7]|[1-9])(?: [^ ]+){0,4} (?:swap|trade|share|swapping|trading|sharing|send) (?:pics|photos|videos|vids|pictures)|(?:got|have|any|want|need) (?:pics|videos|vids|photos|pictures|nudes) of (?:young |little |underage )?(?:girls|boys|kids|children|teens) (?:around|aged|age|under|about) (?:1[0-7]|[1-9])(?=.{0,40}(?:trade|trading|private|dm|swap|pm|only))|(?:sell|selling|buy|buying|trade|trading|sharing) (?:videos|vids|pics|photos|pictures|content|nudes) of (?:(?:underage|preteen) (?:girls|boys|kids|teens|children)|(?:little|young) (?:girls|boys|kids|teens|children)(?= [,.!?]| dm| pm| for| message|$)))`,
);
const MINOR = words(`(?:${alt(MINOR_WORDS.minors)}|under (?:1[0-7]|[1-9])s|(?:1[0-7]|[1-9]) ?(?:yo|yos|y o|year old|years old|yr old|yrs old|yrs|year-old)|(?:i'm|im|i am|she's|shes|he's|hes|she is|he is|you're|youre|you are|ur|(?:daughter|son|niece|nephew|sister|brother|girl|boy|kid|stepdaughter|stepson)(?: is|'s)) (?:only |just )?(?:1[0-7]|[1-9])(?! (?:minutes|mins|min|hours|hrs|days|weeks|miles|km|feet|ft|percent|times|points|am|pm|of|out|to|or|x)(?![^ ]))|(?:if|but) (?:she|he) (?:wasn't|wasnt|was not|weren't|werent) (?:only |just )?(?:1[0-7]|[1-9])(?![^ ]))`);
const MINOR_ANYWHERE = new RegExp(MINOR.source, 'u');
const SEXUAL = new RegExp(
  `(?<![^ ])${alt([...SEXUAL_WORDS.sexualExplicit, ...WORDS.sexual])}(?![^ ])`,
  'u',
);
/**
 * Desire for a child said without a sexual word: `she's only 13 but she's so hot`, `would smash if
 * she wasn't 16`, `rate this girl, she's 15`, `she's 14 but she looks 18, wouldn't you?`. Not of the
 * writer's own child, whom `he's so hot` tells of a fever, nor a talent (`she's so hot on the court`,
 * `hot property`) or a licence (`almost legal to drive`).
 */
const DESIRED = new RegExp(
  `(?<![^ ])(?:${alt(WORDS.desired)}|looks? (?:1[89]|2[0-9])(?: ,)? (?:wouldn't|wouldnt|would) (?:you|u|ya))(?![^ ])(?! (?:to|on|at|in|property|streak|form|prospect|pick|tip|headed|tempered|and sweaty)(?![^ ]))`,
  'u',
);
const PROTECTIVE_RE = new RegExp(`(?<![^ ])${alt(MINOR_WORDS.protective)}(?![^ ])`, 'u');
/** What frames grooming's words as a warning of them (`red flags include`, `tell a trusted adult`): not the groomer's own `don't tell the police`. */
const WARNING = new RegExp(`(?<![^ ])${alt(WORDS.warningFrames)}(?![^ ])`, 'u');
const PARENT = '(?:mom|mum|mommy|dad|daddy|parents|mother|father|teacher|family|sister|brother)';
const GROOMING = words(`(?:our little secret|(?:young|teen|teenage) models? (?:aged? )?(?:1[0-7]|[5-9])(?: (?:-|to) | )?(?:1[0-7])?(?: [^.!?]+){0,3}? (?:no parents|without (?:your |their )?parents|parents not (?:needed|required))|(?:don't|dont|do not) tell (?:(?:your|ur) ${PARENT}|anyone|anybody|nobody|no one)|delete (?:these|our|the|this|my|all) (?:messages|message|msgs|msg|chats|chat|texts|text|conversation|convo|dms)|are you home alone|is anyone home with you|(?:are|r) (?:your|ur) parents home|(?:do|does) (?:your|ur) ${PARENT} (?:check|look at|read|go through|see) (?:your|ur) (?:phone|messages|texts|chats|dms)|mature for (?:your|ur) age|keep (?:this|it|that|us|our (?:chats?|messages|conversations?|talks?|friendship|relationship)|what we (?:do|talk about)) (?:a )?secret|(?:secret|hidden) from (?:your|ur) ${PARENT}|(?:just|only) between (?:us|you and me|me and you)|(?:buy|give|send|get) (?:you|u) (?:a |an |some |the )?(?:gift card|gift|robux|vbucks|v bucks|money|present|skins?|phone|game)(?: [\\p{L}\\p{N}]+){0,4} if (?:you|u) (?:send|show|take|turn)|(?:are|r) (?:you|u) (?:still )?in (?:middle school|junior high|elementary school|elementary|primary school|grade school|(?:[5-8]|fifth|sixth|seventh|eighth) grade)|(?:turn|switch) on (?:your|ur) (?:camera|cam|webcam)|(?:looking for|want|seeking|searching for) (?:young |little )?(?:girls|boys|kids|teens|children) (?:under|below|aged|younger than) (?:1[0-7]|[1-9]))`);
/**
 * What makes grooming's words an approach where they stand (`are you home alone` holds its own). A
 * secret is no context for itself (`nobody at work knows i'm leaving, keep it secret till friday`),
 * only a secret beside it (`delete our chats after ok, this stays between us`; see SECRECY).
 */
const GROOMING_CONTEXT = /(?<![^ ])(?:pic|pics|picture|pictures|photo|photos|selfie|video|meet|meet up|come over|alone|how old|age|body|cute|sexy|camera|cam|webcam|bathing suit|swimsuit|bikini|underwear|sweetie|privately|private|models)(?![^ ])/u;
/**
 * Words of a secret kept: context for grooming's words beside them, not in them. Not a secret thing
 * (`secret ending if you press space`, `the secret recipe`): a secret that ends its clause or is kept.
 */
const SECRECY = /(?<![^ ])(?:secret(?= *$| [.,!?;:"]| (?:from|between|ok|okay|yeah|right|too|though|tho|lol|till|until|and|but|forever)(?![^ ]))|between us(?![^ ]))/u;
/**
 * A secret kept from the reader's family, which puts a child in view in the words of one secret:
 * `keep it secret from your mum`; not a family named alone (`don't tell your brother what it is 🎁`).
 */
const FROM_READERS_FAMILY = new RegExp(`(?<![^ ])(?:(?:don't|dont|do not) tell|(?:secret|hidden) from) (?:your|ur) ${PARENT}(?![^ ])`, 'u');
/** Secrets kept for someone else's sake, as the grooming rule reads them: `secret santa`, `surprise party`. */
const KEPT_FOR_OTHERS = new RegExp(`(?<![^ ])${alt(GROOMING_MOVES.secretsKeptForOthers)}(?![^ ])`, 'u');

/**
 * `sexy` as the writer's own child sees themselves (`my 14yo son thinks he's sexy now lol`, `my
 * daughter wants to look sexy for the dance`): a parent telling of a child, not sexualising them.
 */
const OWN_CHILDS_VIEW = new RegExp(`(?<![^ ])${alt(WORDS.ownChildsView)} (?:(?:he|she|they)(?:'s| is|'re| are) |(?:hes|shes|theyre|im|i'm|i am) )?(?:so |really |very )?sexy(?![^ ])`, 'gu');
/** The writer's own, as the grooming rule reads it too: `my 14yo`, `our daughter`. */
const WRITERS_OWN: ReadonlySet<string> = new Set(GROOMING_WORDS.writersOwn);
/** The writer's child named by the minor's match itself or by the word after it (`daughter is 13`, `14yo son`). */
const OWN_CHILD_FIRST = new RegExp(`^(?:${alt(WORDS.ownChildren)})(?:'s)?(?![^ ])`, 'u');
/** What may follow an age that is the writer's child: the child named, or how they see themselves (`my 14yo says ...`). */
const OWN_CHILD_NEXT = new RegExp(`^ (?:${alt([...WORDS.ownChildren, ...WORDS.ownChildsView])})(?![^ ])`, 'u');
/** What the writer adds that shares the view or offers the child (`and honestly he is`, `for me`, `dm for pics`). */
const SHARED_VIEW = new RegExp(`(?<![^ ])${alt(WORDS.sharedView)}(?![^ ])`, 'u');
/** How far past the minor, beyond its sentence, that is looked for: the next sentence or two (`... thinks she's sexy. she is.`). */
const SHARED_REACH = 120;

/** Where the writer's `my` or `our` before the minor at `from` of `text` starts, or -1 when the word before is not one. */
function writersOwnAt(text: string, from: number): number {
  if (from < 2) return -1;
  const at = text.lastIndexOf(' ', from - 2) + 1;
  return WRITERS_OWN.has(text.slice(at, from - 1)) ? at : -1;
}

/**
 * Whether the minor at [from, end) of `text` is the writer's own child, not a niece, a pupil or a
 * girlfriend (`my 14yo girlfriend`), and nothing in its `sentence`, or just after, shares a view of them as sexy.
 */
function ownChildAlone(text: string, sentence: string, from: number, end: number): boolean {
  if (writersOwnAt(text, from) === -1) return false;
  const match = text.slice(from, end);
  const own = OWN_CHILD_FIRST.test(match) || (/^[0-9]/u.test(match) && OWN_CHILD_NEXT.test(text.slice(end)));
  return own && !SHARED_VIEW.test(sentence) && !SHARED_VIEW.test(text.slice(end, end + SHARED_REACH));
}

/** What the writer's child came across or asked of, right after the child is named: `my 15yo found`, `my son asked me what ... means`. */
const CHILD_MET = new RegExp(`^(?: (?:${alt(WORDS.ownChildren)}))?(?: (?:just|accidentally|recently|has|had))* (?:${alt(WORDS.childMet)})(?![^ ])`, 'u');
/** How far after the child's name what they met is looked for: a few words (`son just accidentally came across`). */
const MET_REACH = 60;
/** A parent's talk with their child before it is named: `how do i talk to my 13yo about ...`. */
const TALK_TO = new RegExp(`(?<![^ ])(?:${alt(WORDS.talkTo)}) $`, 'u');
/** The writer in what follows the child (`watched me`, `so i showed her`): then the writer is in what the child met. */
const WRITER_AFTER = new RegExp(`(?<![^ ])${alt(WORDS.writerInIt)}(?![^ ])`, 'u');
const CLAUSE_MARK = / [,.!?;:](?![^ ])/u;
/** The child called sexual after all: `she's so sexy`. */
const CALLED_SEXUAL = new RegExp(`(?<![^ ])(?:she's|he's|shes|hes|she is|he is|they're|theyre)(?: so| really| very)? ${alt(WORDS.sexual)}(?![^ ])`, 'u');
/** How far before the writer's `my` a talk with the child is looked for. */
const TALK_REACH = 16;

/**
 * Whether the minor at [from, end) of `text` is the writer's own child meeting sexual talk (`my 15yo
 * found his dad's porn`, `my 16yo asked what sexy means`) or to be told of it (`how do i talk to my
 * 13yo about porn?`): a parent's worry, unless something in its `sentence`, or just after, shares a
 * view of the child as sexual.
 */
function parentsWorry(text: string, sentence: string, from: number, end: number): boolean {
  const ownAt = writersOwnAt(text, from);
  if (ownAt === -1) return false;
  const met = CHILD_MET.exec(text.slice(end, end + MET_REACH));
  if (met === null && !TALK_TO.test(text.slice(Math.max(0, ownAt - TALK_REACH), ownAt))) return false;
  const after = text.slice(end, end + SHARED_REACH);
  // The writer named past what the child met, in its clause (`asked me what ... so i showed her`), is
  // in it; a clause after is the parent asking (`..., what do i do?`).
  const rest = after.slice(met?.[0].length ?? 0).split(CLAUSE_MARK, 1)[0]!;
  return !SHARED_VIEW.test(sentence) && !SHARED_VIEW.test(after) && !WRITER_AFTER.test(rest) && !CALLED_SEXUAL.test(after);
}

/**
 * Whether the sentence of `text` around [at, end) is a parent's worry about their own child (see
 * parentsWorry): the sexual words in it are what the child met (`my 15yo found his dad's porn`).
 */
export function parentsWorryAround(text: string, at: number, end: number): boolean {
  const sentence = CONTEXT.sentenceAround(text, at, end);
  const from = text.lastIndexOf(sentence, at);
  for (const m of sentence.matchAll(MINOR)) {
    if (parentsWorry(text, ` ${sentence} `, from + m.index, from + m.index + m[0].length)) return true;
  }
  return false;
}

const APOSTROPHE = /^ ?['’]/u;

/**
 * Whether the word for children at [from, end) is a plural's possessive (`kids' television`, `girls'
 * school`): it names what is made for them, not them. The normaliser drops the apostrophe or reads it
 * as a quotation mark (`kids ' television`), so the original tells (`call them "kids" and`).
 */
function possessive(reading: Reading, from: number, end: number): boolean {
  if (reading.doc.text[end - 1] !== 's') return false;
  const { end: after } = originalSpan(reading.doc, from, end);
  return APOSTROPHE.test(reading.findings.textOf(after, after + 2));
}

function detectSexualMinors(reading: Reading): void {
  const { doc, findings } = reading;
  const text = doc.text;
  const add = (label: string, from: number, to: number, confidence: number) =>
    findings.add({ category: 'sexual_minors', label, severity: 'high', confidence, ...originalSpan(doc, from, to) });
  for (const m of reading.scan(DIRECT)) {
    const end = m.index + m[0].length;
    if (PROTECTIVE_RE.test(` ${CONTEXT.sentenceAround(text, m.index, end)} `)) continue;
    add('csam', m.index, end, 0.9);
  }
  for (const m of reading.scan(MINOR)) {
    const end = m.index + m[0].length;
    if (MINORS_AWAY.test(text.slice(end, end + 24)) || possessive(reading, m.index, end)) continue;
    let sentence = ` ${CONTEXT.sentenceAround(text, m.index, end)} `;
    if (parentsWorry(text, sentence, m.index, end)) continue;
    if (ownChildAlone(text, sentence, m.index, end)) sentence = sentence.replace(OWN_CHILDS_VIEW, ' ');
    const desired = writersOwnAt(text, m.index) === -1 && DESIRED.test(sentence);
    if (!(desired || SEXUAL.test(sentence)) || PROTECTIVE_RE.test(sentence)) continue;
    add('minor_sexualization', m.index, end, 0.85);
  }
  let family: boolean | undefined;
  for (const m of reading.scan(GROOMING)) {
    const end = m.index + m[0].length;
    const before = text.slice(Math.max(0, m.index - 300), m.index);
    const after = text.slice(end, Math.min(text.length, end + 300));
    const window = ` ${before}${m[0]}${after} `;
    const context =
      GROOMING_CONTEXT.test(window) || MINOR_ANYWHERE.test(window) || SECRECY.test(` ${before} | ${after} `) || (FROM_READERS_FAMILY.test(window) && SECRECY.test(window));
    if (!context || KEPT_FOR_OTHERS.test(window)) continue;
    // A safeguarding notice names the red flags it warns of: `red flags include an adult saying "don't tell your mum"`.
    if (WARNING.test(window) || CONTEXT.isSecondHand(text, m.index, end)) continue;
    // `Don't tell your brother, it's our little secret! Love, Mum xx`: a parent's secret.
    if ((family ??= signedByFamily(reading))) continue;
    add('grooming', m.index, end, 0.8);
  }
}

export const sexualMinorsPhrases: Detector = {
  name: 'sexual-minors/phrases',
  categories: ['sexual_minors'],
  words: [MINOR_WORDS, SEXUAL_WORDS, LEARNED, patternWords(DIRECT, MINOR, SEXUAL, GROOMING, GROOMING_CONTEXT, FROM_READERS_FAMILY, SECRECY, KEPT_FOR_OTHERS, OWN_CHILDS_VIEW, OWN_CHILD_FIRST, OWN_CHILD_NEXT, SHARED_VIEW, CHILD_MET, TALK_TO, WARNING, WRITER_AFTER, CALLED_SEXUAL)],
  detect: detectSexualMinors,
};
