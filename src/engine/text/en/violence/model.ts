// Violent language as the learned model scores it; the rules say when a threat is direct.
import { SHORT_POST_MIN_WORDS, modelPart } from '../../model/findings.ts';

export const violenceModel = modelPart('violence/model', { category: 'violence', label: 'violent_language', ceiling: 'medium', minWords: SHORT_POST_MIN_WORDS });
