// Video moderation: ffmpeg samples frames, the image moderator reads them, findings carry timestamps.
export { examinedSpan, moderateVideoFile, type ModerateVideoOptions, type VideoModeration, type FrameModeration } from './moderate.ts';
export { sniffVideoFile } from './sniff-file.ts';
export { measureStreamLength, type StreamLengthOptions } from './stream-length.ts';
export { sampleFrames, samplingPlan, type SampleOptions, type SampledFrame, type SamplingPlan } from './sample.ts';
export { mergeFrameFindings, type FrameFindings } from './merge.ts';
export { checkFfmpeg, resolveTools, type FfmpegTools } from './tools.ts';
export { FfmpegUnavailableError, InvalidVideoError, VideoTooLongError, VideoTimeoutError } from './errors.ts';
