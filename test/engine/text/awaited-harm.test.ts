// Harm awaiting, or called down on, someone the writer points at without addressing them: a threat
// told to a third person. Worry, the news, stories, questions, negation and a subject deeper in the
// sentence than its opening are not.
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../../src/engine/text/index.ts';

const violence = (text: string) => analyzeText(text).find((r) => r.category === 'violence' && r.label !== 'violent_language');

describe('harm awaiting someone pointed at', () => {
  it.each([
    ['my landlord is getting his head smashed in when he comes for the keys', 'threat', 'medium'],
    ['whoever took my bike is getting their fingers broken', 'threat', 'medium'],
    ['the guy who keyed my car is gonna get stabbed, i have a knife in the glovebox', 'threat', 'high'],
    ['that referee is getting a bat to the head after the match, me and my brothers', 'threat', 'high'],
    ['my neighbour deserves to be set on fire for what he did to my dog', 'incitement', 'medium'],
    ['the coach needs his fingers broken', 'incitement', 'medium'],
    // Someone's, pointed at through whose they are; what is about to be done; a hanging.
    ["my ex's new bf is getting stabbed next time he shows up", 'threat', 'medium'],
    ['that cashier is going to catch a beating after closing', 'threat', 'medium'],
    ['the mayor should be strung up for this', 'incitement', 'medium'],
    ['that judge should be hung', 'incitement', 'medium'],
    ['the cashier is getting acid thrown in his face', 'threat', 'high'],
    ["that referee is going to get what's coming to him", 'threat', 'medium'],
    // Where someone will end up; roles of the trades.
    ['my landlord is gonna end up at the bottom of the river', 'threat', 'medium'],
    ['that mechanic will end up in a body bag, watch', 'threat', 'medium'],
  ])('reads %j as %s, %s', (text, label, severity) => {
    const finding = violence(text);
    expect(finding?.label).toBe(label);
    expect(finding?.severity).toBe(severity);
  });

  it.each([
    "i'm scared my brother is getting jumped after school",
    'is the new kid getting jumped friday?',
    "my brother isn't getting jumped, he left early",
    'he said the new kid is getting jumped friday',
    'the kid in the film is getting stabbed in the last scene',
    'so you agree that black children should be killed, got it',
    'my car is getting its windows smashed every week on this street',
    'the old process is getting killed by the scheduler',
    'the coach should be hung up on the wall of fame',
    'the new kid is going to be great at this',
    'my dad is gonna end up in the hospital if he keeps drinking like this',
    'kill -9 the worker and restart it',
    "my stepbrother is gonna get what's coming to him in the tournament",
    "my dad's car is going to be fixed on monday",
  ])('leaves %j unflagged', (text) => {
    expect(violence(text)).toBeUndefined();
  });
});

describe('harm called down on someone by a pronoun', () => {
  it.each(['he should be hanged', 'he needs to be killed', 'honestly he should be hanged for this', 'she should be burned alive', 'he should get stabbed'])('reads %j as incitement', (text) => {
    expect(violence(text)?.label).toBe('incitement');
  });

  // A photo, a match, a sentence passed, a character written out, a place, a doubt or a question,
  // and how or where: a game, a story, a clinic, a ring, an errand, a list.
  it.each([
    "he should get killed first in the raid since he's the healer",
    'he needs to be killed before the boss spawns',
    'she should be burned alive in the next chapter',
    'he needs to be stabbed with his epipen right away',
    'she should be murdered in the ring tonight',
    'she needs to be run down to the airport at 6',
    'he should be strung up in lights on broadway',
    "he deserves what's coming to him, a big fat bonus",
    'he needs a bullet for his resume',
    // Another subject, a trial, a game of its own.
    'she thinks the bill should be killed',
    'he thinks he deserves to be murdered, it breaks my heart',
    'the verdict was clear, he should be hanged',
    "he's the werewolf, he should be killed",
    'she should be shot in natural light',
    'he should be beaten in the final',
    'he should be executed',
    'she should be killed off in season 3',
    'he should be in the lake house by now',
    'she should be found in the river soon',
    "i don't think he should be hanged",
    'should he be hanged?',
    'he is going to be killed if he goes back there',
  ])('leaves %j unflagged', (text) => {
    expect(violence(text)).toBeUndefined();
  });
});
