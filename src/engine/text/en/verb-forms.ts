// The past and progressive forms of English verb phrases, for rules that read a harm or an act however
// it is told: planned (`i'll stab you`), looked back on (`should have stabbed you`) or under way
// (`i'm stabbing you`). Only the phrase's first word is inflected: `run over` gives `running over`.

/** A final consonant written twice before an ending: `stab`, `kidnap`; and in one-syllable words also `run`, `skin`, `nod`. */
const DOUBLES = /(?:[^aeiou][aeiou][bgpt]|^[^aeiou]*[aeiou][dmn])$/;

function inflect(phrase: string, ending: 'ed' | 'ing'): string {
  const [head = '', ...rest] = phrase.split(' ');
  const tail = rest.length ? ` ${rest.join(' ')}` : '';
  if (head.endsWith('e') && !head.endsWith('ee')) return `${head.slice(0, -1)}${ending}${tail}`;
  if (head.endsWith('e')) return `${head}${ending === 'ed' ? 'd' : 'ing'}${tail}`;
  return `${head}${DOUBLES.test(head) ? head.slice(-1) : ''}${ending}${tail}`;
}

/** `stabbed`, `choked`, `ran over` aside: irregular pasts are not made. */
export const pastOf = (phrase: string): string => inflect(phrase, 'ed');

/** `stabbing`, `choking`, `running over`. */
export const progressiveOf = (phrase: string): string => inflect(phrase, 'ing');

/**
 * A single word and the forms a reader meets it in: itself, its third person or plural (`kills`,
 * `punches`), its past and its progressive. An ending that makes no word (`killes`) is never met.
 */
export const formsOf = (word: string): string[] => [word, `${word}s`, `${word}es`, pastOf(word), progressiveOf(word)];
