import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcrReader, type OcrReader } from '../../../src/engine/image/ocr-reader.ts';
import { mergeReadings, readPictureText } from '../../../src/engine/image/picture-text.ts';
import type { GreyImage } from '../../../src/engine/image/text-regions.ts';
import { page, textImage } from './fixtures.ts';

async function grey(bytes: Buffer): Promise<GreyImage> {
  const { data, info } = await sharp(bytes).greyscale().toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
}

describe('mergeReadings', () => {
  it('joins readings in order and leaves out repeats, whatever their case and punctuation', () => {
    expect(mergeReadings(['Release notes for version 2.4', 'I will kill you', 'release notes, for version 2.4!', ''])).toBe(
      'Release notes for version 2.4 I will kill you',
    );
  });

  it('leaves out a line the whole-picture reading already holds', () => {
    expect(mergeReadings(['Hello there. See you tomorrow', 'see you tomorrow'])).toBe('Hello there. See you tomorrow');
  });
});

describe('readPictureText', () => {
  let reader: OcrReader;
  let reads: string[];
  beforeAll(async () => {
    const real = await createOcrReader();
    reads = [];
    reader = {
      read: (image, layout) => {
        reads.push(layout ?? 'page');
        return real.read(image, layout);
      },
      close: () => real.close(),
    };
  });
  afterAll(() => reader.close());

  it('reads plain dark text exactly, line by line, without a whole-picture read', async () => {
    reads.length = 0;
    expect(await readPictureText(await grey(await textImage('Release notes for version 2.4')), reader)).toBe('Release notes for version 2.4');
    expect(reads).toEqual(['block']);
  });

  it('reads the whole picture as well when it has more lines than it reads one by one', async () => {
    reads.length = 0;
    const lines = Array.from({ length: 10 }, (_, i) => `Chapter ${i + 1} begins on page ${i * 12 + 3}`);
    const text = await readPictureText(await grey(await page(lines)), reader, { maxRegions: 3 });
    expect(reads[0]).toBe('page');
    expect(reads.filter((r) => r === 'block').length).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(text).toContain(line);
  });

  it('reads only the most text-like line once its time budget is spent', async () => {
    reads.length = 0;
    let clock = 0;
    const lines = ['First line of the notes', 'Second line of the notes', 'Third line of the notes'];
    await readPictureText(await grey(await page(lines)), reader, { budgetMs: 10, now: () => (clock += 100) });
    expect(reads).toEqual(['block']);
  });
});
