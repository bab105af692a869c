// Images generated for the image engine tests: every format, rendered text, text over busy
// backgrounds (video frames, memes), broken files.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

export const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

export type Encodable = 'jpeg' | 'png' | 'webp' | 'avif';

/** A busy, photo-like picture (gradients and shapes) so that every encoder has work to do. */
export async function scene(width = 640, height = 480): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a6f97"/><stop offset="1" stop-color="#e9c46a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.4}" r="${height * 0.2}" fill="#e76f51"/>
    <rect x="${width * 0.55}" y="${height * 0.5}" width="${width * 0.3}" height="${height * 0.3}" fill="#264653"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function encode(png: Buffer, format: Encodable): Promise<Buffer> {
  const image = sharp(png);
  if (format === 'jpeg') return image.jpeg({ quality: 85 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 80 }).toBuffer();
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 }).toBuffer();
  return image.png().toBuffer();
}

/** Dark text on a light background, rendered with DejaVu Sans, as PNG. */
export async function textImage(text: string, width = 720, height = 200): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#f4f1e8"/>
    <text x="30" y="${height / 2 + 12}" font-family="DejaVu Sans" font-size="36" fill="#1d1d1d">${text}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * One frame of ffmpeg's colour-bar test pattern, with black text in a white box, through H.264 and
 * back to JPEG as the video sampler sees it: the picture the service's video check uses.
 */
export async function testPatternFrame(text?: string): Promise<Buffer> {
  const draw = text ? `drawtext=fontfile=${FONT}:text='${text}':fontsize=40:fontcolor=black:box=1:boxcolor=white:x=20:y=100,` : '';
  const { stdout } = await promisify(execFile)(
    'ffmpeg',
    ['-nostdin', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=10:duration=1', '-vf', `${draw}format=yuv420p`,
      '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'mjpeg', '-q:v', '3', '-'],
    { encoding: 'buffer', maxBuffer: 8 << 20 },
  );
  return stdout;
}

export interface VideoFrameOptions {
  readonly text: string;
  /** Frame size, `WIDTHxHEIGHT`. */
  readonly size: string;
  readonly fontSize: number;
  /** `pattern`: black text in a tight white box on the colour bars; `plain`: dark text on paper;
   * `dark`: light text on a dark background. */
  readonly look: 'pattern' | 'plain' | 'dark';
}

const LOOKS = {
  pattern: { source: 'testsrc=', draw: 'fontcolor=black:box=1:boxcolor=white' },
  plain: { source: 'color=c=0xf4f1e8:', draw: 'fontcolor=black' },
  dark: { source: 'color=c=0x202020:', draw: 'fontcolor=0xf0f0f0' },
} as const;

/**
 * One frame of a small video with a caption at (20, 60): encoded with H.264 and taken back out
 * as JPEG, as the video sampler hands frames to the image moderator.
 */
export async function videoFrame(options: VideoFrameOptions): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'image-engine-frame-'));
  try {
    const { source, draw } = LOOKS[options.look];
    const video = path.join(dir, 'clip.mp4');
    const run = promisify(execFile);
    await run('ffmpeg', ['-nostdin', '-loglevel', 'error', '-f', 'lavfi', '-i', `${source}size=${options.size}:rate=10:duration=1`,
      '-vf', `drawtext=fontfile=${FONT}:text='${options.text}':fontsize=${options.fontSize}:${draw}:x=20:y=60`,
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', video]);
    const frame = path.join(dir, 'frame.jpg');
    await run('ffmpeg', ['-nostdin', '-loglevel', 'error', '-ss', '0.5', '-i', video, '-frames:v', '1', '-q:v', '3', frame]);
    return await readFile(frame);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A photo-like picture: diagonal gradient, shapes, small tilted patches and grain, the kind of
 * background that defeats tesseract's layout analysis. Deterministic.
 */
export async function busyBackground(width = 800, height = 600): Promise<Buffer> {
  const patches = Array.from({ length: 14 }, (_, i) => {
    const x = (i * 57) % width;
    const y = (i * 83) % height;
    return `<rect x="${x}" y="${y}" width="${20 + i * 3}" height="${12 + i * 2}" fill="hsl(${i * 40},60%,${30 + i * 3}%)" transform="rotate(${i * 13} ${x} ${y})"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b6e3a"/><stop offset="0.5" stop-color="#c99a5b"/><stop offset="1" stop-color="#2b3f73"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.25}" cy="${height * 0.35}" r="${height * 0.22}" fill="#e76f51"/>
    <rect x="${width * 0.55}" y="${height * 0.45}" width="${width * 0.3}" height="${height * 0.35}" fill="#264653"/>
    <polygon points="${width * 0.1},${height} ${width * 0.35},${height * 0.55} ${width * 0.6},${height}" fill="#f4d35e"/>
    ${patches}
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let seed = 12345;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = Math.max(0, Math.min(255, data[i]! + Math.round((seed / 0x7fffffff - 0.5) * 30)));
  }
  return sharp(data, { raw: info }).png().toBuffer();
}

async function over(background: Buffer, markup: string): Promise<Buffer> {
  const { width, height } = await sharp(background).metadata();
  const layer = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${markup}</svg>`);
  return sharp(background).composite([{ input: layer }]).png().toBuffer();
}

/** A meme: large bold white text with a black outline across the top of a busy picture. */
export async function meme(text: string, at: 'top' | 'bottom' = 'top'): Promise<Buffer> {
  const y = at === 'top' ? 90 : 540;
  return over(await busyBackground(), `<text x="400" y="${y}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="50" fill="white" stroke="black" stroke-width="3">${text}</text>`);
}

/** Light grey text on a dark strip laid over a busy picture. */
export async function lightOnDark(text: string): Promise<Buffer> {
  return over(await busyBackground(), `<rect x="40" y="240" width="720" height="90" fill="#1b1b1b"/><text x="60" y="300" font-family="DejaVu Sans" font-size="44" fill="#f0f0f0">${text}</text>`);
}

/** Several lines of dark text, one per entry, on a light page, as PNG. */
export async function page(lines: readonly string[], width = 900): Promise<Buffer> {
  const height = 40 + lines.length * 48;
  const rows = lines.map((line, i) => `<text x="30" y="${60 + i * 48}" font-family="DejaVu Sans" font-size="28" fill="#1d1d1d">${line}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4f1e8"/>${rows}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const b of bytes) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid-looking PNG of a few hundred bytes whose header claims width x height pixels. */
export function pixelBomb(width = 100_000, height = 100_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  // One compressed row of zeros: the rest of the picture is missing, as in a real bomb.
  const idat = deflateSync(Buffer.alloc(1 + Math.min(width, 1 << 16)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', new Uint8Array()),
  ]);
}

export async function gif(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } }).gif().toBuffer();
}
