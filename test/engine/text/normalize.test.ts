import { describe, expect, it } from 'vitest';
import { normalize, VOCABULARY } from '../../../src/engine/text/index.ts';

const norm = (s: string) => normalize(s, VOCABULARY).text;

describe('normalize', () => {
  it('folds case and compatibility forms (NFKC)', () => {
    expect(norm('ＨＥＬＬＯ Ｗｏｒｌｄ')).toBe('hello world');
    expect(norm('𝐟𝐮𝐜𝐤')).toBe('fuck');
  });
  it('resolves Cyrillic and Greek look-alikes', () => {
    expect(norm('іdіоt')).toBe('idiot');
    expect(norm('ΚΙΛΛ')).not.toBe('kill');
    expect(norm('ѕtuріd')).toBe('stupid');
  });
  it('reads leetspeak inside words', () => {
    expect(norm('1d10t')).toBe('idiot');
    expect(norm('$h!t')).toBe('shit');
    expect(norm('4$$h0l3')).toBe('asshole');
    expect(norm('k1ll')).toBe('kill');
  });
  it('leaves plain numbers alone', () => {
    expect(norm('version 2024 has 10 items')).toBe('version 2024 has 10 items');
  });
  it('joins letters spelled out with separators', () => {
    expect(norm('f.u.c.k you')).toBe('fuck you');
    expect(norm('f u c k you')).toBe('fuck you');
    expect(norm('f-u-c-k you')).toBe('fuck you');
    expect(norm('U.S.A. is big')).toBe('u . s . a . is big');
  });
  it('collapses repeated letters', () => {
    expect(norm('fuuuuuck')).toBe('fuck');
    expect(norm('kiiiiill')).toBe('kill');
    expect(norm('good')).toBe('good');
  });
  it('drops zero-width characters and combining marks', () => {
    expect(norm('f\u200bu\u200dc\u2060k')).toBe('fuck');
    expect(norm('ki\u0301ll')).toBe('kill');
    expect(norm('café')).toBe('cafe');
  });
  it('restores masked swear words', () => {
    expect(norm('f*ck this')).toBe('fuck this');
  });
  it('maps every character back to original code-point offsets', () => {
    const original = '😀 y0u 1d10t';
    const doc = normalize(original, VOCABULARY);
    const at = doc.text.indexOf('idiot');
    const chars = Array.from(original);
    expect(chars.slice(doc.start[at]!, doc.end[at + 4]!).join('')).toBe('1d10t');
  });
  it('places spaces and marks where the word before them ended, in plain and in accented text', () => {
    const plain = normalize('Hi,  you 1d10t', VOCABULARY);
    expect(plain.text).toBe('hi , you idiot');
    expect([...plain.start]).toEqual([0, 1, 2, 2, 2, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect([...plain.end]).toEqual([1, 2, 2, 2, 2, 6, 7, 8, 8, 10, 11, 12, 13, 14]);
    const accented = normalize('héllo  wörld!', VOCABULARY);
    expect(accented.text).toBe('hello world !');
    expect([...accented.start]).toEqual([0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 12]);
    expect([...accented.end]).toEqual([1, 2, 3, 4, 5, 5, 8, 9, 10, 11, 12, 12, 12]);
  });
});
