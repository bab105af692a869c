// Grooming as the learned model reads it: a move of grooming said in words the rules' moves do not
// hold is grooming language (medium: a score alone blocks nothing), whether or not a child is named;
// a negation is part of the move, not a denial of it; a warning that quotes a groomer is reported
// speech; a message a parent or a grandparent signs is family's, and a child's own news told in
// confidence is no secret kept for an adult; and a threat that knows when the reader is alone is a
// threat, not grooming.
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../../src/engine/text/index.ts';

const groomingOf = (text: string) => analyzeText(text).filter((r) => r.category === 'sexual_minors' && r.severity !== 'low');

describe('the grooming model', () => {
  it.each([
    'ur honestly more grown up than the girls at my work, i like talking to u more than them',
    'delete this chat after you read it, nobody else would understand what we have',
    "you can tell me anything, your mum doesn't have to hear about our chats",
  ])('reads %j as grooming language', (text) => {
    expect(groomingOf(text)).toMatchObject([{ label: 'grooming_language', severity: 'medium' }]);
    expect(groomingOf(text)[0]!.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it.each([
    'Safeguarding tip: groomers often say "don\'t tell your mum, this is just between us". Report it.',
    "My daughter's coach told her to keep their chats secret. What should I do?",
    "don't tell your mum we're planning her surprise party on saturday!",
    'I\'ll put you on hold for just a sec',
    'Reminder: U12 training moves to 5pm on Thursday, parents please collect from the main gate.',
    // Signed by a parent or a grandparent: family's.
    'You look so grown up in your new uniform, sweetie! Love, Nana',
    'You look so grown up in your new uniform, sweetie! lots of love, grandma and grandpa xx',
  ])('leaves %j alone', (text) => {
    expect(groomingOf(text)).toEqual([]);
  });

  it('reads the same praise unsigned, or signed by someone who is no parent or grandparent', () => {
    for (const text of ['You look so grown up in your new uniform, sweetie!', 'You look so grown up in your new uniform, sweetie! love, uncle dave']) {
      expect(groomingOf(text), text).toMatchObject([{ label: 'grooming_language' }]);
    }
  });

  it("leaves the writer's own news told in confidence alone, unless the rest names the reader or says more", () => {
    expect(groomingOf('dont tell anyone but i got the new skin!! come to my server after school')).toEqual([]);
    expect(groomingOf('dont tell anyone but i like talking to u more than the girls at my work')).toMatchObject([{ label: 'grooming_language' }]);
    expect(groomingOf('dont tell anyone but i know where your school is')).toMatchObject([{ label: 'grooming_language' }]);
  });

  it('leaves a threat that knows when the reader is home alone to violence', () => {
    const text = "Your husband works nights at the refinery right? So you're home alone with the kids. Noted";
    expect(groomingOf(text)).toEqual([]);
    expect(analyzeText(text).map((r) => r.category)).toContain('violence');
  });
});

describe('a message a parent or a grandparent signs', () => {
  it("is family's for the rules of grooming too", () => {
    for (const text of ["Don't tell your brother, it's our little secret! Love, Mum xx", "You're so mature for your age, I'm so proud of you! Love, Nana"]) {
      expect(groomingOf(text), text).toEqual([]);
    }
    expect(groomingOf("Don't tell your brother, it's our little secret! Love, uncle Dave")).toMatchObject([{ label: 'grooming', severity: 'high' }]);
  });

  it('is a signature and nothing more: a word after the kin, or a question, is the message going on', () => {
    expect(groomingOf('You look so grown up in your new uniform, sweetie! Love, Mom & Dad')).toEqual([]);
    for (const text of [
      "text me the second you're alone in your room and delete this after! mum asleep xx",
      "you can come to mine after school, nobody needs to know, you're so mature! with your dad away x",
      "you're my favourite, don't tell anyone about our chats ok? Mom and dad?",
    ]) {
      expect(groomingOf(text), text).not.toEqual([]);
    }
  });
});
