import { describe, expect, it } from 'vitest';
import { costGrowth } from './cost-growth.ts';
import { analyzeText } from '../../../src/engine/text/index.ts';

const find = (text: string, category: string) => analyzeText(text).find((r) => r.category === category);
/** A finding a reviewer is asked to look at: medium or high. */
const flagged = (text: string, category: string) => analyzeText(text).find((r) => r.category === category && r.severity !== 'low');

describe('game talk', () => {
  it('rates a lethal threat inside a game low, never higher', () => {
    expect(find("I'll kill you in the next round", 'violence')).toMatchObject({ severity: 'low', label: 'game_threat' });
    expect(find('I will shoot you in ranked tonight', 'violence')?.severity).toBe('low');
  });
  it('leaves competitive verbs in a game unflagged', () => {
    expect(find('I will destroy you at chess', 'violence')).toBeUndefined();
    for (const text of ["I'll bury you in words with friends", "I'll destroy you on dust2"]) expect(find(text, 'violence'), text).toBeUndefined();
  });
  it('rates a lethal threat low where the sentence names the game it is played at, not where it names a place of one', () => {
    for (const text of ["I'll kill you at ping pong later", "I'm going to murder you at FIFA", 'We will slaughter them at the pub quiz', "I'll kill you at table tennis"]) {
      expect(analyzeText(text).filter((r) => r.category === 'violence').map((r) => r.severity), text).toEqual(['low']);
    }
    expect(find("if ur still in this server tmrw i'm doxxing u and coming to beat u myself", 'violence')).toMatchObject({ severity: 'high' });
    expect(find("I'll kill you in the car park after the match", 'violence')).toMatchObject({ severity: 'high' });
  });
  it('rates an idiom of threat played in a game low', () => {
    expect(find('im gonna hunt you down on vertigo lmao', 'violence')).toMatchObject({ severity: 'low' });
  });
  it('rates a threat high where no game is played: a place, a time, a sports ground, a court', () => {
    for (const text of [
      "I'll bury you in the backyard", "i'll hunt you down at your house", "i'm coming for you at your work", "i'll kill you on finals day",
      "i'm coming for you at the rugby club tonight", "I'll kill you in the final seconds of your pathetic life", "i'm coming for you at court tomorrow",
    ]) {
      expect(find(text, 'violence'), text).toMatchObject({ severity: 'high' });
    }
    expect(find('gonna shoot up the arena on finals day', 'violence')).toMatchObject({ label: 'mass_violence', severity: 'high' });
  });
  it('rates a threat on a petty condition of everyday life low, but not one that silences, controls or extorts, names a body or a weapon', () => {
    for (const text of ["i'll kill you if you forget the snacks for the watch party", 'I will hunt you down if you take my yogurt from the fridge again.']) {
      expect(find(text, 'violence'), text).toMatchObject({ severity: 'low' });
    }
    // Not a threat to silence, control or extort, nor one with a gun.
    for (const text of [
      "I'll kill you if you tell anyone", "i'll break your legs if you spoil the finale", "I'm going to kill you if you come home late again",
      "I'll kill you if you don't bring the money to the coffee shop tomorrow", "I'll shoot you if you eat my fries",
      "you'll wake up with your throat slit if you eat my fries", "I'll set your house on fire if you eat my fries",
    ]) {
      expect(find(text, 'violence'), text).toMatchObject({ severity: 'high' });
    }
  });
  it('still rates a threat with a physical target high', () => {
    expect(find('imma smash your skull in', 'violence')?.severity).toBe('high');
    expect(find("I'll kill you in your sleep", 'violence')?.severity).toBe('high');
  });
});

describe('hyperbole', () => {
  it('rates a threat to oneself conditioned on work or play low', () => {
    expect(find("I'm going to kill myself if this build fails again", 'self_harm')?.severity).toBe('low');
  });
  it('keeps an unconditioned statement of intent high', () => {
    expect(find("I'm going to kill myself tonight", 'self_harm')?.severity).toBe('high');
    expect(find("I'm going to kill myself if he leaves me", 'self_harm')?.severity).toBe('high');
  });
});

describe('example credentials', () => {
  it('flags keys printed in vendor documentation low', () => {
    expect(find('the docs use AKIAIOSFODNN7EXAMPLE', 'credentials')).toMatchObject({ severity: 'low', label: 'aws_access_key' });
  });
  it('flags a real-looking key high', () => {
    expect(find('key AKIAZ7Q2LMXW4RTY6PKB', 'credentials')?.severity).toBe('high');
  });
});

describe('personal data in international formats', () => {
  it.each(['call me on 07700 900123', 'office 020 7946 0018', 'Handynummer 0151 23456789', 'appelle au 06 12 34 56 78', '+33 6 12 34 56 78', '+44 7700 900456'])(
    'finds the phone number in %s',
    (text) => expect(find(text, 'pii')?.label).toBe('phone_number'),
  );
  it('finds spelled-out email addresses and masks them', () => {
    const r = find('write to john (dot) doe (at) gmail (dot) com', 'pii');
    expect(r?.label).toBe('email');
    expect(r?.spans?.[0]?.text).not.toContain('john');
  });
  it('leaves asset names, order numbers and plain prose alone', () => {
    for (const text of ['icon@2x.png is missing', 'order number 1234567890123', 'look at example.com', 'build 20240501.3 passed']) expect(find(text, 'pii'), text).toBeUndefined();
  });
});

describe('disguises', () => {
  it('reads letters split by emoji and lone leetspeak letters', () => {
    expect(find('I will k🔪i🔪l🔪l you', 'violence')?.severity).toBe('high');
    expect(find('I h0p3 y0u g3t h1t by 4 bus', 'violence')?.severity).toBe('medium');
  });
  it('reads a first name as a name, not as profanity', () => {
    expect(find('hi Dick, how was your weekend?', 'profanity')).toBeUndefined();
    expect(find('what a dick', 'profanity')).toBeDefined();
  });
  it('reads a first name that opens a sentence as a name when a surname follows it', () => {
    expect(find('Dick Smith will present the quarterly numbers', 'profanity')).toBeUndefined();
    for (const text of ["Dick. That's what you are.", 'DICK HEAD', 'Dick move, mate']) expect(find(text, 'profanity'), text).toBeDefined();
  });
});

describe('insult words not aimed at a person', () => {
  it('does not flag an insult word used as a verb, in a compound, as praise or in a game', () => {
    for (const text of ['did you trash the files?', "you're stupid good at this", 'you are the garbage collector today', "you're trash at valorant lol"]) {
      expect(find(text, 'harassment'), text).toBeUndefined();
    }
  });

  it('still flags the insult aimed at the reader', () => {
    expect(find('you are a worthless idiot', 'harassment')).toMatchObject({ severity: 'medium', label: 'insult' });
    expect(find('you fat ugly cow', 'harassment')).toBeDefined();
  });

  it('reads a reply that is only an insult, or an insult after a dismissal, as aimed at the reader', () => {
    for (const text of ['idiot.', 'Another coward!', 'what a clown', 'stay mad, loser', 'cry about it crybaby', 'Ignorant uneducated fool', 'pathetic, spineless coward!', 'Sore loser!']) {
      expect(flagged(text, 'harassment'), text).toMatchObject({ label: 'insult', severity: 'medium' });
    }
    for (const text of ['the idiot', 'trash.', 'stupid.', 'my brother called me a clown at dinner', 'deal with it, team']) {
      expect(flagged(text, 'harassment'), text).toBeUndefined();
    }
  });

  it('reads someone by name or by role called what only a person is as an insult', () => {
    for (const text of [
      'Trump is an idiot',
      'dave is such a pathetic loser',
      'my boss is a useless prick',
      'the mayor is a corrupt idiot',
      'your brother is a moron',
      'the driver was a creep',
      "She's a Marxist twit.",
      'Milo is a self-obsessed extremist crank.',
      'not joking, idiot.',
      'why would anyone listen to that fool',
      'So your credible new source is Trump? Moron.',
      'Those idiots better head for the hills',
      'luke and saiki are idiots.',
      "they're morons lol",
      'Only the morons.',
      'NRA pawns. Cowards.',
      'what have you added to the conversation, hypocrite?',
      'these idiots will sell their soul for a buck',
      'So apparently Ryan is an ignorant thug too?',
    ]) {
      expect(flagged(text, 'harassment'), text).toMatchObject({ label: 'insult', severity: 'medium' });
    }
    for (const text of [
      'life is a bitch',
      'everyone is an idiot sometimes',
      'dave is not an idiot',
      'my son is a clown in the school play',
      'my brother is a failure at cooking lol',
      'the candidate is a liar on climate, look at his record',
      'Trump is an idiot magnet',
      'what was she not, a teacher, a clown?',
      'you will think of 51 ways to leave this loser of a film',
      'he is not a fool',
      'that fool on the hill is a great song',
      'they are not idiots',
      'they are idiots savants in chess',
      'these are not idiots',
    ]) {
      expect(flagged(text, 'harassment'), text).toBeUndefined();
    }
  });
});

describe('threats and grooming in everyday wording', () => {
  it('reads a school shooting announced with a laugh as mass violence', () => {
    expect(find('gonna shoot up the school lol', 'violence')).toMatchObject({ label: 'mass_violence', severity: 'high' });
    expect(find('we bombed the presentation lol', 'violence')).toBeUndefined();
  });
  it('reads knowing where someone lives as a threat, unless an errand to their door follows', () => {
    for (const text of ["Bro I know where you live, I'll drop your jacket round later, you left it on the chair", 'I know where you live Gord, dropping off your whistle tonight.']) {
      expect(find(text, 'violence'), text).toBeUndefined();
    }
    for (const text of [
      "I know where you live, I'll bring the boys", 'i know where you live. dropping by tonight with a knife', 'I know where you live and I am coming for you',
      "I know where you live, I'll have you killed", "I know where you live, i'll drop round with a hammer", "I know where you live, I'll bring a friend and we'll see how tough you are",
      "I know where you live, I'll pop round tonight", "I know where you live, I'll bring your kids home",
    ]) {
      expect(find(text, 'violence'), text).toMatchObject({ severity: 'high' });
    }
  });
  it('reads "you won\'t see tomorrow" as a threat, not a release note', () => {
    expect(find("you won't see tomorrow", 'violence')).toMatchObject({ label: 'threat', severity: 'high' });
    expect(find("you won't see tomorrow's release notes", 'violence')).toBeUndefined();
  });
  it('reads a pet name, an age question and a meeting hidden from parents as grooming', () => {
    expect(find('hey cutie, how old are you? wanna meet up without your parents knowing?', 'sexual_minors')?.label).toBe('grooming');
    expect(find('hey cutie, want to meet up later?', 'sexual_minors')).toBeUndefined();
    expect(find('my daughter is such a cutie, she started middle school', 'sexual_minors')).toBeUndefined();
  });
  it('reads talk kept between an adult and a child, or hidden from the parents, as grooming', () => {
    for (const text of ['hey cutie how old r u? wanna keep this between us?', 'dont tell your parents we talk ok']) expect(find(text, 'sexual_minors')?.label, text).toBe('grooming');
    for (const text of ["don't tell your parents about the surprise party ok", 'between us, the new manager is useless', 'my mum said we talk too much at dinner', "My son is in year 7 and we talk every night about his day, it's between us and his counsellor."]) {
      expect(find(text, 'sexual_minors'), text).toBeUndefined();
    }
  });
  it('reads the moves of grooming in their everyday words: the age waved away, a channel that hides, a meeting alone, a look at what the child wears', () => {
    for (const text of [
      "what are you, 12? that's fine, age is just a number 😉 add me on snap",
      'Do your parents check your phone? If not I want to show you something special, just us two',
      "Which park do you go to after school? I could meet you there, don't bring your friends",
      'Can you switch to the other app where messages disappear? Less chance of your dad seeing',
      "Let me be your special grown up friend. I'll send birthday money if you send a pic of what you're wearing now",
      "Coach here, you were amazing today. Come to my car after practice so we can talk privately, don't mention it to the others",
      "I'm only 19 so it's not weird, you're nearly 14 anyway. Just don't tell your teachers about me",
      "You've got such a pretty face for a year 7, bet all the older lads fancy you",
      "You're 14 but you look at least 18 in your profile pic, very developed for your age 😏",
    ]) expect(find(text, 'sexual_minors')?.label, text).toBe('grooming');
    expect(find("The girls in that under 12s gymnastics video have such nice bodies already, shame they're not older 😍", 'sexual_minors')).toMatchObject({ severity: 'high' });
    for (const text of [
      'honestly the best way to make in-game money is the villager trading hall, i make 5k coins an hour selling emeralds. if anyone wants help building one i can show you tomorrow after school',
      "We're looking for a babysitter for our two kids, Tuesday and Thursday afternoons, and we'd love to meet you at the park first with the kids. Send me a DM here.",
      'our under 12s won the cup on sunday, so proud of every one of them',
    ]) expect(find(text, 'sexual_minors'), text).toBeUndefined();
  });
  it('reads grooming from its moves: two kinds of them, or one that cuts a child off, where a child is in view', () => {
    for (const text of [
      // Two kinds, no child named: a picture asked for and what the child wears; a channel that hides and oversight evaded.
      'send a pic in ur swimsuit from ur holiday, i wanna see ur tan',
      'download wickr, its better for talking to me, the mods here are so annoying',
      'turn on disappearing messages on whatsapp so nobody can read our convo',
      // One kind where a child is in view: a secret from the parents, normalising, oversight evaded, isolation.
      'no one else can know about me, promise? grown ups always ruin things',
      'everyone ur age does this, ur mature enough to decide',
      'does ur mum ever go through ur phone? just asking so i know what to send',
      'nobody understands you like i do, not ur mum, not ur teachers, not ur friends',
    ]) expect(find(text, 'sexual_minors')?.label, text).toBe('grooming');
    for (const text of [
      'send me a pic of what youre wearing tonight? want to spot you at the bar 😉',
      'sleepover at mine friday? mum said yes, bring ur pyjamas and snacks',
      'wats ur snap? we\'re in the same maths class lol',
      'r ur parents home? can u come out on bikes',
      "dont tell anyone but i got the new skin!! come to my server after school",
      "don't tell your mom about the surprise party",
      'Parents: warning signs of grooming include an adult asking your child to keep secrets, move to Snapchat or send photos. Please talk to your kids.',
      'Got my citizenship letter today after 11 years. Came from Lagos with two suitcases. Crying in my car lol',
      'Big Al: 71 and just hit a 100kg deadlift. Age is just a number lads',
      // A child in view only in the move's own words, a parent's lift, a relative's praise, a count of minutes.
      'If your mum asks, tell her I said hi',
      'kids your age love this book, ask at the library desk',
      'Kids: your dad will pick you up at 3 today',
      'Your daughter is old enough to walk to school by herself now',
      'Year 7: bring your swimsuit on Friday for the swimming lesson',
      'You look so pretty in your school uniform, sweetie! Love, Nana',
      'Does your dad check your phone bill?',
      "I'll be waiting, almost 10 minutes late sorry",
      // Adults to adults: moves that hide nothing.
      'Come over to mine tonight, just the two of us 😘',
      'Happy birthday! I bought you a present, come round later and get it',
      "Is anyone home? I'll be waiting outside with your parcel",
    ]) expect(find(text, 'sexual_minors'), text).toBeUndefined();
    // Two kinds with no child in view, one of them reaching for what a child wears: medium, not blocked.
    expect(find("Send me a pic of what you're wearing tonight, I'll pick you up at 8", 'sexual_minors')).toMatchObject({ severity: 'medium' });
    for (const text of [
      "i have a surprise for you, your mum won't know, ur in year 7 right",
      'i want to see you without your school uniform, come alone',
      'what ur wearing rn? send pic, u r 13 right',
      "don't tell your mum or the police, it's our secret, you're 12",
    ]) expect(find(text, 'sexual_minors'), text).toMatchObject({ severity: 'high' });
  });
  it('reads a weapon told with a list of names as mass violence, and death wished on the reader as a wish of harm', () => {
    expect(find('I have a gun and a list of names', 'violence')).toMatchObject({ label: 'mass_violence', severity: 'high' });
    for (const text of ['I wish you were dead', "i hope you're dead soon", "i wish you'd drop dead"]) expect(find(text, 'violence'), text).toMatchObject({ label: 'wish_of_harm' });
    expect(find("i've got a rifle and a list of people who wronged me", 'violence')).toMatchObject({ label: 'mass_violence' });
    for (const text of ['made a list of names for the baby and bought a gun safe', 'the gun show had a list of vendors', 'i wish you were here', 'Bring the knives and a list for the picnic.', 'I hope you were dead serious about the job offer', "bring the knives and forks, i'll print the list of people coming to the picnic", 'guns n roses are top of my hit list this summer', "these rumours, i just wish they'd die down already"]) {
      expect(find(text, 'violence'), text).toBeUndefined();
    }
  });
  it('reads no reason left to live as a warning sign, not a reason to skip a holiday', () => {
    for (const text of ["I don't see a reason to keep living", "there's no reason for me to go on anymore"]) expect(find(text, 'self_harm'), text).toMatchObject({ label: 'suicidal_ideation' });
    for (const text of ["I can't think of a reason to go on holiday this year", "i don't see a reason to keep going with this project", "There's no reason to keep going, the shop is closed."]) expect(find(text, 'self_harm'), text).toBeUndefined();
  });
  it('reads finding where someone lives and a lesson they will not forget as threats', () => {
    for (const text of ["I'll find where you live", 'someone should teach her a lesson she won\'t forget']) expect(find(text, 'violence')?.label, text).toBe('threat');
    for (const text of ["I can't find where you live on the map, send your address", 'the teacher taught her a lesson she won\'t forget about fractions', 'I found your address in my old contacts, sending the wedding invite!', "We will teach them a lesson they won't forget on Saturday, come on you Reds!", "don't worry about directions, i'll find where you live and bring the cake"]) {
      expect(find(text, 'violence'), text).toBeUndefined();
    }
  });
});

describe('abuse that wishes a person gone', () => {
  it('reads a person told nobody would care if they were gone, or to be ashamed to exist, as abuse', () => {
    expect(find('nobody would care if you disappeared', 'harassment')).toMatchObject({ label: 'self_harm_encouragement', severity: 'high' });
    for (const text of ['you should be ashamed to even exist', 'you should be ashamed you exist', 'your mum should have aborted you']) expect(find(text, 'harassment'), text).toMatchObject({ label: 'demeaning' });
    expect(find('my mum should have aborted me lol', 'harassment')).toBeUndefined();
    expect(find("Nobody would care if you disappeared for a week, it's the holidays.", 'harassment')).toBeUndefined();
  });
  it('reads "go back to your cave" as an insult, not as xenophobia', () => {
    expect(find('go back to your cave, troll', 'hate')).toBeUndefined();
    expect(find('go back to your cave, troll', 'harassment')).toBeDefined();
  });
});

describe('stereotypes pinned on a group', () => {
  it('reads incapacity and crime pinned on a whole group as hate', () => {
    for (const text of ['women are too emotional to lead', 'women are irrational', 'immigrants are unfit to vote', 'blacks commit more crime', 'why are asians such terrible drivers', "aren't muslims basically savages?"]) expect(find(text, 'hate'), text).toBeDefined();
  });
  it('reads a group kept out of a place as exclusion, and a person or a thing kept out as nothing', () => {
    for (const text of ["i don't want muslims in my street", 'we dont want any more immigrants in this country']) expect(find(text, 'hate'), text).toMatchObject({ label: 'exclusion' });
    for (const text of ["i don't want the kids in my office", "i don't want my ex at the wedding", "aren't muslims allowed to eat chicken?"]) expect(find(text, 'hate'), text).toBeUndefined();
  });
  it('leaves a passing state, a team and counter-speech alone', () => {
    for (const text of ['women were emotional at the funeral', 'women are emotional today', 'my players are too emotional after a loss', "it's sexist to say women are too emotional to lead", "I'm not saying women are irrational"]) expect(find(text, 'hate'), text).toBeUndefined();
  });
});

describe('groups by sex, age and mind, and a group refused', () => {
  it('reads the mentally ill as a group a trait is pinned on, and men and old people as groups a death is called down on', () => {
    for (const text of ['mentally ill people are parasites', 'the mentally ill are a burden']) expect(find(text, 'hate'), text).toBeDefined();
    for (const text of ['old people should just hurry up and die', 'boomers need to die off already', 'men should die']) {
      expect(find(text, 'violence'), text).toMatchObject({ label: 'incitement', severity: 'high' });
    }
    // `men` is a team or a crew as often as a sex (`our men were animals in the scrum`); a fate with an object or a measure is no fate.
    for (const text of [
      'the old men in the pub are all lovely', 'men are tired after work', 'old people are so cute', 'the old trees should die off this winter',
      'Our men were animals in the scrum today, brilliant effort!', 'The men will hang the banner before the match.', 'Old people will burn more easily in the sun.',
      'Kill all the old people jokes in this script',
    ]) {
      expect(analyzeText(text).filter((f) => f.category === 'hate' || f.category === 'violence'), text).toEqual([]);
    }
    // A fate told how it comes stays one.
    for (const text of ['they should all hang this week', 'those people should all die a slow death', 'they should all bleed to death', 'these immigrants will burn while we watch']) {
      expect(find(text, 'violence'), text).toMatchObject({ label: 'incitement' });
    }
    for (const text of ['the men will hang the banner before the match']) {
      expect(analyzeText(text).filter((f) => f.category === 'hate' || f.category === 'violence'), text).toEqual([]);
    }
  });
  it('reads men and women named as a sex as a group, and some of them picked out by a word before as people', () => {
    for (const text of ['men are trash', 'all men are trash', 'men are pigs', 'i hate men', 'all the women are parasites', 'all of those men are parasites', 'women are vermin']) {
      expect(find(text, 'hate'), text).toBeDefined();
    }
    // A call for harm or hostility needs no claim about all of them: `kill the women`.
    for (const text of ['kill the women', 'shoot these women', 'i want the women dead', 'I hate those women', 'I hate muslims with a passion']) {
      expect(find(text, 'hate'), text).toBeDefined();
    }
    for (const text of [
      'these men are animals, lock them up', 'the men who did this are animals', 'our women are trash at defending this season',
      'send the men back to the boat, the storm is coming', 'we men are trash at remembering birthdays', 'I hate men who talk during films',
    ]) {
      expect(find(text, 'hate'), text).toBeUndefined();
    }
    // Warned to watch their backs, a sex is warned of danger, not threatened.
    expect(find('men better watch their backs in that bar', 'hate')).toBeUndefined();
  });
  it('reads a call for harm on a group quoted to be condemned as low', () => {
    expect(find("'Muslims should all be shot' is an awful thing to say.", 'violence')).toMatchObject({ severity: 'low' });
    expect(find('"old people should just hurry up and die" is what he wrote', 'violence')).toMatchObject({ severity: 'low' });
  });
  it('reads a group refused work, a home or service by the writer as exclusion', () => {
    for (const text of ['I would never hire a woman for this job', "I wouldn't rent to indians", "we don't serve gypsies here", 'i will never serve a refugee', 'i will not hire any more women', "i'm never hiring women again", 'we stopped hiring women']) {
      expect(find(text, 'hate'), text).toMatchObject({ label: 'exclusion', severity: 'medium' });
    }
    for (const text of [
      "we don't serve women who are drunk", "we don't employ migrants without visas", "i don't hire people who can't spell", "We don't serve Mexican food here, only Italian.",
      "We don't hire women as often as we should, and that's a problem.", 'we stopped serving mexican on mondays, the cook quit', 'we stopped selling to russians in 2022 because of the sanctions',
      "we're not taking on any more refugees, the camp is full.",
    ]) {
      expect(find(text, 'hate'), text).toBeUndefined();
    }
    expect(find("companies that say we don't hire women should be sued", 'hate')?.severity ?? 'low').toBe('low');
  });
  it("reads the writer's children kept from a group, and a place said to be won for a group's sake, as hate", () => {
    for (const text of ["I don't want my kids in a class with muslims", 'we dont want our children around immigrants']) expect(find(text, 'hate'), text).toMatchObject({ label: 'exclusion' });
    for (const text of ["she only got the job because she's black", "he only got the role because he's gay", "she was only hired because she's black"]) expect(find(text, 'hate'), text).toMatchObject({ label: 'group_hostility' });
    for (const text of ["I don't want my kids around my ex", "she only got the job because she's qualified", "he only got the part because he's tall", 'I just got a job because Black Friday needs extra staff.', "He only got the promotion because he's a brown noser."]) {
      expect(find(text, 'hate'), text).toBeUndefined();
    }
  });
  it('reads a faith or an orientation called a disease or a mental illness as hate, and a fact about it as nothing', () => {
    for (const text of ['homosexuality is a disease', 'transgenderism is a mental illness', 'judaism is a plague']) expect(find(text, 'hate'), text).toBeDefined();
    for (const text of ['homosexuality is legal in most of europe', 'judaism is an abrahamic religion', 'depression is a mental illness', 'many black women are cancer survivors']) expect(find(text, 'hate'), text).toBeUndefined();
  });
});

describe('approval of Hitler and groups said to smell', () => {
  it('reads them as hate', () => {
    for (const text of ['hitler had the right idea', 'the nazis did nothing wrong', 'indians smell like curry', 'roma stink']) expect(find(text, 'hate'), text).toBeDefined();
  });
  it('leaves a group sensing an opportunity alone', () => {
    expect(find('immigrants smell an opportunity in this market', 'hate')).toBeUndefined();
  });
});

describe('threats aimed at a group', () => {
  it('reads harm begun, wished to be seen or done to every member of a group as hate, and a gun taken to a gathering as violence', () => {
    for (const text of ["i'd love to see every immigrant burned alive", "let's go hunt some gays tonight", 'time to start shooting mexicans', 'I want to beat up every trans person I see', 'drown the refugees']) {
      expect(find(text, 'hate'), text).toBeDefined();
    }
    for (const text of ['going to the pride parade with my rifle', 'i hope someone shoots up a synagogue']) expect(find(text, 'violence'), text).toBeDefined();
  });
  it('reads harm to a group praised in a clause of who does it as a call for it', () => {
    for (const text of ['God bless the men who kill jews', 'hire guys that lynch blacks and give them medals']) {
      expect(find(text, 'hate'), text).toMatchObject({ label: 'call_for_harm', severity: 'high' });
    }
  });
  it('reads a vow to go on until a group is dead or gone as hate', () => {
    for (const text of [
      "I won't stop until every jew is dead",
      "we won't rest until all the immigrants are gone",
      'i will not stop until every jew is dead',
      "I don't think I'll stop until every jew is dead",
      'we must not rest until every immigrant is gone',
    ]) {
      expect(find(text, 'hate'), text).toBeDefined();
    }
    expect(find('the party continues until all the guests are gone', 'hate')).toBeUndefined();
  });
  it('reads a group told to be put to death, a world better for its death and attacks on all its places', () => {
    for (const text of ['muslims should all be executed', 'gay people should be rounded up', 'the world would be so much better if all the jews died']) {
      expect(find(text, 'hate')?.label, text).toBe('call_for_harm');
    }
    for (const text of ['somebody should torch every mosque in this country', 'firebomb all the synagogues']) expect(find(text, 'violence')?.label, text).toBe('mass_violence');
    expect(find('the world would be better if all politicians retired', 'hate')).toBeUndefined();
    expect(find('the world would be better if all the cats died', 'hate')).toBeUndefined();
  });
  it('reads a threat to anyone of a group, a group wished dead and its places burnt down', () => {
    for (const text of ['i am going to stab the next immigrant i see', 'i would love to hurt a gay person', 'i hope every jew dies', 'we should burn all the synagogues down']) {
      expect(find(text, 'violence'), text).toBeDefined();
    }
    for (const text of ['i want every muslim dead', 'refugees like them should be beaten', 'trans people should be attacked']) expect(find(text, 'hate')?.label, text).toBe('call_for_harm');
    for (const text of ["i'm going to beat the mexican team on saturday", 'i hope every muslim has a great eid', 'we are going to burn the old shed down']) expect(find(text, 'violence'), text).toBeUndefined();
  });
  it("reads a group's slogans of death, a group warned off, a group watched burn and attacks urged on its places", () => {
    for (const text of [
      'death to all jews',
      'we need a final solution for the migrant problem',
      'a few bullets would solve the mexican problem',
      'jews will be first against the wall',
      'mexicans better run when we take power',
      'every asian in this town should watch their back',
      "i'd happily watch every black person burn",
      "i'd love to see all the gays hanging from lampposts",
      'they should line the gays up and shoot them',
      'women who do that should be stoned',
    ]) {
      expect(find(text, 'hate'), text).toMatchObject({ label: 'call_for_harm', severity: 'high' });
    }
    for (const text of ['someone should bomb the synagogue during prayers', 'somebody firebomb that refugee centre already']) {
      expect(find(text, 'violence'), text).toMatchObject({ label: 'incitement', severity: 'high' });
    }
  });
  it('leaves history, warnings of danger, bake sales, old films and pride alone', () => {
    for (const text of [
      'my grandmother survived the final solution',
      'the so-called migrant problem is a myth pushed by tabloids',
      "women better watch their backs on that dark street at night, it's not safe",
      'every woman in the office should watch her back, the new manager is a creep',
      'muslims had better run for office, we need more representation',
      "i'd happily watch every black and white movie ever made",
      "i'd love to see all the gays dancing at pride",
    ]) {
      expect(find(text, 'hate'), text).toBeUndefined();
    }
    expect(find('he shouted death to all jews and was arrested', 'hate')?.severity).toBe('low');
    for (const text of ['we should burn down the old church hall and build flats', 'we should bomb the school fete with cupcakes', "someone should burn down that church's awful website"]) {
      expect(find(text, 'violence'), text).toBeUndefined();
    }
  });
  it('leaves recipes, support, policy, news and the shooting range alone', () => {
    for (const text of ['hunt for jewish recipes', 'go hunting for immigrant-owned businesses to support', 'we need to cut the migrant flow']) expect(find(text, 'hate'), text).toBeUndefined();
    for (const text of ['going to the shooting range with my rifle', 'an old man shoots up a music festival, police say']) expect(find(text, 'violence'), text).toBeUndefined();
  });
});

describe('hateful questions and opinions', () => {
  it('reads a world better without a group, a ban urged, a generalising question and a conspiracy as hate', () => {
    for (const text of [
      "wouldn't the world be better without immigrants?", "shouldn't we just ban muslims from entering?", 'is it just me or are mexicans lazy?',
      'am i the only one who thinks jews run everything?', 'in my opinion trans people are delusional',
      "don't you think immigrants are parasites?", "wouldn't it be better if there were no jews here", 'muslims are not human',
    ]) expect(find(text, 'hate'), text).toBeDefined();
  });
  it("reads a group's abilities denied, its jobs and countries said to be taken and its members kept from children as hate, after 'no offense' too", () => {
    for (const text of [
      "honestly women just aren't smart enough for politics",
      "i'm not racist but africans can't govern themselves",
      'women can\'t be trusted with money',
      'polish workers are stealing our jobs',
      'how long until muslims take over europe?',
      "i think gay people shouldn't be around kids",
      'no offense but indians smell',
    ]) expect(find(text, 'hate'), text).toBeDefined();
    for (const text of ['no offense, but your code is a mess', 'politicians can\'t be trusted', "kids shouldn't be around fireworks"]) expect(analyzeText(text), text).toEqual([]);
  });
  it('leaves questions about people, things banned and worlds without diseases alone', () => {
    for (const text of ['why are italians so passionate about football?', 'the world would be better without cancer', 'we should ban plastic bags', 'the world wouldn\'t be better without immigrants', 'muslims are not criminals']) {
      expect(find(text, 'hate'), text).toBeUndefined();
    }
  });
});

describe('derogation of a group', () => {
  it('reads a group called revolting or a waste of space, said to make one sick, or hated with words between, as hate', () => {
    for (const text of ['lesbians are revolting', 'refugees are a waste of space', 'muslims make me sick', 'i truly cannot stand immigrants', 'arabs are so gross']) {
      expect(find(text, 'hate'), text).toBeDefined();
    }
  });
  it('reads a group called human garbage, bugs or breeding machines as dehumanised, and a group called human as nothing', () => {
    for (const text of ['gypsies are human garbage', 'asians are bugs', 'women are breeding machines']) expect(find(text, 'hate')?.label, text).toBe('dehumanization');
    for (const text of ['muslims are human beings', 'immigrants are human', 'women are human too']) expect(find(text, 'hate'), text).toBeUndefined();
  });
  it('leaves food, films and those tired of hearing hate alone', () => {
    for (const text of ['mexican food makes me sick', 'asian horror films are creepy', "i'm tired of hearing that jews are rats", 'the worst part of the trip was the flight']) {
      expect(flagged(text, 'hate'), text).toBeUndefined();
    }
  });
});

describe('what a group deserves', () => {
  it('does not read a statement of the rights, respect or peace a group deserves as hate', () => {
    for (const text of ['gay people deserve equal rights', 'jews deserve to live in peace', 'muslims deserve respect like everyone else']) expect(find(text, 'hate'), text).toBeUndefined();
  });
  it('reads rights denied to a group, or support said beside hate, as hate', () => {
    for (const text of ["gay people don't deserve rights", 'immigrants should not have the vote', 'gay people deserve equal rights, but they are all pedos', 'black people deserve nothing']) {
      expect(find(text, 'hate'), text).toBeDefined();
    }
    expect(find("women don't have equal rights in many countries", 'hate')).toBeUndefined();
  });
  it('does not read what a group is entitled to as hate, whatever it is, unless the entitlement grudges', () => {
    for (const text of ['muslims have every right to build a mosque in this town', 'asylum seekers should be allowed to work while they wait', 'native americans deserve their land back']) {
      expect(find(text, 'hate'), text).toBeUndefined();
    }
    for (const text of ['muslims deserve what is coming to them', 'jews deserve everything hitler gave them', 'blacks deserve their own country far from us', 'immigrants should be allowed to rot']) {
      expect(find(text, 'hate'), text).toBeDefined();
    }
  });
  it('does not read a group welcomed as hate, unless the welcome grudges', () => {
    for (const text of ["We're hiring! Refugees and asylum seekers are welcome to apply", 'Refugees and asylum seekers are welcome here', 'Eid party at ours on Sat!! Indian, Bangladeshi, Nigerian families all welcome, bring the kids']) {
      expect(find(text, 'hate'), text).toBeUndefined();
    }
    expect(find('Muslims are welcome to go back to their own country', 'hate')).toBeDefined();
    expect(find('Jews are not welcome here', 'hate')).toBeDefined();
  });
});

describe('slogans of support', () => {
  it('does not read a slogan of support as hate', () => {
    for (const text of ['black lives matter', 'Black Lives Matter!', 'trans women are women', 'refugees welcome', 'yes black lives matter']) expect(find(text, 'hate'), text).toBeUndefined();
  });
  it('still reads hate said beside one', () => {
    expect(find('black lives matter my ass, they are all thugs', 'hate')).toBeDefined();
  });
});

describe('self-harm told in the words of people who do it', () => {
  it('reads cuts, burns, hurts done on purpose, doses taken and the community\'s own words as self-harm', () => {
    for (const text of [
      'relapsed last night, 3 new cuts', 'new cuts on my hip so my parents won\'t see', 'ugh tw: sh. did it again last night',
      'been burning my arm with a lighter again', 'slammed my hand in the car door on purpose', 'dug my nails into my palms till they bled',
      'took like 20 of my sleeping pills', 'tried to hang myself last week', 'i cut my wrists in the bathroom', 'researching ways to die painlessly',
      'my body doesn\'t deserve to live', 'just want the pain to stop forever', 'gonna ctb soon', 'thinking abt burning myself again',
      'just cut for the first time. it was easier than i thought', 'cut so deep i think i need stitches', 'i cut again last night',
    ]) expect(find(text, 'self_harm'), text).toBeDefined();
  });
  it('leaves accidents, budgets, recovery and support alone', () => {
    for (const text of [
      'I cut my hand on a can of beans', 'three new cuts to the school budget', 'burned my hand on the stove, ouch',
      'I took 2 pills for my headache', 'how do I help a friend who cuts?', 'my mosquito bite is so itchy', 'the deep cuts on this album are great',
      'I don\'t want the pain to stop, it means the nerve is healing', 'stopped taking my meds because the doctor said so',
      'i cut for the first time today at the salon', "I've cut so deep into my savings", 'i cut too deep into the dovetail joint',
    ]) expect(find(text, 'self_harm'), text).toBeUndefined();
  });
  it('takes "not joking" over a threat to oneself that reads as exasperation', () => {
    expect(find('If I fail this exam I\'m killing myself lol', 'self_harm')).toBeUndefined();
    expect(find('If I fail this exam I\'m killing myself. Not joking this time.', 'self_harm')?.severity).toBe('high');
  });
});

describe('calls on others to do violence', () => {
  it('reads an order to hurt someone, or a call on someone to do it, as incitement', () => {
    for (const text of ['someone should shoot that judge', 'hang the mayor from a lamppost', 'go stab him', 'somebody needs to kill the creep on our street', 'Shoot him.']) {
      expect(find(text, 'violence'), text).toMatchObject({ label: 'incitement', severity: 'high' });
    }
  });
  it('leaves work, games, messages, questions and being told to hurt oneself out of it', () => {
    for (const text of ['kill the process and restart', 'shoot me a message', 'shoot them an email', 'go kill the boss in level 3', 'someone should kill that spider', 'arrest them? kill them?']) {
      expect(find(text, 'violence'), text).toBeUndefined();
    }
    expect(find('kill yourself', 'violence')).toBeUndefined();
  });
});

describe('threats told as what the reader will get, or left unsaid', () => {
  it('reads the harm the reader is about to get as a threat', () => {
    for (const text of ['ur getting jumped after school', "you're getting stomped out friday", 'ur gonna bleed for what u did']) {
      expect(find(text, 'violence')?.severity, text).toBe('high');
    }
  });
  it('reads a routine recited, a tragedy wished on a pet and a warning that words are over as veiled threats', () => {
    for (const text of [
      'I know what car you drive, what time you leave work, and which way you go home.', "it'd be a real tragedy if your dog got out and never came back",
      'Last warning. After this it won\'t be words.', 'hope you have good life insurance', 'would be a shame if something happened to it',
      "it'd be a pity if your shop caught fire", "I'd hate for anything to happen to your kids", 'keep talking and see what happens',
      'Nice car. Shame if the brakes stopped working on the motorway.', 'would be a pity if your wheel nuts came loose',
    ]) expect(find(text, 'violence'), text).toBeDefined();
  });
  it('leaves a game, a deal and a schedule shared in friendship alone', () => {
    for (const text of [
      "you're getting a new laptop tomorrow", "I know what time you leave work, so I'll pick you up", "it'd be a shame if the rain ruined the picnic",
      "drive safe, i'd hate for anything to happen to you", 'try it and see what happens',
      "It's a shame the brakes failed on my old Fiesta, had to scrap it", 'Shame if the brakes went on the motorway, get them checked before the trip',
    ]) {
      expect(find(text, 'violence'), text).toBeUndefined();
    }
  });
  it('reads what befalls those who report, harm not wanted for a thing of theirs, fires that happen round here, a time the reader will not live to and a call to silence someone for good as veiled threats', () => {
    for (const text of [
      "Neighbours who call the council on me don't tend to enjoy living here much longer.",
      'Drop the complaint to HR. People who make trouble at this company tend to have bad luck on the way home.',
      'Things have a habit of catching fire round here.',
      'Wouldn\'t want anything to happen to that nice new van of yours, would we?',
      "you won't see christmas",
      'u wont see xmas',
      "keep talking and you won't see monday",
      'someone needs to shut her up for good',
      'Someone oughta shut him up forever',
      "I'll shut him up for good.",
    ]) expect(find(text, 'violence'), text).toBeDefined();
  });
  it('leaves regrets, advice, a deposit that goes wrong, a short career, fires in a dry summer, a season, a workload and times that go on alone', () => {
    for (const text of [
      'People who drink too much end up regretting it',
      'People who talk to the police without a lawyer end up regretting it, always ask for a solicitor.',
      'Tenants who call the council always seem to have things go wrong with their deposit, landlords are crooks.',
      "Staff who cause trouble don't last long in this industry, unions are weak.",
      'People who testify against cartels often have accidents, which is why witness protection exists.',
      'Things have a habit of catching fire round here in summer, the moors are bone dry.',
      "you won't see christmas lights here",
      "you won't see xmas presents until the 25th",
      'if you plant tomatoes now you won\'t see august',
      'Sorry, with this workload you won\'t make it to friday.',
      'that answer shut him up for good lol',
      'Someone needs to shut him up for good in the next debate, his arguments are embarrassing.',
    ]) expect(find(text, 'violence'), text).toBeUndefined();
  });
});

describe('threats in the forms people type them', () => {
  it('reads subjectless intent, harm through a windshield, a threat made in real life and a role pointed at', () => {
    for (const text of [
      'cant wait to strangle you with my bare hands', 'watch me break both your legs monday', "touch my car again and I'll put you through the windshield",
      "keep camping spawn and i'll find ur address and come stab u irl", "i'm gonna choke you out until you stop breathing", 'that teacher is getting stabbed before graduation',
      'every cop at the 9th precinct deserves a bullet', "I'm going to make my landlord bleed.", 'whoever finds the guy who hit my car, break his hands',
    ]) expect(find(text, 'violence'), text).toBeDefined();
  });
  it('leaves a title, a bullet point, a game and plans for the common good alone', () => {
    for (const text of ['Knock U Out had a special guest', 'he deserves a bullet point in the summary', 'camp the spawn and stab him before he respawns', "let's kill this bug before the release"]) {
      expect(find(text, 'violence'), text).toBeUndefined();
    }
  });
  it("reads the writer's crew as speaking for the writer, and a side of theirs in a game as playing", () => {
    for (const text of ['me and the boys will murder you', 'my friends will beat you up after school', 'my friends team up tonight and will kill you']) {
      expect(find(text, 'violence'), text).toBeDefined();
    }
    for (const text of ["the boys' team will murder them on saturday", 'the boys squad will beat them easily', 'the boys football team is going to murder them']) {
      expect(find(text, 'violence'), text).toBeUndefined();
    }
  });
});

describe('banter', () => {
  it('shows a laughing threat among friends low, laughed in words or in emoji', () => {
    for (const text of ["if you spoil the finale i'll literally murder you lol", 'If you touch my coffee again I will end you 😂', "i'm gonna kill you for spoiling the ending 🤣"]) {
      expect(find(text, 'violence')?.severity, text).toBe('low');
    }
  });
  it('keeps it high with a blade, a gun, a body named, or when the writer says it is meant', () => {
    for (const text of ['im gonna stab you lol', "i'll kill you lol. not joking", "lol ur actually gonna get your skull caved in tmrw. i'm not playing", "I'm going to kill you when I find you 😂 not joking", 'i will end you 😂🔫']) {
      expect(find(text, 'violence')?.severity, text).toBe('high');
    }
  });
});

describe('the vernacular spelling of a slur', () => {
  it('reads it alone as profanity, not hate', () => {
    for (const text of ['that nigga kendrick the greatest of all time', 'my niggas stay winning', 'you niggas do your friends so dirty']) {
      expect(find(text, 'hate'), text).toBeUndefined();
      expect(find(text, 'profanity'), text).toBeDefined();
    }
  });
  it('reads it as hate with a hostile word before it or in a hateful statement', () => {
    for (const text of ['you dirty niggas', 'filthy nigga get out', 'kill the niggas', 'niggas are animals']) expect(find(text, 'hate'), text).toBeDefined();
  });
  it('leaves the hard spelling a slur wherever it stands', () => {
    expect(find('that nigger over there', 'hate')).toBeDefined();
  });
});

describe('slurs of hateful forums', () => {
  it('reads the coinages of hateful forums as slurs, plural ones aimed at the group', () => {
    for (const [text, severity] of [['the muzzies are at it again', 'high'], ['mudsharks get what they deserve', 'high'], ['look at this shitskin', 'medium'], ['go back to your hut you porch monkey', 'high']] as const) {
      const hate = find(text, 'hate');
      expect(hate?.label, text).toBe('slur');
      expect(hate?.severity, text).toBe(severity);
    }
  });
});

describe('a slur that is also an animal\'s name', () => {
  it('names the animal where the words around it name the animal, and stays a slur elsewhere', () => {
    for (const text of ['raccoon memes never get old, coons raiding bins at 2am', 'the one where the coon steals the cat food, raccoons are menaces']) {
      expect(find(text, 'hate'), text).toBeUndefined();
    }
    expect(find('those coons ruin every neighbourhood', 'hate')?.label).toBe('slur');
    // Likened to other wild animals, it is the slur: a racist comparison, not the animal.
    expect(find('those coons are like wild possums, they live like skunks', 'hate')?.label).toBe('slur');
  });
});

describe("a slur's mask that a food's name fits", () => {
  it('names the food where the words around it name food, and stays a slur elsewhere or written out', () => {
    for (const text of ['the n*****s at mcdonalds were cold', 'chicken n*****s and fries', 'chicken n*****s', 'air fryer n*****s are so much crispier than the oven ones']) {
      expect(find(text, 'hate'), text).toBeUndefined();
    }
    expect(find('the n*****s at the bus stop', 'hate')?.label).toBe('slur');
    // Food named elsewhere in the post, or how food is cooked, says nothing of the mask.
    for (const text of [
      'n*****s eat fried chicken and watermelon lol', 'I ordered a meal and some n*****s behind the counter spat in it', 'I like my n*****s fried',
      'crispy n*****s lol burn them all', 'look at all these n*****s at kfc again', 'n*****s and fried chicken, name a better duo',
    ]) expect(find(text, 'hate'), text).toBeDefined();
    expect(find('niggers ate my chicken', 'hate')?.label).toBe('slur');
  });
});

describe('hostile input', () => {
  // Each unit repeated makes thousands of matches share one unpunctuated sentence: the look-around
  // per match must stay bounded, so four times the input costs about four times the time, far from
  // the sixteen of a quadratic pass (these grew quadratically when it was not).
  it.each(['you idiot ', 'i will kill you ', 'i will kill myself if ', 'nigger ', 'kids sexy ', 'Dick ', 'k🔪', '-----BEGIN PRIVATE KEY-----', 'mus-lims-', 'r.3.t.@.r.d.s.', 'n*****s ', 'my 14yo son thinks ', 'talk to my 13yo found porn ', 'ur mum wont know, send a pic ', 'liberals , who '])(
    'analyses %j repeated in time linear in its length',
    (unit) => {
      expect(costGrowth(analyzeText, unit)).toBeLessThan(12);
    },
  );
});

describe('telling someone to end their life', () => {
  it('reads the favour asked of the reader as encouragement, and the favour the writer means to do as self-harm', () => {
    for (const text of ['do everyone a favour and end it', 'just do us all a favor and die']) {
      expect(find(text, 'harassment'), text).toMatchObject({ label: 'self_harm_encouragement', severity: 'high' });
    }
    for (const text of ["I'm going to do everyone a favour and end it.", "I think I'll do everyone a favor and die tonight"]) {
      expect(find(text, 'harassment'), text).toBeUndefined();
      expect(find(text, 'self_harm'), text).toMatchObject({ label: 'suicidal_intent', severity: 'high' });
    }
  });
  it("reads `just die` said to the reader as encouragement, and the writer's own `i could just die` as nothing of the kind", () => {
    for (const text of ['just die already', 'honestly just die lol', 'go die in a ditch']) {
      expect(find(text, 'harassment'), text).toMatchObject({ label: 'self_harm_encouragement', severity: 'high' });
    }
    for (const text of ['I could just die, the cake collapsed in the oven 😩', 'i could literally just die rn']) {
      expect(find(text, 'harassment'), text).toBeUndefined();
    }
  });
});

describe('a group told to go back', () => {
  it('reads them told to go back where they came from as xenophobia, but not a trip home', () => {
    for (const text of ['they should all go back to africa', 'i hope they all go back to mexico', 'send them back where they came from', 'then go back to your own country', "why don't you go back where you came from", 'go back to africa', 'go back to afr1ca you m0nkey', 'go back to where you came from', 'go back to africa, nobody wants you here']) {
      expect(find(text, 'hate'), text).toMatchObject({ label: 'xenophobia', severity: 'medium' });
    }
    for (const text of ['we go back to mexico every summer', "I can't wait to go back to India", 'you should go back to china for new year, your grandma misses you', 'we had to send them back to the store', 'Go back to China?', 'i want to go back to africa for another safari', 'time to go back to india', 'Go back to where you came from in the stack trace and check the caller.']) {
      expect(find(text, 'hate'), text).toBeUndefined();
    }
  });
});

describe('abuse of a person in more of its words', () => {
  it('reads a person named or pointed at, called what only a person is, as an insult', () => {
    for (const text of ['Pence is a nincompoop.', 'honestly, dave is a shithead', 'you are a nincompoop', 'those fuckwits at the council']) {
      expect(flagged(text, 'harassment'), text).toMatchObject({ label: 'insult' });
    }
  });
  it('leaves a word that is as often fond, or names what someone did, alone', () => {
    for (const text of [
      'Napoleon Dynamite is a dork, and that is why we love him', 'Left my phone in the fridge again, such a dork.', 'Frank Abagnale was a con man.',
      'Fred Beckey was the original dirtbag.', 'Dirtbag!', 'Snowflake!', 'Mr Bean is a prat.', 'Jet lag is a bastard.', 'Google Maps is an idiot.',
    ]) expect(flagged(text, 'harassment'), text).toBeUndefined();
  });
  it('reads the reader set against their own people, dropped on their head or called less than human, as demeaning', () => {
    for (const text of [
      'your kids must be ashamed of you', "no wonder your parents don't love you", 'you should be embarrassed to show your face', 'did your mom drop you on your head as a baby?',
      "you're thick as two short planks", 'how are you even employed', 'you people are a plague on this country', 'your kind are vermin',
    ]) expect(flagged(text, 'harassment'), text).toMatchObject({ label: 'demeaning' });
  });
  it('leaves reassurance, support, praise and friends\' teasing alone', () => {
    for (const text of [
      'your parents must be so proud of you', "your parents don't want you to get hurt", "It doesn't mean your parents don't love you.",
      "If your parents don't love you, call Childline on 0800 1111.", "It's common to think your family is ashamed of you after coming out.",
      'When your kids are embarrassed by you, you know you are doing parenting right.', 'Your kids will hate you for a while when you set limits.',
      'You people are animals, you ate the whole cake!', 'You lot are animals, what a night!', 'Oh Biscuit, you have the brain of a peanut, but you are a very good boy.',
      "You're the worst person alive, you took my longest road!", "Wow Emma, you write like an eight year old and you're only six!",
      'Your face makes me want to throw up, amazing zombie makeup for Halloween!', 'you people are amazing',
    ]) expect(flagged(text, 'harassment'), text).toBeUndefined();
  });
  it('leaves an insult denied, or named as a word, alone', () => {
    expect(flagged('she used the word retard', 'harassment')).toBeUndefined();
    for (const text of ['no one would ever call you ugly', 'I never called you stupid']) expect(find(text, 'harassment'), text).toBeUndefined();
    expect(flagged('they call you stupid', 'harassment')).toBeDefined();
  });
  it('shows an insult said with affection low, but not one said in disbelief, with love denied, lost or taken back, or meant', () => {
    for (const text of ["you're an idiot lol love you", 'my brother is an idiot but I love him', "you're a moron jk"]) {
      expect(find(text, 'harassment'), text).toBeDefined();
      expect(flagged(text, 'harassment'), text).toBeUndefined();
    }
    for (const text of [
      'are you kidding me, you idiot', 'you must be joking, you moron', "you're a moron, not joking", "you're a pathetic loser, nobody could love you",
      'how could anyone love you, you disgusting idiot', 'quit kidding yourself, you moron', "bless him, he's a useless twat", 'Kidding aside, you are a complete idiot.',
      "I wish I was joking, you're a pathetic loser.", "I used to love you, now you're just a pathetic loser.", 'Love you all, except you, you worthless piece of shit.',
      "You're a piece of shit, jk, but seriously you are.", 'Okay bestie, go back to the kitchen.', 'Mom, I love you, but your boyfriend is a piece of shit.',
    ]) expect(flagged(text, 'harassment'), text).toBeDefined();
  });
});

describe('an end promised to the reader, and a last word warned of', () => {
  it('reads them as threats', () => {
    for (const text of ['you will be dealt with permanently', "you'll be dealt with once and for all"]) expect(flagged(text, 'violence'), text).toMatchObject({ label: 'threat' });
    expect(flagged("one more word and you're dead", 'violence')).toMatchObject({ severity: 'high' });
  });
  it('leaves advice, bills and things dealt with alone', () => {
    for (const text of [
      "don't buy that car, you'll regret it", "Skip leg day? You'll regret this.", 'the leak will be dealt with permanently by the plumber',
      'The rats in the attic? They will be dealt with once and for all next week.', "Don't worry about the bill, your parents will pay for this.",
      "Think about that before you testify, it's a big decision.", "You say you're not scared of the dark? We'll see how tough you are when there's no one around.",
    ]) {
      expect(flagged(text, 'violence'), text).toBeUndefined();
    }
  });
});

describe('coded calls to kill people by their role', () => {
  it('reads the only good one of them called a dead one as incitement', () => {
    for (const text of ['the only good cop is a dead cop', 'the only good cop is a dead one', 'the only good cops are dead cops', 'only good landlord is a dead landlord']) {
      expect(flagged(text, 'violence'), text).toMatchObject({ label: 'incitement', severity: 'high' });
    }
  });
  it('leaves pests, game mods, games, builds and the laws of war alone', () => {
    for (const text of [
      'the only good bug is a dead bug', 'Feral hogs are destroying my crops. The only good pig is a dead pig.', 'The only good mod is a dead mod, my game keeps crashing.',
      'In GTA, cops are legitimate targets, obviously.', 'Both wasm32 and x86_64 are valid targets.', 'soldiers are legitimate targets under the laws of war',
    ]) {
      expect(analyzeText(text).find((r) => r.category === 'violence' && r.label === 'incitement'), text).toBeUndefined();
    }
  });
});

describe('hateful questions in their common forms', () => {
  it('reads a group asked about as smelly as hate', () => {
    expect(find('is it just me or are indians really smelly?', 'hate')).toBeDefined();
  });
  it('leaves a passing state, a count and robots alone', () => {
    for (const text of ['the kids are a bit sick today', 'my neighbours are a bit smelly after the gym', 'Women are smelly after a marathon, same as men.', 'Women outnumber us three to one in nursing school.', 'robots will replace us']) {
      expect(find(text, 'hate'), text).toBeUndefined();
    }
  });
});

describe('a life said not worth living, and a burn by mishap', () => {
  it('reads the writer\'s life said not worth living as suicidal intent, but not a life without a treat', () => {
    for (const text of ["life isn't worth living", 'my life is not worth living anymore']) expect(flagged(text, 'self_harm'), text).toMatchObject({ label: 'suicidal_intent' });
    for (const text of ["Life isn't worth living without chocolate", "life without coffee isn't worth living lol"]) expect(find(text, 'self_harm'), text).toBeUndefined();
  });
  it('leaves a burn or a cut at the stove alone, unless it was meant', () => {
    for (const text of ['I burned myself on the stove again', 'I cut myself chopping onions again']) expect(flagged(text, 'self_harm'), text).toBeUndefined();
    expect(flagged('I burned myself on the stove again on purpose', 'self_harm')).toBeDefined();
  });
});

describe('last words, and a sleep the reader will not wake from', () => {
  it('reads belongings handed on, the socials deleted and the readers told not to blame themselves as farewells', () => {
    for (const text of [
      "Gave my sister my car keys and my bank details today. She doesn't know why yet.",
      'Deleted all my socials except this one. Just wanted to say you were all good to me. Bye x',
      "deleting my socials one by one. tumblr's last. wanted to say goodbye to my moots first",
    ]) expect(flagged(text, 'self_harm'), text).toBeDefined();
    for (const text of ["i gave my mum my bank details so she can pay rent while i'm travelling", "don't blame yourself, the exam was rigged", 'Goodbye group chat, been real, see you all at the reunion']) {
      expect(find(text, 'self_harm'), text).toBeUndefined();
    }
  });
  it('reads a sleep the reader will not wake from, told as what comes of what they do, as a veiled threat', () => {
    expect(flagged("Keep playing that music at 2am and one night you won't wake up", 'violence')).toBeDefined();
    expect(find("take two of these and you won't wake up till noon", 'violence')).toBeUndefined();
  });
});

describe('news of a group told with joy', () => {
  it('leaves news closed with the writer\'s joy for them alone, but not joy that opens a sneer', () => {
    for (const text of ['the gay couple next door just adopted a baby, so happy for them', 'two dads pushing a pram in the park, made my day']) expect(find(text, 'hate'), text).toBeUndefined();
    expect(find('so happy for them, now the muslims can ruin another country', 'hate')).toBeDefined();
  });
});

describe('a harm denied of a group', () => {
  it.each([
    "gay men aren't a danger to kids",
    "Autistic adults are not a 'nuisance' to shoppers, and the complaints were prejudice.",
    "The family in the flats are a mum and three kids from Sudan. They're terrified, not dangerous.",
    "muslims aren't a menace, they're our neighbours",
  ])('is no hate: %j', (text) => expect(find(text, 'hate')).toBeUndefined());

  // A harm denied only to say worse, or denied as a pretence.
  it.each([
    "muslims aren't a threat, they're a plague",
    "gay men aren't a danger to kids, they're perverts",
    "refugees aren't dangerous, just filthy animals",
    'women are not a danger, they are just stupid',
    "jews aren't a danger, they just control the banks",
    "muslims are not a threat, they're a cancer",
    "gay men aren't a danger to kids, they just want to groom them",
    "it's awful how people treat blacks, like they're not criminals",
  ])('is still hate: %j', (text) => expect(find(text, 'hate')).toBeDefined());
});

describe('harm called down on a group in more of its forms', () => {
  it.each([
    'Democrats who want open borders need to be lined up and shot for treason',
    "LGBT people in Dhaka should be found and killed like Xulhaz was, that is Allah's law",
    "I'd love to see every pedo hanged",
    'I pray I live to see every muslim hanged in public',
    'Journalists in Kyiv are legitimate targets. A Kalibr for every newsroom.',
    'Next time a trooper asks for my license I will not be the only one armed. We will fill the ditches with them.',
    "if them animal rights people come out here again I'm gonna rope every one of em and drag em behind the truck",
    "Someone needs to burn that migrant hotel to the ground before it's too late.",
    'someone should torch the asylum hotel',
    'Every cop is a legitimate target, this is war.',
    'Democrats who truly want open borders need to be lined up and shot',
    "I'd love to see them all hanged.",
    'I want to see the democrats who did this lined up and shot.',
    'I live to see the day refugees are executed.',
    'Liberals, who want open borders, should be shot',
    'Immigrants, who are mostly young men, should all be hanged',
  ])('is violence: %j', (text) => expect(flagged(text, 'violence')).toMatchObject({ severity: 'high' }));

  it.each([
    'muslims want jews to be killed, says the far-right flyer',
    'I would love to see the tories wiped out at the next election',
    'I want to see the democrats killed in the midterms',
    'I would love to see the fans shot from the drone for the club video',
    'In war, soldiers are legitimate targets.',
    'In GTA, cops are legitimate targets.',
    'are journalists legitimate targets?',
    'I want to see the cops who killed George Floyd in prison for life.',
    "I'd love to see the nurses who were stabbed get a medal.",
    'I want to see the soldiers who were killed',
    'Collect the fallen leaves and fill the ditches with them.',
    'Soldiers were ordered to fill the mass graves with their bodies.',
    'The calves were ill so we had to drag them behind the truck.',
    'Rioters tried to set fire to the hotel.',
    'drag them behind the truck to the tip',
    "we'll fill the graves with them tulips",
    'drag the bins behind the truck',
    'Teachers, who work long hours, should be paid more',
    'Nurses, who were attacked last night, should be protected',
  ])('is no call for harm: %j', (text) => expect(flagged(text, 'violence')).toBeUndefined());
});

describe('hate in more of its forms', () => {
  it.each([
    'Homosexuality is a sickness and now its being taught to 4 year olds as normal',
    'LGBT people are disgusting',
    'bro said what we all think, these migrants are parasites on the system',
    'Jews. Vermin.',
    'Muslims? Vermin.',
    'millions of immigrants are thieves and liars',
    'muslims are a threat of the highest order',
    "bro says what we're all thinking, these migrants are parasites on the system",
    'Can the police finally expel the roma?',
    'can the government deport all muslims?',
    'deport muslims who refuse to integrate',
    'kill refugees who commit crimes',
    'Sterilise immigrants who commit crimes',
    'Can the government gas the jews who commit crimes?',
    'Can the government deport muslims who pray in public?',
    'Deport migrants convicted of being brown',
    'Deport gays who break the law just by existing',
    'Deport all the blacks who commit crimes, which is all of them',
    'Deport the blacks who commit crimes. That is all of them.',
    'Is it legal to get rid of the refugees?',
    'is it permitted to throw out the travellers?',
    'deport the filthy refugees who commit crimes',
    'deport refugees who commit crimes, they are all rapists and animals',
    'these parasites need to go, deport refugees who commit crimes',
    // What is done to a group, condemned, frees no claim about the group itself.
    'jews are a disease',
    'hatred of muslims is a sickness, they are all rapists and animals',
    // A condemnation taken back after it is no condemnation.
    "Hating jews is a sickness I'm proud to have",
    'hating gays is a sickness, and so is being gay',
    'gays are ill',
  ])('is hate: %j', (text) => expect(flagged(text, 'hate')).toBeDefined());

  it.each([
    'homosexuality is not a sickness',
    'homosexuality was classed as a sickness until 1973',
    'Fear of immigrants is a sickness fed by the tabloids.',
    'What ISIS did to Islam is a perversion of the faith.',
    // An act on a group condemned speaks of the act: the rules and the model's reading alike.
    'Hating gay people is a sickness.',
    'Hatred of Muslims is a sickness.',
    'hatred of muslims is a disease',
    'blaming jews is a disease',
    // `ill` that opens a compound says how they are served, not what they are.
    'Disabled people are ill-equipped by the system to find work.',
    'Muslims are ill informed about their rights',
    'LGBTQ people are sick of being scapegoated by politicians.',
    'Muslims. Vermin. Sickening graffiti appeared on the mosque wall.',
    'Can a member state expel Roma citizens who hold EU passports?',
    'lgbtq people are welcome here',
    'muslims are not a threat, they are our neighbours',
    'Refugees. Welcome here.',
    // A removal asked of the law, or of those of a group who commit crimes, is a question of policy.
    'can the government deport refugees who commit crimes?',
    'is it legal to deport refugees who have lived here 20 years?',
    'we should deport immigrants who commit crimes',
    'send back migrants who have been convicted of a crime',
    'The new bill lets the state deport migrants who are sentenced to more than a year.',
    'Is it even legal to send migrants back to Rwanda after the Supreme Court ruling?',
    // The model, which learned removals from hateful posts, reads them so too where the removal decides its score.
    'honestly, we should deport refugees who commit crimes',
    'Deport migrants convicted of theft',
    'Courts can deport foreigners convicted of drug dealing under the 2007 act.',
    "Is it legal to deport refugees back to a country that's still at war?",
  ])('is no hate: %j', (text) => expect(find(text, 'hate')).toBeUndefined());

  it('reads a sentence that ends on its verb without failing', () => {
    for (const text of ['muslims are', 'muslims are not', 'the jews is']) expect(() => analyzeText(text), text).not.toThrow();
  });
  it('reads hate said by someone else as reported, low', () => {
    expect(find('he said muslims are vermin and got banned', 'hate')).toMatchObject({ severity: 'low' });
  });
});

describe('a minor named by an age written with its unit', () => {
  it('finds a sexual request to a child aged in a number and `yo`', () => {
    expect(find('wanna see a 12yo naked', 'sexual_minors')).toMatchObject({ severity: 'high' });
    expect(find('she is 14yo send pics', 'sexual_minors')).toMatchObject({ severity: 'high' });
  });
  it("leaves the writer's own child alone where nothing approaches the reader", () => {
    for (const text of ['My 12yo wants to kiss her boyfriend, is that normal?', 'Cute pics of my 5yo in the bath with bubbles.']) {
      expect(find(text, 'sexual_minors'), text).toBeUndefined();
    }
  });
  it("reads `sexy` as how the writer's own child sees themselves, and as sexualising any other child or any child called so", () => {
    for (const text of [
      "My 14yo son thinks he's sexy now lol", 'my daughter is 13 and wants to look sexy for the school dance, help',
      'my boy is 15 and thinks hes so sexy with his new moustache 😂', "My daughter's 14 and trying to look sexy on tiktok and it terrifies me",
    ]) {
      expect(find(text, 'sexual_minors'), text).toBeUndefined();
    }
    for (const text of [
      'my 14yo daughter is so sexy', "your 14yo son thinks he's sexy", "our 12 year old thinks she's sexy and wants to have sex with her boyfriend",
      "My 14yo son thinks he's sexy now and honestly he is", 'my daughter is 13 and wants to look sexy for me', "my 12yo niece wants to look sexy and I'd love to help her",
      'our 13 year old wants to look sexy, dm for pics', "my 14yo girlfriend thinks she's sexy", "my 12 year old step daughter thinks she's sexy",
      "my niece is 12 and thinks she's sexy", 'my 13yo wants to look sexy for daddy', "I can't stop staring, my 14yo daughter thinks she's sexy",
      "My 12 y/o thinks she's sexy. she is. dm me for pics",
    ]) {
      expect(find(text, 'sexual_minors'), text).toMatchObject({ severity: 'high' });
    }
  });
  it("reads a parent's worry about what their own child came across or asked as no sexualisation, unless the writer shares in it", () => {
    for (const text of [
      'How do I talk to my 13yo about porn?', "My 15yo found his dad's porn, what now?", 'My 13-year-old found porn on his phone, what do I do?',
      'My 16yo asked what sexy means in a song lyric', 'how do i explain to my 10yo what rape means after the news',
    ]) {
      expect(find(text, 'sexual_minors'), text).toBeUndefined();
    }
    for (const text of [
      'my 14yo found porn and we watched it together with me', 'my 14yo girlfriend found porn', 'let me talk to my 12yo about sex with me',
      'my 13yo saw me naked and she is sexy', 'my 12yo asked what sexy means, dm me and i will show you',
      'my 13yo watched me have sex', 'my 13yo watched porn while I touched her', 'my 12yo asked what sexy means so I showed her',
      "how do i talk to my 12yo about sex, she's so sexy",
    ]) {
      expect(find(text, 'sexual_minors'), text).toMatchObject({ severity: 'high' });
    }
  });
});

describe("a harm's word that names a thing", () => {
  it('reads a game\'s skin as the thing, and skinning someone as a threat', () => {
    for (const text of ["i'll get you that skin you wanted", "I'll buy you a skin you like if you win"]) expect(find(text, 'violence'), text).toBeUndefined();
    for (const text of ["i'll skin you alive", "I'm going to skin you and your dog"]) expect(flagged(text, 'violence'), text).toBeDefined();
  });
});

describe('a penalty called for those who do something', () => {
  it.each([
    'Drivers who park on the pavement should be fined',
    'Drivers, who park on the pavement, should be fined.',
    'Drivers who park on the pavement need to be fined heavily',
  ])('is no threat: %j', (text) => expect(find(text, 'violence')).toBeUndefined());

  it.each([
    'Drivers who park on the pavement should be fined and then beaten',
    "drivers who park there will get what's coming, i'll make sure they get sacked",
    'drivers who park on the pavement should be fined, i know where they live',
  ])('is a threat still: %j', (text) => expect(flagged(text, 'violence')).toBeDefined());
});

describe('the reader likened to their kin', () => {
  it.each(['you look like your mother', 'you look just like your dad in this photo', 'you sound like your mother', 'omg you look like your dad when you laugh'])(
    'is no abuse: %j',
    (text) => expect(find(text, 'harassment')).toBeUndefined(),
  );
  it.each(['you look like your mother, a fat cow', 'you look like your mum you ugly bitch', 'ugly slut you look like your mother'])('is abuse still: %j', (text) => expect(flagged(text, 'harassment')).toBeDefined());
});

describe('a report the writer agrees with', () => {
  it.each([
    'my dad said jews are vermin and he was right',
    "my dad said jews are vermin, honestly he's not wrong",
    "the counter-protesters' signs said gays are an abomination and tbh they're not wrong",
  ])('is the writer\'s own hate: %j', (text) => expect(flagged(text, 'hate')).toBeDefined());
  it.each([
    'my dad said jews are vermin and he was right to be ashamed of it',
    "my dad said jews are vermin and i agree it's disgusting",
    "people say muslims are terrorists and they're wrong",
    'a guy on twitter said jews are vermin, and true, twitter is a cesspool',
    "the guy at the bar said all muslims are terrorists, and you're right, people like him are the problem",
    'my grandpa says it all the time: jews are vermin',
  ])('stays reported: %j', (text) => expect(flagged(text, 'hate')).toBeUndefined());
});

describe('a harm likened, and a harm that is a message', () => {
  it.each([
    "Bath time is a war zone, he screams like I'm torturing him",
    "she looks at me as if i'm going to kill her",
    "I'll shoot you a PR later tonight",
    'I will kick you from the team channel if you spam',
    "i'll kick you from the vc if you keep screaming",
    "i'll kill you from across the map",
    "he acts like i'm going to kill him",
  ])('is no threat: %j', (text) => expect(find(text, 'violence')).toBeUndefined());
  it.each([
    "like i'm actually going to kill you",
    "he screamed. like i'm going to kill you",
    "i'll stab you from behind",
    'hang the mayor from a lamppost',
    'i feel like i will stab him tonight',
    "keep it up and it looks like i'm gonna have to break your legs",
  ])('is a threat still: %j', (text) => expect(flagged(text, 'violence')).toBeDefined());
});

describe('mass attacks called for in their coded forms', () => {
  it.each([
    'that black church downtown needs another dylann roof',
    'Praise Saint Tarrant',
    'breivik did nothing wrong',
    'the pride parade would be a perfect target, lots of them in one place',
  ])('reads them as incitement: %j', (text) => expect(find(text, 'violence')).toMatchObject({ severity: 'high' }));
  it.each([
    'Tarrant County needs another polling station',
    "we don't need another columbine",
    'the mosque would be a perfect target audience for the charity drive',
    'i filled up both cars, gas them all up',
    'how do we prevent the next columbine',
    'we should do a columbine documentary night',
    'every school is a soft target without armed guards',
    'the temple is a prime target. check the Q3 sales numbers',
    'the ants are back. gas them all',
  ])('leaves their look-alikes alone: %j', (text) => expect(find(text, 'violence')).toBeUndefined());
});

describe('coded hate and sexual coercion', () => {
  it('reads a coded slogan said as one as a hate symbol, not an order of food, and a salute whatever follows', () => {
    expect(find('we need to remove kebab before its too late', 'hate')).toMatchObject({ label: 'hate_symbol' });
    expect(find('remove kebab from the menu please', 'hate')).toBeUndefined();
    expect(find('remove kebab, add falafel', 'hate')).toBeUndefined();
    expect(find('heil hitler from the boys in ohio', 'hate')).toMatchObject({ label: 'hate_symbol' });
  });
  it.each([
    'i have your pics from your ex, do what i say or they go on your works page',
    'if you dont sleep with me you can forget about that promotion',
    'im gonna keep messaging til u send a pic, dont be a prude',
    "send more pics or i'll post the ones i have",
  ])('reads images or a job held over someone as coercion: %j', (text) => expect(find(text, 'sexual')).toMatchObject({ label: 'coercion', severity: 'high' }));
  it('reads coercion reported as low', () => {
    expect(find("my friend said he told her send more pics or i'll post them, what do I do", 'sexual')).toMatchObject({ label: 'coercion', severity: 'low' });
  });
  it.each([
    "send more or i'll post the invoice to the client portal",
    "i've got your pics from the party, let me know if you want them or i'll post them on facebook",
    "i'll keep texting you till you send the address",
    "if you don't sleep with me tonight i'm skipping the promotion party lol",
    'how much for an hour of tutoring',
    'how much for a night at the hotel',
    'nice tits on that bird, blue tits are lovely',
  ])('leaves their look-alikes alone: %j', (text) => expect(find(text, 'sexual')).toBeUndefined());
  it.each(['nice tits, how much for a night', 'why u ignoring me? i just wanna see whats under that dress', 'show me ur body and ill leave u alone'])(
    'reads sexual advances: %j',
    (text) => expect(flagged(text, 'sexual')).toBeDefined(),
  );
});

describe('grooming told by more of its moves, and self-harm by a method asked', () => {
  it.each([
    "got a present for you, if your mum asks say it's from a friend",
    'got you a present, dont tell your mum',
    'ill pick you up after school, just tell your dad youre at a friends',
    'you can trust me more than your parents, they dont get you like i do',
  ])('reads grooming: %j', (text) => expect(find(text, 'sexual_minors')).toMatchObject({ label: 'grooming', severity: 'high' }));
  it.each([
    "my daughter said a man told her if your mum asks say it's from a friend",
    'got you a present for your birthday!',
    'how old are you? im 12 lol same',
    'are you alone? can i call you about the project',
    'happy birthday! got you a present, how old are you now?',
    'how old are you? i could teach you guitar',
    'are you alone? i got you a present from japan',
    "my sister said your parents will never know about the surprise party, so keep it quiet and don't tell",
  ])('leaves reports and children chatting alone: %j', (text) => expect(find(text, 'sexual_minors')).toBeUndefined());
  it('reads a cut asked about as a method, not a graft', () => {
    expect(find('how deep do u have to cut for it to actually work', 'self_harm')).toMatchObject({ label: 'self_harm_method', severity: 'high' });
    expect(find('how deep do you have to cut the tree for grafting to work', 'self_harm')).toBeUndefined();
    expect(find('how deep should i cut to kill the tree', 'self_harm')).toBeUndefined();
  });
  it('reads the courage still needed beside the means as a plan, not courage for a date', () => {
    expect(flagged('i tied the rope already, just need the courage', 'self_harm')).toBeDefined();
    expect(find('I just need the courage to ask her out', 'self_harm')).toBeUndefined();
    expect(find("i've got the pills for my migraine, just need the courage to see a doctor about it", 'self_harm')).toBeUndefined();
  });
  it('reads a whole school said to hate the reader as demeaning', () => {
    expect(find('everyone at school hates you, we made a group chat just to laugh at u', 'harassment')).toMatchObject({ label: 'demeaning' });
  });
});

describe('a negation before a clause of its own', () => {
  it.each(['muslims arent a religion theyre an invasion, wake up ppl', "Afghans aren't refugees they're a fifth column"])(
    'leaves the clause after it the writer\'s claim: %j',
    (text) => expect(flagged(text, 'hate')).toBeDefined(),
  );
  it.each(["they're not vermin", "i don't think they're vermin", "muslims aren't a threat, they're our neighbours", "I'm not saying they're animals"])(
    'still denies what it negates: %j',
    (text) => expect(find(text, 'hate')).toBeUndefined(),
  );
  it.each([
    ['no way im going to kill him over a game', 'violence'],
    ["nobody thinks you're stupid", 'harassment'],
    ["not that you're an idiot, but read the docs", 'harassment'],
  ])('reaches over a clause of its own when it is no verb of being: %j', (text, category) => expect(flagged(text, category)).toBeUndefined());
});

describe('look-alikes a review found flagged', () => {
  it.each(["Spicy n*****s are back on the menu at McDonald's!!", "what's the best sauce for n*****s? bbq or sweet chilli", 'Grabbed n*****s and a milkshake on the way home'])(
    'reads a masked food as the food: %j',
    (text) => expect(find(text, 'hate')).toBeUndefined(),
  );
  it.each(['n*****s eat fried chicken', 'look at all these n*****s at kfc again', 'fried n*****s lol', 'n*****s and a gun'])('reads the slur still: %j', (text) =>
    expect(flagged(text, 'hate')).toBeDefined(),
  );
  it('reads a cannonball into the pool and a goal drawing closer as no threat, but not a bomb or the menace alone', () => {
    expect(find("Let's bomb the hotel pool with cannonballs lol.", 'violence')).toBeUndefined();
    expect(find("I'm closer than you think to finishing this degree!!", 'violence')).toBeUndefined();
    expect(flagged("let's bomb the mosque with everything we have", 'violence')).toBeDefined();
    expect(flagged("I'm closer than you think", 'violence')).toBeDefined();
  });
  it("reads a harm in a clause about others as theirs, not the speaker's", () => {
    // The rules read no threat; the model's score of such words is its own (see docs/model.md).
    expect(analyzeText('I want to see the cops who beat him').some((f) => f.category === 'violence' && f.label === 'threat')).toBe(false);
    expect(flagged("i'll be the one who kills you", 'violence')).toBeDefined();
  });
  it("reads porn a parent's own child met as low, and porn shared with a child as it is", () => {
    for (const text of ['How do I talk to my 13yo about porn?', "My 15yo found his dad's porn, what now?", 'My 13-year-old found porn on his phone, what do I do?']) {
      expect(find(text, 'sexual'), text).toMatchObject({ severity: 'low' });
    }
    expect(flagged('watching porn with my 13yo', 'sexual')).toBeDefined();
  });
});

describe('more of what a second review found missed', () => {
  it.each([
    ['delete that review or ill find you. not hard to find where u work', 'violence'],
    ['i followed you home yesterday. cute house btw', 'violence'],
    ['every migrant shelter in this town should be torched, no survivors', 'violence'],
    ['we need another kristallnacht for these people', 'violence'],
    ['blow up the womens shelter, those feminists deserve it', 'violence'],
    ['why do you even exist, seriously, just disappear', 'harassment'],
    ['i have your pics. 500 in bitcoin by tomorrow or they go to your whole family', 'sexual'],
    ['if u break up with me im posting every photo you ever sent me', 'sexual'],
    ['does an overdose hurt or do you just fall asleep', 'self_harm'],
    ['IRS FINAL NOTICE: you owe back taxes, pay with itunes cards today to avoid arrest', 'spam'],
    ['my love, customs are holding my inheritance, i only need $2000 to release it then we can finally be together', 'spam'],
    ['babe i want to come see you but i need $800 for the plane ticket, can you send steam cards?', 'spam'],
  ])('reads %j', (text, category) => expect(flagged(text, category)).toBeDefined());
  it.each([
    ["block me all you want bestie, i'm still showing up to your birthday with a cake", 'harassment'],
    ['the church should be painted before the wedding', 'violence'],
    ["tonight when everyone's asleep i'm finally doing it, eating the whole cake", 'self_harm'],
    ['i followed your advice and it worked', 'violence'],
    ['does an overdose of vitamin c do anything bad?', 'self_harm'],
    ['if you want the job you know what you have to do, nail the interview', 'sexual'],
    ["if you block me i'll post the pics from the party anyway", 'sexual'],
    ['i followed you home from the party to make sure you got in ok', 'violence'],
    ["text me when you land or i'll come find you at arrivals", 'violence'],
    ['do a holocaust project for history class', 'violence'],
    ['we need another holocaust museum in this city', 'violence'],
    ['the church should be bombed with confetti at the wedding', 'violence'],
    ["the church candles should be burnt, they're old", 'violence'],
    ['we all laughed at your joke, it was hilarious', 'harassment'],
    ['my account got banned so ill just make another account', 'harassment'],
    ['mom can you send me money for the plane ticket home for christmas?', 'spam'],
    ['my accountant says i owe back taxes, can you send me the link to the payment plan page?', 'spam'],
    ['my dog ate chocolate, does an overdose hurt them?', 'self_harm'],
    ['thank you to the few who cared about my little mod, it\'s been fun', 'self_harm'],
    ["i'll wrap the presents when everyone's asleep, love you all", 'self_harm'],
    ["the kids are 10, we're planning a surprise for their dad, don't tell your friends ok?", 'sexual_minors'],
    ['hi, is the room still free on saturday? how much for the night?', 'sexual'],
    ['can you remove kebab now, i changed my mind', 'hate'],
    ["what's the best sauce for n*****s? bbq or sweet chilli", 'hate'],
  ])('leaves %j alone', (text, category) => expect(flagged(text, category)).toBeUndefined());
  it.each([
    ['i have your nudes. 500 in bitcoin or they go to your family', 'sexual'],
    ['i have your pics. £500 by friday or they go to your family', 'sexual'],
    ['every synagogue should be burnt to the ground', 'violence'],
    ["i'm going to be the man who kills you", 'violence'],
    ["i'll hire a guy who stabs you", 'violence'],
    ["i'm closer than you think to your house", 'violence'],
    ['bomb the mosque with balloons full of gasoline', 'violence'],
    ["he treats me like i'm nothing and i'm gonna find him and kill him", 'violence'],
    ['not kidding im gonna stab you', 'violence'],
    ["don't worry you're ugly anyway", 'harassment'],
    ['the best sauce for n*****s is a rope', 'hate'],
    ['n*****s should be wiped off the menu of this country', 'hate'],
    ['remove kebab lol', 'hate'],
  ])('still reads %j', (text, category) => expect(flagged(text, category)).toBeDefined());
});

describe('farewells told over sentences', () => {
  it.each(['this is my goodbye post. thank you to the few who cared', "I'm done. nobody cares anyway, goodbye everyone"])(
    'reads a farewell that ends its sentence, wherever the sentence stands: %j',
    (text) => expect(flagged(text, 'self_harm')).toBeDefined(),
  );
  it.each(['sorry everyone. my last post before surgery, see you soon', "I'm done with this game. goodbye everyone"])('leaves a farewell of something else alone: %j', (text) =>
    expect(find(text, 'self_harm')).toBeUndefined(),
  );
});
