// Sexual language as the learned model reads it in short runs: a run of three or four words is read
// only when a word of it is one the sexual rules know, in any of its forms.
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../../src/engine/text/index.ts';

const sexualOf = (text: string) => analyzeText(text).filter((r) => r.category === 'sexual');

describe('the sexual model on short runs', () => {
  it.each(['come get naked', 'i masturbated last night', 'I came to your pics'])('reads %j as sexual language', (text) => {
    expect(sexualOf(text)).toMatchObject([{ label: 'sexual_language', severity: 'medium' }]);
  });

  it.each(['you blocked me', 'I will fight anyone who says pineapple does not belong on pizza. Come at me.'])('leaves %j alone: a person, a verb, a person', (text) => {
    expect(sexualOf(text)).toEqual([]);
  });
});
