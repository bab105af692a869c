// Reads each public labelled source and maps its labels onto the model's categories. A category a
// source says nothing about is left out of its labels (masked in training), never guessed as 0.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { ModelCategory } from '../../src/engine/text/model/index.ts';

export type Labels = Partial<Record<ModelCategory, 0 | 1>>;

export interface Example {
  readonly text: string;
  readonly labels: Labels;
  /** The source folder (or `team`, `generated`) the example comes from. */
  readonly source: string;
  /**
   * A portion fixed by where the example comes from: the Gab Hate Corpus ships its own test file, and
   * a sentence taken from a training text trains (see sentences.ts).
   */
  readonly fixedSplit?: 'test' | 'train';
}

/** Every category of harm negative: the text is harmless. */
export const BENIGN: Labels = { hate: 0, harassment: 0, violence: 0, self_harm: 0, sexual: 0, sexual_minors: 0 };

/**
 * The benign sets' labels: harmless, and no spam either. The hate sets' harmless posts say nothing
 * of spam (their annotators judged hate and offence only), so there spam is masked.
 */
const HARMLESS: Labels = { ...BENIGN, spam: 0 };

type Row = Record<string, string>;

function table(dir: string, file: string, delimiter: ',' | '\t'): Row[] {
  const raw = readFileSync(join(dir, file), 'utf8');
  return parse(raw, { columns: true, delimiter, relax_quotes: true, skip_empty_lines: true, bom: true }) as Row[];
}

/** Dataset artefacts that no real post carries: anonymised mentions, numbers and links, retweet marks. */
function clean(text: string): string {
  return text
    .replace(/<(?:user|number|url|percent|money|time|date|phone|email)>/gi, ' ')
    .replace(/(^|\s)rt\s*:/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const bit = (value: string | undefined): 0 | 1 => (value === '1' ? 1 : 0);

// No public source holds grooming: a post its source says is not sexual is not grooming either, and
// where a source leaves sexual content open (a vulgar, offensive or toxic post), grooming is left open too.

/** Gab Hate Corpus: `hd` human-degrading (hate), `cv` calls for violence, `vo` vulgar or offensive. */
function gabHateCorpus(dir: string): Example[] {
  const read = (file: string, fixedSplit?: 'test'): Example[] =>
    table(dir, `gab-hate-corpus/${file}`, '\t').map((r) => {
      const vulgar = bit(r.vo) === 1;
      // A vulgar post may insult someone or talk about sex; the corpus does not say which.
      const labels: Labels = { hate: bit(r.hd), violence: bit(r.cv), self_harm: 0, ...(vulgar ? {} : { harassment: 0, sexual: 0, sexual_minors: 0 }) };
      return { text: clean(r.text ?? ''), labels, source: 'gab-hate-corpus', ...(fixedSplit ? { fixedSplit } : {}) };
    });
  return [...read('ghc_train.tsv'), ...read('ghc_test.tsv', 'test')];
}

/**
 * Implicit Hate: explicit and implicit hate are hate. Its `threatening` posts threaten groups, which
 * the engine reports as hate (calls for harm), so they teach violence nothing either way.
 */
function implicitHate(dir: string): Example[] {
  return table(dir, 'implicit-hate/implicit_hate_v1_stg1_posts.tsv', '\t').map((r) => {
    const hateful = r.class === 'explicit_hate' || r.class === 'implicit_hate';
    const labels: Labels = hateful
      ? { hate: 1, self_harm: 0, sexual: 0, sexual_minors: 0 }
      : { hate: 0, harassment: 0, violence: 0, self_harm: 0, sexual: 0, sexual_minors: 0 };
    return { text: clean(r.post ?? ''), labels, source: 'implicit-hate' };
  });
}

/** Stormfront: sentences labelled `hate` or `noHate`; `relation` (hate only in context) and `idk/skip` are left out. */
function stormfront(dir: string): Example[] {
  return table(dir, 'stormfront/sentences.tsv', '\t')
    .filter((r) => r.label === 'hate' || r.label === 'noHate')
    .map((r) => ({
      text: clean(r.text ?? ''),
      labels: r.label === 'hate' ? { hate: 1, self_harm: 0, sexual: 0, sexual_minors: 0 } : { hate: 0, harassment: 0, violence: 0, self_harm: 0, sexual: 0, sexual_minors: 0 },
      source: 'stormfront',
    }));
}

/** HateXplain: 2 hate speech, 0 normal; 1 (offensive) says nothing sure about any one category. */
function hateXplain(dir: string): Example[] {
  return table(dir, 'hatexplain/preprocessed.csv', ',').map((r) => {
    const labels: Labels = r.label === '2' ? { hate: 1, self_harm: 0 } : r.label === '0' ? BENIGN : { self_harm: 0 };
    return { text: clean(r.text ?? ''), labels, source: 'hatexplain' };
  });
}

/** Wiki Madlibs: templated sentences about people and identities; toxic ones demean a person for an identity. */
function wikiMadlibs(dir: string): Example[] {
  // One sentence in six: the set is large and templated, and would otherwise outweigh every real post.
  return table(dir, 'wiki-madlibs/preprocessed.csv', ',').filter((_, i) => i % 6 === 0).map((r) => ({
    text: r.text ?? '',
    labels: r.label === '1' ? { hate: 1, violence: 0, self_harm: 0, sexual: 0, sexual_minors: 0 } : BENIGN,
    source: 'wiki-madlibs',
  }));
}

/**
 * Toxic Spans: news comments picked because raters found them toxic; most of the toxic spans marked in
 * them are insults aimed at a person, so the comments train harassment. The spans cannot be tied to
 * their comments (the file linking them is not part of the copy), so nothing finer is learned.
 */
function toxicSpans(dir: string): Example[] {
  return table(dir, 'toxic-spans/comments.csv', ',').map((r) => ({
    text: clean(r.comment_text ?? ''),
    labels: { harassment: 1, self_harm: 0 },
    source: 'toxic-spans',
  }));
}

/** ToxiGen's human-written statements about 13 groups: `hate` or `neutral`. */
function toxigen(dir: string): Example[] {
  return table(dir, 'toxigen/demonstrations.tsv', '\t').map((r) => ({
    text: r.text ?? '',
    labels: r.label === 'hate' ? { hate: 1, self_harm: 0 } : BENIGN,
    source: 'toxigen',
  }));
}

/** Text that is not harmful: Wikipedia facts and chat, movie reviews, command-line help. */
function benign(dir: string): Example[] {
  const rows = (file: string, delimiter: ',' | '\t', source: string): Example[] =>
    table(dir, `benign/${file}`, delimiter).map((r) => ({ text: r.text ?? '', labels: HARMLESS, source }));
  return [
    ...rows('funpedia.csv', ',', 'benign/funpedia'),
    ...rows('wizards-of-wikipedia.csv', ',', 'benign/wizards-of-wikipedia'),
    ...rows('sst2.csv', ',', 'benign/sst2'),
    ...rows('tldr-pages.tsv', '\t', 'benign/tldr-pages'),
  ];
}

/** Every public source, in a fixed order. */
export function readPublicSources(dir: string): Example[] {
  return [gabHateCorpus, implicitHate, stormfront, hateXplain, wikiMadlibs, toxicSpans, toxigen, benign]
    .flatMap((read) => read(dir))
    .filter((e) => e.text.length > 0);
}
