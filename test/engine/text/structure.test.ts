// The composed rules: new wordings fall out of intent x harm x target (and the like), and the
// dampers (negation, games, technical objects, reporting, hyperbole) keep ordinary talk unflagged.
import { describe, expect, it } from 'vitest';
import type { CategoryName } from '../../../src/api/index.ts';
import { analyzeText } from '../../../src/engine/text/index.ts';
import { PhraseSet, triggerWords } from '../../../src/engine/text/phrases.ts';
import { MAX_SENTENCE_WORDS, split } from '../../../src/engine/text/sentences.ts';
import { Reading } from '../../../src/engine/text/reading.ts';
import { FindingSet } from '../../../src/engine/text/findings.ts';
import { ENGLISH } from '../../../src/engine/text/en/index.ts';
import { normalize } from '../../../src/engine/text/normalize.ts';
import { VOCABULARY } from '../../../src/engine/text/index.ts';

const find = (text: string, category: CategoryName) => analyzeText(text).find((r) => r.category === category);

/** Each text read as its category, and its harmless look-alike not, or only low. */
function readsEachAndNotItsLookAlike(rows: readonly (readonly [CategoryName, string, string])[]): void {
  it.each(rows)('%s: reads %j, and not its look-alike', (category, flagged, ordinary) => {
    expect(find(flagged, category), flagged).toBeDefined();
    expect(find(ordinary, category)?.severity ?? 'none', ordinary).toMatch(/^(?:none|low)$/);
  });
}

describe('phrase sets and sentences', () => {
  it('finds the longest phrase at a token and skips past it', () => {
    const set = new PhraseSet(['beat', 'beat up', 'beat the crap out of']);
    const words = 'i will beat the crap out of him'.split(' ');
    expect(set.at(words, 2)?.phrase).toBe('beat the crap out of');
    expect(set.all(words).map((h) => h.phrase)).toEqual(['beat the crap out of']);
    expect(set.has('beat')).toBe(true);
    expect(set.has('beat up')).toBe(false);
    expect(set.saidIn(words)).toBe(true);
    expect(set.saidIn('i will beat the rap'.split(' '))).toBe(true);
    expect(set.saidIn('he took the crap out'.split(' '))).toBe(false);
  });
  it('splits sentences on end marks and caps their length', () => {
    const doc = normalize('one two. three, four! ' + 'word '.repeat(200), VOCABULARY);
    const { sentences, sentenceWords } = split(doc);
    expect(sentences[0]!.map((t) => t.word)).toEqual(['one', 'two']);
    expect(sentences[1]!.map((t) => t.word)).toEqual(['three', ',', 'four']);
    expect(Math.max(...sentences.map((s) => s.length))).toBeLessThanOrEqual(MAX_SENTENCE_WORDS);
    expect(sentenceWords).toEqual(sentences.map((s) => s.map((t) => t.word)));
  });
  it('splits a text once per reading, on first use', () => {
    const doc = normalize('one two. three', VOCABULARY);
    const reading = new Reading(doc, new FindingSet(doc, ENGLISH.calibration), ENGLISH.context);
    expect(reading.sentenceWords).toEqual([['one', 'two'], ['three']]);
    expect(reading.sentences).toBe(reading.sentences);
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

describe('sexual talk from desire x person x nakedness, place or arousal', () => {
  it('reads each wording of sexual talk without an explicit word, and leaves its look-alike unflagged', () => {
    const pairs: readonly [sexual: string, ordinary: string][] = [
      ['I want you naked in my bed', 'I want to see you win the race'],
      ["let's get naked", "let's get started"],
      ['send me a pic of you in the shower', 'send me a photo of you at the finish line!'],
      ["I'm going to rip your clothes off", 'rip your old jeans off the hanger and donate them'],
      ["I'd love to get you out of those jeans", "I'd love to get you out of that meeting"],
      ["show me what's under that skirt", "show me what's under that tarp"],
      ['I want to make you moan', "I'll make you a cup of tea"],
      ["I'm wet just thinking about you", "I'm wet from the rain, be there in 10"],
      ['my pussy is throbbing', 'my head is throbbing after that meeting'],
      ['I want to feel you inside me', 'I can feel the baby kicking inside me'],
      ['I want to taste you all over', 'we feel you, your loss is felt all over the community'],
      ['your body on top of mine', 'your bag on top of mine'],
      ['let me eat you out', "I'll eat you alive in the finals"],
    ];
    for (const [sexual, ordinary] of pairs) {
      expect(find(sexual, 'sexual'), sexual).toBeDefined();
      expect(find(ordinary, 'sexual'), ordinary).toBeUndefined();
    }
  });
  it('leaves negated wishes and medical talk unflagged', () => {
    expect(find("I don't want you naked in my bed", 'sexual')).toBeUndefined();
    expect(find('the doctor asked me to get undressed for the exam', 'sexual')).toBeUndefined();
  });
});

describe('mockery without a named insult', () => {
  it('reads `imagine being this ugly` as an insult, not `imagine being this happy`', () => {
    expect(find('imagine being this ugly lmao', 'harassment')?.severity).toBe('medium');
    expect(find('imagine being this happy on a Monday', 'harassment')).toBeUndefined();
  });
  it('reads a superlative insult aimed at the reader, not at a thing', () => {
    expect(find("you're the dumbest person I've ever met", 'harassment')).toBeDefined();
    expect(find("that was the dumbest bug I've ever fixed", 'harassment')).toBeUndefined();
  });
});

describe('wordings the settings set taught', () => {
  const pairs: readonly [CategoryName, flagged: string, ordinary: string][] = [
    ['self_harm', 'nobody would notice if i was gone', 'nobody would notice if I wore the same shirt twice'],
    ['self_harm', "i'm not going to be around much longer", "I won't be around much longer today, leaving at 5"],
    ['self_harm', "i'm so tired of existing", "I'm so tired of living paycheck to paycheck"],
    ['self_harm', "tonight's the night, i've saved up enough pills to not wake up", 'I saved up for a new phone, the old one is slow'],
    ['self_harm', 'planning to jump from the parking garage after class', 'planning to jump from the plane with a parachute'],
    ['self_harm', 'my plan is to take all my sleeping pills on sunday', 'my plan is to take all my vitamins in the morning'],
    ['harassment', "you're a worthless idiot, uninstall the game", "you're trash at this game lol"],
    ['hate', "don't sell to gypsies on here, they're all thieves", "we hosted some refugees, they're all lovely people"],
    ['violence', 'watch your back, I know where you live', "I'm going to kill you in the next round, watch your back"],
    ['violence', "you'll wake up with your throat cut", "you'll wake up with your legs sore after that workout"],
    ['spam', "I'm overseas, I'll send a cheque for more than the price and you refund the difference", 'I paid more than the asking price but it was worth it'],
    ['spam', 'giving 10k robux to the first 20 ppl, just log in with your account at robux-gift.example.net', 'the docs are at docs.example.com, log in with your account to see them'],
    ['sexual_minors', "what colour underwear are you wearing? you told me you're in year 7", "you're in year 7 now, are you wearing the new uniform tomorrow?"],
    ['profanity', 'shut up bitch', 'our bitch had a litter, 4 labrador pups ready in June'],
    ['self_harm', 'I have the rope in the garage. Tonight\'s the night. Sorry everyone.', 'I have the pills the doctor gave me, sorry everyone for the late reply'],
    ['self_harm', 'Does anyone know how many paracetamol it takes? Asking for me. I\'m done.', 'how many paracetamol can I take in a day for a toothache?'],
    ['self_harm', "Can't do this anymore. Said goodbye to my dog this morning.", "I'm done with this game, goodbye everyone, this is my last stream!"],
    ['hate', "Gypsies moving onto our street? lock your doors, they're all thieves", "Refugees arrived last week. They're all settling in well."],
    ['hate', 'black players are basically animals', 'black players are basically the backbone of the league'],
    ['harassment', 'lol look at that face, ugly fat loser, no wonder ur chat is empty', 'the villain, a fat old troll, lives under the bridge in the story you wrote'],
    ['harassment', 'your recipe is trash and so are you', "your code is trash and so is mine, let's refactor"],
    ['violence', "meet me after the match, I'll beat every one of you till you can't get up", "Bring your A game Saturday lads, we're going to destroy them"],
    ['spam', 'HMRC: You are due a tax refund of £326.40. To claim, submit your details at hmrc-refund-portal.co', "Heads up: there's a fake 'free iPhone giveaway' going round, it's phishing, never enter your card details"],
    ['sexual', "let's f.u.c.k in the back of the minibus", "let's fuck this up for the other team lol"],
    ['sexual', 'i want to screw you so hard', 'I need a screw for the cock valve on the boiler'],
    ['sexual', 'send more pics or i leak the ones i have', 'send me pics or i show you mine lol'],
    ['violence', "I'll make you pay for this", "I'll make you pay for lunch next time"],
    ['harassment', 'nobody at this school likes you, just leave', 'nobody at the party likes your cooking'],
    ['harassment', 'you should have been aborted', 'the pregnancy could have been aborted, the doctor said'],
    ['sexual_minors', 'kids are so sexy', "Fancy coming over for sex? Kids are at their dad's, I'll be naked when you get here"],
    ['sexual_minors', "the girls' nudes leaked, 14 year old", "dialogue at the level of kids' television and plot threads as morose as teen pregnancy, rape and murder"],
    ['profanity', 'fu dude, ur stats are fake', 'I love kung fu movies, Kung Fu Panda most of all'],
    ['sexual', 'send me your porn vids', 'We need a parental filter that blocks porn on the kids\' tablets'],
    ['harassment', "Sarah is a bitch, don't trust her", 'Winter is a bitch, the pipes froze again'],
    ['harassment', 'my boss is a total bitch', 'Bella is a good bitch, she had six pups'],
    ['profanity', 'what a cock', 'The cock crowed at dawn on the farm.'],
    ['hate', 'Drag queens are groomers', 'We went to a drag brunch, the queens were hilarious'],
    ['self_harm', 'I just want it all to stop.', 'I just want it all to stop. The drilling next door, I mean.'],
    ['self_harm', "I'm going to disappear and no one will care.", "I'm going to disappear for the weekend, no wifi at the cabin"],
    ['self_harm', 'My dog died and I want to die too', 'My phone died and I want to die too'],
    ['self_harm', 'I want everything to stop.', 'I want everything to stop, just for a minute, so I can think'],
    ['self_harm', 'Nobody would even notice if I vanished.', 'Nobody would notice if I vanished from the group chat lol'],
    ['self_harm', "I'd be doing everyone a favour by disappearing.", "You'd be doing everyone a favour by leaving the meeting early."],
    ['self_harm', 'I looked up how many paracetamol it takes.', 'I googled how many ibuprofen I can take for a headache.'],
    ['self_harm', 'The voices tell me to hurt myself.', 'The voices in the choir told me to sing louder.'],
    ['self_harm', 'I relapsed last night, cut deeper than ever', 'I relapsed on drinking after 2 years sober.'],
    ['self_harm', "I purge after every meal, it's the only way I feel in control.", 'We purge the logs every night'],
    ['self_harm', 'How do I make myself throw up without anyone hearing?', 'I ate something bad, how do I make myself throw up?'],
    ['self_harm', "I've only eaten 300 calories today, trying to get to 200 tomorrow.", "I've only eaten 1200 calories today, on track for my cut"],
    ['self_harm', 'Tips to hide not eating from your parents?', 'Hide the presents from the kids until Christmas'],
    ['sexual', "Delete this or I'll leak your nudes.", "I'll send your photos from the trip tonight"],
    ['sexual', 'pay me or I post your pics', "pay me back or i'll post your photos from the party lol"],
    ['violence', "I'm going to beat the living daylights out of you after school.", 'we beat the living daylights out of them in the final, 5-0'],
    ['violence', "He said he'd stab his ex if she shows up at the party.", 'She said she would kill me if I ate her cake lol'],
    ['violence', 'My brother says he will shoot his teacher tomorrow.', 'My mum is going to kill me when she sees the mess'],
    ['violence', "I'll make sure you never walk again", "I'll make sure you never work in this industry again."],
    ['violence', 'The shooter was a hero, we need more like him.', 'The guard who tackled the shooter was a hero.'],
    ['violence', 'The mosque shooting was justified.', 'The school shooting was a tragedy.'],
    ['violence', 'I will hunt you down if you go near my kids', "I'll hunt you down if you don't return my book!"],
    ['violence', "I'd love to see you hanging from a tree", "I'd love to see you hanging out with us more"],
    ['spam', 'Buy Instagram followers cheap, 10k for $5.', 'Get real followers by posting daily, it costs $0'],
    ['spam', 'Plug here, weed, coke, pills, delivery 24/7.', 'Police seized weed and coke worth 2 million in a raid'],
    ['spam', "I'm selling my Adderall, 10 bucks a pill.", "My doctor says I'm selling myself short, my adderall dose costs 10 bucks"],
    ['spam', "We're hiring remote data entry clerks, $45/hr, no interview, apply via WhatsApp.", 'The job pays $25/hr, interview on Monday at the office'],
    ['spam', 'Sugar daddy looking for a sugar baby, $2000 weekly allowance, DM me.', 'My friend found a sugar daddy lol, he pays for her uni'],
    ['spam', 'DM me for a free trial of my crypto signals group, 500% gains guaranteed.', 'Our fund made 12% gains this year, past performance is no guarantee'],
    ['harassment', "I'll keep making new accounts until you respond to me.", "I'll keep messaging you until you reply, it's about the rota"],
    ['harassment', 'Her license plate is AB12 CDE, find out where she lives.', 'I need to find out where she lives to send the invite'],
    ['harassment', "I'll make sure you never work in this industry again.", "I'll make sure you never work late again, I'm hiring help"],
    ['harassment', "Everyone's laughing at you behind your back.", "Everyone's laughing at you behind your back, they love the costume!"],
    ['harassment', "He's a lady killer, what a creep, he's a disgusting pig", "He's a lady killer"],
    ['harassment', "don't reply you idiot", "don't call you an idiot, I promise"],
    ['harassment', 'stop talking you absolute moron', "I don't think you're an idiot"],
    ['harassment', "why don't you just kill urself already", "why don't you just ask her out lol"],
    ['harassment', 'nobody would care if you jumped', 'nobody would care if you jumped the queue'],
    ['harassment', 'go jump off a cliff', 'we went cliff jumping, you should try it'],
    ['harassment', 'the world is better without people like you', 'the world is better with people like you in it'],
    ['harassment', 'you should just give up on life', 'you should just give up on that diet, life is short'],
    ['harassment', 'Delete your account, nobody cares.', 'Delete your account settings cache if the app hangs.'],
    ['harassment', 'You have the personality of a wet sock.', 'You have the personality of a golden retriever, I love it'],
    ['harassment', 'Your face could curdle milk.', 'Your face cream could sour in the heat, keep it in the fridge'],
    ['harassment', 'What a braindead take, uninstall life.', "uninstall league, it's ruining your sleep"],
    ['sexual', 'Escort available tonight, incalls and outcalls, text for rates.', 'Police raided an escort agency downtown.'],
    ['hate', "Black people have lower IQs, it's just science.", 'The argument that Black people have lower IQs has been picked apart for decades.'],
    ['hate', 'Females are only good for one thing.', 'Dogs have smaller brains than humans'],
    ['hate', 'Did you know 13% of the population commits 50% of crime?', '13% of the class did 50% of the work.'],
    ['hate', 'The Holocaust is a lie made up by the Jews.', 'Saying the holocaust is a lie is antisemitic and wrong.'],
    ['hate', "The Rothschilds control the world's money.", 'The Rothschild family owned a bank in Frankfurt.'],
    ['hate', 'Diversity is just a code word for white genocide', 'Some people claim diversity is a code word for white genocide, which is a racist conspiracy theory.'],
    ['hate', 'The "asylum seekers" in our town are all criminals', 'Someone wrote "Jews out" on the synagogue, disgusting'],
    ['sexual_minors', "You can tell me anything, I'm not like other adults.", 'As your school counsellor, you can tell me anything.'],
    ['sexual_minors', "Hi sweetie, I'm a friend of your dad's, he asked me to pick you up.", "I'm a friend of your dad's from work, he asked me to pick you up from the airport, I'm in a blue car."],
    ['sexual_minors', 'I can buy you the skin you want in Fortnite if you send me a pic.', 'I can buy you the skin you want in Fortnite for your birthday.'],
    ['sexual_minors', "you're 12 and so mature for your age, our secret ok?", 'My daughter is 12 and so mature for her age, she looks after her brother.'],
    ['sexual_minors', 'ur so mature 4 12, older guys must be all over u', 'send me 4 pics of the car'],
    ['sexual_minors', "I'm a photographer looking for young models 12-15, no parents needed, paid well", 'Casting for the school play, ages 12-15, no parents needed at rehearsals after week one.'],
    ['violence', 'Any United fan in our end tonight gets stabbed, simple as.', 'Any United fan in our end tonight gets a free scarf.'],
    ['violence', 'Hope your striker breaks his leg next week, you diving cheat.', 'Hope your striker breaks the record next week.'],
    ['violence', 'I hope she breaks her leg on the ice.', 'I hope she breaks a leg tonight, her first opening night!'],
    ['violence', 'Get cancer and die.', 'Get cancer screening every year after 50.'],
    ['violence', 'Someone should put a bullet in that judge.', 'Someone should put a bullet point in that judge\'s summary.'],
    ['violence', 'I hope your dog dies.', 'Hope your dog feels better soon.'],
    ['violence', 'I hope your grandma gets hit by a bus.', 'Hope your grandma gets home from hospital soon.'],
    ['harassment', 'Your mum should have swallowed.', 'Your mum should have swallowed her pride and called.'],
    ['harassment', "Everyone at school thinks you're a slag.", 'The slag heap near the old mine is being cleared.'],
    ['harassment', "I'll ruin your life, I'll tell everyone what you did.", 'This rain will ruin your hair, take an umbrella.'],
    ['harassment', 'Nobody asked, boomer.', "Nobody asked, but here's my review anyway."],
    ['self_harm', 'Does anyone know which bridge has no barriers?', 'Which car park has no barriers at the exit? I keep getting stuck.'],
    ['self_harm', "I haven't eaten in four days and I still feel fat.", "I haven't eaten in 3 days because of the flu, I feel awful."],
    ['self_harm', 'I starve myself every day.', "I used to starve myself in high school, I'm doing much better now."],
    ['self_harm', 'The only way out is to end it.', 'The only way out of the maze is to go left.'],
    ['self_harm', 'Cutting is the only thing that makes me feel something.', 'Cutting onions makes me feel like crying.'],
    ['self_harm', "I bought a rope today. I know what I'm doing with it.", 'I bought a rope today for the tent, finally ready for camping.'],
    ['hate', 'Sharia law is coming to your town.', 'Sharia councils in the UK deal mostly with divorce cases.'],
    ['violence', "i'm gonna shoooot you", "I'll shoooot you a message later"],
    ['violence', 'Rope, tree, journalist, some assembly required', 'We tied the rope to the tree for the swing.'],
    ['hate', 'Send them all back on the boats they came on', 'We rented kayaks, send them back on the boat trailer by five.'],
    ['hate', "Deport every last one of them, they don't belong here", "Return every last one of them, they don't belong here, they're library books!"],
    ['hate', 'the goyim know, shut it down', 'the shop knows, shut it down early today'],
    ['harassment', "You're not even worth the air you breathe.", 'That was worth the money.'],
    ['harassment', 'Bet your parents regret having you.', "If your parents regret having you, that's on them, not you."],
    ['harassment', 'No wonder your dad left.', 'No wonder your dad left early, the match was dull.'],
    ['harassment', 'Everything you touch turns to garbage.', 'Everything you touch turns to gold!'],
    ['harassment', 'Everyone would be happier without you.', 'Everyone would be happier without you there hogging the remote lol'],
    ['harassment', 'Your face is a crime scene.', 'Your face is all over the news, well done!'],
    ['harassment', 'ur mom must be so disappointed in you', 'If your parents are disappointed in you, talk to a counsellor.'],
    ['harassment', 'stfu nobody wants to hear your voice in vc', 'everybody wants to hear your voice in vc, unmute!'],
    ['spam', 'buy cheap viagra now', 'Cheap viagra? No thanks, my husband is fine now lol'],
    ['sexual', 'sleep with me and the promotion is yours', 'She slept in and missed the promotion party.'],
    ['sexual', 'Selling my used panties, message for pics', "Don't buy used underwear from charity shops, gross."],
    ['harassment', 'Stop being such a drama queen, nobody cares about your feelings.', 'Everybody here cares about your feelings, take your time.'],
    ['harassment', "I'll dox you and your family", 'He got doxxed last year and had to move house.'],
    ['harassment', 'posting your home address tonight', "I'll post your address label tomorrow"],
    ['harassment', "Let's find out where he works and get him fired, here's his LinkedIn", "Let's get him fired up for the final!"],
    ['harassment', "let's all go spam her dms until she deletes", 'let us all go and see her band play tonight'],
    ['harassment', 'She looks like a whale in that dress', 'We saw a whale shark, it looks like a whale but it is a fish'],
    ['harassment', 'Go make me a sandwich', 'Can you make me a sandwich please?'],
    ['harassment', "You'd look better with your mouth shut and your legs open", 'Keep your mouth shut about the surprise party'],
    ['harassment', 'Worst hotel ever, the receptionist was a rude idiot', 'Best hotel ever, the receptionist was a star'],
    ['violence', 'Burn down the refugee centre tonight', 'The old mill burned down in 1920.'],
    ['violence', 'The Christchurch shooter is a saint', 'The Buffalo shooter was sentenced to life.'],
    ['violence', 'Join the jihad, brothers, paradise awaits', 'He went to Syria to join ISIS in 2014 and was killed.'],
    ['violence', 'I hope the president dies', 'I hope the president gets better soon'],
    ['violence', "you'll die tonight", "you'll die of boredom at that lecture"],
    ['self_harm', 'Best way to hide cuts from my parents?', 'Hide the cuts from the budget from the board until Monday.'],
    ['self_harm', 'how do i hide my scars from my family', 'My therapist helped me stop hiding my scars from my family, and I feel lighter.'],
    ['self_harm', "I'm going to drink until I stop breathing tonight", 'Take the antibiotics until my heart stops racing'],
    ['self_harm', "what's the lethal dose of insulin", 'what is the lethal dose of dark chocolate for a dog'],
    ['self_harm', 'ana tips? need to lose 10 more lbs before summer', 'Ana tips her hairdresser really well.'],
    ['self_harm', "I'm going to jump tonight", "I'm going to jump tonight at the trampoline park"],
    ['sexual_minors', "she's only 13 but she's so hot", 'My son is 5 and he is so hot, fever of 39, should I go to A&E?'],
    ['sexual_minors', "would smash if she wasn't 16", 'My 10 year old loves smash bros'],
    ['sexual_minors', "She's 14 but she looks 18, wouldn't you?", 'She is 16 and looks 18, she gets served in pubs and it worries me.'],
    ['sexual', "let's play a game, you show me yours and I'll show you mine", 'You show me your drawings and I will show you mine'],
    ['sexual', "If you want the promotion you'll have to be nicer to me, if you know what I mean", 'If you want the promotion, talk to HR about the process.'],
    ['hate', "Your kind isn't welcome in this neighbourhood", 'Your kind of humour is welcome at work'],
    ['hate', 'Speak English or get out', "I'll learn English or go home trying lol"],
    ['hate', 'Whites only in this group', 'Whites only wash on 40 degrees, colours on 30.'],
    ['hate', 'death to all muslims', 'Death to spreadsheets'],
    ['hate', 'Kung flu', 'Researchers studied the Chinese virus samples in the lab.'],
    ['hate', 'what do you call immigrants at the bottom of the ocean? a good start', 'What do you call 1000 lawyers at the bottom of the sea? A good start'],
    ['hate', 'the jews are behind white genocide', 'The Jewish community is behind the new food bank.'],
    ['spam', 'Who needs a loan? Fast approval, no credit check, WhatsApp +234 803 123 4567', 'Our bank said the loan needs a credit check, it took a week.'],
    ['spam', 'Your package could not be delivered. Reschedule: usps-track-delivery.info', 'My package could not be delivered because I was out, I rang the depot.'],
    ['spam', 'Meet sexy local girls tonight, no sign up', 'Our local moms group meets tonight at the library'],
    ['harassment', "If you leave me I'll make sure nobody else ever wants you", "I'll make sure nobody else gets the last slice"],
    ['harassment', "Nobody else would ever put up with you, you're lucky I stay", 'Nobody else would ever put up with this weather, we are lucky to be here'],
    ['violence', "Send me a pic of where you are right now or I'm coming to find you", "Text me when you land or I'm going to find you a taxi"],
    ['violence', 'Your dog looks tasty, shame if it went missing', 'shame if it went missing in the post, so I sent it tracked'],
    ['violence', 'Hang the pedo, no trial needed', 'Hang the picture in the lobby, no nail needed'],
    ['violence', 'you deserve to rot', 'he deserves to rot in jail'],
    ['harassment', "You're such a mong", 'Mongo is a database'],
    ['harassment', 'look at this whale in a crop top', 'look at this whale in the bay!'],
    ['harassment', 'everyone in class is gonna laugh at you tomorrow when they see the video', "Everyone is gonna laugh at your jokes, you're hilarious"],
    ['harassment', 'nobody sit with her at lunch ok?', "nobody talk to him, he's afk"],
    ['harassment', 'ur parents are divorced bc of you', 'my parents are divorced because of work stress'],
    ['harassment', 'delete urself', 'please delete yourself from the mailing list'],
    ['hate', 'Stop shoving your gay agenda down our throats', 'Stop shoving your bags under the seats'],
  ];
  it.each(pairs)('%s: reads the first and leaves its look-alike unflagged', (category, flagged, ordinary) => {
    expect(find(flagged, category), flagged).toBeDefined();
    expect(find(ordinary, category)?.severity ?? 'none', ordinary).toMatch(/^(?:none|low)$/);
  });
  it('reads leaving a server as being left out, not as a death wished', () => {
    expect(find('Nobody would miss you if you left this server.', 'harassment')).toMatchObject({ label: 'demeaning', severity: 'medium' });
    expect(find('Nobody would miss you if you left this world', 'harassment')).toMatchObject({ label: 'self_harm_encouragement', severity: 'high' });
  });
  it('leaves negated sexual words and advice to someone else unflagged', () => {
    expect(find('not looking for hookups, sorry, I want a real connection', 'sexual')).toBeUndefined();
    expect(find("if you're feeling suicidal please talk to someone, the helpline is open", 'self_harm')).toBeUndefined();
    expect(find('Dick Grayson is the best Robin and I will die on this hill', 'self_harm')).toBeUndefined();
  });
});

describe('what a new user types first', () => {
  it('reads hatred said to the reader as hostility, low, and not where it is denied or teased', () => {
    expect(find('I hate you', 'harassment')).toMatchObject({ label: 'hostility', severity: 'low' });
    expect(find("I don't hate you.", 'harassment')).toBeUndefined();
    expect(find('I hate you for spoiling the ending lol', 'harassment')).toBeUndefined();
  });
});

describe('an attempt told as the past', () => {
  it.each([
    ["When I was 16 I tried to kill myself. Now I'm 30 and I'm glad I'm alive.", 'low'],
    ['Years ago I tried to kill myself.', 'medium'],
    ['I tried to kill myself last night.', 'high'],
    ['When I was 16 I tried to kill myself and I want to try again tonight.', 'high'],
  ])('reads %j as self-harm, %s', (text, severity) => {
    expect(find(text, 'self_harm')?.severity).toBe(severity);
  });
});

describe('a group run down or dehumanised', () => {
  it.each([
    ['Women are bad drivers.', 'group_hostility', 'medium'],
    ['Asians are so annoying', 'group_hostility', 'medium'],
    ["Gypsies moving in? they're all lazy", 'group_hostility', 'medium'],
    ['Muslims are vermin.', 'dehumanization', 'high'],
    ['Gypsies are thieves, every single one of them.', 'dehumanization', 'high'],
    ["They're not human, they're animals who breed like roaches", 'dehumanization', 'low'],
    ['The muslims? they are vermin', 'dehumanization', 'high'],
  ])('reads %j as %s, %s', (text, label, severity) => {
    expect(find(text, 'hate')).toMatchObject({ label, severity });
  });
  it('reads nothing in a they said to be no vermin, or called animals for their play', () => {
    expect(find("They're not vermin, they're people like us.", 'hate')).toBeUndefined();
    expect(find("They're animals on the pitch, what a performance", 'hate')).toBeUndefined();
  });
});

describe('veiled threats', () => {
  it.each([
    ['it would be a shame if something happened to your kids on their way to school', 'it would be a shame if you missed the concert'],
    ["you have 24 hours to take that review down or you'll find out what happens", 'you have 24 hours to submit your assignment'],
    ['accidents happen to people who talk too much', "accidents happen, don't worry about the broken vase"],
    ["I've got a bullet with your name on it", 'the knife in this set is razor sharp'],
    ["I'm outside your house right now", "I'm outside your house, come down when you're ready for dinner"],
    ['we know which school your daughter goes to', "we know which school your daughter goes to, she's in my son's class!"],
    ["I've got friends who'd love to meet you in a dark alley.", "I've got friends who'd love to meet you at the party."],
    ['Watch yourself, I know people.', 'Be careful, I know people who got scammed that way.'],
    ["You'll never see the kids again if you go to the police.", "He'll never see the kids again, the court gave full custody to her."],
    ["Don't be surprised if your car catches fire one night.", "Don't be surprised if it rains tomorrow."],
    ['Walk home alone tonight and see what happens.', "Walk home alone tonight? Text me when you're back."],
    ["I've got a gun and nothing to lose, you'd better watch it.", "I've got a new job and nothing to lose by trying."],
    ["I'm going to make you regret the day you were born.", "I'll make you regret ever showing me this show, I'm hooked."],
    ["One more word and I'll slap the taste out of your mouth.", 'This sauce will slap the taste out of your mouth, so good'],
  ])('reads %j as a threat and not its look-alike', (threat, ordinary) => {
    expect(find(threat, 'violence'), threat).toBeDefined();
    expect(find(ordinary, 'violence'), ordinary).toBeUndefined();
  });
});

describe('scams from an ask x a pretext', () => {
  it.each([
    ['Hi, is this Emma? Sorry wrong number. You seem nice though, where are you from?', 'Wrong number, sorry! I was looking for the plumber.'],
    ["Your Amazon order #4431 for an iPhone 15 has been placed. If this wasn't you, call 0800 123 4567 to cancel.", 'Your appointment is confirmed for Tuesday. If you need to rearrange, call us on 020 7946 0000.'],
    ['I can recover your lost crypto, 100% guaranteed, contact @RecoveryExpertPro', 'I lost my crypto wallet password, any advice on recovery?'],
    ["Flat for rent in the city centre, £450 a month, I'm abroad so please send the deposit by bank transfer", 'Flat for rent, £450 a month, viewings on Saturday, contact the agency'],
    ['I have recorded you through your webcam. Pay $1000 in bitcoin or I will send the video to all your contacts.', 'the webcam on my laptop stopped working after the update'],
    ["Hi mum, this is my new number, I dropped my phone. Can you send me £200 for rent?", 'Hi mum, new number, save this one'],
  ])('reads %j as a scam and not its look-alike', (scam, ordinary) => {
    expect(find(scam, 'spam'), scam).toBeDefined();
    expect(find(ordinary, 'spam'), ordinary).toBeUndefined();
  });
});

describe('wordings the third blind set taught', () => {
  readsEachAndNotItsLookAlike([
    ['violence', "I'll be at Sunday service with my dad's rifle and you will not finish that sermon", "I'll be at Sunday service with my dad's guitar"],
    ['violence', 'bring bats and crowbars to the rally, when the other side shows up we smash their skulls in', 'bring bats and gloves to practice, we smash it every week'],
    ['harassment', 'Sister Agatha, you\'re a bitter, ugly old hag', 'Sister Agatha, you\'re a kind, wise old soul'],
    ['harassment', "I'll keep making new accounts and messaging you every day until you leave this server", "I'll keep messaging you every day until you reply about the invoice"],
    ['hate', "I have nothing against Black people. I just think they are genetically less intelligent", "I have nothing against Black people. I just think they are underrepresented in film"],
    ['hate', 'Disabled people like the ones in that care home should have been aborted', 'Disabled people like the ones in that care home should have been consulted'],
    ['self_harm', "wrote notes for mum and my sister and left them in my desk drawer. tonight is the night. love u all", 'wrote notes for the exam and left them in my desk drawer. love u all'],
    ['self_harm', 'what height do you need to jump from for it to be certain? i am done with everything', 'what height do you need to jump from for a bungee licence?'],
    ['spam', 'Tickets here!!! ticket-deals-4u.shop ticket-deals-4u.shop ticket-deals-4u.shop', 'tickets at ticket-deals.example.shop, see you there'],
    ['credentials', 'gh token if u need it: ghp_\u200bfMfuTTTordVNTdah3d2gU6lNnCDz6u0kBUds', 'gh token goes in the ghp_ variable, never in chat'],
  ]);
});

describe('wordings of the sixth round of a new user\'s probes', () => {
  readsEachAndNotItsLookAlike([
    ['hate', 'Muslims out!', 'Tories out!'],
    ['hate', 'immigrants out now', 'Refugees out of Ukraine are finding homes across Poland'],
    ['hate', 'troons need to be put in camps', 'Troon golf course hosted the Open'],
    ['hate', 'femoids are all the same', 'females are the majority of the committee'],
    ['hate', 'ching chong go back to china', 'we go back to china every new year'],
    ['hate', 'ZOG runs this government', 'ZOG is my favourite Julia Donaldson book'],
    ['hate', 'the rothschilds control all the banks and the media', 'the rothschilds were a banking family in the 19th century'],
    ['violence', "I'm gonna swat you, enjoy the SWAT team at 3am", "i'll swat you with the newspaper"],
    ['violence', "I'll call in a fake hostage situation at your house", 'the SWAT team was called to a house on Elm Street'],
    ['violence', 'nice car, would be a shame if someone keyed it', 'what a shame the car got scratched in the car park'],
    ['violence', 'enjoy your last day on earth', 'enjoy your last day at work!'],
    ['violence', 'we know where your mum works', 'we know where the party is'],
    ['harassment', 'you should rope yourself tbh', 'rope yourself in with the carabiner first'],
    ['harassment', "you're a gobshite", 'the server sends you a nonce'],
    ['harassment', "your mum's a slag", "your mum's a nurse, right?"],
    ['harassment', 'everyone in class thinks you smell', 'everyone thinks you smell nice today'],
    ['harassment', 'you dress like a homeless person', 'you dress like a rock star'],
    ['harassment', "you're so fat you need two seats on the bus", 'you need two seats on the bus for the cello'],
    ['harassment', 'did you get dropped as a baby or something', 'did you get spoiled as a baby or something'],
    ['harassment', "you'll die alone with your cats", "I'm scared I'll die alone"],
    ['sexual_minors', "I could teach you how to kiss, it'll be our secret", 'the video will teach you how to kiss on stage for the play'],
    ['sexual_minors', "I can teach you how to kiss, you're 13 right?", "my dad taught me how to ride a bike, he'll teach you too"],
    ['spam', "We've been trying to reach you about your car's extended warranty. Press 1 to speak to an agent.", "We've been trying to reach you about your appointment, please call the surgery"],
  ]);

  it('reads whites in the wash as clothes, not people', () => {
    expect(find('Separate the whites out before washing', 'hate')).toBeUndefined();
    expect(find('wash the blacks inside out so they don\'t fade', 'hate')).toBeUndefined();
  });

  it('leaves praise in the frames of abuse alone', () => {
    for (const text of ['you look like a million dollars in that suit', 'When your kids are embarrassed by you, you know you are doing parenting right.']) {
      expect(find(text, 'harassment'), text).toBeUndefined();
    }
    expect(find('you look like a model, stupid cow', 'harassment')).toBeDefined();
  });

  it("reads the taunt that the reader will die alone as abuse, not violence, and a death in a ditch as violence", () => {
    expect(find("you'll die alone with your cats", 'violence')).toBeUndefined();
    expect(find("you'll die alone in a ditch", 'violence')).toBeDefined();
  });
});

describe("wordings of the seventh round of a new user's probes", () => {
  readsEachAndNotItsLookAlike([
    ['harassment', "he's a walking abortion", 'she had an abortion while walking the Camino, she wrote a book about it'],
    ['harassment', 'what a spastic', 'spastic colon flare up again'],
    ['harassment', "Go back to fixing printers, you're not a real engineer", "I know you're not a real doctor but what do you think of this rash?"],
    ['violence', 'I know your kids get out of school at 3:15', 'I know your kids get out of school at 3:15, want me to grab yours with mine?'],
    ['hate', '13% of the population, 50% of the crime', '13% of the population are left handed'],
    ['hate', 'notice who owns all the media companies', 'look at who owns the paper that printed this'],
    ['sexual_minors', 'have you ever kissed anyone? I could teach you', 'If you are interested I can teach you while we practise. Do you have Telegram?'],
    ['harassment', "here's his home address, you know what to do", "here's her address, send the card there"],
    ['harassment', 'she lives at 14 Oak Street, go get her', 'she lives in Leeds now, have fun at the wedding'],
    ['hate', 'Muslims are vermin, spray it on every mosque wall', 'Muslims. Vermin. Sickening graffiti appeared on the mosque wall.'],
    ['hate', "you only got promoted because you're black", "you only got the part because you're tall"],
    ['hate', 'white people are the devil', 'my kids are little devils'],
    ['violence', 'I know where you live and I\'ll tell your wife with a knife in my hand', "I'm going to find out where you work and tell your boss"],
    ['sexual_minors', 'meet me behind the school at 3, come alone', 'meet me behind the school at 3, bring your friends'],
    ['harassment', "you're too fat to be a model", "you're too young to drive"],
    ['harassment', 'lose some weight fatty', 'I need to lose some weight fast'],
    ['sexual', 'you have dick sucking lips', 'my lips are so chapped'],
    ['hate', "it's adam and eve, not adam and steve", 'Adam and Eve is a painting by Dürer'],
    ['hate', "blacks can't swim lol", "my kids can't swim yet"],
    ['self_harm', 'how many paracetamol does it take', 'how many paracetamol does it take to cure a migraine'],
    ['self_harm', "what's the best vein to cut", 'which vein do you cut for a blood draw? asking as a nursing student'],
    ['self_harm', "I've written my note and said my goodbyes", "Tonight I'm going to say goodbye to everyone. Leaving drinks, The Crown, 7pm."],
    ['hate', "I don't hate gays, I just think they shouldn't adopt", "I don't hate gays, but they should be free to marry"],
    ['hate', "I don't have a problem with black people, but they commit most of the crime", "I don't mind immigrants, they work hard"],
    ['spam', "Hey babe, I saw your profile, I'm new in town, add me on snap: kimmy_x", 'I saw your profile on the club website, add me on WhatsApp for the team group'],
  ]);

  it("reads a neighbour's offer of help as no threat, and an offer of harm as one", () => {
    expect(find('I know your son walks home past the park, want me to walk with him tomorrow?', 'violence')).toBeUndefined();
    expect(find('I know where your daughter goes to school, want me to pick her up and break her legs?', 'violence')).toBeDefined();
  });

  it('reads a farewell in the words of a report as the writer\'s own, and a report as one', () => {
    expect(find('wrote my note, said my goodbyes', 'self_harm')?.severity).toBe('medium');
    expect(find("she said 'I will kill you'", 'violence')?.severity).toBe('low');
  });

  it('reads an address asked to send a parcel as no spam, and one asked to send a prize as spam', () => {
    expect(find('Can you share your address so I can post the parcel?', 'spam')).toBeUndefined();
    expect(find('Congratulations! DM me your address so i can send your free gift today', 'spam')).toBeDefined();
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
