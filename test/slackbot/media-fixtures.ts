// Media generated for the tests: a picture of a threat in large type (the service reads it with
// OCR), a short video of the same picture (ffmpeg) and a video that cannot be decoded.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

// OCR reads a lone capital I as '|'; this sentence survives it and the text engine calls it a threat.
export const THREAT = 'WE WILL KILL YOU';

export async function threatPng(): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="200"><rect width="100%" height="100%" fill="white"/><text x="40" y="125" font-family="DejaVu Sans" font-size="64" font-weight="bold" fill="black">${THREAT}</text></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

export async function threatMp4(seconds = 2): Promise<Uint8Array> {
  const dir = mkdtempSync(join(tmpdir(), 'slackbot-video-'));
  try {
    writeFileSync(join(dir, 'frame.png'), await threatPng());
    await promisify(execFile)('ffmpeg', ['-v', 'error', '-loop', '1', '-i', join(dir, 'frame.png'), '-t', String(seconds), '-r', '5', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', join(dir, 'clip.mp4')]);
    return new Uint8Array(readFileSync(join(dir, 'clip.mp4')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An MP4 that starts like one (so it is sniffed and accepted as a video) but cannot be decoded: its job fails. */
export async function brokenMp4(): Promise<Uint8Array> {
  const head = (await threatMp4(1)).slice(0, 64);
  const bytes = new Uint8Array(4096).fill(7);
  bytes.set(head);
  return bytes;
}
