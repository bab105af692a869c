// A reading holds everything about one text: two readings never see each other's text.
import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../../src/engine/text/en/index.ts';
import { FindingSet } from '../../../src/engine/text/findings.ts';
import { normalize, VOCABULARY } from '../../../src/engine/text/index.ts';
import { words } from '../../../src/engine/text/pattern.ts';
import { Reading } from '../../../src/engine/text/reading.ts';

const THREAT = words(`(?:i|we) will (?:kill|hurt) you`);
const read = (text: string) => {
  const doc = normalize(text, VOCABULARY);
  return new Reading(doc, new FindingSet(doc, ENGLISH.calibration), ENGLISH.context);
};

describe('Reading', () => {
  it('answers for its own text, whatever other texts are read in between', () => {
    const threat = read('I will kill you. We will hurt you');
    const chat = read('see you at lunch');
    expect(chat.scan(THREAT)).toEqual([]);
    expect(threat.scan(THREAT).map((m) => m[0])).toEqual(['i will kill you', 'we will hurt you']);
    expect(chat.sentenceWords).toEqual([['see', 'you', 'at', 'lunch']]);
    expect(threat.sentenceWords).toEqual([['i', 'will', 'kill', 'you'], ['we', 'will', 'hurt', 'you']]);
    expect(chat.scan(THREAT)).toEqual([]);
  });
  it('reads negation before an offset of the normalised text within the clause', () => {
    const reading = read("I would never hurt you, I will hurt you");
    const text = reading.doc.text;
    expect(reading.negatedAt(text.indexOf('hurt'), 3)).toBe(true);
    expect(reading.negatedAt(text.lastIndexOf('i will'), 3)).toBe(false);
  });
});
