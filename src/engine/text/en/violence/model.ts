// Violent language as the learned model scores it; the rules say when a threat is direct, and
// laughter makes it banter, as they read it.
import { SHORT_POST_MIN_WORDS, modelPart } from '../../model/findings.ts';
import { isBanter } from '../context.ts';

export const violenceModel = modelPart('violence/model', { category: 'violence', label: 'violent_language', ceiling: 'medium', minWords: SHORT_POST_MIN_WORDS, jest: isBanter });
