// Text analysis off the event loop: the text engine on a bounded pool of worker threads.
export { createTextAnalyzer, type AnalyzeOptions, type TextAnalyzer, type TextAnalyzerOptions } from './analyzer.ts';
export {
  TextAnalysisError,
  TextTooLongError,
  TextQueueFullError,
  TextAnalysisTimeoutError,
  TextAnalysisFailedError,
  TextAnalyzerClosedError,
} from './errors.ts';
