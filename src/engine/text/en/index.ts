// The English pack: every English rule, by category in the order they run, then the parts every
// language shares; the normaliser learns every word their lists hold.
import { CREDENTIALS } from '../credentials/index.ts';
import type { LanguagePack } from '../languages.ts';
import { PII } from '../pii/index.ts';
import { Registry } from '../registry.ts';
import { RuleCalibration } from '../rule-calibration.ts';
import { buildVocabulary } from '../vocabulary.ts';
import { CONTEXT } from './context.ts';
import { HARASSMENT } from './harassment/index.ts';
import { HATE } from './hate/index.ts';
import { PROFANITY } from './profanity/index.ts';
import { SELF_HARM } from './self-harm/index.ts';
import { SEXUAL_MINORS } from './sexual-minors/index.ts';
import { SEXUAL } from './sexual/index.ts';
import { SPAM } from './spam/index.ts';
import { VIOLENCE } from './violence/index.ts';
import CONTEXT_WORDS from './context.json' with { type: 'json' };
import HARASSMENT_WORDS from './harassment/words.json' with { type: 'json' };
import PROFANITY_WORDS from './profanity/words.json' with { type: 'json' };
import RULE_CALIBRATION from './rule-calibration.json' with { type: 'json' };

const registry = new Registry().register(...VIOLENCE, ...SELF_HARM, ...HATE, ...HARASSMENT, ...SEXUAL_MINORS, ...SEXUAL, ...PROFANITY, ...SPAM, ...PII, ...CREDENTIALS);

/** The words the English normaliser recognises; a masked word (`f*ck`, `b*tch`, `id*ot`) is a swear word or an insult. */
export const VOCABULARY = buildVocabulary([...registry.wordLists, CONTEXT_WORDS], [PROFANITY_WORDS.profanity, HARASSMENT_WORDS.insults]);

export const ENGLISH: LanguagePack = {
  language: 'en',
  detectors: registry.detectors,
  vocabulary: VOCABULARY,
  context: CONTEXT,
  calibration: new RuleCalibration(RULE_CALIBRATION),
};
