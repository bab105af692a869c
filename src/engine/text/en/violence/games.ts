// Where a fight is a game: `kill you in the next round`, `hunt you down on vertigo`, `destroy you at
// chess`. Read by the threat phrases after a threat and by the composed threats in its sentence.
import { alt } from '../../pattern.ts';
import WORDS from './phrases.json' with { type: 'json' };

/** A game named after `at`, `in` or `on`; not `on` the day of one (`on finals day`), which is when. */
function gameNamed(games: readonly string[], anchor: string): RegExp {
  const named = `(?:(?:the|a|this|our|my|tonight's|next|every|any|one|ranked|pvp|online) ){0,3}${alt(games)}(?![^ ])`;
  return new RegExp(`${anchor}(?: (?:down|up|out))? (?:(?:at|in) ${named}|on ${named}(?! (?:day|night|eve|weekend|morning|evening)(?![^ ])))`, 'u');
}

/** A game right after a threat (the text after it, from its leading space). */
export const GAME_AFTER = gameNamed(WORDS.game, '^');
/** A game an idiom of threat is played in: not a court, where a law's case is as often heard. */
export const PLAYED_GAME_AFTER = gameNamed(WORDS.game.filter((g) => g !== 'court'), '^');
/**
 * A game anywhere in a sentence (its words joined by spaces): `i'll kill you at ping pong later`; not
 * one that is as much a place, which a sentence names for where someone is (`if ur still in this
 * server tmrw ... coming to beat u`).
 */
const ALSO_PLACES: ReadonlySet<string> = new Set(WORDS.gamesAlsoPlaces);
export const GAME_IN = gameNamed(WORDS.game.filter((g) => !ALSO_PLACES.has(g)), '');
