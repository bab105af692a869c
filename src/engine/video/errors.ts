// Errors of the video engine, each with the stable problem code the service answers with.
import { MediaError } from '../image/index.ts';

/** ffmpeg or ffprobe cannot be run (not installed, wrong path). */
export class FfmpegUnavailableError extends MediaError {
  constructor(tool: string, options?: ErrorOptions) {
    super('media_unavailable', `${tool} is not available; install ffmpeg or set FFMPEG_PATH`, options);
  }
}

/** The file claims a video format but ffprobe or ffmpeg cannot read it. */
export class InvalidVideoError extends MediaError {
  constructor(message: string, options?: ErrorOptions) {
    super('invalid_request', message, options);
  }
}

/** The video is longer than the configured maximum (`VIDEO_MAX_SECONDS`). */
export class VideoTooLongError extends MediaError {
  readonly durationSeconds: number;
  readonly maxSeconds: number;
  /** `readToLimit`: only the first `maxSeconds` (and a second) were read, so the true length is unknown. */
  constructor(durationSeconds: number, maxSeconds: number, options: { readToLimit?: boolean } = {}) {
    const lasts = options.readToLimit ? `more than ${maxSeconds} s` : `${durationSeconds.toFixed(1)} s`;
    super('payload_too_large', `video lasts ${lasts}; the limit is ${maxSeconds} s`);
    this.durationSeconds = durationSeconds;
    this.maxSeconds = maxSeconds;
  }
}

/** ffmpeg or ffprobe overran its time budget and was killed. */
export class VideoTimeoutError extends MediaError {
  constructor(tool: string, timeoutMs: number) {
    super('processing_failed', `${tool} took longer than ${timeoutMs} ms and was stopped`);
  }
}
