// Counter-speech is not flagged: condemning what others say about a group repeats their words to
// argue against them. The same words said outright, or with disgust aimed at the group, still are.
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../../src/engine/text/index.ts';

const hate = (text: string) => analyzeText(text).find((r) => r.category === 'hate');

describe('counter-speech', () => {
  it.each([
    "It's disgusting when people say immigrants are parasites",
    'it is vile that people still call muslims vermin',
    'I find it sickening how some people say gays are perverts',
    "I'm sick of people saying refugees are animals",
    'I hate it when my uncle calls immigrants parasites',
    'so wrong that they say jews are a plague',
    'People who say immigrants are parasites are disgusting',
    'Saying Muslims are terrorists is wrong',
    'Calling people faggots is wrong',
    // The predicate may describe what the statement is before naming it.
    '"Jews control the banks" is a centuries-old antisemitic lie.',
    'saying gays are perverts is a tired old homophobic myth',
    // A rule against saying it, and being tired of hearing it.
    'nobody should ever say refugees are rats',
    "it's not okay to say women are property",
    "i'm so tired of hearing that immigrants are vermin",
    // The holders of the view condemned after it.
    'anyone who thinks mexicans are rapists is an idiot',
    'people who believe jews control the media are delusional',
    // Or sent away after it; a view called a lie, or mocked as a thing to think.
    'if you think black people are inferior, unfollow me now',
    'stop spreading the lie that refugees are criminals',
    "imagine thinking asians can't drive in 2026",
    // A question why people assume it, or a myth about a group.
    "Why does everyone assume the Nigerian girls on the U18s are 'too aggressive'? They're strong and they play fair.",
    "Why does this myth about Roma 'stealing babies' keep resurfacing?",
    // A view given up, or said to lack evidence; its holders called the problem; hate for being one of a group condemned.
    'I used to think immigrants were parasites until I met my neighbours',
    "there's no evidence that mexicans are more violent than anyone else",
    'people who think disabled people are a burden are the real problem',
    'hating someone for being muslim is pathetic',
    // A saying interrupted by commas goes on saying.
    "It's disgusting when people say, out loud, that muslims are terrorists.",
    'Stop saying, like my uncle does, that immigrants are parasites.',
  ])('leaves %j unflagged', (text) => {
    expect(hate(text)).toBeUndefined();
  });

  it.each([
    ['Immigrants are parasites', 'high'],
    ['immigrants are disgusting', 'high'],
    ['disgusting immigrants are parasites', 'high'],
    // Disgust at the group itself, not at what others say.
    ["It's disgusting that immigrants are parasites", 'high'],
    ["It's disgusting how immigrants are parasites", 'high'],
    ['muslims are disgusting vermin', 'high'],
    ["I think it's disgusting, muslims are vermin", 'high'],
    // The condemnation comes after, aimed at those who disagree.
    ["Immigrants are parasites. It's disgusting when people say otherwise", 'high'],
    // A frame of counter-speech after the statement opens nothing of it.
    ['muslims are terrorists and anyone who says otherwise is a fool', 'high'],
    // An order to the reader after it is no attribution.
    ['black people are criminals, stop calling me racist', 'high'],
    // A frame frames its own clause, not one after a `but` or a comma.
    ['i used to think they were nice but immigrants are parasites', 'high'],
    // A view given up and held still.
    ['I used to think gays were perverts and I still do.', 'high'],
    ['i used to think muslims were terrorists. i still do.', 'high'],
    ["there's no evidence that vaccines work, muslims are parasites", 'high'],
  ])('still flags %j as %s hate', (text, severity) => {
    expect(hate(text)?.severity).toBe(severity);
  });

  // Reported without a condemnation: low at most, as reported speech is; none where such findings
  // were right less than half the time (their calibrated confidence is under the low threshold).
  it.each(['people say immigrants are parasites', 'disgusting people say immigrants are parasites', 'he said "jews are vermin"'])('reports %j, hate in others\' words, at low severity at most', (text) => {
    expect(['low', undefined]).toContain(hate(text)?.severity);
  });

  it.each(['Being Mexican is disgusting.', 'Islam is racist'])('flags %j: the condemnation is aimed at the group, not at what someone said', (text) => {
    expect(hate(text)).toBeDefined();
  });
});

describe('holders of a view told to be ashamed, a label called hateful, a belief refused', () => {
  it('reads each as counter-speech', () => {
    for (const text of ['people who call gay people disgusting should be ashamed', "it's hateful to call mexicans rapists", 'I refuse to believe that trans people are dangerous']) {
      expect(hate(text), text).toBeUndefined();
    }
  });
  it('still reads the view held, a frame denied or doubted, or the group told to be ashamed', () => {
    for (const text of [
      'trans people are dangerous', 'gay people should be ashamed of themselves, they are disgusting', "It's not racist to call muslims terrorists.",
      'It isn\'t racist to call blacks animals when they act like animals.', 'Why is it racist to call muslims terrorists? They are.',
    ]) expect(hate(text), text).toBeDefined();
  });
});

describe('treatment condemned, a stereotype denied', () => {
  it.each([
    "it's disgusting how people treat gypsies in this town",
    'it is disgusting how people treat refugees at the border',
    "it's awful how the media treats trans people",
    "it's horrible how racists treat black players online",
    // `not just a stereotype` says it is worse than one.
    "calling gay men predators is not just a stereotype, it's a dangerous lie",
  ])('reads %j as counter-speech', (text) => expect(hate(text)).toBeUndefined());

  it('still reads the view of how a group is treated, or a stereotype said to be none', () => {
    for (const text of [
      'disgusting how people treat gypsies like humans when they are animals',
      "it's disgusting how people treat gypsies, those animals",
      "it's disgusting how people treat immigrants better than our own veterans",
      "it's awful how the media treats trans people as normal, they are mentally ill",
      "it's awful how people treat blacks, like they're not criminals",
      "muslims are terrorists, that's not a stereotype it's a fact",
      'not a conspiracy theory, jews run the world',
      // A frame frames its own clause, not the one after a semicolon.
      "It's wrong to call refugees vermin; vermin don't rape our women",
    ]) expect(hate(text), text).toBeDefined();
  });
});
