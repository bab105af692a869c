// English words, from the `word-list` package (274,000 words, the lists word games use): what a
// slip must not be to be read as the word it misses (see misspellings.ts). Read on first use.
import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';

let words: ReadonlySet<string> | undefined;

/** Whether `word` (lower case) is an English word of the list. */
export function isDictionaryWord(word: string): boolean {
  return (words ??= new Set(readFileSync(wordListPath, 'utf8').split('\n'))).has(word);
}
