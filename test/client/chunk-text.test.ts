// Splitting long texts for the API's per-text limit, shared by the action and the Slack app.
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/api/index.ts';
import { chunkText } from '../../src/client/index.ts';

describe('chunkText', () => {
  it('keeps a text within the limit whole', () => {
    expect(chunkText('short', 10)).toEqual(['short']);
  });

  it('cuts long texts at whitespace within the limit, counting code points', () => {
    const chunks = chunkText('aaaa bbbb cccc dddd', 10);
    expect(chunks).toEqual(['aaaa bbbb ', 'cccc dddd']);
    const emoji = chunkText('😀'.repeat(25), 10);
    expect(emoji.map((c) => Array.from(c).length)).toEqual([10, 10, 5]);
  });

  it('keeps a word that straddles the API limit whole in the next piece', () => {
    const text = `${'a '.repeat(4_995)}[[moderation:hate:high]] tail`;
    const chunks = chunkText(text);
    expect(chunks.every((c) => Array.from(c).length <= LIMITS.textMaxCodePoints)).toBe(true);
    expect(chunks.join('')).toBe(text);
    expect(chunks[1]?.startsWith('[[moderation:hate:high]]')).toBe(true);
  });
});
