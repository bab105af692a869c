// The text engine's public surface: the analyser, the languages it reads, and the normaliser it is built on.
export { analyzeText, type AnalyzeTextOptions } from './analyze.ts';
export { TEXT_LANGUAGES, UnsupportedLanguageError } from './languages.ts';
export { normalize, type NormalizedText } from './normalize.ts';
export { VOCABULARY } from './en/index.ts';
