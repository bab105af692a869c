// The text engine's public surface: the analyser and the normaliser it is built on.
export { analyzeText, type AnalyzeTextOptions } from './analyze.ts';
export { normalize, type NormalizedText } from './normalize.ts';
export { VOCABULARY } from './vocabulary.ts';
