// The moderation engines the service runs: text now; image and video join with the media work.
export { analyzeText, type AnalyzeTextOptions } from './text/index.ts';
