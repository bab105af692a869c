// Video moderation: ffmpeg samples frames, the image moderator reads them, findings carry timestamps.
export { moderateVideoFile, type ModerateVideoOptions, type VideoModeration, type FrameModeration } from './moderate.ts';
export { probeVideo, sniffVideoFile, type ProbeOptions, type VideoProbe } from './probe.ts';
export { sampleFrames, type SampleOptions, type SampledFrame } from './sample.ts';
export { mergeFrameFindings, type FrameFindings } from './merge.ts';
export { checkFfmpeg, resolveTools, type FfmpegTools } from './tools.ts';
export { FfmpegUnavailableError, InvalidVideoError, VideoTooLongError, VideoTimeoutError } from './errors.ts';
