import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../../../src/engine/text/index.ts';

// Texts the rules leave alone, so what is found here is the model's.
const labelsOf = (text: string) => analyzeText(text).map((f) => `${f.category}:${f.label}:${f.severity}`);
const modelFinding = (text: string, label: string) => analyzeText(text).find((f) => f.label === label);

describe('model findings', () => {
  it('reports hate about a named group the rules do not read, with a calibrated confidence and the sentence as its span', () => {
    const finding = modelFinding('Lovely weather today. Why are mexicans always so lazy and dirty', 'hateful_language');
    expect(finding).toMatchObject({ category: 'hate', source: 'text' });
    expect(finding!.confidence).toBeGreaterThanOrEqual(0.6);
    expect(finding!.spans![0]).toMatchObject({ start: 22, text: 'Why are mexicans always so lazy and dirty' });
  });

  it('reads a short post whole, so hate spread over more than two sentences is found', () => {
    expect(modelFinding('Mexicans. I said it. Lazy and dirty, all of them.', 'hateful_language')).toMatchObject({ category: 'hate' });
    expect(modelFinding('Muslims again. Read the news. Always so violent and backwards.', 'hateful_language')).toMatchObject({ category: 'hate' });
    expect(labelsOf('Mexicans. I met some at work today. Kind and funny, all of them.')).toEqual([]);
    expect(labelsOf('Muslims again. Read the news. They raised money for the flood victims.')).toEqual([]);
  });

  it('reports hate only where a group is named, and harassment only where a person is', () => {
    expect(labelsOf('why are these printers always so lazy and dirty')).toEqual([]);
    expect(modelFinding('nobody in this office can stand you, do us all a favour and quit', 'abusive_language')).toMatchObject({ category: 'harassment' });
    expect(labelsOf('nobody in this kitchen can stand this oven, do us all a favour and quit')).toEqual([]);
  });

  it('reads abuse aimed at whoever is called what only a person is, but not at the writer, a part to play or a compound', () => {
    for (const text of ['What a load of brain dead idiots', 'the liberal idiots on the school board should not be trusted to teach anything', 'careless clowns, the two of them']) {
      expect(modelFinding(text, 'abusive_language'), text).toMatchObject({ category: 'harassment', severity: 'medium' });
    }
    for (const text of [
      'what an idiot I am for trusting the bus timetable',
      'lost my keys again, what an idiot',
      'we were such fools to trust the forecast',
      'everyone is an idiot when they are tired',
      "you'd be a fool not to take that deal",
      'he is an idiot savant at chess',
      'the idiot',
    ]) {
      expect(labelsOf(text), text).toEqual([]);
    }
  });

  it('leaves out a pet called names, but not a person named beside it', () => {
    for (const text of ['the dog is an idiot', 'my puppy is such a dumbass, he ran into the door', 'our cat Luna is a stupid little thing']) {
      expect(analyzeText(text).filter((f) => f.category === 'harassment'), text).toEqual([]);
    }
    for (const text of [
      'your dog is an idiot just like you', 'the dog is an idiot and so is his owner', 'the dog is smarter than the clown who owns it',
      'the cat is smarter than that moron Dave', 'the dog is smarter than the clown that owns it', 'her dog is an idiot and so is she',
      'my cat is less of an idiot than him',
    ]) {
      expect(modelFinding(text, 'abusive_language'), text).toMatchObject({ category: 'harassment', severity: 'medium' });
    }
  });

  it('reads abuse aimed at someone by role, but not criticism of their work', () => {
    expect(modelFinding('the receptionist has the personality of a wet sock and the manners of a pig', 'abusive_language')).toMatchObject({ category: 'harassment', severity: 'medium' });
    expect(labelsOf('the receptionist lost our booking and the room was not ready until six')).toEqual([]);
  });

  it('reads an insult beside rudeness the rules read as low, and leaves abuse that threatens to violence and grooming to its own category', () => {
    expect(analyzeText('stfu dave, ur stats are made up and ur a liar')).toContainEqual(expect.objectContaining({ category: 'harassment', label: 'abusive_language', severity: 'medium' }));
    const threat = analyzeText('u snitch and ur dead');
    expect(threat).toContainEqual(expect.objectContaining({ category: 'violence' }));
    expect(threat.filter((f) => f.label === 'abusive_language')).toEqual([]);
    const grooming = analyzeText('ur 12? thats h0t. turn on ur c4m and take off ur top');
    expect(grooming).toContainEqual(expect.objectContaining({ category: 'sexual_minors', severity: 'high' }));
    expect(grooming.filter((f) => f.label === 'abusive_language')).toEqual([]);
  });

  it('reads abuse aimed at someone named, written with a capital inside the sentence, when the model is sure', () => {
    for (const text of ['Your logic is dumb as ever. Your attitude only reflects on your experience, Roy', 'Another stupid promise from Harper hangs in the balance']) {
      expect(modelFinding(text, 'abusive_language'), text).toMatchObject({ category: 'harassment', severity: 'medium' });
    }
    // A headline writes every word with a capital; a title or a name the model itself scores as abuse is no aim.
    for (const text of ['Stupid Promises From Harper Hang In The Balance', 'I watched Dumb and Dumber with my kids last night', 'This is what Pierre Trudeau gave Canadians once.']) {
      expect(labelsOf(text), text).toEqual([]);
    }
  });

  it('reads abuse aimed at someone by a given name, in small letters or opening the sentence, but not a place or a word', () => {
    for (const text of ['sarah is a lying piece of garbage', 'Roy is a fat lazy slob who took 4 tea breaks and still couldnt fix the tap', 'tyrese ur opinion is worthless, just like ur fantasy team']) {
      expect(modelFinding(text, 'abusive_language'), text).toMatchObject({ category: 'harassment', severity: 'medium' });
    }
    // `london` and `mark` are given names too: a place, and a word, whose capital at the start of a sentence says nothing.
    for (const text of ['london is a lying piece of garbage', 'Mark is a lying piece of garbage']) {
      expect(labelsOf(text), text).toEqual([]);
    }
  });

  it('reads as low a run whose deciding word stands in a saying reported as someone\'s, but not a quotation of the writer\'s own', () => {
    const reported = analyzeText("the comments on this are wild, someone really typed 'these freaks should be locked up'. bro its a parade");
    expect(reported.filter((f) => f.label === 'abusive_language').map((f) => f.severity)).toEqual(['low']);
    // `so called` is the writer's own doubt, not someone's words.
    expect(modelFinding('Go and burn down every hotel housing these so-called asylum seekers. With them in it. Enough is enough.', 'hateful_language')).toMatchObject({ severity: 'medium' });
    // No word of telling before it: the writer mocking, in quotation marks.
    expect(modelFinding("lmao the indian kid on the other team sounded like a call centre 'hello sir please do the needful' all scammers anyway", 'hateful_language')).toMatchObject({ severity: 'high' });
  });

  it('leaves out what is negated, including a denial of the predicate after the group', () => {
    expect(labelsOf('I would never say mexicans are always so lazy and dirty')).toEqual([]);
    expect(labelsOf('muslims are not vermin')).toEqual([]);
    expect(labelsOf("I'm not saying nobody in this office can stand you")).toEqual([]);
  });

  it('reads as aimed at a group the words hateful posts name one by (invaders, third worlders, islamists), and not a game of that name', () => {
    for (const text of ['the invaders keep flooding our towns and the government just lets them', 'feeding the third worlders turned this country into a halfway house', 'islamists are savages who breed violence wherever they go']) {
      expect(modelFinding(text, 'hateful_language'), text).toMatchObject({ category: 'hate' });
    }
    expect(labelsOf('space invaders was the best arcade game of the eighties')).toEqual([]);
  });

  it('reads a threat or a farewell that says what will not be, and denies only a negated harm', () => {
    expect(modelFinding('I won\'t need my bike after this weekend, giving it away', 'self_harm_language')).toMatchObject({ category: 'self_harm' });
    expect(modelFinding('you won\'t be walking out of that car park on your own legs', 'violent_language')).toMatchObject({ category: 'violence' });
    for (const text of ["i'm not going to hurt myself, i promise", "i don't want to die, i just want the pain to stop", 'I would never kill anyone']) {
      expect(labelsOf(text), text).toEqual([]);
    }
  });

  it('reads as aimed at a group the names of peoples and ages the model has no class for, and hate in a game as hate', () => {
    for (const text of ['brazilians are all liars and thieves, every one of them', 'egyptians are dirty scammers, the whole lot of them', 'pensioners are parasites who should stop voting', 'every lobby with chinese players is full of cheaters, its in their blood']) {
      expect(modelFinding(text, 'hateful_language'), text).toMatchObject({ category: 'hate' });
    }
    // People named by a colour that names no group alone, and those named by a faith they lack.
    for (const text of ['brown people are all thieves and liars, every one of them', 'the infidels are filth and deserve what is coming']) {
      expect(modelFinding(text, 'hateful_language'), text).toMatchObject({ category: 'hate' });
    }
    expect(labelsOf('brown bears are dangerous and dirty, every one of them')).toEqual([]);
    // A word of a group's name of more words names the group only inside it: `street`, not `street shitters`.
    expect(modelFinding('the mosque on our street runs a food bank every friday', 'hateful_language')).toBeUndefined();
    expect(labelsOf('those street shitters again')).toContain('hate:slur:high');
    expect(labelsOf('the brazilian team played well in that round')).toEqual([]);
    expect(labelsOf('we lost the game to a korean team, gg')).toEqual([]);
  });

  it('leaves out a run whose score lies in a claim it denies in quotation marks, but not one that says more than it denies', () => {
    for (const text of ["no, albanians aren't 'all gangsters'. my electrical partner is Albanian and the most honest guy on the course", "no, mexicans aren't 'lazy'.", "Muslims are not 'terrorists'.", "No, disabled people are not 'a drain on society'."]) {
      expect(labelsOf(text).filter((label) => label.startsWith('hate:')), text).toEqual([]);
    }
    expect(labelsOf("albanians are all gangsters. my electrical partner is Albanian and the most honest guy on the course")).toEqual([expect.stringMatching(/^hate:hateful_language:(?:medium|high)$/)]);
    expect(modelFinding("Gypsies stealing from allotments again. They're not 'nomads', they're parasites who live off everyone else's veg", 'hateful_language')).toMatchObject({ category: 'hate' });
  });

  it('leaves out a telling of what the perpetrators of history did to a group, but not its approval', () => {
    for (const text of ['in 1943 the nazis deported the jews of rome', 'the nazis were gassing jews in 1943', 'the nazis murdered millions of jews during the holocaust']) {
      expect(labelsOf(text), text).toEqual([]);
    }
    expect(modelFinding('the nazis gassed the jews and they deserved it', 'hateful_language')).toMatchObject({ category: 'hate' });
  });

  it('leaves out an insult word the rules read as praise, a compound or a game', () => {
    expect(labelsOf("you're stupid good at this")).toEqual([]);
    expect(labelsOf('you are the garbage collector today')).toEqual([]);
    expect(labelsOf("you're trash at valorant lol")).toEqual([]);
  });

  it('reads violence said with laughter as banter, and a leap into water as leisure, as the rules do', () => {
    expect(modelFinding('omg ur so dead when ur mum sees that text', 'violent_language')?.severity).toBe('medium');
    expect(modelFinding('omg ur so dead when ur mum sees that text lmaooo', 'violent_language')?.severity).toBe('low');
    expect(labelsOf('gonna jump off the bridge into the lake this summer!')).toEqual([]);
  });

  it('reads everything said of no one as an instruction, and a farewell as the writer\'s', () => {
    expect(labelsOf("Fix: Don't clear whole line every time; instead, clear everything after end of line")).toEqual([]);
    expect(labelsOf('Tip for new freelancers: if a client asks you to move to Telegram, it is a scam. Keep everything on the platform.')).toEqual([]);
    expect(modelFinding('goodbye everyone. thank you for everything', 'self_harm_language')?.severity).toBe('medium');
  });

  it('reads someone else\'s pills as not the writer\'s own', () => {
    expect(labelsOf('my grandma keeps her pills in a box')).toEqual([]);
  });

  it('reads pills taken to be disposed of as not taken', () => {
    expect(labelsOf('I took a whole strip of pills from the cupboard to the pharmacy for disposal')).toEqual([]);
    expect(modelFinding('took a whole strip of pills from the cupboard tonight, i am done', 'self_harm_language')?.severity).toBe('medium');
  });

  it('reads an apology for a late reply as an everyday one, not a farewell', () => {
    expect(labelsOf('I have the pills the doctor gave me, sorry everyone for the late reply')).toEqual([]);
    expect(labelsOf('I have the pills the doctor gave me, sorry everyone')).not.toEqual([]);
  });

  it('reads a goodbye before a holiday as leave taken to come back', () => {
    expect(labelsOf('this will be my last message before I go on holiday, thank you for everything')).toEqual([]);
    expect(labelsOf('this will be my last message, thank you for everything')).not.toEqual([]);
    expect(labelsOf('this will be my last message before I go on a holiday forever, thank you for everything')).not.toEqual([]);
  });

  it('reads a goodbye on leaving a job as a job left, unless the leaving is denied', () => {
    expect(labelsOf('Goodbye everyone, today is my last day at the company! Thanks for everything')).toEqual([]);
    expect(labelsOf("Today is my last day here. Thank you all for everything, I'm moving on to a new role at Acme")).toEqual([]);
    expect(labelsOf('my last shift is thursday. not leaving the company. just leaving')).not.toEqual([]);
  });

  it('reads a recovery told as harmless, unless the telling relapses or turns', () => {
    expect(labelsOf("I've been clean from self-harm for 3 years. The scars on my arms don't bother me anymore. Recovery is possible.")).toEqual([]);
    expect(labelsOf("I used to cut myself but I've been clean for 6 months")).toEqual([]);
    expect(labelsOf("The scars on my arms don't bother me anymore.")).not.toEqual([]);
    expect(labelsOf('Three months clean from cutting, but yesterday I pulled my old kit out and just held it. Today I used it.')).not.toEqual([]);
  });

  it('reads tiredness after or from something as the day\'s, unless the rest of the run says more', () => {
    expect(labelsOf("I'll be dead tired after the night shift.")).toEqual([]);
    expect(labelsOf("I'm drained after the night shift, don't expect replies")).toEqual([]);
    expect(labelsOf("i'm tired from fighting, tonight i end it")).not.toEqual([]);
  });

  it('reads a prayer for someone\'s family as a good wish, not as a veiled threat that names it', () => {
    expect(labelsOf('we will pray for your mother and your family')).toEqual([]);
    expect(modelFinding('we will visit your mother and your family', 'violent_language')?.severity).toBe('medium');
  });

  it('never blocks an insult on a score alone', () => {
    expect(modelFinding('nobody in this office can stand you, do us all a favour and quit', 'abusive_language')?.severity).toBe('medium');
  });
});
