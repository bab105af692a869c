// Secrecy and a private app are grooming's words only beside something more: a secret needs a
// picture, a meeting, being alone, an age or a child around it, another secret beside it or a secret
// kept from the reader's family, and is none of these at work, at a surprise party or in a Secret
// Santa; and moves between adults (a romance scam's persona courting an adult) are no grooming while
// no child is in view.
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../../src/engine/text/index.ts';

const groomingOf = (text: string) => analyzeText(text).filter((r) => r.category === 'sexual_minors');
const groomingHigh = expect.arrayContaining([expect.objectContaining({ label: 'grooming', severity: 'high' })]);

describe('a secret', () => {
  it.each([
    "nobody at work knows I'm leaving, keep it secret till Friday please",
    "secret santa assignments are out! don't tell anyone who you got 🤫",
    'SHHH don\'t tell Dad!! planning a surprise party for his 50th, keep it secret from him, saturday 8pm at the rugby club',
    'keep this a secret but the next chapter kills off the main character. don\'t tell the comments section lol',
    "your gift is on its way, don't tell your brother what it is 🎁",
    "secret ending if you press space 10 times, don't tell anyone 🤫",
  ])('is no grooming alone: %j', (text) => {
    expect(groomingOf(text)).toEqual([]);
  });

  it.each([
    "Don't tell your brother, it's our little secret! Love, uncle Dave",
    "keep it secret ok? send me a pic when you're alone",
    "don't tell anyone, you're only 13 but you're so mature",
    'delete our chats after ok, this stays between us',
    "don't tell anyone I gave you that book, it's our secret",
  ])('is grooming beside more: %j', (text) => {
    expect(groomingOf(text)).toEqual(groomingHigh);
  });
});

describe('moves between adults', () => {
  it.each([
    "Hey fellow hiker, I'm a US army officer stationed overseas, love mountains. We could chat more on Telegram? Reddit DMs are bad",
    "hey gorgeous, i'm an engineer on an oil rig, add me on telegram so we can talk privately, this site is monitored",
  ])('are no grooming while no child is in view: %j', (text) => {
    expect(groomingOf(text)).toEqual([]);
  });

  it('are grooming once a child is in view', () => {
    const text = "i'm an army officer stationed overseas, ur only 14 but so mature, add me on telegram and don't tell your mum";
    expect(groomingOf(text)).toEqual(groomingHigh);
  });
});
