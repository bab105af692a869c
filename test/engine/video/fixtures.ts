// Videos generated for the video engine tests with ffmpeg's lavfi sources.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

async function ffmpeg(args: string[]): Promise<void> {
  await run('ffmpeg', ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];

/** The ffmpeg test pattern, `seconds` long, as mp4 (H.264), mov (QuickTime) or webm (VP8). */
export async function testPattern(dir: string, container: 'mp4' | 'mov' | 'webm', seconds = 3): Promise<string> {
  const file = path.join(dir, `pattern-${seconds}s.${container}`);
  const codec = container === 'webm' ? ['-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '500k'] : H264;
  await ffmpeg(['-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=320x240:rate=10`, ...codec, file]);
  return file;
}

/** Five seconds of a plain background with "I will kill you tonight" drawn from t=2 to t=3. */
export async function threatVideo(dir: string): Promise<string> {
  const file = path.join(dir, 'threat.mp4');
  const text = `drawtext=fontfile=${FONT}:text='I will kill you tonight':fontsize=36:fontcolor=black:x=40:y=160:enable='between(t,2,3)'`;
  await ffmpeg(['-f', 'lavfi', '-i', 'color=c=0xf4f1e8:s=640x360:d=5:r=10', '-vf', text, ...H264, file]);
  return file;
}

/**
 * Four seconds of the colour-bar test pattern with black text in a white box from t=2 to t=3,
 * encoded as the service's black-box video check encodes it.
 */
export async function boxedTextOnTestPattern(dir: string, text: string): Promise<string> {
  const file = path.join(dir, 'boxed-text.mp4');
  const draw = `drawtext=fontfile=${FONT}:text='${text}':fontsize=40:fontcolor=black:box=1:boxcolor=white:x=20:y=100:enable='between(t,2,3)'`;
  await ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=10:duration=4', '-vf', draw, '-pix_fmt', 'yuv420p', file]);
  return file;
}

/** Three seconds of the colour-bar test pattern at `size` with boxed text from t=1 to t=2. */
export async function smallBoxedText(dir: string, size: string, fontSize: number, text: string): Promise<string> {
  const file = path.join(dir, `small-${size}-${fontSize}.mp4`);
  const draw = `drawtext=fontfile=${FONT}:text='${text}':fontsize=${fontSize}:fontcolor=black:box=1:boxcolor=white:x=20:y=60:enable='between(t,1,2)'`;
  await ffmpeg(['-f', 'lavfi', '-i', `testsrc=size=${size}:rate=10:duration=3`, '-vf', draw, '-pix_fmt', 'yuv420p', file]);
  return file;
}

/** Red for 1.5 s then blue for 1.5 s: one hard cut between two sampling points. */
export async function hardCutVideo(dir: string): Promise<string> {
  const file = path.join(dir, 'cut.mp4');
  await ffmpeg([
    '-f', 'lavfi', '-i', 'color=c=red:s=160x120:d=1.5:r=10',
    '-f', 'lavfi', '-i', 'color=c=blue:s=160x120:d=1.5:r=10',
    '-filter_complex', '[0:v][1:v]concat=n=2:v=1:a=0', ...H264, file,
  ]);
  return file;
}

/** `seconds` of a plain background at one frame per second, small and cheap to decode. */
export async function plainVideo(dir: string, seconds: number): Promise<string> {
  const file = path.join(dir, `plain-${seconds}s.mp4`);
  await ffmpeg(['-f', 'lavfi', '-i', `color=c=0xf4f1e8:s=160x90:r=1:d=${seconds}`, ...H264, file]);
  return file;
}

/** Ten minutes at one frame per second with "I will kill you tonight" drawn from t=400 to t=420. */
export async function lateThreatVideo(dir: string): Promise<string> {
  const file = path.join(dir, 'late-threat.mp4');
  const text = `drawtext=fontfile=${FONT}:text='I will kill you tonight':fontsize=28:fontcolor=black:x=20:y=80:enable='between(t,400,420)'`;
  await ffmpeg(['-f', 'lavfi', '-i', 'color=c=0xf4f1e8:s=480x200:r=1:d=600', '-vf', text, ...H264, file]);
  return file;
}

/** Three grey levels in turn at 10 frames per second: two frames in three are scene changes. */
export async function flickerVideo(dir: string, seconds: number): Promise<string> {
  const file = path.join(dir, `flicker-${seconds}s.mp4`);
  await ffmpeg(['-f', 'lavfi', '-i', `color=c=black:s=64x64:r=10:d=${seconds}`, '-vf', "geq=lum='mod(N,3)*120':cb=128:cr=128", ...H264, file]);
  return file;
}

/**
 * A copy of an mp4 whose headers (mvhd, tkhd, mdhd) claim it lasts `seconds`, whatever its frames
 * say, as a crafted file would.
 */
export async function withClaimedLength(file: string, seconds: number): Promise<string> {
  const bytes = await readFile(file);
  const boxes = (name: string) => {
    const found: number[] = [];
    for (let at = bytes.indexOf(name); at >= 0; at = bytes.indexOf(name, at + 4)) if (bytes[at + 4] === 0) found.push(at);
    return found;
  };
  // Version-0 layouts: name, version+flags, created, modified, then timescale and duration
  // (tkhd: track id and a reserved word instead of a timescale; it counts in the movie's timescale).
  const movieScale = bytes.readUInt32BE(boxes('mvhd')[0]! + 16);
  for (const at of boxes('mvhd')) bytes.writeUInt32BE(seconds * movieScale, at + 20);
  for (const at of boxes('tkhd')) bytes.writeUInt32BE(seconds * movieScale, at + 24);
  for (const at of boxes('mdhd')) bytes.writeUInt32BE(seconds * bytes.readUInt32BE(at + 16), at + 20);
  const out = file.replace(/\.mp4$/, `-claims-${seconds}s.mp4`);
  await writeFile(out, bytes);
  return out;
}
