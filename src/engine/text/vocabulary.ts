// The words the normaliser recognises: every word of the English word lists, so `k.i.l.l` and
// `1d1ot` resolve to words the rules know.
import CONTEXT_WORDS from './en/context.json' with { type: 'json' };
import HARASSMENT_WORDS from './en/harassment/words.json' with { type: 'json' };
import HATE_WORDS from './en/hate/words.json' with { type: 'json' };
import PROFANITY_WORDS from './en/profanity/words.json' with { type: 'json' };
import MINOR_WORDS from './en/sexual-minors/words.json' with { type: 'json' };
import SEXUAL_WORDS from './en/sexual/words.json' with { type: 'json' };
import SPAM_WORDS from './en/spam/words.json' with { type: 'json' };
import VIOLENCE_WORDS from './en/violence/words.json' with { type: 'json' };
import type { Vocabulary } from './normalize.ts';

const EXTRA = ['kys', 'stfu', 'you', 'your', 'yourself', 'myself', 'kill', 'die', 'hate', 'suicide', 'suicidal', 'nudes', 'sex', 'porn', 'idiot', 'loser', 'scam', 'free', 'money', 'click', 'here'];

function build(): Vocabulary {
  const set = new Set<string>(EXTRA);
  for (const lists of [PROFANITY_WORDS, HARASSMENT_WORDS, HATE_WORDS, VIOLENCE_WORDS, CONTEXT_WORDS, MINOR_WORDS, SEXUAL_WORDS, SPAM_WORDS]) {
    for (const list of Object.values(lists)) for (const entry of list) for (const w of entry.split(' ')) if (w.length >= 2) set.add(w);
  }
  const prefixes = new Set<string>();
  for (const w of set) for (let k = 1; k <= w.length; k++) prefixes.add(w.slice(0, k));
  return { has: (w) => set.has(w), hasPrefix: (p) => prefixes.has(p), maskable: [...PROFANITY_WORDS.profanity, ...HARASSMENT_WORDS.insults].filter((w) => w.length >= 3 && !w.includes(' ')) };
}

export const VOCABULARY: Vocabulary = build();
