// Identifies a video file from its bytes and reads its duration and size with ffprobe.
import { open, stat } from 'node:fs/promises';
import { identifyMedia, SNIFF_BYTES, UnsupportedMediaError, VIDEO_FORMATS, type VideoFormat } from '../image/index.ts';
import { InvalidVideoError } from './errors.ts';
import { runTool } from './run-tool.ts';
import { resolveTools, type FfmpegTools } from './tools.ts';

export interface VideoProbe {
  readonly format: VideoFormat;
  readonly durationMs: number;
  readonly width: number;
  readonly height: number;
  readonly sizeBytes: number;
}

export interface ProbeOptions extends FfmpegTools {
  /** Default 15,000 ms. */
  readonly timeoutMs?: number;
}

/** The video format decided from the first bytes of the file, or `UnsupportedMediaError`. */
export async function sniffVideoFile(file: string): Promise<VideoFormat> {
  const handle = await open(file, 'r');
  try {
    const head = new Uint8Array(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
    const identity = identifyMedia(head.subarray(0, bytesRead));
    if (identity.kind !== 'video') throw new UnsupportedMediaError(identity.format, VIDEO_FORMATS);
    return identity.format;
  } finally {
    await handle.close();
  }
}

interface FfprobeOutput {
  streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
  format?: { duration?: string };
}

export async function probeVideo(file: string, options: ProbeOptions = {}): Promise<VideoProbe> {
  const format = await sniffVideoFile(file);
  const { ffprobePath } = resolveTools(options);
  const run = await runTool(
    ffprobePath,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '-select_streams', 'v:0', file],
    { timeoutMs: options.timeoutMs ?? 15_000 },
  );
  if (run.exitCode !== 0) throw new InvalidVideoError(`the ${format} file cannot be read: ${run.stderr.trim().split('\n')[0] ?? ''}`);
  let parsed: FfprobeOutput;
  try {
    parsed = JSON.parse(run.stdout) as FfprobeOutput;
  } catch (cause) {
    throw new InvalidVideoError(`the ${format} file cannot be read`, { cause });
  }
  const stream = parsed.streams?.find((s) => s.codec_type === 'video');
  if (!stream?.width || !stream.height) throw new InvalidVideoError(`the ${format} file has no video stream`);
  const seconds = Number(parsed.format?.duration ?? stream.duration);
  if (!Number.isFinite(seconds) || seconds < 0) throw new InvalidVideoError(`the ${format} file has no readable duration`);
  const { size } = await stat(file);
  return { format, durationMs: Math.round(seconds * 1000), width: stream.width, height: stream.height, sizeBytes: size };
}
