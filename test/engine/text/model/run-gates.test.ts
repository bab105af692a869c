import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../../../src/engine/text/index.ts';
import { VOCABULARY } from '../../../../src/engine/text/en/index.ts';
import { committedModel } from '../../../../src/engine/text/model/committed.ts';
import { MODEL_LABELS } from '../../../../src/engine/text/model/findings.ts';
import { scoredRuns } from '../../../../src/engine/text/model/runs.ts';
import { normalize } from '../../../../src/engine/text/normalize.ts';

/** The model's own findings in `text` (rule findings left out). */
const modelFindings = (text: string) => analyzeText(text).filter((f) => f.label !== undefined && MODEL_LABELS.has(f.label));

describe("what the model's score is read from", () => {
  it('reads no score from a single word', () => {
    for (const text of ['jews', 'end', 'end;', 'end\nend', '1.1', 'i i', 'goodbye', 'jump', 'pills', 'send', 'tonight', 'naked']) expect(modelFindings(text), text).toEqual([]);
  });
  it('still reads two words and more', () => {
    expect(modelFindings('goodbye everyone, tonight I end it').map((f) => f.category)).toContain('self_harm');
    expect(modelFindings('jews are the problem with this country').map((f) => f.category)).toContain('hate');
  });
  it('reads no score from source code', () => {
    const code = [
      "stream.on('end', () => { done(); });",
      'this.end = end;',
      'if (i < end) { return buf.slice(i, end); }',
      "switch (state) { case 'end': goodbye(); break; }",
      'if (!end && end > start) {\n  return true;\n}',
      "if (typeof end === 'number') return end;",
      'def close\n  if open?\n    flush\n  end\nend',
    ];
    for (const text of code) expect(modelFindings(text), text).toEqual([]);
  });
  it('reads no score from a chant or a flood, where a few words are said many times', () => {
    const runs = (text: string) => scoredRuns(committedModel(), normalize(text, VOCABULARY), () => 0.5);
    const chant = `${'ha '.repeat(30)}that was great`;
    expect(runs(chant)).toEqual([]);
    expect(runs(`${'go team go '.repeat(12)}see you all saturday`)).toEqual([]);
    // Said twice in a post of other words, a word still counts.
    expect(runs('muslims are vermin, muslims are a plague on this country').map((r) => r.category)).toContain('hate');
  });
  it('reads emoticons and brackets in prose as prose', () => {
    expect(modelFindings('goodbye everyone (tonight i end it) :( <3').map((f) => f.category)).toContain('self_harm');
  });
  it('reads no score from a run of names it has never seen', () => {
    const word = (i: number) => `w${i.toString(36).padStart(3, '0')}`;
    const gibberish = Array.from({ length: 2000 }, (_, i) => word(2000 + i)).join(' ');
    expect(modelFindings(gibberish)).toEqual([]);
  });
  it('still reads a post that names a person it has never seen', () => {
    expect(modelFindings('Baratunde is a filthy disgusting immigrant').map((f) => f.category)).toContain('hate');
  });
  it('reads a post longer than a window whole only for the categories that read posts whole', () => {
    const story =
      'Good evening brothers and sisters. I am writing from Lagos with a heavy heart. My late father kept a trunk with family gold at a private vault in Accra ' +
      'and the vault company needs a trustworthy partner abroad to receive it on our behalf, since we cannot travel. You will keep thirty percent for your ' +
      'kindness. Reply to me privately so I can explain the paperwork, and please keep this between us for now.';
    const doc = normalize(story, VOCABULARY);
    const whole = (readsWhole?: (category: string) => boolean) => scoredRuns(committedModel(), doc, () => 0, readsWhole).filter((run) => run.whole);
    expect(whole()).toEqual([]);
    expect(whole((category) => category === 'spam').map((run) => run.category)).toEqual(['spam']);
  });
});
