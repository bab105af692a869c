// The text engine's public surface: the analyser, the languages it reads, the normaliser it is built
// on, and the version of its model.
export { analyzeText, type AnalyzeTextOptions } from './analyze.ts';
export { TEXT_LANGUAGES, UnsupportedLanguageError } from './languages.ts';
export { normalize, type NormalizedText } from './normalize.ts';
export { VOCABULARY } from './en/index.ts';

import { committedModel } from './model/committed.ts';
/** The version of the committed text model, reported with every answer as `model_version`. */
export const TEXT_MODEL_VERSION: string = committedModel().version;
