// Spam as the learned model scores it: posts said the way spam is said (a stranger's success story,
// a favour that leads to a contact off the platform) where no phrase, link or offer of the rules is
// sure. Never blocked on a score alone; a warning about a scam is not one, nor a friend asking
// where to send something.
import { modelPart } from '../../model/findings.ts';
import { PhraseSet } from '../../phrases.ts';
import { isScamWarning } from './warnings.ts';
import MODEL from './model.json' with { type: 'json' };
import SCAMS from './scams.json' with { type: 'json' };
import WORDS from './words.json' with { type: 'json' };

/**
 * The fewest words a post needs for the model to judge it spam: the spam of the tuning sets that the
 * model alone finds is ten words or longer, and a few words (`the bitcoin price dropped 5% today`)
 * give it too little to read.
 */
const MIN_WORDS = 8;

/** A piece of a link or an address (`http://example.com/foo`, `com/user))`, `a@b.io`): the rules read links, not the model. */
const LINK_PIECE = /[/:@.]\p{L}/u;
const WORD = /\p{L}.*\p{L}/u;

/** `dot` spelled out, bare or bracketed: with the words on either side, a link or an address in disguise (`gmail dot com`, `john (dot) doe`). */
const DOT = /^[([{]?dot[)\]}]?[,.;:!?]*$/i;

/**
 * Whether a run says enough in words, links aside, plain or spelled out: the model learned spam from
 * posts whose links stood among words, and scores a run of link pieces alone (`http://example.com/foo',
 * 'http://example`, from a test file) or an address spelled out (`marco dot bellini at gmail dot com`)
 * as it would the post.
 */
function saysInWords(written: string): boolean {
  const pieces = written.split(/\s+/);
  const spelled = pieces.map((piece) => DOT.test(piece));
  let words = 0;
  for (let i = 0; i < pieces.length; i++) {
    if (spelled[i] || spelled[i - 1] || spelled[i + 1] || !WORD.test(pieces[i]!) || LINK_PIECE.test(pieces[i]!)) continue;
    if (++words >= MIN_WORDS) return true;
  }
  return false;
}

/** The writer's own errand, said as why the reader's address is asked: `so i can post`. */
const OWN_ERRAND = new PhraseSet(MODEL.ownErrands);
/** What a lure holds: a prize, a fee, a wallet, a hurry. */
const LURE = new PhraseSet([...WORDS.scamPhrases, ...WORDS.scamHints, ...WORDS.spamHints, ...SCAMS.payout, ...SCAMS.rail, ...SCAMS.ask, ...SCAMS.alarm, ...MODEL.lures]);

/**
 * `Can you share your address so I can post the parcel?`: a friend asking where to send something,
 * which the model scores by the delivery scams that ask for an address; not where the run holds a
 * lure (`... so i can send you your prize, just pay the shipping`).
 */
const asksWhereToSend = (words: readonly string[]): boolean => OWN_ERRAND.saidIn(words) && !LURE.saidIn(words);

export const spamModel = modelPart('spam/model', {
  category: 'spam',
  label: 'spam_language',
  ceiling: 'medium',
  minWords: MIN_WORDS,
  wholePost: true,
  says: saysInWords,
  harmless: (words) => isScamWarning(words.join(' ')) || asksWhereToSend(words),
});
