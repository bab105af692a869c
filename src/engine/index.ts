// The moderation engines the service runs: text, image (worker pool) and video (ffmpeg frames).
export { analyzeText, TEXT_MODEL_VERSION, type AnalyzeTextOptions } from './text/index.ts';
export {
  createTextAnalyzer,
  TextAnalyzerClosedError,
  TextAnalysisTimeoutError,
  TextQueueFullError,
  TextTooLongError,
  type TextAnalyzer,
  type TextAnalyzerOptions,
} from './text-analyzer/index.ts';
export {
  createImageModerator,
  identifyMedia,
  UnsupportedMediaError,
  IMAGE_FORMATS,
  VIDEO_FORMATS,
  type ImageModeration,
  type ImageModerator,
  type ImageModeratorOptions,
} from './image/index.ts';
export { checkFfmpeg, moderateVideoFile, sniffVideoFile, type ModerateVideoOptions, type VideoModeration } from './video/index.ts';
