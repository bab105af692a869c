// Violent language as the learned model scores it; the rules say when a threat is direct, laughter
// makes it banter, as they read it, and prayers and good wishes for someone's family are not the
// veiled threats that name it.
import { SHORT_POST_MIN_WORDS, modelPart } from '../../model/findings.ts';
import { PhraseSet } from '../../phrases.ts';
import { isBanter } from '../context.ts';
import { formsOf } from '../verb-forms.ts';
import MODEL from './model.json' with { type: 'json' };
import WORDS from './words.json' with { type: 'json' };

const BLESSINGS = new PhraseSet(MODEL.blessings);
/** What turns a prayer into menace: `you'd better pray nothing happens to your kids`. */
const MENACE = new PhraseSet(MODEL.menace);

/**
 * `we will pray for your mother and your family`: the model learned from veiled threats that name
 * someone's family (`I know where your kids go to school`), and a prayer or a good wish names it too.
 */
const blessing = (words: readonly string[]): boolean => BLESSINGS.saidIn(words) && !MENACE.saidIn(words);

/** The harms in one word and their forms (`kill`, `killed`, `killing`, `kills`): a negation of one of these denies a threat. */
const HARMS: ReadonlySet<string> = new Set(WORDS.violentVerbs.filter((verb) => !verb.includes(' ')).flatMap(formsOf));

export const violenceModel = modelPart('violence/model', {
  category: 'violence',
  label: 'violent_language',
  ceiling: 'medium',
  minWords: SHORT_POST_MIN_WORDS,
  jest: isBanter,
  harmless: blessing,
  deniedAt: (word) => HARMS.has(word),
  excusedInGames: false,
});
