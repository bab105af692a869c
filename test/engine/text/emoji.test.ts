import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../../src/engine/text/index.ts';

const violence = (text: string) => analyzeText(text).filter((r) => r.category === 'violence');

describe("threats made with a weapon's emoji", () => {
  it('reads a weapon emoji in the place of the verb as a threat, its span on the emoji as written', () => {
    for (const text of ["I'm going to 🔪 you", 'im gonna 🔫 u tomorrow', "i'll 🔪😡 you"]) {
      const [finding] = violence(text);
      expect(finding, text).toMatchObject({ label: 'threat', severity: 'medium' });
      const [span] = finding!.spans!;
      expect([...text].slice(span!.start, span!.end).join(''), text).toMatch(/🔪|🔫/u);
    }
  });

  it('reads weapons before a school and a day as a call for an attack, and after them as medium', () => {
    expect(violence('🔫🔫🔫 school tomorrow, stay home')).toMatchObject([{ label: 'mass_violence', severity: 'high' }]);
    expect(violence("can't wait for school tomorrow 🔫")).toMatchObject([{ label: 'mass_violence', severity: 'medium' }]);
  });

  it('leaves a denied intent, a game, play with water and harmless emoji unflagged', () => {
    for (const text of ["i'm not gonna 🔪 you, relax", 'gonna 🔫 you in fortnite', "I'm gonna 💣 you with water balloons", 'see you at school tomorrow 😊', 'im gonna hug you 🥰']) {
      expect(violence(text), text).toEqual([]);
    }
  });
});

describe('the finger given in an emoji', () => {
  const harassment = (text: string) => analyzeText(text).filter((r) => r.category === 'harassment');
  it('reads it aimed at the reader as the insult its words would be', () => {
    for (const text of ['🖕 you', '🖕🏻🖕🏻 u and ur mum', '🖕 yourself']) expect(harassment(text), text).toMatchObject([{ label: 'insult', severity: 'medium' }]);
  });
  it('leaves the emoji talked about unflagged', () => {
    expect(harassment('this emoji 🖕 is rude lol')).toEqual([]);
  });
});

describe("apes' emoji sent at someone", () => {
  const hate = (text: string) => analyzeText(text).filter((r) => r.category === 'hate');
  it('reads them at a mention, at a player in words of the game or with the words of the trope as dehumanisation, its span on the emoji as written', () => {
    for (const text of ['@Saka 🐒🐒🐒🍌', '🐒🍌 missed penalty again', 'go back to the zoo 🐒', 'you belong in a cage 🦍']) {
      const [finding] = hate(text);
      expect(finding, text).toMatchObject({ label: 'dehumanization', severity: 'medium' });
      const [span] = finding!.spans!;
      expect([...text].slice(span!.start, span!.end).join(''), text).toMatch(/^[🐒🦍🍌]+$/u);
    }
  });

  it('reads a telling of the abuse as low', () => {
    expect(hate('The racist abuse @Saka received after the final 🐒🍌 is disgusting')).toMatchObject([{ label: 'dehumanization', severity: 'low' }]);
  });

  it('leaves a child, a zoo trip, food, play and the wise monkeys unflagged', () => {
    for (const text of ['my son at the zoo today 🐒🐒 so cute', "he's such a cheeky little monkey 🐒🐒", 'oops 🙈🙈', '@dave 🍌🍌 smoothie time?', '@mike 🐵🐵 lol', 'you 🐒', '🐒🐒 scored twice tonight, the monkeys at the zoo are so cute']) {
      expect(hate(text), text).toEqual([]);
    }
  });
});
