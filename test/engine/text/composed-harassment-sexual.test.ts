// The composed harassment and sexual readers: the reader x an insult, an act x a sexual framing,
// and the dampers (self-deprecation, negation, reporting, banter, technical objects, medicine).
import { describe, expect, it } from 'vitest';
import type { CategoryName } from '../../../src/api/index.ts';
import { analyzeText } from '../../../src/engine/text/index.ts';

const labelOf = (text: string, category: CategoryName) => analyzeText(text).find((r) => r.category === category && r.severity !== 'low')?.label;

describe('composed harassment', () => {
  it.each([
    ["you're a spineless little worm", 'insult'], ['honestly you are such a fraud', 'insult'], ['you absolute muppet', 'insult'],
    ['Dave, what an idiot', 'insult'], ['get lost, loser', 'insult'], ['nice try, dipshit', 'insult'], ['ur dumb', 'insult'],
    ['you are so stupid for thinking that', 'insult'], ['you look like a slob', 'insult'], ["you're a burden to everyone", 'insult'],
    ['no one asked you', 'demeaning'], ["you're nothing", 'demeaning'], ['crawl back under your rock', 'hostility'],
  ])('flags %j as %s', (text, label) => {
    expect(labelOf(text, 'harassment')).toBe(label);
  });
  it.each([
    "I'm such an idiot", 'lost my keys again, what an idiot', "you're not stupid", "you aren't a burden", 'this code is garbage',
    'your code is trash', 'your trash can is full', 'he said you are a clown', "you'd be a fool to miss this sale",
    "you're such a dork lol love you", 'you know I am a fraud', 'you made me feel stupid', 'what a joke this policy is',
    'you are a snake charmer', "you're nothing like him", 'thank you, dave',
  ])('leaves %j alone', (text) => {
    expect(labelOf(text, 'harassment')).toBeUndefined();
  });
});

describe('composed sexual', () => {
  it.each([
    ['dm me for spicy pics', 'solicitation'], ['i want to lick you all over', 'solicitation'], ['wanna see your tits', 'solicitation'],
    ['send me a pic of your body', 'solicitation'], ['she sucked his cock', 'explicit'], ['you make me so wet', 'explicit'],
  ])('flags %j as %s', (text, label) => {
    expect(labelOf(text, 'sexual')).toBe(label);
  });
  it.each([
    "I'll fuck you up", 'can i ride you to work', 'let me kick your ass', 'you make me work hard', 'the doctor examined her breasts for lumps',
    'we covered the penis and vagina in biology class', 'send me the pics from the wedding', 'dm me for pics of the venue',
    'I will screw you over', 'i wanna grab your hand', 'breast cancer screening saves lives', 'rub my back please',
  ])('leaves %j alone', (text) => {
    expect(labelOf(text, 'sexual')).toBeUndefined();
  });
});
