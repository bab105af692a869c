// The words a pack's normaliser recognises: every word of every word list its detectors and its
// context checks read, so `k.i.l.l`, `s c h l o n g` and `1d1ot` resolve to words some rule knows.
import type { WordLists } from './detector.ts';
import type { Vocabulary } from './normalize.ts';

/**
 * A vocabulary of every word (two letters or more) of `lists`; `maskable` holds the words a masked
 * token (`f*ck`) may stand for, single words of three letters or more.
 */
export function buildVocabulary(lists: Iterable<WordLists>, maskable: readonly (readonly string[])[]): Vocabulary {
  const set = new Set<string>();
  for (const file of lists) {
    for (const list of Object.values(file)) for (const entry of list) for (const w of entry.split(' ')) if (w.length >= 2) set.add(w);
  }
  const prefixes = new Set<string>();
  for (const w of set) for (let k = 1; k <= w.length; k++) prefixes.add(w.slice(0, k));
  return {
    has: (w) => set.has(w),
    hasPrefix: (p) => prefixes.has(p),
    maskable: [...new Set(maskable.flat())].filter((w) => w.length >= 3 && !w.includes(' ')),
  };
}
