// English words, from the `word-list` package (274,000 words, the lists word games use): what a
// slip must not be to be read as the word it misses (see misspellings.ts), and what a given name
// must not be to be read as a name when written in small letters (see harassment/names.ts).
import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';

/** Every word. Read when the slips are built and let go after: about 20 MB a reader would otherwise keep for good. */
export function readDictionary(): ReadonlySet<string> {
  return new Set(readFileSync(wordListPath, 'utf8').split('\n'));
}

/** Which of `candidates` are words: one pass over the list that keeps only those (a quarter of the time of `readDictionary`). */
export function dictionaryWordsAmong(candidates: ReadonlySet<string>): ReadonlySet<string> {
  const text = readFileSync(wordListPath, 'utf8');
  let longest = 0;
  for (const word of candidates) longest = Math.max(longest, word.length);
  const out = new Set<string>();
  for (let from = 0; from < text.length; ) {
    let to = text.indexOf('\n', from);
    if (to === -1) to = text.length;
    if (to - from <= longest) {
      const word = text.slice(from, to);
      if (candidates.has(word)) out.add(word);
    }
    from = to + 1;
  }
  return out;
}
