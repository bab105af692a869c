import { describe, expect, it } from 'vitest';
import { LiteralIndex } from '../../../src/engine/text/literal-index.ts';
import { requiredLiterals } from '../../../src/engine/text/literals.ts';
import { Prefilter } from '../../../src/engine/text/prefilter.ts';
import { alt, words } from '../../../src/engine/text/pattern.ts';
import { analyzeText } from '../../../src/engine/text/index.ts';
import { normalize } from '../../../src/engine/text/normalize.ts';
import { VOCABULARY } from '../../../src/engine/text/index.ts';
import { CASES } from './cases.ts';

describe('requiredLiterals', () => {
  it('lists the whole words a literal alternation needs, with their boundaries', () => {
    expect(requiredLiterals(words(alt(['kill', 'hurt you'])))).toEqual([[' hurt you ', ' kill ']]);
  });

  it('reads two word boundaries in a row as one space', () => {
    const source = '(?:these|those)(?: [\\p{L}]+){0,3} (?:idiots|fools)';
    expect(requiredLiterals(words(`${source}(?![^ ])`))).toEqual(requiredLiterals(words(source)));
    expect(requiredLiterals(words(`${source}(?![^ ])`)).flat().some((literal) => literal.includes('  '))).toBe(false);
  });

  it('reads two word boundaries with a look-around between them as one space', () => {
    const re = words('(?:hire|serve) (?:women|gypsies)(?![^ ])(?! who(?![^ ]))');
    expect(requiredLiterals(re).flat().some((literal) => literal.includes('  '))).toBe(false);
    const filter = new Prefilter();
    filter.add(re);
    expect(filter.read('we dont serve gypsies here').mayMatch(re)).toBe(true);
  });

  it('reads a word boundary that ends a branch, before the closing one, as one space', () => {
    const re = words("(?:make me a sandwich(?: ,)? (?:woman|girl)(?![^ ])|(?<=^|[.!?,;:] )go make me a sandwich)");
    expect(requiredLiterals(re).flat().some((literal) => literal.includes('  '))).toBe(false);
    const filter = new Prefilter();
    filter.add(re);
    expect(filter.read('make me a sandwich , woman').mayMatch(re)).toBe(true);
    expect(filter.read('make me a sandwich please').mayMatch(re)).toBe(false);
  });

  it('keeps one clause per mandatory part of a sequence', () => {
    expect(requiredLiterals(words(`(?:i|we)(?: [\\p{L}]+){0,3} (?:kill|stab)`))).toEqual([[' i', ' we'], [' kill ', ' stab ']]);
  });

  it('requires nothing of a pattern with an optional branch or a case-insensitive flag', () => {
    expect(requiredLiterals(/(?:abc)?d*/g)).toEqual([]);
    expect(requiredLiterals(/abc/gi)).toEqual([]);
    expect(requiredLiterals(/a|[^x]/g)).toEqual([]);
  });

  it('reads short character classes and digits as alternatives', () => {
    expect(requiredLiterals(/x[ab]/g)).toEqual([['xa', 'xb']]);
    expect(requiredLiterals(/\d{3}-\d{4}/g)).toEqual([[...'0123456789'], ['-'], [...'0123456789']]);
  });
});

describe('LiteralIndex', () => {
  it('finds every listed string in one pass, overlapping ones included', () => {
    const index = new LiteralIndex(['he', 'she', 'his', 'hers']);
    const seen = new Int32Array(index.size);
    const met = new Int32Array(index.size);
    const count = index.mark('ushers', seen, 1, met);
    const found = [...met.slice(0, count)].map((id) => ['he', 'she', 'his', 'hers'].find((s) => index.id(s) === id)).sort();
    expect(found).toEqual(['he', 'hers', 'she']);
  });

  it('finds what a search of each string finds, in texts that wander in and out of long strings', () => {
    // A small alphabet makes long shared prefixes, branches deep in the trie and many failures.
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);
    const word = (length: number) => Array.from({ length }, () => 'ab c'[random(4)]).join('');
    // Strings longer than the automaton's heads too, whose tails are followed from where a head was found.
    const strings = [...new Set(Array.from({ length: 300 }, () => word(1 + random(30))))];
    const index = new LiteralIndex(strings);
    const seen = new Int32Array(index.size);
    const met = new Int32Array(index.size);
    for (let round = 1; round <= 200; round++) {
      const text = word(random(120)) + 'xyz' + word(random(60));
      const count = index.mark(text, seen, round, met);
      const found = new Set([...met.slice(0, count)]);
      for (const s of strings) expect(found.has(index.id(s)!), `${s} in ${text}`).toBe(text.includes(s));
    }
  });
});

describe('Prefilter', () => {
  it('rules out a pattern only when its text lacks what every match needs', () => {
    const filter = new Prefilter();
    const threat = words(`(?:i|we) will (?:kill|hurt) you`);
    filter.add(threat);
    expect(filter.read('i will kill you').mayMatch(threat)).toBe(true);
    expect(filter.read('we will skill you').mayMatch(threat)).toBe(false);
    expect(filter.read('the build will pass').mayMatch(threat)).toBe(false);
  });

  it('answers for the text it read only, whatever was read after it', () => {
    const filter = new Prefilter();
    const threat = words(`(?:i|we) will (?:kill|hurt) you`);
    filter.add(threat);
    const first = filter.read('i will kill you');
    const second = filter.read('the build will pass');
    expect(first.mayMatch(threat)).toBe(true);
    expect(second.mayMatch(threat)).toBe(false);
  });

  it('never rules out a word pattern on a labelled case it matches', () => {
    const patterns = [words(alt(['kill', 'idiot', 'piece of shit'])), words(`(?:you|u)(?: [\\p{L}']+){0,3} (?:idiot|loser)`), words(`(?:1[0-7]|[1-9]) ?(?:yo|year old)`)];
    const filter = new Prefilter();
    for (const re of patterns) filter.add(re);
    let matched = 0;
    for (const c of CASES) {
      const text = normalize(c.text, VOCABULARY).text;
      for (const re of patterns) {
        re.lastIndex = 0;
        if (!re.test(text)) continue;
        matched++;
        expect(filter.read(text).mayMatch(re), `${re.source} on ${text}`).toBe(true);
      }
    }
    expect(matched).toBeGreaterThan(20);
  });

  it('still finds an email address once the @ lets the personal-data patterns run', () => {
    const [finding] = analyzeText('mail jane.doe@example.com');
    expect(finding?.label).toBe('email');
    expect(analyzeText('no address here')).toEqual([]);
  });
});
