// Threats whose weapon is an emoji, which the normaliser drops (it reads `i'm gonna 🔪 you` as `i'm
// gonna you`): the weapon in the verb's place (`i'll 🔫 u`), or beside a school and a day (`🔫🔫 school
// tomorrow`). Read in the text as written, and only in texts that hold a weapon's emoji.
import type { Detector } from '../../detector.ts';
import { spanOfOriginal } from '../../normalize.ts';
import type { Reading } from '../../reading.ts';
import { CONTEXT, WEAPON_EMOJI } from '../context.ts';

/** Any emoji, with its variation selector or joiner: what may stand around the weapon (`🔪😡`). */
const EMOJI = '(?:\\p{Extended_Pictographic}|\\u{FE0F}|\\u{200D})';
const WEAPON = `(?:${WEAPON_EMOJI.source})\\u{FE0F}?`;
/** The writer's intent, a weapon's emoji for its verb, then whom it is aimed at. Bounded runs of emoji keep it linear. */
const AIMED = new RegExp(
  `(?<![\\p{L}'])(?:(?:i'm|im|i am)\\s+(?:going\\s+to|gonna|about\\s+to|finna)|i'll|ill|i\\s+will|imma|ima|i'ma|gonna|going\\s+to|bout\\s+to|about\\s+to)\\s*(?:${EMOJI}\\s*){0,4}?${WEAPON}(?:\\s*${EMOJI}){0,6}\\s*(?:you|u|ya|y'all|yall|him|her|them|ur|your)(?![\\p{L}])(?!\\s+with\\s+(?:water|snow|nerf|pillows?|love|kisses|hugs|memes|likes|messages|texts|pics))`,
  'giu',
);
/** How many words before the intent a negation denies it (`not gonna 🔪 you`), read in a bounded stretch of text. */
const NEGATION_WORDS = 2;
const NEGATION_REACH = 40;
const PLACE = '(?:school|class|campus|mosque|church|synagogue|temple)';
const DAY = '(?:tomorrow|tmrw|tmr|tonight|today|on\\s+monday|monday|on\\s+friday|friday)';
/** Weapons' emoji before a place and a day, as a call: `🔫🔫 school tomorrow`. */
const AT_PLACE = new RegExp(`(?:${WEAPON}\\s*){1,6}(?:at\\s+)?(?:the\\s+)?${PLACE}\\s+${DAY}(?![\\p{L}])`, 'giu');
/** A place and a day, then a weapon's emoji: `school tomorrow 🔫`; medium, as a pupil's dread is often said so. */
const PLACE_THEN_WEAPON = new RegExp(`(?<![\\p{L}])${PLACE}\\s+${DAY}[\\s,.!]{0,4}(?:${EMOJI}\\s*){0,4}?${WEAPON}`, 'giu');

function detectEmojiThreats(reading: Reading): void {
  const { doc, findings } = reading;
  const written = doc.original;
  if (!WEAPON_EMOJI.test(written)) return;
  // A weapon's emoji in a game is play (`gonna 🔫 you in fortnite`), as its word is.
  const game = CONTEXT.isGameTalk(reading.sentenceWords.flat());
  for (const m of game ? [] : written.matchAll(AIMED)) {
    const before = written.slice(Math.max(0, m.index - NEGATION_REACH), m.index).toLowerCase().split(/\s+/).filter(Boolean).slice(-NEGATION_WORDS);
    const intent = m[0].toLowerCase().split(/\s+/, 1);
    if (CONTEXT.anyNegation([...before, ...intent])) continue;
    const span = spanOfOriginal(doc, m.index, m.index + m[0].length);
    findings.add({ category: 'violence', label: 'threat', severity: 'medium', confidence: 0.7, ...span });
  }
  for (const [re, severity] of [[AT_PLACE, 'high'], [PLACE_THEN_WEAPON, 'medium']] as const) {
    for (const m of written.matchAll(re)) {
      const span = spanOfOriginal(doc, m.index, m.index + m[0].length);
      findings.add({ category: 'violence', label: 'mass_violence', severity, confidence: 0.75, ...span });
    }
  }
}

export const emojiThreats: Detector = {
  name: 'violence/emoji',
  categories: ['violence'],
  detect: detectEmojiThreats,
};
