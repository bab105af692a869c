import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../../src/engine/text/index.ts';

const hate = (text: string) => analyzeText(text).find((r) => r.category === 'hate');

describe('hate symbols and slogans', () => {
  it.each(['heil hitler', 'Sieg Heil!!', 'H3il H1tler', 'white power!', 'RaHoWa', 'blood and soil', 'Jews will not replace us', 'white pride world wide'])(
    'flags %s for review',
    (text) => expect(hate(text)).toMatchObject({ label: 'hate_symbol', severity: 'medium' }),
  );
  it('flags a number code standing alone or beside a slogan', () => {
    for (const text of ['14/88', '1488', 'see you at the rally. 1488', '1488 brothers']) expect(hate(text), text).toMatchObject({ label: 'hate_symbol' });
  });
  it('flags a name in triple parentheses, the code words of a government said to be Jewish, and the 13/50 code', () => {
    for (const text of ['the (((bankers))) are at it again', '(((they))) own the media', '(((they))) love to control the banks', '(((you people))) run the media']) {
      expect(hate(text), text).toMatchObject({ label: 'antisemitic_echo' });
    }
    for (const text of ['the zog government is lying again', '13/50, look it up']) expect(hate(text), text).toMatchObject({ label: 'hate_symbol' });
  });
  it('reads zionists said to control the media or the banks as the trope of Jewish control, and leaves other talk of zionists alone', () => {
    for (const text of ['Zionists control the media', 'the zionists run everything', 'zionists own the banks']) expect(hate(text), text).toMatchObject({ label: 'group_hostility', severity: 'medium' });
    for (const text of ['Zionists support Israel', "zionists don't control the media, that's a conspiracy theory", 'zionists control the narrative on campus']) {
      expect(hate(text), text).toBeUndefined();
    }
  });
  it('leaves triple parentheses in code, the writer naming themself so, hugs, and a dragon called Zog alone', () => {
    for (const text of ['return (((a + b)))', '(((lambda (x) x)))', '(((me))) and proud', 'I read Zog to my daughter every night', 'the train leaves at 13:50.', 'Sending (((good vibes))) your way!', 'Sending hugs (((Sarah)))']) {
      expect(hate(text), text).toBeUndefined();
    }
  });
  it('leaves the same numbers alone as a year, a count or a page', () => {
    for (const text of ['in 1488 the portuguese rounded the cape', 'thanks to all 1488 followers', 'see page 1488.', 'it was built around 1488']) expect(hate(text), text).toBeUndefined();
  });
  it('leaves a slogan used as the name of an object alone', () => {
    for (const text of ['I bought a white power cable', 'the white power button blinks', 'plug the white power adapter in']) expect(hate(text), text).toBeUndefined();
  });
  it('rates a slogan low when someone is reported chanting it', () => {
    expect(hate('the crowd chanted sieg heil at the 1936 rally')?.severity).toBe('low');
  });
  it('reads Hitler taken as the writer\'s own hero as approval of his crimes, but not what others made of him', () => {
    for (const text of ['hitler is my hero', 'adolf hitler our aryan hero']) expect(hate(text), text).toMatchObject({ label: 'call_for_harm' });
    for (const text of ['hitler was a genius at propaganda, historians agree', 'To the Nazis, Hitler was a hero.', 'Many Germans in 1938 believed Hitler was a great leader.']) {
      expect(hate(text), text).toBeUndefined();
    }
  });
  it('reads a call for a race war as a call for harm', () => {
    expect(hate('race war now')).toMatchObject({ label: 'call_for_harm', severity: 'high' });
    expect(hate('the day of the rope is coming')).toMatchObject({ label: 'call_for_harm', severity: 'high' });
  });
});

describe('holocaust denial', () => {
  it.each(['the holocaust never happened', 'The Holocaust is a hoax', 'the holocaust was greatly exaggerated', 'holohoax', 'there were no gas chambers'])(
    'flags %s for review',
    (text) => expect(hate(text)).toMatchObject({ label: 'holocaust_denial', severity: 'medium' }),
  );
  it('rates a reported denial low', () => {
    expect(hate('he claims the holocaust never happened')?.severity).toBe('low');
  });
  it('leaves remembrance, teaching, negation and counter-speech alone', () => {
    for (const text of [
      'my grandfather survived the holocaust',
      'we learned about the holocaust in school',
      'holocaust deniers are wrong',
      "I don't believe the holocaust was a hoax",
      'people who say the holocaust never happened are idiots',
      'denying the holocaust is disgusting',
      'it is a lie that the holocaust never happened',
    ]) expect(hate(text), text).toBeUndefined();
  });
});
