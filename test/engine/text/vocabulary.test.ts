// The normaliser's vocabulary comes from every word list the registered detectors read.
import { describe, expect, it } from 'vitest';
import { analyzeText, normalize, VOCABULARY } from '../../../src/engine/text/index.ts';
import { patternWords } from '../../../src/engine/text/pattern.ts';
import { buildVocabulary } from '../../../src/engine/text/vocabulary.ts';

describe('vocabulary', () => {
  it('knows the words of every registered list, including those that live in one rule only', () => {
    // `schlong` is only in the sexual rule's body parts; `kys` and `suicidal` only in patterns.
    for (const word of ['schlong', 'kys', 'suicidal', 'idiot', 'never']) expect(VOCABULARY.has(word), word).toBe(true);
    expect(normalize('s.c.h.l.o.n.g', VOCABULARY).text).toBe('schlong');
  });
  it('lets a rule catch its own word spelled out', () => {
    expect(analyzeText('wanna see your s c h l o n g?').find((r) => r.category === 'sexual')?.label).toBe('solicitation');
    expect(analyzeText("you're 12? let's video chat, just d.o.n.t t.e.l.l your mom")[0]?.spans?.map((s) => s.text)).toContain('d.o.n.t t.e.l.l your mom');
  });
  it('is built from the lists given, masks only from the maskable ones', () => {
    const vocabulary = buildVocabulary([{ body: ['schlong', 'big toe'] }, patternWords(/(?:i|we) will (?:kill|hurt) you\p{L}[a-z]{2}/gu)], { maskable: [['fuck', 'ab']] });
    for (const word of ['schlong', 'big', 'toe', 'will', 'kill', 'hurt', 'you']) expect(vocabulary.has(word), word).toBe(true);
    expect(vocabulary.has('we')).toBe(false);
    expect(vocabulary.hasPrefix('schl')).toBe(true);
    expect(vocabulary.maskable).toEqual(['fuck']);
    expect(normalize('b.i.g t.o.e', vocabulary).text).toBe('big toe');
  });
  it('reads a mask several words fit as the one masked most, and refuses one no mask may hide', () => {
    const lists = [{ words: ['cats', 'cots'] }];
    const vocabulary = buildVocabulary(lists, { maskable: [], maskableWhenShown: [['cats', 'cots']], maskedMost: ['cats'] });
    expect(normalize('c**s', vocabulary).text).toBe('cats');
    expect(normalize('c**s', buildVocabulary(lists, { maskable: [], maskableWhenShown: [['cats', 'cots']] })).text).toBe('cs');
    expect(() => buildVocabulary(lists, { maskable: [], maskableWhenShown: [['cats']], maskedMost: ['dogs'] })).toThrow(/dogs/);
  });
});
