// Violent language as the learned model scores it; the rules say when a threat is direct.
import { modelPart } from '../../model/findings.ts';

export const violenceModel = modelPart('violence/model', { category: 'violence', label: 'violent_language', ceiling: 'high' });
