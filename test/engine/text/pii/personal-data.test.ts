// Email addresses are looked for only near an `@`: the same addresses as the pattern over the whole text.
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../../../src/engine/text/index.ts';

const emails = (text: string) => analyzeText(text).find((r) => r.label === 'email')?.spans?.map((s) => [s.start, s.end]) ?? [];

describe('email addresses', () => {
  it('finds each address beside the others, in order', () => {
    expect(emails('a@b.co x@y.org, mail john.doe@example.com')).toEqual([[0, 6], [7, 14], [21, 41]]);
  });
  it('takes a local part of up to 64 characters, and none longer', () => {
    expect(emails(`${'x'.repeat(64)}@example.com`)).toEqual([[0, 76]]);
    expect(emails(`${'x'.repeat(65)}@example.com`)).toEqual([]);
  });
  it('reads past stray @ signs, and takes the address after a second @', () => {
    expect(emails('@@ a.b@c@d.com then e@f.com')).toEqual([[7, 14], [20, 27]]);
  });
});
