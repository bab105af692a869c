import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { identifyMedia } from '../../../src/engine/image/index.ts';
import { encode, gif, scene } from './fixtures.ts';

const ftyp = (major: string, ...compatible: string[]) => {
  const brands = [major, '\0\0\0\0', ...compatible].join('');
  const box = Buffer.alloc(8 + brands.length);
  box.writeUInt32BE(box.length, 0);
  box.write('ftyp', 4, 'ascii');
  box.write(brands, 8, 'latin1');
  return Buffer.concat([box, Buffer.alloc(32)]);
};

describe('identifyMedia', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)('recognises %s images made by sharp', async (format) => {
    expect(identifyMedia(await encode(await scene(64, 48), format))).toEqual({ kind: 'image', format });
  });

  it('names a GIF as gif', async () => {
    expect(identifyMedia(await gif())).toEqual({ kind: 'other', format: 'gif' });
  });

  it('names TIFF, SVG, PDF and empty input', async () => {
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).tiff().toBuffer();
    expect(identifyMedia(tiff).format).toBe('tiff');
    expect(identifyMedia(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>')).format).toBe('svg');
    expect(identifyMedia(Buffer.from('%PDF-1.7\n')).format).toBe('pdf');
    expect(identifyMedia(new Uint8Array())).toEqual({ kind: 'other', format: 'empty' });
    expect(identifyMedia(Buffer.from('hello world, plain text'))).toEqual({ kind: 'other', format: 'unknown' });
  });

  it('tells AVIF, HEIC, MP4 and QuickTime apart by their ftyp brands', () => {
    expect(identifyMedia(ftyp('avif', 'mif1', 'miaf'))).toEqual({ kind: 'image', format: 'avif' });
    expect(identifyMedia(ftyp('mif1', 'avif'))).toEqual({ kind: 'image', format: 'avif' });
    expect(identifyMedia(ftyp('heic', 'mif1'))).toEqual({ kind: 'other', format: 'heic' });
    expect(identifyMedia(ftyp('isom', 'iso2', 'avc1', 'mp41'))).toEqual({ kind: 'video', format: 'mp4' });
    expect(identifyMedia(ftyp('qt  ', 'qt  '))).toEqual({ kind: 'video', format: 'quicktime' });
  });

  it('reads the EBML DocType to tell WebM from Matroska', () => {
    const ebml = (docType: string) =>
      Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x80 | docType.length]), Buffer.from(docType)]);
    expect(identifyMedia(ebml('webm'))).toEqual({ kind: 'video', format: 'webm' });
    expect(identifyMedia(ebml('matroska'))).toEqual({ kind: 'other', format: 'matroska' });
  });
});
