// The one context module: a single negation check every rule uses, quoting and counter-speech.
import { describe, expect, it } from 'vitest';
import { CONTEXT } from '../../../src/engine/text/en/context.ts';
import { analyzeText } from '../../../src/engine/text/index.ts';

const words = (s: string) => s.split(' ');
const labels = (text: string) => analyzeText(text).map((r) => `${r.category}:${r.severity}`);

describe('a negated verb of thinking or saying', () => {
  it('negates the clause it opens, further back than a plain negation reaches', () => {
    expect(CONTEXT.negatedBefore(words("i don't think we should just ban them"), 6, 3)).toBe(true);
    expect(CONTEXT.negatedBefore(words('i never said we should ban them'), 5, 3)).toBe(true);
    expect(labels("i don't think we should ban muslims").filter((l) => l.startsWith('hate'))).toEqual([]);
  });
  it('stops at the end of its clause and at but', () => {
    expect(CONTEXT.negatedBefore(words("i don't think so , we should ban them"), 8, 3)).toBe(false);
    expect(CONTEXT.negatedBefore(words("i don't say it often but we should ban them"), 9, 3)).toBe(false);
  });
});

describe('the writer\'s own voice', () => {
  it('does not read "i hate to say it" or "i say" as someone else\'s words', () => {
    expect(labels('i hate to say it but immigrants are parasites')).toContain('hate:high');
    expect(labels("i don't want to say it but muslims are animals")).toContain('hate:high');
  });
  it('still reads what someone else said as reported', () => {
    expect(labels('he said muslims are animals')).toContain('hate:low');
  });
  it('reads a verb of telling that opens its sentence as the writer\'s own: its subject is left out', () => {
    expect(labels('Told the agency no more Africans, they stand about on their phones all day.')).toContain('hate:high');
    expect(labels('wrote letters to my mom and sister. they will understand eventually')).toContain('self_harm:medium');
  });
});

describe('negation', () => {
  it('reads negation words and contractions, but not a negation that asserts', () => {
    expect(CONTEXT.isNegation(words('i would never'), 2)).toBe(true);
    expect(CONTEXT.isNegation(words("i won't"), 1)).toBe(true);
    expect(CONTEXT.isNegation(words('nothing like them'), 0)).toBe(true);
    expect(CONTEXT.isNegation(words('nothing but trash'), 0)).toBe(false);
    expect(CONTEXT.anyNegation(words('you are nothing but trash'))).toBe(false);
    for (const text of ['you are nothing more than a gasbag', 'she is no better than a thief', 'that was nothing short of cruel', "you can't fix stupid", 'no wonder ur stuck', 'a dinosaur who cant stop embarrassing himself', 'stop being such a smug know it all']) {
      expect(CONTEXT.anyNegation(words(text)), text).toBe(false);
    }
  });
  it('reads a negation the word before turns into a concession as no negation', () => {
    expect(CONTEXT.isNegation(words('most if not all of them'), 2)).toBe(false);
    expect(CONTEXT.isNegation(words('whether or not they'), 2)).toBe(false);
    expect(CONTEXT.isNegation(words('not all of them'), 0)).toBe(true);
    expect(CONTEXT.isNegation(words('they are not'), 2)).toBe(true);
  });
  it('looks back a few words, within the clause only', () => {
    expect(CONTEXT.negatedBefore(words('i would never hurt you'), 3, 3)).toBe(true);
    expect(CONTEXT.negatedBefore(words('never , i will hurt you'), 4, 4)).toBe(false);
    expect(CONTEXT.negatedBefore(words('not now . i will hurt you'), 5, 4)).toBe(false);
    expect(CONTEXT.negatedBefore(words('no really i truly will hurt you'), 5, 3)).toBe(false);
  });
  it('means the same in every rule: `nothing but` asserts, `nothing like` denies', () => {
    expect(labels('gypsies are nothing but parasites')).toEqual(['hate:high']);
    expect(labels("he's nothing but trash")).toEqual(['harassment:medium']);
    expect(labels('immigrants are nothing like animals')).toEqual([]);
    expect(labels('muslims are not vermin')).toEqual([]);
    expect(labels("I don't want to kill myself")).toEqual([]);
  });
});

describe('a negation that makes a claim', () => {
  const hate = (text: string) => labels(text).filter((l) => l.startsWith('hate'));
  it('is part of what is said where the reader asks for claims, and a denial everywhere else', () => {
    expect(CONTEXT.negatedBefore(words("muslims don't integrate"), 2, 4, 'all')).toBe(false);
    expect(CONTEXT.negatedBefore(words("muslims don't integrate"), 2, 4)).toBe(true);
    expect(CONTEXT.negatedBefore(words("you can't trust them"), 3, 4, 'all')).toBe(false);
    expect(CONTEXT.negatedBefore(words('they have no morals'), 3, 4, 'all')).toBe(false);
    expect(CONTEXT.negatedBefore(words('nobody wants them here'), 2, 4, 'all')).toBe(false);
  });
  it('denies after a verb of being, before a generalisation, a saying, an attitude or harm', () => {
    for (const [text, at] of [
      ['muslims are not vermin', 3],
      ["they're never lazy", 2],
      ["jews don't all control the banks", 5],
      ["i'd never say mexicans are lazy", 5],
      ["i don't hate muslims", 3],
      ["don't hurt them", 2],
      ['no english needed', 1],
    ] as const) {
      expect(CONTEXT.negatedBefore(words(text), at, 4, 'all'), text).toBe(true);
    }
  });
  it('is someone else\'s claim in quotation marks, which denies as before', () => {
    expect(CONTEXT.negatedBefore(words('comments saying they " shouldn\'t be allowed " children'), 6, 4, 'all')).toBe(true);
  });
  it('is no claim as an order to the reader, where orders are set apart', () => {
    expect(CONTEXT.negatedBefore(words(". don't waste your money"), 2, 4, 'stated')).toBe(true);
    expect(CONTEXT.negatedBefore(words(". don't waste your money"), 2, 4, 'all')).toBe(false);
    expect(CONTEXT.negatedBefore(words("he doesn't even try"), 3, 4, 'stated')).toBe(false);
  });
  it('reads a belief given up as denied', () => {
    expect(CONTEXT.negatedBefore(words('i used to think gay people were sinners'), 5, 4, 'all')).toBe(true);
    expect(CONTEXT.negatedBefore(words('i used to think gay people were sinners'), 5, 4)).toBe(false);
  });
  it('makes hate of what a group is said not to do, and none of what is denied of it', () => {
    expect(hate("Muslims don't integrate, they colonise.")).not.toEqual([]);
    expect(hate('the chinese exchange students are all spies, dont let them in our group')).not.toEqual([]);
    expect(hate("can't stand jews. sneaky, money-grubbing, every one of them")).not.toEqual([]);
    expect(hate('no, jews don\'t all control the banks')).toEqual([]);
    expect(hate('i would never say that muslims are vermin')).toEqual([]);
    expect(hate("i don't hate muslims, they are great neighbours")).toEqual([]);
  });
});

describe('a negation before a name', () => {
  const names = (word: string) => ['muslims', 'people', 'arabs', 'jews', 'africans', 'black', 'men'].includes(word);
  it('denies the name only with nothing between them but other names, determiners, words of whom, or a verb it denies through', () => {
    for (const [text, at] of [
      ['not all muslims', 2],
      ['not these people', 2],
      ["don't call the arabs", 3],
      ["i don't hate the jews", 4],
      ["can't blame ordinary black men", 4],
    ] as const) {
      expect(CONTEXT.negatedBefore(words(text), at, 4, 'all', names), text).toBe(true);
    }
    for (const [text, at] of [
      ['stop signing africans', 2],
      ['not dating jews', 2],
    ] as const) {
      expect(CONTEXT.negatedBefore(words(text), at, 4, 'all', names), text).toBe(false);
      expect(CONTEXT.negatedBefore(words(text), at, 4, 'all'), text).toBe(true);
    }
  });
  it('leaves hate said of a group named as the object of a negated verb', () => {
    const hate = (text: string) => labels(text).filter((l) => l.startsWith('hate'));
    expect(hate('not dating jews, theyre all greedy and sneaky')).not.toEqual([]);
    expect(hate('club should stop signing africans, they cant follow tactics, too thick')).not.toEqual([]);
    for (const text of [
      "please don't call the romanian builders 'illegals' in here, they're lovely lads",
      'not all muslims are terrorists',
      'you cant blame ordinary muslims for what a few extremists do',
      'i have nothing against your average pakistani',
      'dont judge young black men by how they dress',
      'stop blaming immigrants, they are not the problem',
    ]) {
      expect(hate(text), text).toEqual([]);
    }
  });
});

describe('disclaimers before hate', () => {
  it('negate nothing: `not racist but`, `sorry not sorry`', () => {
    for (const text of ["i'm not racist but", 'not racist but they', "it's not racist to say", 'sorry not sorry', 'not being funny but', 'no coincidence', "it isn't natural", 'not one of them can']) {
      expect(CONTEXT.anyNegation(words(text)), text).toBe(false);
    }
  });
});

describe('quotation marks of a word\'s own', () => {
  it('hold up one or two words to be doubted, and no longer quotation', () => {
    const at = (text: string, word: string) => [text, text.indexOf(word), text.indexOf(word) + word.length] as const;
    expect(CONTEXT.scareQuoted(...at('the " refugees " at the vicarage', 'refugees'))).toEqual(['refugees']);
    expect(CONTEXT.scareQuoted(...at('he is " openly gay " now', 'openly'))).toEqual(['openly', 'gay']);
    expect(CONTEXT.scareQuoted(...at('these " asylum seekers " again', 'seekers'))).toEqual(['asylum', 'seekers']);
    expect(CONTEXT.scareQuoted(...at('she said " refugees are welcome here " today', 'refugees'))).toBeUndefined();
    expect(CONTEXT.scareQuoted(...at('she said " they are refugees " today', 'refugees'))).toBeUndefined();
  });
  it('make a group\'s name mocked, not reported', () => {
    expect(labels("Funny how the 'refugees' at the old vicarage get free everything while locals wait years. These people are freeloaders.")).toContain('hate:high');
    expect(labels('he said muslims are animals')).toContain('hate:low');
  });
});

describe('claims denied in quotation marks', () => {
  const denials = (text: string) => CONTEXT.denials(text, 0, text.length).map(([from, to]) => text.slice(from, to));

  it('spans each negation just before a quoted claim, to the claim\'s end, and no other quotation', () => {
    expect(denials('albanians aren\'t " all gangsters " . my partner is albanian')).toEqual(['aren\'t " all gangsters']);
    expect(denials('they are not " confused " or " greedy " , and not " half gay "')).toEqual(['not " confused', 'not " half gay']);
    expect(denials('he said " they are all gangsters "')).toEqual([]);
    expect(denials('albanians are " all gangsters "')).toEqual([]);
    expect(denials('not " a quotation that never closes')).toEqual([]);
  });

  it('spans the answer `no ,` that opens the sentence of a denial, and no other', () => {
    expect(denials('no , disabled people are not " a drain on society "')).toEqual(['no ,', 'not " a drain on society']);
    expect(denials('no , i agree . they are not " lazy "')).toEqual(['not " lazy']);
    expect(denials('they say no , but they are not " lazy "')).toEqual(['not " lazy']);
  });

  it('reads a negation that asserts as none', () => {
    expect(denials('most if not " all " of them')).toEqual([]);
  });
});

describe('second-hand speech', () => {
  it('reads quotes and reporting verbs around a match', () => {
    const text = 'he said " i will kill you "';
    expect(CONTEXT.isReported(text, text.indexOf('i will'), text.indexOf('you') + 3)).toBe(true);
    expect(CONTEXT.isReported('i will kill you', 0, 15)).toBe(false);
  });
  it('reads a reporting word as reporting only the eight words after it', () => {
    // A long post with no punctuation: `said` opens it and reports nothing twelve words on.
    expect(labels('like i said last year every time we vote they just bring more of those filthy kikes into this town')).toContain('hate:high');
    expect(labels('my coworker called me a dirty spic at lunch today')).toContain('hate:low');
    expect(labels("I've been called a tranny at work twice this month, HR did nothing")).toContain('hate:low');
  });
  it("reads what the writer sent as the writer's own, not as words reported", () => {
    expect(labels("I'm going to kill myself 😭 i sent everyone goodbye")).toContain('self_harm:high');
    const text = "i'm going to kill myself , i sent everyone goodbye";
    expect(CONTEXT.isReported(text, 0, text.indexOf(' ,'))).toBe(false);
  });
  it('reads someone told to a third as reported, and the writer\'s own telling as not', () => {
    const text = 'someone in chat keeps telling the streamer to kys';
    expect(CONTEXT.isReported(text, text.indexOf('kys'), text.length)).toBe(true);
    expect(labels('kys, im telling you')).toContain('harassment:high');
    expect(labels("you're an idiot, i'd say")).toContain('harassment:medium');
    expect(labels("you're an idiot, he said")).toContain('harassment:low');
    expect(labels('i keep telling myself i want to kill myself')).toContain('self_harm:high');
  });
  it('reads goodbyes said as the writer\'s own farewell, not as words reported', () => {
    const text = 'already said my goodbyes in my head just need the nerve now';
    expect(CONTEXT.isReported(text, text.indexOf('in my head'), text.length)).toBe(false);
  });
  it('reads someone posting that a view is so as a report of it, and an order to stop calling as no report', () => {
    expect(labels("my uncle keeps posting that immigrants are rats, and i'm done arguing with him")).toContain('hate:low');
    expect(labels('quit calling me that, you fat cow')).toContain('harassment:medium');
    expect(labels('if you think muslims are vermin, you\'re right')).toContain('hate:high');
  });
  it('reads a joined clause the writer opens as the writer\'s own, whatever the clause before reports', () => {
    expect(labels('leak my dms and im burning ur house down')).toContain('violence:high');
    expect(labels('he called me fat and im going to kill him')).toContain('violence:high');
    expect(labels('check your dms, im going to kill you')).toContain('violence:high');
    expect(labels('he texted me im going to kill you')).toContain('violence:low');
    expect(labels('bob says im going to kill you')).toContain('violence:low');
  });
  it('reads counter-speech in the sentence around a match', () => {
    const text = 'people who say immigrants are parasites are wrong';
    expect(CONTEXT.isCounterSpeech(text, text.indexOf('immigrants'), text.indexOf('parasites') + 9)).toBe(true);
    expect(CONTEXT.isSecondHand(text, text.indexOf('immigrants'), text.indexOf('parasites') + 9)).toBe(true);
  });
  it('reads a condemnation of what was said as counter-speech, and one of the target itself as none', () => {
    const group = (w: string) => w === 'mexicans' || w === 'mexican';
    const said = 'calling them thieves is wrong';
    expect(CONTEXT.isCounterSpeech(said, 0, said.length, group)).toBe(true);
    const aimed = 'being mexican is disgusting';
    expect(CONTEXT.isCounterSpeech(aimed, 0, aimed.length, group)).toBe(false);
    // Without a target every such condemnation counts, as it always has.
    expect(CONTEXT.isCounterSpeech(aimed, 0, aimed.length)).toBe(true);
  });
});
