// English words, from the `word-list` package (274,000 words, the lists word games use): what a
// slip must not be to be read as the word it misses (see misspellings.ts). Read when the slips are
// built and let go after: about 20 MB a reader would otherwise keep for good.
import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';

export function readDictionary(): ReadonlySet<string> {
  return new Set(readFileSync(wordListPath, 'utf8').split('\n'));
}
