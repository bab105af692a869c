// Spam as the learned model reads it: posts said the way spam is said, with none of the phrases,
// links or offers the rules are sure of; and what it leaves to others or does not read at all.
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../../src/engine/text/index.ts';

const spamOf = (text: string) => analyzeText(text).filter((r) => r.category === 'spam');

// No profile admired: with one, the rules read a fake profile's lure themselves (`I saw your profile ...`).
const ROMANCE = 'Hello dear, I came upon your page and you seem like a caring person. I am a surgeon working overseas and I would love to know you more, can we chat on WhatsApp?';
const MENTOR = 'My cousin showed me a trading app last month and I already tripled my savings, I can add you to the group where the mentor shares his signals every morning';

describe('the spam model', () => {
  it.each([ROMANCE, MENTOR])('reads %j as spam at medium, where no rule finds any', (text) => {
    const found = spamOf(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ label: 'spam_language', severity: 'medium' });
    expect(found[0]!.confidence).toBeGreaterThanOrEqual(0.9);
    // The whole post, to its last word.
    expect(found[0]!.spans?.[0]?.text).toBe(text.replace(/[?.!]$/, ''));
  });

  it.each([
    'Thanks for the recipe, I made it last night with extra garlic and the whole family loved it, will try the lemon version next week',
    "The quarterly report is attached, please review the revenue figures before Thursday's meeting with the finance team",
    'Hi, thanks for your order! Your mug shipped this morning with tracking. Let me know if anything arrives damaged and I will replace it.',
  ])('leaves %j alone', (text) => {
    expect(spamOf(text)).toEqual([]);
  });

  it('does not read a warning about the scam as the scam', () => {
    expect(spamOf(`Got this message today and it's a scam: ${ROMANCE}`)).toEqual([]);
  });

  it('reads a post whole, not a sentence of a longer text', () => {
    const notes = 'The release notes are below. We fixed the cache and the login page. '.repeat(5);
    expect(spamOf(`${notes}${MENTOR}`)).toEqual([]);
  });

  it('reads a post longer than a window whole, up to 120 words: a story that ends in a contact', () => {
    const story =
      'Good evening brothers and sisters. I am writing from Lagos with a heavy heart. My late father kept a trunk with family gold at a private vault in Accra ' +
      'and the vault company needs a trustworthy partner abroad to receive it on our behalf, since we cannot travel. You will keep thirty percent for your ' +
      'kindness. Reply to me privately so I can explain the paperwork, and please keep this between us for now.';
    expect(story.split(' ').length).toBeGreaterThan(48);
    expect(spamOf(story)).toMatchObject([{ label: 'spam_language', severity: 'medium' }]);
    // And not a long post of the same register that asks nothing of a stranger.
    const choir =
      "Our choir is collecting for the family of Mrs. Okafor, who lost her husband last week. The funeral is on Saturday at St. Mary's and the family has " +
      "asked for help with the costs. If you would like to contribute, please hand an envelope to Grace after rehearsal on Thursday or use the church's " +
      'usual donation box, marked for the Okafor family. Thank you all for your kindness, and please keep them in your prayers.';
    expect(spamOf(choir)).toEqual([]);
  });

  it('needs eight words of its own: a few words, or the pieces of links, are too little to read', () => {
    expect(spamOf('Hello dear, I am a surgeon working overseas')).toEqual([]);
    expect(spamOf('you can write to me at dana dot whitfield at mailbox dot org')).toEqual([]);
    const links = "t.equal(fastURI.serialize({ scheme: 'ws', host: 'example.com' }),\n  'http://example.com/foo', 'http://example.com/foo')\n";
    expect(spamOf(links.repeat(3))).toEqual([]);
  });
});
