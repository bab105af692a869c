import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../../src/engine/text/en/index.ts';
import { analyzeText, TEXT_LANGUAGES, UnsupportedLanguageError } from '../../../src/engine/text/index.ts';

describe('language packs', () => {
  it('reads English by default and by any English tag', () => {
    expect(TEXT_LANGUAGES).toEqual(['en']);
    const english = analyzeText('I am going to kill you');
    expect(english[0]?.label).toBe('threat');
    for (const language of ['en', 'EN', 'en-GB', 'en_US']) expect(analyzeText('I am going to kill you', { language }), language).toEqual(english);
  });
  it('refuses a language it has no pack for with an error naming the field', () => {
    let error: unknown;
    try {
      analyzeText('je vais te tuer', { language: 'fr' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UnsupportedLanguageError);
    expect(error).toMatchObject({ code: 'invalid_request', field: 'language', language: 'fr', supported: ['en'] });
    expect((error as Error).message).toContain('"fr"');
  });
  it('refuses an unknown language in the sandbox too, before any trigger answers', () => {
    expect(() => analyzeText('[[moderation:hate:high]]', { sandbox: true, language: 'xx' })).toThrow(UnsupportedLanguageError);
  });
});

describe('the English pack', () => {
  it('names each part after the folder of its category, where its file lives', () => {
    const root = new URL('../../../src/engine/text/', import.meta.url);
    expect(ENGLISH.detectors.length).toBeGreaterThanOrEqual(20);
    for (const detector of ENGLISH.detectors) {
      const folder = detector.name.split('/')[0]!;
      expect(detector.categories, detector.name).toEqual([folder.replaceAll('-', '_')]);
      const file = [new URL(`en/${detector.name}.ts`, root), new URL(`${detector.name}.ts`, root)].find((f) => existsSync(f));
      expect(file, detector.name).toBeDefined();
    }
  });
});
