// How long a video really is: read from the timestamps of its video packets, not from the length
// its header claims (a header can say 3 s for ten hours of frames, or ten minutes for thirty seconds).
import { InvalidVideoError, VideoTooLongError } from './errors.ts';
import { runTool } from './run-tool.ts';
import { resolveTools, type FfmpegTools } from './tools.ts';

export interface StreamLengthOptions extends FfmpegTools {
  /** Longer videos are refused with `VideoTooLongError`; no more than this (plus a second) is read. */
  readonly maxSeconds: number;
  /** ffprobe's time budget, in milliseconds. Default 60,000. */
  readonly timeoutMs?: number;
}

/**
 * Milliseconds from the start of the first video packet to the end of the last one, reading the
 * packets (ffprobe demuxes without decoding: well under a second for ten minutes of video).
 */
export async function measureStreamLength(file: string, options: StreamLengthOptions): Promise<number> {
  const { ffprobePath } = resolveTools(options);
  let first = Infinity;
  let last = -Infinity;
  let packets = 0;
  const run = await runTool(
    ffprobePath,
    [
      '-v', 'error',
      '-select_streams', 'v:0',
      // One second past the limit is enough to know the video is too long.
      '-read_intervals', `%+${options.maxSeconds + 1}`,
      '-show_entries', 'packet=pts_time,dts_time,duration_time',
      '-of', 'csv=p=0',
      file,
    ],
    {
      timeoutMs: options.timeoutMs ?? 60_000,
      maxOutputBytes: 64 * 1024,
      onStdoutLine(line) {
        const [pts, dts, duration] = line.split(',').map(Number);
        const at = Number.isFinite(pts) ? pts! : dts;
        if (at === undefined || !Number.isFinite(at)) return;
        packets++;
        first = Math.min(first, at);
        last = Math.max(last, at + (Number.isFinite(duration) ? duration! : 0));
      },
    },
  );
  if (run.exitCode !== 0) throw new InvalidVideoError(`the video cannot be read: ${run.stderr.trim().split('\n')[0] ?? ''}`);
  if (packets === 0) throw new InvalidVideoError('the file has no video frames');
  const seconds = last - Math.max(0, first);
  if (seconds > options.maxSeconds) throw new VideoTooLongError(seconds, options.maxSeconds, { readToLimit: true });
  return Math.round(seconds * 1000);
}
