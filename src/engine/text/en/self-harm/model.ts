// Self-harm language as the learned model scores it.
import { SHORT_POST_MIN_WORDS, modelPart } from '../../model/findings.ts';

export const selfHarmModel = modelPart('self-harm/model', { category: 'self_harm', label: 'self_harm_language', ceiling: 'medium', minWords: SHORT_POST_MIN_WORDS });
