// Self-injury the speaker tells as done: a hurt to their own body on purpose, or kept up until the
// body is wounded. Accidents, others' hurts, negation, questions and reported speech are not.
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../../src/engine/text/index.ts';

const selfHarm = (text: string) => analyzeText(text).find((r) => r.category === 'self_harm' && r.label !== 'self_harm_language');

describe('self-injury told as done', () => {
  it.each([
    'I held my palm against the iron on purpose last night',
    'i hit my head against the wall until it bled',
    'when it gets bad i scratch my wrists till they bleed',
    'punched myself in the stomach on purpose after the call',
  ])('reads %j as self-harm', (text) => {
    expect(selfHarm(text)?.severity).toBe('medium');
  });

  it.each([
    'I burned my hand on the stove by accident while cooking',
    'I picked this topic because I intentionally wanted something hard',
    'my brother punched the wall until his knuckles split',
    "i never hit my head until it bled, that's a myth",
    'did you hit your head until it bled?',
    'she said she burned her arm on purpose',
    'I deliberately cut the onions thin so they caramelise',
  ])('leaves %j alone', (text) => {
    expect(selfHarm(text)).toBeUndefined();
  });
});
