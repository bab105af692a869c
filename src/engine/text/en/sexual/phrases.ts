// Sexual content: explicit sexual words and sexual solicitation. Anatomy and nudity words count
// only next to a sexual act; sex education and medicine stay low.
import { withoutLists, type Detector } from '../../detector.ts';
import { originalSpan } from '../../normalize.ts';
import { alt, patternWords, words } from '../../pattern.ts';
import type { Reading } from '../../reading.ts';
import { CONTEXT } from '../context.ts';
import { parentsWorryAround } from '../sexual-minors/phrases.ts';
import MINOR_WORDS from '../sexual-minors/words.json' with { type: 'json' };
import WORDS from './phrases.json' with { type: 'json' };
import SEXUAL_WORDS from './words.json' with { type: 'json' };

const CONTEXTUAL = new Set(SEXUAL_WORDS.sexualContextual);
/**
 * The words that discuss sexual material are not learned by the normaliser: they name no harm a
 * disguise would hide, and the learned model reads its training texts through it (see withoutLists).
 */
const { learned: LEARNED } = withoutLists(WORDS, ['discussion']);
/** Names of sexual material rather than the material itself: `porn`, `onlyfans`. */
const MATERIAL: ReadonlySet<string> = new Set(WORDS.materialNames);
/** What speaks of such material as a matter of health, research or the home: `addicted to porn`, `a filter that blocks porn`. */
const DISCUSSION_RE = new RegExp(`(?<![^ ])${alt(WORDS.discussion)}(?![^ ])`, 'u');
const EXPLICIT = words(alt(SEXUAL_WORDS.sexualExplicit));
const ACT_IN_SENTENCE = new RegExp(`(?<![^ ])${alt([...SEXUAL_WORDS.sexualActs, ...SEXUAL_WORDS.sexualExplicit.filter((w) => !CONTEXTUAL.has(w)), ...WORDS.actInSentence])}(?![^ ])`, 'u');
const PROTECTIVE_RE = new RegExp(`(?<![^ ])${alt(MINOR_WORDS.protective)}(?![^ ])`, 'u');
/** Genitals told as aroused (`her pussy was so wet`): sexual without an act in the sentence. */
const GENITALS: ReadonlySet<string> = new Set(WORDS.genitals);
const AROUSED = new RegExp(`(?<![^ ])${alt(WORDS.arousal)}(?![^ ])`, 'u');
/** `magna cum laude`, `cum laude`: Latin, not sex. */
const NOT_AFTER: Readonly<Record<string, readonly string[]>> = { cum: [' laude'], cock: [' and bull', ' a doodle', ' doodle'] };
/** A price asked for sex or a night with someone (`how much for a night with you`), not for a room or a lesson (`how much for the night?`, `an hour of tutoring`). */
const PRICE_ASKED = 'how much for (?:a blowjob|a bj|a quickie|sex|(?:a night|the night|an hour) with (?:you|u|her)(?![^ ]))';
const UNDER_CLOTHES = "(?:see|know) (?:what's|whats|what is) under (?:that|your|ur|her) (?:dress|skirt|shirt|top|clothes|towel)";
/** A body praised, not a bird (`nice tits on that bird`). */
const BODY_PRAISED = 'nice (?:tits|boobs|rack|titties|ass|butt)(?! (?:on|at) (?:that|the|this) (?:bird|feeder|branch)(?![^ ]))';
/** Sex sold as a service: `escort available tonight`, `incalls and outcalls` (not `police raided an escort agency`). */
const ESCORT_AD = '(?:(?:escort|escorts|companion|companionship) (?:available|services? available)(?: now| tonight| today| 24 ?7| 24 hours)|incalls? (?:and|&|or|/) outcalls?|outcalls? (?:and|&|or|/) incalls?)';
/** Worn underwear offered for sale, as fetish sellers advertise it: `selling my used panties, message for pics`. */
const UNDERWEAR_SOLD = '(?:selling|sell|buying|buy) (?:my |some |your )?used (?:panties|knickers|underwear)';
const SOLICIT = words(
  `(?:(?:(?:send|show|give)(?: me)?(?: your| ur| some| a| more| those| the)? (?:nudes|nude pics|nude photos|naked pics|naked photos|pics of your body|your body|ur body|tits|boobs|dick|pussy|cock)|(?:wanna|want to|let's|lets|gonna|i'm going to|im going to|i will|i'll|ill|i wanna|i want to|can i|let me) (?:fuck|bang|have sex with|sleep with|suck|lick|finger|ride|eat out|touch) (?:you|u|me|her|him)|(?:suck|ride|lick) (?:me|my|on my)|sit on my face|(?:i'm|im|i am|got me) (?:so )?(?:horny|wet|hard) (?:for|thinking about) (?:you|u)|(?:take|takes) off your (?:clothes|shirt|bra|panties|pants|underwear)|(?:wanna|want to) (?:sext|have sex|hook up|fuck)|(?:dtf|down to fuck)|(?:what|things|everything) (?:you'd|you would|i'd|i would|i'll|i will|i want to|i wanna|you want to|you wanna) do to (?:me|you|u) in bed|what (?:are|r) (?:you|u) wearing(?: [^ .!?]+){0,6}(?: [.!?])? (?:(?:take|takes) (?:it|them|that) (?:all )?off|(?:send|show) (?:me )?(?:a )?(?:pic|pics|photo|picture|selfie))|pay (?:you|u)(?: [^ ]+){0,3} (?:to|for) (?:spend the night|sleep with|a night with|sex|a blowjob|a happy ending)|if (?:you|u) (?:sleep with|have sex with|fuck|bang|blow|suck off) (?:me|him|us)|(?:you|u) show me yours (?:and|&) (?:i'll|ill|i will|i) show (?:you|u) mine)|${PRICE_ASKED}|${UNDER_CLOTHES}|${BODY_PRAISED}|${ESCORT_AD}|${UNDERWEAR_SOLD})`,
);
/** Intimate images of the reader: their nudes, or their pictures from an ex. */
const INTIMATE_IMAGES = '(?:your|ur) (?:nudes|nude pics|nude photos|naked pics|naked photos|private pics|private photos|intimate pics|intimate photos|sex tape|(?:pics|photos|videos|vids) from (?:your|ur) ex)';
/** A few words of a clause, bounded so that a long text costs no more per match. */
const FEW_WORDS = '(?: [^ .!?]+){0,10}?';
/** Where the images go if the reader refuses: posted, sent, to the reader's family or work. */
const EXPOSED = '(?:post|posted|send|sent|share|shared|leak|leaked|go on|goes on|go to|goes to|everyone|your family|your boss|your parents|your work|your job|online)';
/** What is held over someone who will not have sex: a job, a grade (not `the promotion party`). */
const HELD_OVER = '(?:promotion|raise|job|contract|grade|fired|role|reference|visa|bonus|shifts)(?! (?:party|parties|drinks|dinner|event)(?![^ ]))';
const WILL_NOT = "(?:don't|dont|do not|won't|wont|will not|refuse to)";
/** The writer about to put pictures out: `i'll leak`, `im gonna post`, `or i send`. */
const WILL_EXPOSE = "(?:i'll|ill|i will|i'm gonna|im gonna|i'm going to|im going to|gonna|(?:or|unless|otherwise|else) i)(?: just)? (?:post|send|share|leak|show|expose|publish|upload|spread|release)";
const SEX_WITH = '(?:sleep with|have sex with|hook up with|go to bed with)';
/**
 * Sex or intimate images demanded under a threat: images held over someone (`i have your pics from
 * your ex, do what i say or they go on your works page`), a job or a grade held over them (`if you
 * dont sleep with me you can forget about that promotion`), messages that will not stop until a
 * picture is sent, or a job or a grade offered for sex. Its words are not given to the normaliser:
 * `leak` and `fired` would join `c h e e r l e a k s` and `fire d` in training texts (see withoutLists
 * in detector.ts).
 */
const COERCION = words(
  [
    `(?:i have|i've got|ive got|i got|i still have|i kept|i saved) (?:all )?${INTIMATE_IMAGES}${FEW_WORDS} (?:or|unless|otherwise|else)${FEW_WORDS} ${EXPOSED}`,
    `(?:send|show) (?:me )?(?:more |another |some )?(?:nudes|pics|nude pics|naked pics) or (?:else )?(?:i'll|ill|i will|i'm gonna|im gonna|i'm going to|im going to|i)(?: just)? (?:post|send|share|leak|show|tell|expose|publish|dox)(?! (?:you|u) (?:mine|my|me))`,
    `if (?:you|u) ${WILL_NOT} ${SEX_WITH} me${FEW_WORDS} ${HELD_OVER}`,
    `${SEX_WITH} me or${FEW_WORDS} ${HELD_OVER}`,
    // The same bargain offered: `sleep with me and the promotion is yours`, `you'd get a raise if you slept with me`.
    `(?:${SEX_WITH} me and|if (?:you|u) (?:sleep|slept|have sex|had sex|hook up|hooked up) with me)${FEW_WORDS} ${HELD_OVER}`,
    `${HELD_OVER}${FEW_WORDS} if (?:you|u) (?:sleep|slept|have sex|had sex|hook up|hooked up|went to bed|go to bed) with me`,
    // The bargain hinted at: `if you want the promotion you'll have to be nicer to me, if you know what i mean`.
    `if (?:you|u) want (?:the|that|this|a|your) ${HELD_OVER}${FEW_WORDS} (?:if (?:you|u) know what i mean|(?:be |being )?(?:nicer|extra nice|very nice|really nice) to me|make it worth my while|on (?:your|ur) knees)`,
    // `i have your pics. 500 in bitcoin by tomorrow or they go to your whole family`: pictures held for money.
    // A money sign is dropped by the normaliser (`£500` reads `500`): an amount is a number paid in something or by a day.
    `(?:i have|i've got|ive got|i got) (?:all )?(?:(?:your|ur) (?:pics|photos|pictures|videos|vids)|${INTIMATE_IMAGES})(?: [^ ]+){0,8}? (?:bitcoin|btc|crypto|gift cards?|pay me|[0-9]+ (?:in|by|dollars|quid|pounds|euros|usd|bucks))(?: [^ ]+){0,8}? (?:or|unless|otherwise|else)${FEW_WORDS} ${EXPOSED}`,
    `if (?:you|u) (?:break up with|leave|dump|block) me (?:i'm|im|i'll|ill|i will|i am) (?:posting|post|sending|send|leaking|leak|sharing|share) (?:(?:every|all|the|those|your) (?:nudes|nude pics|naked pics)|(?:every|all|the|those) (?:photo|photos|pic|pics|videos|vids|pictures) (?:you|u) (?:ever )?sent me)`,
    // `delete this or i'll leak your nudes`, `i'm going to send your nudes to your family`: the images themselves threatened.
    `${WILL_EXPOSE} ${INTIMATE_IMAGES}`,
    // `pay me or i post your pics`: any pictures of the reader, held for money (not a debt between friends, `pay me back`).
    `pay (?:me|up)(?! back)${FEW_WORDS} ${WILL_EXPOSE} (?:your|ur) (?:pics|photos|pictures|videos|vids)`,
    `(?:keep|keeps|gonna keep|going to keep|won't stop|wont stop|not stopping) (?:messaging|texting|asking|calling|dming)(?: you| u)? (?:til|till|until) (?:you|u) (?:send|show)(?: me)? (?:a |some |more )?(?:pic|pics|nudes|photo|photos|picture|pictures)`,
  ].join('|'),
);

/** `fuck you up`, `ride you to work`: violence or travel, not a proposition. */
const NOT_SEXUAL_AFTER = /^ (?:up|over|off|away|to|home|there|around)(?![^ ])/u;

function detectSexual(reading: Reading): void {
  const { doc, findings } = reading;
  const text = doc.text;
  for (const m of reading.scan(EXPLICIT)) {
    const end = m.index + m[0].length;
    if ((NOT_AFTER[m[0]] ?? []).some((n) => text.startsWith(n, end))) continue;
    const sentence = ` ${CONTEXT.sentenceAround(text, m.index, end)} `;
    if (CONTEXTUAL.has(m[0])) {
      const rest = sentence.replace(` ${m[0]} `, ' ');
      if (!ACT_IN_SENTENCE.test(rest) && !(GENITALS.has(m[0]) && AROUSED.test(rest))) continue;
    }
    // `not looking for hookups`, `no porn in this channel`.
    if (reading.negatedAt(m.index, 3)) continue;
    // `how do i talk to my 13yo about porn?`: a parent's worry, as sex education is; `my husband is
    // addicted to porn`: the material discussed.
    const low =
      PROTECTIVE_RE.test(sentence) || (MATERIAL.has(m[0]) && DISCUSSION_RE.test(sentence)) || CONTEXT.isReported(text, m.index, end) || parentsWorryAround(text, m.index, end);
    findings.add({ category: 'sexual', label: 'explicit', severity: low ? 'low' : 'medium', confidence: low ? 0.55 : 0.8, ...originalSpan(doc, m.index, end) });
  }
  for (const m of reading.scan(SOLICIT)) {
    const end = m.index + m[0].length;
    if (NOT_SEXUAL_AFTER.test(text.slice(end, end + 8)) || reading.negatedAt(m.index, 3)) continue;
    // `someone messaged me "send nudes", how do I report it?`
    const low = CONTEXT.isReported(text, m.index, end) || PROTECTIVE_RE.test(` ${CONTEXT.sentenceAround(text, m.index, end)} `);
    findings.add({ category: 'sexual', label: 'solicitation', severity: low ? 'low' : 'medium', confidence: low ? 0.55 : 0.85, ...originalSpan(doc, m.index, end) });
  }
  for (const m of reading.scan(COERCION)) {
    const end = m.index + m[0].length;
    if (reading.negatedAt(m.index, 3)) continue;
    // `she told me he said "send more or i'll post them"`: reported, low.
    const low = CONTEXT.isSecondHand(text, m.index, end);
    findings.add({ category: 'sexual', label: 'coercion', severity: low ? 'low' : 'high', confidence: low ? 0.6 : 0.85, ...originalSpan(doc, m.index, end) });
  }
}

export const sexualPhrases: Detector = {
  name: 'sexual/phrases',
  categories: ['sexual'],
  words: [MINOR_WORDS, SEXUAL_WORDS, LEARNED, patternWords(EXPLICIT, ACT_IN_SENTENCE, AROUSED, SOLICIT, NOT_SEXUAL_AFTER)],
  detect: detectSexual,
};
