// The words the normaliser recognises: every word of the lexicon, so `k.i.l.l` and `1d1ot`
// resolve to words the rules know.
import * as lexicon from './lexicon.ts';
import type { Vocabulary } from './normalize.ts';

const EXTRA = ['kys', 'stfu', 'you', 'your', 'yourself', 'myself', 'kill', 'die', 'hate', 'suicide', 'suicidal', 'nudes', 'sex', 'porn', 'idiot', 'loser', 'scam', 'free', 'money', 'click', 'here'];

function build(): Vocabulary {
  const set = new Set<string>(EXTRA);
  for (const list of Object.values(lexicon)) {
    for (const entry of list) for (const w of entry.split(' ')) if (w.length >= 2) set.add(w);
  }
  const prefixes = new Set<string>();
  for (const w of set) for (let k = 1; k <= w.length; k++) prefixes.add(w.slice(0, k));
  return { has: (w) => set.has(w), hasPrefix: (p) => prefixes.has(p), maskable: [...lexicon.PROFANITY, ...lexicon.INSULTS].filter((w) => w.length >= 3 && !w.includes(' ')) };
}

export const VOCABULARY: Vocabulary = build();
