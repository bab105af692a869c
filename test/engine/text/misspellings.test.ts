import { describe, expect, it } from 'vitest';
import { normalize, VOCABULARY } from '../../../src/engine/text/index.ts';
import { originalSpan } from '../../../src/engine/text/normalize.ts';
import { Misspellings, slipsOf } from '../../../src/engine/text/misspellings.ts';

const correct = (m: Misspellings, word: string) => m.correct(word, 0, word.length);
const norm = (text: string) => normalize(text, VOCABULARY).text;

describe('slips of a word', () => {
  it('leave out a letter, swap two neighbours, double a letter or end in z, never at the first letter', () => {
    const slips = slipsOf('muslims');
    expect(slips).toContain('muslms');
    expect(slips).toContain('mulsims');
    expect(slips).toContain('musslims');
    expect(slips).toContain('muslimz');
    expect(slips).not.toContain('uslims');
    expect(slips).not.toContain('umslims');
    expect(slips).not.toContain('muslims');
    // A word of four letters or five loses none: four letters left are as often another word.
    expect(slipsOf('jews')).not.toContain('jes');
    expect(slipsOf('jews')).toContain('jwes');
  });
});

describe('Misspellings', () => {
  const words = new Set(['chins', 'gas', 'days']);
  const m = new Misspellings(['muslims', 'chinks', 'gays', 'gay', 'kill', 'idiot'], (w) => words.has(w));

  it('reads a slip of a target as the target', () => {
    expect(correct(m, 'mulsims')).toBe('muslims');
    expect(correct(m, 'muslms')).toBe('muslims');
    expect(correct(m, 'musslims')).toBe('muslims');
    expect(correct(m, 'gayz')).toBe('gays');
    expect(correct(m, 'gayy')).toBe('gay');
    expect(correct(m, 'klil')).toBe('kill');
  });

  it('reads a slip inside a longer text, by its offsets', () => {
    const text = 'they hate mulsims here';
    expect(m.correct(text, 10, 17)).toBe('muslims');
    expect(m.correct(text, 0, 4)).toBeUndefined();
  });

  it('never reads a word, a target itself, a short slip or a first letter changed', () => {
    expect(correct(m, 'chins')).toBeUndefined();
    expect(correct(m, 'muslims')).toBeUndefined();
    // `idot` leaves four letters of five: as often a word of code or a name.
    expect(correct(m, 'idot')).toBeUndefined();
    expect(correct(m, 'iddiot')).toBe('idiot');
    expect(correct(m, 'uslims')).toBeUndefined();
    expect(correct(m, 'umslims')).toBeUndefined();
  });

  it('reads a respelling as its word, whatever its slips', () => {
    const respelled = new Misspellings(['jews'], () => true, [['jooz', 'jews']]);
    expect(correct(respelled, 'jooz')).toBe('jews');
    expect(correct(respelled, 'jwes')).toBeUndefined();
  });

  it('reads no slip two targets share', () => {
    const both = new Misspellings(['muslims', 'muslins'], () => false);
    expect(correct(both, 'muslis')).toBeUndefined();
    expect(correct(both, 'mulsims')).toBe('muslims');
  });
});

describe('the normaliser reads slips of the words the rules know', () => {
  it('as the word, in disguised hate, insults and threats', () => {
    expect(norm('I hate Msulims')).toBe('i hate muslims');
    expect(norm('imigrants are parasits')).toBe('immigrants are parasites');
    expect(norm('no womenn in ranked')).toBe('no women in ranked');
    expect(norm('ur ulgy af')).toBe('ur ugly af');
    expect(norm('i will klil you')).toBe('i will kill you');
    // A doubled last `s` is no plural of the plural (nor `dumass` one of the name Dumas).
    expect(norm('lesbianss in the chat, what a dumass')).toBe('lesbians in the chat , what a dumbass');
  });

  it('and spellings that sound like them', () => {
    expect(norm('the jooz and the wimminz')).toBe('the jews and the women');
    expect(norm('blacc ppl, hindoos and muzzlems')).toBe('black ppl , hindus and muslims');
    expect(norm('wanna have seggs')).toBe('wanna have sex');
    expect(norm('philippinos and a ph1l-1p1n0')).toBe('filipinos and a filipino');
    // Other spellings of a group's name or a slur read as the one the rules know, so a mask over either reads too.
    expect(norm('gipsies and kykes')).toBe('gypsies and kikes');
  });

  it('and the words of self-harm, slipped or masked', () => {
    expect(norm('thinking about sucide, s*icide is the way')).toBe('thinking about suicide , suicide is the way');
  });

  it('not where the slip is a word, a name or a word of code', () => {
    expect(norm('double chins and muslin curtains')).toBe('double chins and muslin curtains');
    expect(norm('the ferry to Twatt in Orkney')).toBe('the ferry to twatt in orkney');
    expect(norm('His full name is Saylum')).toBe('his full name is saylum');
    expect(norm('Math.asin(x)')).toBe('math . asin , x ,');
    expect(norm('some shite weather today')).toBe('some shite weather today');
  });

  it('spans the word as written', () => {
    const doc = normalize('they hate mulsims here', VOCABULARY);
    const at = doc.text.indexOf('muslims');
    expect(originalSpan(doc, at, at + 'muslims'.length)).toEqual({ start: 10, end: 17 });
    const doubled = normalize('no womenn pls', VOCABULARY);
    const from = doubled.text.indexOf('women');
    expect(originalSpan(doubled, from, from + 'women'.length)).toEqual({ start: 3, end: 9 });
  });

  it('joins a group word spelled out letter by letter', () => {
    expect(norm('m-o-r-m-o-n-s in management')).toBe('mormons in management');
  });
});
