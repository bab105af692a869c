// The English pack: every English rule, by category in the order they run, then the parts every
// language shares.
import { CREDENTIALS } from '../credentials/index.ts';
import type { LanguagePack } from '../languages.ts';
import { PII } from '../pii/index.ts';
import { Registry } from '../registry.ts';
import { VOCABULARY } from '../vocabulary.ts';
import { CONTEXT } from './context.ts';
import { HARASSMENT } from './harassment/index.ts';
import { HATE } from './hate/index.ts';
import { PROFANITY } from './profanity/index.ts';
import { SELF_HARM } from './self-harm/index.ts';
import { SEXUAL_MINORS } from './sexual-minors/index.ts';
import { SEXUAL } from './sexual/index.ts';
import { SPAM } from './spam/index.ts';
import { VIOLENCE } from './violence/index.ts';

const registry = new Registry().register(...VIOLENCE, ...SELF_HARM, ...HATE, ...HARASSMENT, ...SEXUAL_MINORS, ...SEXUAL, ...PROFANITY, ...SPAM, ...PII, ...CREDENTIALS);

export const ENGLISH: LanguagePack = { language: 'en', detectors: registry.detectors, vocabulary: VOCABULARY, context: CONTEXT };
