// Violent language as the learned model scores it; the rules say when a threat is direct.
import { GENERATED_ONLY_MIN_WORDS, modelPart } from '../../model/findings.ts';

export const violenceModel = modelPart('violence/model', { category: 'violence', label: 'violent_language', ceiling: 'high', minWords: GENERATED_ONLY_MIN_WORDS });
