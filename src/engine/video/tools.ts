// Where ffmpeg and ffprobe are, and a start-up check that they run.
import path from 'node:path';
import { FfmpegUnavailableError } from './errors.ts';
import { runTool } from './run-tool.ts';

export interface FfmpegTools {
  /** Default `ffmpeg` from PATH. */
  readonly ffmpegPath?: string;
  /** Default: `ffprobe` next to `ffmpegPath` when that is a path, else `ffprobe` from PATH. */
  readonly ffprobePath?: string;
}

export function resolveTools(tools: FfmpegTools = {}): { ffmpegPath: string; ffprobePath: string } {
  const ffmpegPath = tools.ffmpegPath ?? 'ffmpeg';
  const dir = path.dirname(ffmpegPath);
  const ffprobePath = tools.ffprobePath ?? (ffmpegPath.includes(path.sep) ? path.join(dir, 'ffprobe') : 'ffprobe');
  return { ffmpegPath, ffprobePath };
}

/** Resolves with both version lines, or throws `FfmpegUnavailableError`; the service calls it once at start. */
export async function checkFfmpeg(tools: FfmpegTools = {}): Promise<{ ffmpeg: string; ffprobe: string }> {
  const { ffmpegPath, ffprobePath } = resolveTools(tools);
  const version = async (command: string) => {
    const run = await runTool(command, ['-hide_banner', '-version'], { timeoutMs: 10_000 });
    if (run.exitCode !== 0) throw new FfmpegUnavailableError(command);
    return run.stdout.split('\n')[0]?.trim() ?? '';
  };
  const [ffmpeg, ffprobe] = await Promise.all([version(ffmpegPath), version(ffprobePath)]);
  return { ffmpeg, ffprobe };
}
