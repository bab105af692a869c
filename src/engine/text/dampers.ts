// What turns a composed match into something else: negation just before it, a game being played,
// hyperbole about work, quotation or reporting, counter-speech.
import { isCounterSpeech, isReported } from './context.ts';
import CONTEXT_WORDS from './en/context.json' with { type: 'json' };
import type { NormalizedText } from './normalize.ts';
import { alt } from './pattern.ts';
import { PhraseSet } from './phrases.ts';
import type { Token } from './sentences.ts';

const NEGATION = new Set(CONTEXT_WORDS.negations);

/** True when one of the `lookback` tokens before index `i` (same clause) negates it. */
export function negatedAt(words: readonly string[], i: number, lookback = 3): boolean {
  for (let k = i - 1; k >= 0 && k >= i - lookback; k--) {
    const w = words[k]!;
    if (w === ',') return false;
    if (NEGATION.has(w) || w.endsWith("n't")) return true;
  }
  return false;
}

const GAME = new PhraseSet([
  'game', 'games', 'match', 'round', 'ranked', 'raid', 'boss', 'bosses', 'spawn', 'respawn', 'hp', 'lobby', 'pvp', 'chess',
  'poker', 'level', 'quest', 'healer', 'tank', 'dps', 'npc', 'mob', 'mobs', 'minecraft', 'fortnite', 'valorant',
  'overwatch', 'league', 'tournament', 'scrim', 'arena', 'headshot', 'noob', 'gg', 'loadout', 'fps',
  'map', 'checkpoint', 'speedrun', 'elden ring', 'dark souls', 'cod', 'warzone', 'apex', 'halo', 'smash', 'mario kart',
  'sniper build', 'one hp', 'ult', 'ultimate', 'xp', 'loot', 'dungeon', 'pokemon', 'paintball', 'laser tag', 'airsoft',
]);
/** True when the sentence speaks of a game (`kill the healer first`, `snipe them at spawn`). */
export function isGameTalk(words: readonly string[]): boolean {
  return words.some((w, i) => GAME.at(words, i) !== undefined);
}

/** Quotation, reporting or counter-speech around tokens [a, b] of a sentence. */
export function isSecondHand(doc: NormalizedText, tokens: readonly Token[], a: number, b: number): boolean {
  const from = tokens[a]!.from;
  const to = tokens[b]!.to;
  return isReported(doc.text, from, to) || isCounterSpeech(doc.text, from, to);
}

/** After a word for children, these say they are elsewhere: `kids are at their dad's, come over`. */
export const MINORS_AWAY = /^ (?:are|r|is) (?:at|with|away|out|asleep|in bed|gone|staying|sleeping|over at)(?![^ ])/u;

/** A warning about a scam names it (`there's a fake giveaway going round, it's phishing`); a scam never does. */
const SCAM_WARNING = new RegExp(`(?<![^ ])${alt([
  "it's phishing", 'its phishing', 'it is phishing', "it's a scam", 'its a scam', 'it is a scam', 'is a scam', 'scam alert',
  'beware of', 'fake giveaway', 'phishing attempt', 'phishing email', 'phishing text', 'is phishing', 'are phishing',
  'sounds like a scam', 'looks like a scam',
])}(?![^ ])`, 'u');
/** True when the normalised text warns about a scam rather than running one. */
export function isScamWarning(text: string): boolean {
  return SCAM_WARNING.test(text);
}
