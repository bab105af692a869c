// The composed rules: new wordings fall out of intent x harm x target (and the like), and the
// dampers (negation, games, technical objects, reporting, hyperbole) keep ordinary talk unflagged.
import { describe, expect, it } from 'vitest';
import type { CategoryName } from '../../../src/api/index.ts';
import { analyzeText } from '../../../src/engine/text/index.ts';
import { PhraseSet, triggerWords } from '../../../src/engine/text/structure/phrases.ts';
import { MAX_SENTENCE_WORDS, sentences, sentenceWords } from '../../../src/engine/text/structure/sentences.ts';
import { normalize } from '../../../src/engine/text/normalize.ts';
import { VOCABULARY } from '../../../src/engine/text/vocabulary.ts';

const find = (text: string, category: CategoryName) => analyzeText(text).find((r) => r.category === category);

describe('phrase sets and sentences', () => {
  it('finds the longest phrase at a token and skips past it', () => {
    const set = new PhraseSet(['beat', 'beat up', 'beat the crap out of']);
    const words = 'i will beat the crap out of him'.split(' ');
    expect(set.at(words, 2)?.phrase).toBe('beat the crap out of');
    expect(set.all(words).map((h) => h.phrase)).toEqual(['beat the crap out of']);
    expect(set.has('beat')).toBe(true);
    expect(set.has('beat up')).toBe(false);
  });
  it('splits sentences on end marks and caps their length', () => {
    const doc = normalize('one two. three, four! ' + 'word '.repeat(200), VOCABULARY);
    const all = sentences(doc);
    expect(all[0]!.map((t) => t.word)).toEqual(['one', 'two']);
    expect(all[1]!.map((t) => t.word)).toEqual(['three', ',', 'four']);
    expect(Math.max(...all.map((s) => s.length))).toBeLessThanOrEqual(MAX_SENTENCE_WORDS);
    expect(sentenceWords(doc)).toEqual(all.map((s) => s.map((t) => t.word)));
    expect(sentenceWords(doc)).toBe(sentenceWords(doc));
  });
  it('gathers one word of every phrase, so a sentence without any holds none of them', () => {
    const set = new PhraseSet(['beat the crap out of', 'run you over', 'kill']);
    const trigger = triggerWords(set, new Set(['stab']));
    expect([...trigger].sort()).toEqual(['beat', 'kill', 'over', 'stab']);
    for (const text of ['i will beat the crap out of him', 'gonna run you over', 'kill it']) {
      const words = text.split(' ');
      expect(set.all(words)).not.toEqual([]);
      expect(words.some((w) => trigger.has(w))).toBe(true);
    }
  });
  it('takes the rarer word of a phrase over an everyday one, however short', () => {
    const trigger = triggerWords(new PhraseSet(['you won', 'account has been limited', 'do it all']));
    // A phrase of everyday words only still gives one of them: its longest.
    expect([...trigger].sort()).toEqual(['account', 'all', 'won']);
    expect(['you', 'it', 'been'].some((w) => trigger.has(w))).toBe(false);
  });
});

describe('threats from intent x harm x target', () => {
  it('reads a first-person plan with a bodily harm as a high threat', () => {
    expect(find("I'm going to snap your fingers one by one", 'violence')?.severity).toBe('high');
    expect(find('we will gouge your eyes', 'violence')?.severity).toBe('high');
  });
  it('reads a wish aimed at a person or their things as a wish of harm', () => {
    expect(find('I hope your ship sinks with you on it', 'violence')).toMatchObject({ label: 'wish_of_harm' });
    expect(find('hoping somebody stabs him on the way home', 'violence')).toBeDefined();
  });
  it('lands `put` or `send` only in a hospital or a grave', () => {
    expect(find("I'll send you to an early grave", 'violence')?.severity).toBe('high');
    expect(find("I'll put you in the loop", 'violence')).toBeUndefined();
    expect(find("I'll send you the invoice", 'violence')).toBeUndefined();
  });
  it('reads a weapon beside a payback as a threat across sentences', () => {
    expect(find('the whole department is going to pay. I have a loaded pistol', 'violence')?.severity).toBe('high');
    expect(find('the whole department is going to pay for the offsite', 'violence')).toBeUndefined();
  });
  it('leaves technical objects, games, negation and reports unflagged', () => {
    expect(find("I'm going to break the build again", 'violence')).toBeUndefined();
    expect(find("I'm going to crush the tank in the raid", 'violence')).toBeUndefined();
    expect(find("I would never snap your fingers", 'violence')).toBeUndefined();
    expect(find('he said "I will gouge your eyes" and got banned', 'violence')?.severity ?? 'low').toBe('low');
  });
});

describe('self-harm from the speaker x ending or means x intent', () => {
  it('reads a stockpile of means with a closing as intent', () => {
    expect(find("I've been stockpiling my sleeping pills, tonight is it", 'self_harm')?.severity).toBe('high');
  });
  it('reads a hoped-for ending of waking as intent', () => {
    expect(find('every night I pray I never wake up', 'self_harm')?.severity).toBe('high');
  });
  it('reads a blade that helps as ongoing self-harm', () => {
    expect(find('the razor makes me feel calm again', 'self_harm')?.severity).toBe('medium');
  });
  it('leaves hyperbole, roles and other people unflagged', () => {
    expect(find("I'm done with life if this standup runs over lol", 'self_harm')).toBeUndefined();
    expect(find('stopped existing as a freelancer, joined a startup', 'self_harm')).toBeUndefined();
    expect(find('my grandma keeps her pills in a box', 'self_harm')).toBeUndefined();
  });
});

describe('hate from group x generalising predicate', () => {
  it('reads a negative trait pinned on a whole group', () => {
    expect(find('latinos are all drug dealers', 'hate')?.severity).toBe('high');
    expect(find('asylum seekers are invaders', 'hate')).toBeDefined();
  });
  it('reads removal and exclusion of a group', () => {
    expect(find('round up the somalis', 'hate')).toBeDefined();
    expect(find('atheists should not be allowed to teach', 'hate')).toBeDefined();
  });
  it('leaves praise, negated predicates and passing states unflagged', () => {
    expect(find('latinos are great colleagues', 'hate')).toBeUndefined();
    expect(find('refugees are not criminals', 'hate')).toBeUndefined();
    expect(find('the girls are dirty after the rugby match', 'hate')).toBeUndefined();
  });
});

describe('grooming from a minor marker x approaches', () => {
  it('reads an age with secrecy and a private request as grooming', () => {
    expect(find("you're only 12? cool, meet me after school and don't tell anyone", 'sexual_minors')?.severity).toBe('high');
  });
  it('leaves a parent or a shop with a single ordinary request unflagged', () => {
    expect(find('my 12 year old wants to learn Rust, send me book tips', 'sexual_minors')).toBeUndefined();
    expect(find('school uniform sale: send me a dm for sizes', 'sexual_minors')).toBeUndefined();
  });
});

describe('scams from lure x rails x urgency', () => {
  it('reads a giveaway paid in crypto with urgency as a scam', () => {
    expect(find('Solana giveaway: deposit to the wallet below now and get it doubled', 'spam')).toBeDefined();
  });
  it('reads an account alarm on a look-alike link as a scam', () => {
    expect(find('Unusual activity on your account, confirm your details at http://micros0ft-login.example.help', 'spam')?.severity).toBe('high');
  });
  it('leaves a single signal unflagged', () => {
    expect(find('the raffle winner gets a gift card', 'spam')).toBeUndefined();
    expect(find('I made $300 a day freelancing last summer', 'spam')).toBeUndefined();
  });
});

describe('look-alikes', () => {
  it('does not read the user of a connection string as an email address', () => {
    expect(analyzeText('redis://app:s3cr3t@cache.internal.example.com:6379').filter((r) => r.category === 'pii')).toEqual([]);
  });
  it('does not read the cock of a firearm as profanity', () => {
    expect(find('cock the hammer before you fire', 'profanity')).toBeUndefined();
  });
});

describe('bounds', () => {
  it('answers a 10,000-character repetition of a composed match quickly', () => {
    const text = 'i will kill myself if '.repeat(460).slice(0, 10_000);
    const t0 = performance.now();
    analyzeText(text);
    expect(performance.now() - t0).toBeLessThan(500);
  });
});
