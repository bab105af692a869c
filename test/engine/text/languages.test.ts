import { describe, expect, it } from 'vitest';
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
