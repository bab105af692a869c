// The spam rules: offers sure to be spam with their bait, text that repeats itself, and the links,
// returns and asks that scams and promotion are scored from. Every case that talks about the same
// things (the drug, the followers, the chart, the song, a scam seen) stays clean.
import { describe, expect, it } from 'vitest';
import { costGrowth } from './cost-growth.ts';
import { analyzeText } from '../../../src/engine/text/index.ts';
import { disguisedLinks, lureLinks } from '../../../src/engine/text/en/spam/links.ts';

const spam = (text: string) => analyzeText(text).find((r) => r.category === 'spam');

describe('drugs offered for sale', () => {
  it.each([
    'buy cheap viagra now at pharma-deals.example',
    'Order Xanax online, discreet shipping, pay with bitcoin',
    'Cheap Cialis, just $0.99 a pill',
    'Buy Viagra online without prescription',
  ])('flags the offer with its bait in %j as medium promotion', (text) => {
    expect(spam(text)).toMatchObject({ label: 'promotion', severity: 'medium' });
  });
  it.each([
    'the viagra patent expired',
    'my doctor prescribed cialis',
    'where can I buy viagra without a prescription?',
    'you can buy viagra at boots.com now',
    'buy cheap viagra',
    "I got an email saying 'buy cheap viagra at pills.example', how do I block it?",
  ])('leaves %j unflagged: talk about the drug, an offer with no bait, or someone else\'s spam', (text) => {
    expect(spam(text)).toBeUndefined();
  });
});

describe('followers, likes, views and reviews sold', () => {
  it.each([
    'I can get you 10k followers for $5',
    'only $5 for 1000 instagram followers',
    '50 5-star google reviews for $30',
    'real active youtube subscribers, 2.5k subs for 10 dollars',
  ])('flags engagement at a price in %j as medium promotion', (text) => {
    expect(spam(text)).toMatchObject({ label: 'promotion', severity: 'medium' });
  });
  it('points at the offer, amounts and currency as written', () => {
    expect(spam('I can get you 10k followers for $5')?.spans?.map((s) => s.text)).toEqual(['10k followers for $5']);
  });
  it.each([
    'YouTube pays about $3 for 1000 views',
    'I hit 1000 subscribers for the first time!',
    'we reached 10k followers at 5am',
    'my post got 500 likes in an hour',
  ])('leaves %j unflagged: an amount of engagement without a price for it', (text) => {
    expect(spam(text)).toBeUndefined();
  });
});

describe('dating and adult-site lures', () => {
  it.each(['hot singles in your area http://date.example', 'Lonely housewives in your area are waiting for you, click here', 'see my nudes at spicy-pics.example'])(
    'flags the lure with a link or a call in %j as medium promotion',
    (text) => {
      expect(spam(text)).toMatchObject({ label: 'promotion', severity: 'medium' });
    },
  );
  it.each([
    'Check out the hot singles chart on billboard.com',
    'women in your area can sign up for free screenings',
    'are there any singles events in your area?',
    'lonely women are targeted by romance scams, read more at bbc.co.uk',
    'hot singles in your area',
  ])('leaves %j unflagged: a chart, a health service, an event, a news story, or a lure with nowhere to go', (text) => {
    expect(spam(text)).toBeUndefined();
  });
});

describe('repetition', () => {
  it.each(['follow me follow me follow me follow me', 'Follow me, follow me, follow me!', 'subscribe subscribe subscribe', 'like and subscribe! like and subscribe! like and subscribe!'])(
    'flags a call to follow or subscribe said three times or more in %j as low promotion',
    (text) => {
      expect(spam(text)).toMatchObject({ label: 'promotion', severity: 'low' });
    },
  );
  it('flags a phrase flooding the text as low repetition, over the whole run', () => {
    const text = 'join my server '.repeat(7).trim();
    expect(spam(text)).toMatchObject({ label: 'repetition', severity: 'low' });
    expect(spam(text)?.spans?.map((s) => s.text)).toEqual([text]);
  });
  it.each([
    'ha ha ha ha',
    'no no no no',
    'la la la',
    `${'ha '.repeat(30)}that was great`,
    `${'na '.repeat(16)}Batman!`,
    'let it be, let it be, let it be, let it be',
    'work work work work work work',
    'spam spam spam spam spam spam spam spam spam spam spam',
    'I love you '.repeat(8),
    'follow me on this thought',
    'follow me, follow me!',
    'Please follow the instructions. Follow the guide, follow the steps.',
  ])('leaves %j unflagged: chat, songs, chants and emphasis', (text) => {
    expect(spam(text)).toBeUndefined();
  });
  it.each(['ff '.repeat(40), '<td></td>'.repeat(30), '0xdeadbeef '.repeat(12), '[/TD] '.repeat(20)])('leaves the dump or markup %j unflagged', (text) => {
    expect(spam(text)).toBeUndefined();
  });
  it.each(['follow me ', 'join my server ', 'ab ', 'x y z '])('reads %j repeated in time linear in its length', (unit) => {
    expect(costGrowth(analyzeText, unit)).toBeLessThan(12);
  });
});

describe('scam phrases in technical text', () => {
  const scam = (text: string) => analyzeText(text).find((r) => r.category === 'spam' && r.label === 'scam');
  it('leaves bots, deprecation notices and key set-up in docs alone', () => {
    for (const text of [
      'This issue has been automatically marked as stale because it has not had recent activity. It will be closed if no further activity occurs. See https://github.com/probot/stale',
      'The deprecated endpoint will be deactivated on 2025-01-01, see https://docs.example.com/migration',
      'Set GITHUB_PRIVATE_KEY to the private key of your app, see https://docs.github.com',
      'the connection will be terminated after 30 s, see https://nodejs.org/api',
    ]) expect(scam(text), text).toBeUndefined();
  });
  it('still reads the same words aimed at the reader as a scam', () => {
    for (const text of [
      'URGENT: share your private key at http://wallet-verify.example to keep your funds',
      'Your account will be terminated unless you verify at http://x.example',
      'Your account will be deactivated in 24 hours unless you confirm at http://x.example',
    ]) expect(scam(text), text).toBeDefined();
  });
});

describe('links made to lure or to slip past filters', () => {
  it.each([
    ['claim here: discord-gift-nitro.com/claim', 1],
    ['https://netflix-billing-update.co/login', 1],
    ['visit eloboostking.store today', 1],
    ['mediafire-files.top/setup-fixed.exe', 1],
    ['marisol-design.com and support.brandname.com', 0],
    ['rect.top = 5; logger.info(x); cache.primary.store.get(k)', 0],
    ['see https://www.regular-expressions.info/posixbrackets.html', 0],
    ['our hall is at stmarks-parish.org.uk', 0],
  ])('reads %j as %i lure-shaped link', (text, n) => {
    expect(lureLinks(text, 5)).toHaveLength(n);
  });
  it.each([
    ['go to e a r n f a s t . c o m for the method', 1],
    ['grab it: dlscord . gift / xK9pQ2', 1],
    ['apply at fastloan24 dot online today', 1],
    ['back in the dot com bubble we all did', 0],
    ['I went home. Come over later.', 0],
  ])('reads %j as %i disguised link', (text, n) => {
    expect(disguisedLinks(text, 5)).toHaveLength(n);
  });
});

describe('scams and promotion scored from their parts', () => {
  it.each([
    'Mrs. Linda Carter turned my $2,000 into $18,500 in two weeks. Message her on Telegram and thank me later!',
    'I have a sure investment opportunity. Put $500 with my broker and in 5 days you will have $5,000. Inbox me.',
    "Hi it's Coach Mike on my new account, the old one got hacked. Buy 2 Google Play cards and send me photos of the codes.",
    'Congratulations! You have been chosen to receive $10,000 from the anniversary lottery, claim it here: bit.ly/claim-grant',
    'We offer job placement abroad with visa sponsorship. Pay the $1,500 application fee today to secure your slot. Limited positions.',
    'Puppies for sale, $300 each. I can ship anywhere, you just pay the pet transport insurance fee first.',
    'Adorable French bulldog puppies free to a good home, you only pay the shipping fee of $350',
    'Cheap designer handbags, AAA replica quality, 80% off. Visit luxbags-outlet.top, free shipping worldwide.',
    'Watch all matches live at s p o r t s t r e a m z . t o p, best prices, click here',
    'Found a lost dog near Elm St! To prove you are the owner send a $50 refundable deposit by Zelle and I will bring him back.',
    'Hello dear, I see you are interested in trading. My mentor helped me turn $500 into $18,000 in 3 weeks, I can introduce you to her.',
    'Free iPads for seniors in our neighborhood thanks to a community grant. Just enter your card for $2.95 shipping at tab-for-seniors . info',
    'Ticketmaster flagged your transfer, you need to verify by sending me the code they text you, otherwise the tickets bounce back to me and you lose the money',
    "Hi dad its me, new number. can you send £640 to my friend's account for the rent, i will pay you back tomorrow when my app works again",
  ])('flags %j', (text) => {
    expect(spam(text)).toBeDefined();
  });
  it.each([
    "Got a message from a guy promising 35% weekly returns and asking me to move to Telegram. Is this a scam? Seems too good to be true.",
    'Someone replied to my thread recommending a loan from "Mr. Alex Brown". Mods, I think that is a spam bot.',
    'Tournament fees are $40 per player this year, payable at the clubhouse desk or through the club website.',
    "There's a 20% off coupon on the product page right now if you tick the box under the price.",
    'Room for rent near campus, $650/month plus utilities. Viewings Saturday, I will show you around in person.',
    'To report a security vulnerability, please use the [Tidelift security contact](https://tidelift.com/security).',
    'I earn most of my income translating manuals here, roughly $4k a month in a good month.',
    "Warning: there's a listing going around for a $700 flat where the owner is abroad and wants a wire first. Don't pay.",
    'The application fee is $75 but you can request a waiver if you qualify for free lunch.',
    'Yep, we should have the mayor pay for the rail himself, at least $10B now, and we still will not have the riders to pay for the rest.',
    "We're giving away our old sofa, free to a good home, DM me",
  ])('leaves %j unflagged: a warning, a question, or ordinary commerce', (text) => {
    expect(spam(text)).toBeUndefined();
  });
});
