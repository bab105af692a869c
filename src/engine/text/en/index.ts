// The English pack: every English rule, in the order they run, and the parts every language shares.
import { secrets } from '../detectors/credentials.ts';
import { grooming } from '../detectors/grooming-structure.ts';
import { composedHarassment } from '../detectors/harassment-structure.ts';
import { harassmentPhrases } from '../detectors/harassment.ts';
import { composedHate } from '../detectors/hate-structure.ts';
import { hatePhrases } from '../detectors/hate.ts';
import { personalData } from '../detectors/pii.ts';
import { swearWords } from '../detectors/profanity.ts';
import { scams } from '../detectors/scam-structure.ts';
import { selfHarmWarningSigns } from '../detectors/self-harm-signs.ts';
import { composedSelfHarm } from '../detectors/self-harm-structure.ts';
import { selfHarmPhrases } from '../detectors/self-harm.ts';
import { sexualMinorsPhrases } from '../detectors/sexual-minors.ts';
import { composedSexual } from '../detectors/sexual-structure.ts';
import { sexualPhrases } from '../detectors/sexual.ts';
import { spamPhrases } from '../detectors/spam.ts';
import { armedMenace, composedThreats } from '../detectors/threat-structure.ts';
import { veiledThreats } from '../detectors/threat-veiled.ts';
import { violencePhrases } from '../detectors/violence.ts';
import type { LanguagePack } from '../languages.ts';
import { Registry } from '../registry.ts';
import { VOCABULARY } from '../vocabulary.ts';

const registry = new Registry().register(
  violencePhrases, composedThreats, armedMenace, veiledThreats,
  selfHarmPhrases, composedSelfHarm, selfHarmWarningSigns,
  hatePhrases, composedHate,
  harassmentPhrases, composedHarassment,
  sexualMinorsPhrases, grooming,
  sexualPhrases, composedSexual,
  swearWords,
  spamPhrases, scams,
  personalData,
  secrets,
);

export const ENGLISH: LanguagePack = { language: 'en', detectors: registry.detectors, vocabulary: VOCABULARY };
