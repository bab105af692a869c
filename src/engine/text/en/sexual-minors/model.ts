// Grooming language as the learned model scores it: the moves of an adult befriending a child
// (flattery, secrecy, gifts, a private app, pictures, a meeting) said in words the rules' moves do not
// hold. Never blocked on a score alone: the rules make a child named beside a sexual word, or moves
// that follow one another, high. A message a parent or a grandparent signs is family's, and the
// writer's own news told in confidence is no secret kept with the reader, and an invitation open to
// the reader's friends is no meeting alone; moves among adults, where the rules read them so too, are
// theirs.
import { committedModel } from '../../model/committed.ts';
import { SHORT_POST_MIN_WORDS, modelPart, saysLittleElse } from '../../model/findings.ts';
import { PhraseSet } from '../../phrases.ts';
import type { Reading } from '../../reading.ts';
import { CONTEXT } from '../context.ts';
import { signedByFamily } from './family-signature.ts';
import { ADULT_SETTINGS, childInView } from './grooming.ts';
import MODEL from './model.json' with { type: 'json' };

const CONFIDINGS = new PhraseSet(MODEL.confidings);
/** What opens the writer's own news (`i`, `we`, `my`). */
const WRITER_NEWS: ReadonlySet<string> = new Set(MODEL.writerNews);
/** The reader (`you`, `ur`): news of them is no news of the writer's own. */
const READER: ReadonlySet<string> = new Set(MODEL.reader);
/** The probability from which the model's grooming is reported: a run without its confiding that scores under it says nothing to report. */
function reportedFrom(): number {
  const model = committedModel();
  return model.reportAt[model.categories.indexOf('sexual_minors')]!;
}

/**
 * `dont tell anyone but i got the new skin!! come to my server after school`: the writer's own news
 * told in confidence, when the run without the confiding names no reader and would not be reported
 * (0.43 here); not `dont tell anyone but i think ur really mature, send me a pic` (the reader, and
 * 0.96), nor `dont tell anyone but i got your number from the club list`.
 */
function confidesOwnNews(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    const hit = CONFIDINGS.at(words, i);
    if (!hit || !WRITER_NEWS.has(words[hit.end] ?? '')) continue;
    const rest = [...words.slice(0, hit.at), ...words.slice(hit.end)];
    return !rest.some((word) => READER.has(word)) && saysLittleElse(rest, 'sexual_minors', reportedFrom());
  }
  return false;
}

/** Company invited along, which a groomer who wants a child alone never asks for: `bring your friends`, `parents welcome`. */
const OPEN_COMPANY = new PhraseSet(MODEL.openCompany);

/** Whether `words` invite company along, not refuse it (`meet me at 3, bring your friends`; not `don't bring your friends`). */
const invitesCompany = (words: readonly string[]): boolean => OPEN_COMPANY.all(words).some((hit) => !CONTEXT.negatedBefore(words, hit.at, 1));

/**
 * `I'm a US army officer stationed overseas, love mountains. We could chat more on Telegram?`: moves
 * among adults, as the rules read them, when no child is in view anywhere in the text.
 */
function amongAdults(reading: Reading): boolean {
  const words = reading.sentenceWords.flat();
  return ADULT_SETTINGS.saidIn(words) && !childInView(words);
}

export const groomingModel = modelPart('sexual-minors/model', {
  category: 'sexual_minors',
  label: 'grooming_language',
  ceiling: 'medium',
  minWords: SHORT_POST_MIN_WORDS,
  // A groomer's moves are often negations (`don't tell your mum`, `no one has to know`): no negation denies the run.
  deniedAt: () => false,
  // Grooming happens in game chats as much as anywhere: talk of a game excuses nothing.
  excusedInGames: false,
  // A threat that knows when the reader is home alone, or a farewell's `look after her for me`, is that.
  defersTo: ['violence', 'self_harm'],
  harmlessText: (reading) => signedByFamily(reading) || amongAdults(reading),
  // The writer's own news told in confidence, or an invitation open to the reader's friends or family
  // (`meet me behind the school at 3, bring your friends`).
  harmless: (words) => confidesOwnNews(words) || invitesCompany(words),
});
