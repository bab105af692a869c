// Images generated for the image engine tests: every format, rendered text, broken files.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

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
