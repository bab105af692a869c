// Sexual language as the learned model scores it; never blocked on a score alone.
import { GENERATED_ONLY_MIN_WORDS, modelPart } from '../../model/findings.ts';

export const sexualModel = modelPart('sexual/model', { category: 'sexual', label: 'sexual_language', ceiling: 'medium', minWords: GENERATED_ONLY_MIN_WORDS });
