// Image moderation: format sniffing, size limits, nudity classification and OCR on a worker pool.
export {
  createImageModerator,
  type ImageModeration,
  type ImageModerator,
  type ImageModeratorOptions,
  type ModerateImageOptions,
} from './moderator.ts';
export { inspectImage, type ImageHeader, type ImageLimits } from './inspect.ts';
export { identifyMedia, IMAGE_FORMATS, VIDEO_FORMATS, SNIFF_BYTES, type ImageFormat, type VideoFormat, type MediaIdentity } from './sniff.ts';
export { DEFAULT_NSFW_THRESHOLDS, type NsfwThresholds, type SeverityThresholds } from './nsfw-findings.ts';
export { CLASSIFIER_MODELS, type ClassifierModel } from './classifier.ts';
export type { JobTimings as ImageTimings } from './protocol.ts';
export {
  MediaError,
  UnsupportedMediaError,
  ImageTooLargeError,
  InvalidImageError,
  PoolSaturatedError,
  ImageProcessingError,
  ModeratorClosedError,
} from './errors.ts';
