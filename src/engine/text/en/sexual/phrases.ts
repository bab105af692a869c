// Sexual content: explicit sexual words and sexual solicitation. Anatomy and nudity words count
// only next to a sexual act; sex education and medicine stay low.
import type { Detector } from '../../detector.ts';
import { originalSpan } from '../../normalize.ts';
import { alt, patternWords, words } from '../../pattern.ts';
import type { Reading } from '../../reading.ts';
import { CONTEXT } from '../context.ts';
import { parentsWorryAround } from '../sexual-minors/phrases.ts';
import MINOR_WORDS from '../sexual-minors/words.json' with { type: 'json' };
import WORDS from './phrases.json' with { type: 'json' };
import SEXUAL_WORDS from './words.json' with { type: 'json' };

const CONTEXTUAL = new Set(SEXUAL_WORDS.sexualContextual);
const EXPLICIT = words(alt(SEXUAL_WORDS.sexualExplicit));
const ACT_IN_SENTENCE = new RegExp(`(?<![^ ])${alt([...SEXUAL_WORDS.sexualActs, ...SEXUAL_WORDS.sexualExplicit.filter((w) => !CONTEXTUAL.has(w)), ...WORDS.actInSentence])}(?![^ ])`, 'u');
const PROTECTIVE_RE = new RegExp(`(?<![^ ])${alt(MINOR_WORDS.protective)}(?![^ ])`, 'u');
/** `magna cum laude`, `cum laude`: Latin, not sex. */
const NOT_AFTER: Readonly<Record<string, readonly string[]>> = { cum: [' laude'], cock: [' and bull', ' a doodle', ' doodle'] };
const SOLICIT = words(
  `(?:(?:send|show|give)(?: me)?(?: your| ur| some| a| more| those| the)? (?:nudes|nude pics|nude photos|naked pics|naked photos|pics of your body|your body|ur body|tits|boobs|dick|pussy|cock)|(?:wanna|want to|let's|lets|gonna|i'm going to|im going to|i will|i'll|ill|i wanna|i want to|can i|let me) (?:fuck|bang|have sex with|sleep with|suck|lick|finger|ride|eat out|touch) (?:you|u|me|her|him)|(?:suck|ride|lick) (?:me|my|on my)|sit on my face|(?:i'm|im|i am|got me) (?:so )?(?:horny|wet|hard) (?:for|thinking about) (?:you|u)|(?:take|takes) off your (?:clothes|shirt|bra|panties|pants|underwear)|(?:wanna|want to) (?:sext|have sex|hook up|fuck)|(?:dtf|down to fuck)|(?:what|things|everything) (?:you'd|you would|i'd|i would|i'll|i will|i want to|i wanna|you want to|you wanna) do to (?:me|you|u) in bed|what (?:are|r) (?:you|u) wearing(?: [^ .!?]+){0,6}(?: [.!?])? (?:(?:take|takes) (?:it|them|that) (?:all )?off|(?:send|show) (?:me )?(?:a )?(?:pic|pics|photo|picture|selfie))|pay (?:you|u)(?: [^ ]+){0,3} (?:to|for) (?:spend the night|sleep with|a night with|sex|a blowjob|a happy ending)|if (?:you|u) (?:sleep with|have sex with|fuck|bang|blow|suck off) (?:me|him|us)|how much for (?:a night|the night|an hour|a blowjob|a bj|a quickie|sex)|(?:see|know) (?:what's|whats|what is) under (?:that|your|ur|her) (?:dress|skirt|shirt|top|clothes|towel)|nice (?:tits|boobs|rack|titties))`,
);
/**
 * Sex or intimate images demanded under a threat: images held over someone (`i have your pics from
 * your ex, do what i say or they go on your works page`), a job or a grade held over them (`if you
 * dont sleep with me you can forget about that promotion`), messages that will not stop until one is sent.
 * Its words are not given to the normaliser: `leak` and `fired` would join `c h e e r l e a k s` and
 * `fire d` in training texts, and the committed model would no longer be what training rebuilds.
 */
const COERCION = words(
  `(?:i have|i've got|ive got|i got|i still have|i kept|i saved) (?:all )?(?:your|ur) (?:nudes|pics|photos|pictures|videos|vids|nude pics|nude photos|naked pics)(?: [^.!?]+?)? (?:or|unless|otherwise|else) (?:[^ .!?]+ ){0,6}?(?:post|posted|send|sent|share|shared|leak|leaked|go on|goes on|go to|goes to|everyone|your family|your boss|your parents|your work|your job|online)|(?:send|show) (?:me )?(?:more|another|nudes|pics)(?: pics)? or (?:i'll|ill|i will|i'm gonna|im gonna|i'm going to|im going to) (?:post|send|share|leak|show)|if (?:you|u) (?:don't|dont|do not|won't|wont|will not|refuse to) (?:sleep with|have sex with|hook up with|go to bed with) me(?: [^.!?]+?)? (?:promotion|raise|job|contract|grade|fired|role|reference|visa|bonus|shifts)|(?:sleep with|have sex with) me or (?:[^ .!?]+ ){0,6}?(?:promotion|raise|job|fired|grade|contract|role)|(?:keep|keeps|gonna keep|going to keep|won't stop|wont stop|not stopping) (?:messaging|texting|asking|calling|dming)(?: you| u)? (?:til|till|until) (?:you|u) (?:send|show)`,
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
      if (!ACT_IN_SENTENCE.test(rest)) continue;
    }
    // `not looking for hookups`, `no porn in this channel`.
    if (reading.negatedAt(m.index, 3)) continue;
    // `how do i talk to my 13yo about porn?`: a parent's worry, as sex education is.
    const low = PROTECTIVE_RE.test(sentence) || CONTEXT.isReported(text, m.index, end) || parentsWorryAround(text, m.index, end);
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
  words: [MINOR_WORDS, SEXUAL_WORDS, WORDS, patternWords(EXPLICIT, ACT_IN_SENTENCE, SOLICIT, NOT_SEXUAL_AFTER)],
  detect: detectSexual,
};
