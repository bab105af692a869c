// Lines a reply quotes (`> ...`) are someone else's words: harm on them is reported low, as quoted
// speech is, while the writer's own lines are read as they stand.
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../../src/engine/text/index.ts';
import { QuotedLines } from '../../../src/engine/text/quoted-lines.ts';
import { normalize } from '../../../src/engine/text/normalize.ts';
import { VOCABULARY } from '../../../src/engine/text/index.ts';

const worst = (text: string, category: string) => {
  const found = analyzeText(text).filter((f) => f.category === category);
  return found.length === 0 ? 'none' : found.some((f) => f.severity === 'high') ? 'high' : found.some((f) => f.severity === 'medium') ? 'medium' : 'low';
};

describe('lines a reply quotes', () => {
  it('reads abuse on a quoted line low when the writer answers it on lines of their own', () => {
    expect(worst("> you're a worthless idiot\n\nHey, please don't talk to people like that here.", 'harassment')).toBe('low');
    expect(worst('> Immigrants are parasites\n\nThat is a vile thing to say, reported.', 'hate')).toBe('low');
  });
  it("reads the writer's own lines as they stand beside a quote", () => {
    expect(worst("> you wrote this\nyou're a worthless idiot", 'harassment')).toBe('medium');
    expect(worst('> the plan for Friday\nImmigrants are parasites, all of them', 'hate')).toBe('high');
  });
  it('reads a text of quoted lines alone as the writer\'s: a `>` hides nothing', () => {
    expect(worst("> you're a worthless idiot\n> kill yourself", 'harassment')).toBe('high');
  });
  it('tells a span on one quoted line from one that runs into the writer\'s own', () => {
    const original = '> quoted words\nown words';
    const lines = new QuotedLines(original, normalize(original, VOCABULARY).codePointOf);
    expect(lines.quotes(2, 14)).toBe(true);
    expect(lines.quotes(2, 20)).toBe(false);
    expect(lines.crosses(2, 20)).toBe(true);
    expect(lines.crosses(15, 24)).toBe(false);
  });
});
