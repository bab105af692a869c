// The English pack: every English rule, by category in the order they run, then the parts every
// language shares; the normaliser learns every word their lists hold.
import { CREDENTIALS } from '../credentials/index.ts';
import type { LanguagePack } from '../languages.ts';
import { committedModel } from '../model/committed.ts';
import { PII } from '../pii/index.ts';
import { Registry } from '../registry.ts';
import { RuleCalibration } from '../rule-calibration.ts';
import { buildVocabulary } from '../vocabulary.ts';
import { CONTEXT } from './context.ts';
import { readDictionary } from './dictionary.ts';
import { HARASSMENT } from './harassment/index.ts';
import { HATE } from './hate/index.ts';
import { GROUP_WORDS } from './hate/model.ts';
import { PROFANITY } from './profanity/index.ts';
import { SELF_HARM } from './self-harm/index.ts';
import { SEXUAL_MINORS } from './sexual-minors/index.ts';
import { SEXUAL } from './sexual/index.ts';
import { SPAM } from './spam/index.ts';
import { VIOLENCE } from './violence/index.ts';
import CONTEXT_WORDS from './context.json' with { type: 'json' };
import HARASSMENT_WORDS from './harassment/words.json' with { type: 'json' };
import HATE_MODEL_WORDS from './hate/model.json' with { type: 'json' };
import HATE_WORDS from './hate/words.json' with { type: 'json' };
import PROFANITY_WORDS from './profanity/words.json' with { type: 'json' };
import MASKED_MOST from './masked-most.json' with { type: 'json' };
import NUMBER_SUFFIXES from './number-suffixes.json' with { type: 'json' };
import RESPELLINGS from './respellings.json' with { type: 'json' };
import RULE_CALIBRATION from './rule-calibration.json' with { type: 'json' };
import SELF_HARM_MODEL_WORDS from './self-harm/model.json' with { type: 'json' };
import VIOLENCE_WORDS from './violence/words.json' with { type: 'json' };

const registry = new Registry().register(...VIOLENCE, ...SELF_HARM, ...HATE, ...SEXUAL_MINORS, ...HARASSMENT, ...SEXUAL, ...PROFANITY, ...SPAM, ...PII, ...CREDENTIALS);

/**
 * Words whose slips hide harm (`mulsims`, `imigrants`, `ulgy`, `klil`, `sucide`): the groups and
 * slurs hate reads, its harms, insults, swear words, violent verbs and the words of self-harm.
 */
const MISSPELLABLE: readonly string[] = [
  ...GROUP_WORDS,
  ...HATE_MODEL_WORDS.identityWords,
  ...HATE_WORDS.groups,
  ...HATE_WORDS.dehumanizing,
  ...HARASSMENT_WORDS.insults,
  ...PROFANITY_WORDS.profanity,
  ...VIOLENCE_WORDS.violentVerbs,
  ...SELF_HARM_MODEL_WORDS.harms,
].filter((word) => !word.includes(' '));

/**
 * What the slips are built from: the words above and their plurals that are known words (`mexican`,
 * `mexicans`); a known word is one of the dictionary or one the model knows (names of peoples and
 * places the dictionary leaves out), and a slip that is a known word or the plural of one (`korans`,
 * `israels`: not slips of `koreans`, `israelis`) is no slip. Spellings that sound like those words
 * (`jooz`, `wimminz`, `blacc`) are read as them too (`respellings.json`).
 */
function slips(): { targets: string[]; isWord: (word: string) => boolean; respellings: [string, string][] } {
  const dictionary = readDictionary();
  const model = committedModel();
  const isKnown = (word: string): boolean => dictionary.has(word) || model.knows(word, 0, word.length);
  return {
    targets: [...MISSPELLABLE, ...MISSPELLABLE.map((word) => `${word}s`).filter((word) => !word.endsWith('ss') && isKnown(word))],
    // `lesbianss` is no plural of `lesbians`: a word ending in `s` takes `es`.
    isWord: (word) => isKnown(word) || (word.endsWith('s') && !word.endsWith('ss') && isKnown(word.slice(0, -1))),
    respellings: Object.entries(RESPELLINGS),
  };
}

/**
 * The words the English normaliser recognises; a masked word (`f*ck`, `b*tch`, `id*ot`) is a swear
 * word or an insult, or else a group's name, a slur or a violent verb when it shows their first and
 * last letters and fits no other of them (`j*ws`, `n****rs`, `k*ll`; `as****` and `p******s` hide
 * their last letters, and are as often other words; where several fit, the one masked-most.json
 * names: `n*****s`), and a slip of a word above that is no word itself reads as that word.
 */
export const VOCABULARY = buildVocabulary([...registry.wordLists, CONTEXT_WORDS, { MISSPELLABLE }], {
  maskable: [PROFANITY_WORDS.profanity, HARASSMENT_WORDS.insults],
  maskableWhenShown: [MISSPELLABLE],
  maskedMost: MASKED_MOST,
  numberSuffixes: NUMBER_SUFFIXES,
  slips,
});

export const ENGLISH: LanguagePack = {
  language: 'en',
  detectors: registry.detectors,
  vocabulary: VOCABULARY,
  context: CONTEXT,
  calibration: new RuleCalibration(RULE_CALIBRATION),
};
