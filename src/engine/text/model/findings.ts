// Turns the model's scored runs of one category into findings, with the pack's context on top: a
// category that needs a target (hate a group, harassment a person) is reported only where the run
// names one; a negated deciding word, counter-speech or game talk drops the run, and so does a rule
// finding of the category in the same run (the rule says more precisely what it is); quotation or
// reporting makes it low.
import type { CategoryName, Severity } from '../../../api/index.ts';
import { thresholdsFor } from '../../categories.ts';
import type { ClaimReading } from '../context.ts';
import type { Detector } from '../detector.ts';
import { originalSpan } from '../normalize.ts';
import type { Reading } from '../reading.ts';
import type { ModelCategory } from './categories.ts';
import { committedModel } from './committed.ts';
import { letteredWords, MIN_RUN_WORDS, scoredRuns, type ScoredRun } from './runs.ts';

export interface ModelPart {
  readonly category: ModelCategory;
  /** What the finding is called. */
  readonly label: string;
  /** The most severe a score alone can make it: insults and sexual talk are never blocked on a score. */
  readonly ceiling: Severity;
  /**
   * Whether the run names the category's target (a group for hate, a person for harassment), if it
   * needs one: from its words and score, or from how the writer wrote them (`written`, the run in the
   * original text, with its capitals).
   */
  readonly aims?: (run: ScoredRun, written: () => string) => boolean;
  /**
   * Whether the category is read only from a run of the whole text, as it was learned from whole
   * posts whose single sentences say nothing alone (`your refund of $24.99 was processed today`, of a
   * shop's harmless reply, scores as spam).
   */
  readonly wholePost?: boolean;
  /** Whether the run, as the writer wrote it, says enough in words of its own for its score to be read. */
  readonly says?: (written: string) => boolean;
  /** Words that name such a target: a condemnation of one of them (`<group> is disgusting`) is not counter-speech. */
  readonly target?: (word: string) => boolean;
  /**
   * The fewest words of two characters with a letter a run needs (at least two, see runs.ts): a
   * category learned from generated sentences alone needs more, as two words of one of its frames
   * (`for me`, `jump to`, `end on`) score as the whole sentence would.
   */
  readonly minWords?: number;
  /**
   * The probability from which a run of fewer than `minWords` words is read all the same (none:
   * never), if a word of it other than a target's name is the category's by itself (see SHORT_RUN_WORD_AT).
   */
  readonly shortRunAt?: number;
  /**
   * Whether the deciding word (at `key` in `words`) is used harmlessly, as the rules know (`stupid
   * good`, `garbage collector`); `asked` tells whether the run's words end in a question mark.
   */
  readonly harmless?: (words: readonly string[], key: number, asked: boolean) => boolean;
  /** Whether the text as a whole makes every run of it harmless (a message a grandparent signs). */
  readonly harmlessText?: (reading: Reading) => boolean;
  /** Whether the run, [from, to) of the normalised text, is said in jest (`ur so dead lol`): then it is low, as the rules read it. */
  readonly jest?: (reading: Reading, from: number, to: number) => boolean;
  /**
   * Whether a rule's low finding of the category leaves the rest of the run to be read: rudeness the
   * rules read as low (`stfu dave, ur stats are made up and ur a liar`) says nothing of the insult
   * beside it. Without it a rule's finding of any severity speaks for the run (a slur the rules read
   * as quoted or reported is low for a reason that holds for the run around it).
   */
  readonly readsPastLowRules?: boolean;
  /**
   * Categories read before this one whose finding at medium or higher in the run says more precisely
   * what it is: abuse that threatens (`u snitch and ur dead`) is a threat, reported as violence, and
   * what grooms a child (`turn on ur c4m and take off ur top`) is that, not abuse.
   */
  readonly defersTo?: readonly CategoryName[];
  /**
   * How a negation that says what the target fails to do or lacks (`they don't integrate`, `can't
   * trust them`, `no morals`) is read: as part of what the run says, so that only a denial (`are not
   * vermin`, `not all`, `i'd never say`) drops it (`all`), the same unless it is an order to the reader
   * (`stated`: `don't waste your money`), or (`none`, the default) as a denial, as every negation
   * before a deciding word is.
   */
  readonly claims?: ClaimReading;
  /**
   * Whether talk of a game makes the run harmless (`kill the boss`, `ur trash at this game`), as it
   * does unless this is false: a lobby makes no hate of a group harmless, and the words of games are
   * those of real places and times too (`after the game`, `round here`).
   */
  readonly excusedInGames?: boolean;
  /**
   * The words whose negation denies the run, if only those do (`i won't kill you`, `i'm not going to
   * hurt myself`): a threat or a farewell says what will not be (`you won't see monday`, `not gonna
   * be around for prom`, `i won't need the car after friday`), and a negation of any other word is
   * part of it. Without it a negation before either deciding word denies the run.
   */
  readonly deniedAt?: (word: string) => boolean;
  /**
   * Whether a target's name in quotation marks of its own, alone or with one word more, is mocked
   * rather than reported (`the "refugees" at the vicarage`): so for a group, not for a person, whose
   * `"fuck you"` is quoted.
   */
  readonly mocksInQuotes?: boolean;
}

/** From this probability a score alone makes a high finding, where the ceiling allows. */
const HIGH_AT = 0.9;
/** How many words before a deciding word a negation is looked for. */
const NEGATION_LOOKBACK = 4;
/**
 * How many words before a word of harm (see `deniedAt`) a negation is looked for: as the rules of
 * threats look (`i won't ever hurt you`); every such word of a run is read, and a stop further back
 * is as often a place (`the truck stop in amarillo and break your jaw`).
 */
const HARM_NEGATION_LOOKBACK = 3;

/** `minWords` of the categories the model learned from generated sentences alone (sexual language). */
export const GENERATED_ONLY_MIN_WORDS = 3;

/**
 * `minWords` of violence and self-harm, learned from generated sentences and from the team's short
 * posts: a run of three or four words scores as the post it resembles (`after after body`, an
 * identifier, as self-harm), and shorter threats and farewells are the rules' to read.
 */
export const SHORT_POST_MIN_WORDS = 5;

/**
 * The probability a word of a short run other than a target's name must reach alone: two words are
 * a claim only if one of them makes it (`jews vermin`; `vermin` alone scores 0.44 for hate), not a
 * name beside a word the model learned around it (`muslims again`, of a post about their charity;
 * `again` alone 0.06).
 */
const SHORT_RUN_WORD_AT = 0.2;

/**
 * Whether `rest`, the words of a run around what a rule reads as harmless there (a denial, a lawful
 * removal, the reader likened to their kin), says little of `category` by itself: a word or none, or a
 * score under `below`. More, and the run says worse than what the rule excuses (`deport refugees who
 * commit crimes, they are all rapists`).
 */
export function saysLittleElse(rest: readonly string[], category: ModelCategory, below: number): boolean {
  return rest.length < 2 || committedModel().probabilityOf(rest.join(' '), category) < below;
}

/** Whether a word of `run`, not a target's name, scores for its category by itself at SHORT_RUN_WORD_AT or more. */
function claimsAlone(run: ScoredRun, part: ModelPart): boolean {
  const model = committedModel();
  const h = model.categories.indexOf(run.category);
  const out = new Float64Array(model.categories.length);
  return run.words.some((word) => part.target?.(word) !== true && model.scoreText(word, out)[h]! >= SHORT_RUN_WORD_AT);
}

/** Whether a run too short for `part` is read all the same: see `shortRunAt`. */
const readsShortRun = (run: ScoredRun, part: ModelPart): boolean => part.shortRunAt !== undefined && run.probability >= part.shortRunAt && claimsAlone(run, part);

/** The runs of one reading, scored once for every category's part. */
const RUNS = Symbol('model runs');

/** The categories whose parts read only whole posts: a long post is read whole for them alone. */
const wholePostCategories = new Set<ModelCategory>();

function runsOf(reading: Reading): readonly ScoredRun[] {
  // A score alone never makes a low finding: the medium threshold is the floor.
  return reading.shared(RUNS, () =>
    scoredRuns(committedModel(), reading.doc, (category) => thresholdsFor(category as CategoryName).medium, (category) => wholePostCategories.has(category)),
  );
}

/**
 * Whether the run's score lies in claims it denies in quotation marks (`albanians aren't "all
 * gangsters"`, `no, disabled people are not "a drain on society"`): without its denials (see
 * Context.denials), the run does not reach the category's threshold, or is too short to be read. A
 * run that says more than it denies (`they're not "nomads", they're parasites`) still does.
 */
function deniesQuotedClaim(reading: Reading, run: ScoredRun, part: ModelPart): boolean {
  const text = reading.doc.text;
  const denials = reading.context.denials(text, run.from, run.to);
  if (denials.length === 0) return false;
  let rest = '';
  let at = run.from;
  for (const [from, to] of denials) {
    rest += `${text.slice(at, from)} `;
    at = to;
  }
  rest += text.slice(at, run.to);
  return committedModel().probabilityOf(rest, run.category) < run.threshold || letteredWords(rest) < (part.minWords ?? MIN_RUN_WORDS);
}

/**
 * Whether a negation denies the run: one before either deciding word (before a target's name, only
 * one that denies the name itself: see Context.negatedBefore), or before one of the words
 * `part.deniedAt` names.
 */
function negated(reading: Reading, run: ScoredRun, part: ModelPart): boolean {
  if (part.deniedAt === undefined) return run.deciding.some((at) => reading.negatedAt(at, NEGATION_LOOKBACK, part.claims, part.target));
  const text = reading.doc.text;
  for (let from = run.from; from < run.to; ) {
    let to = text.indexOf(' ', from);
    if (to === -1 || to > run.to) to = run.to;
    if (part.deniedAt(text.slice(from, to)) && reading.negatedAt(from, HARM_NEGATION_LOOKBACK, part.claims)) return true;
    from = to + 1;
  }
  return false;
}

/** Whether the run's deciding word stands with a target's name in quotation marks of their own (`the "refugees" at the vicarage`, `"asylum seekers"`): mocked, not reported. */
const mocked = (reading: Reading, run: ScoredRun, part: ModelPart): boolean =>
  part.mocksInQuotes === true && part.target !== undefined && reading.context.scareQuoted(reading.doc.text, run.keyFrom, run.keyTo)?.some(part.target) === true;

/**
 * Whether a deciding word of the run, not a target's name, stands in a saying reported as someone's
 * (`someone really typed "these freaks should be locked up"`): the word adding most may lie outside
 * it (`the comments on this are wild`). A quotation with no word of telling before it is as often
 * the writer mocking (`sounded like a call centre "please do the needful"`) and says nothing.
 */
function quotesReportedSaying(reading: Reading, run: ScoredRun, part: ModelPart): boolean {
  const text = reading.doc.text;
  return run.deciding.some((at) => {
    const open = reading.context.quotationAround(text, at);
    if (open === -1 || !reading.context.isReported(text, open, open + 1)) return false;
    const end = text.indexOf(' ', at);
    return part.target?.(text.slice(at, end === -1 ? text.length : end)) !== true;
  });
}

/** Verbs that put a slogan where it is seen or heard, right before its quotation marks: `wrote "..."`, `chanting "..."`. */
const SLOGAN_VERB = /(?:^| )(?:wrote|written|writes|writing|painted|sprayed|scrawled|daubed|carved|graffitied|tagged|chanted|chanting|shouted|shouting|yelled|yelling|screamed|screaming)(?: [^ ]+){0,2} $/;

/**
 * Whether every target's name in the run stands in a slogan reported as written or shouted
 * (`someone wrote "jews out" on the synagogue, disgusting`, `they were chanting "..."`): the group is
 * named only by what was written. Not a name in scare quotes after a claim (`says she's 'bisexual'
 * now`), which mocks.
 */
function namedOnlyInReportedSaying(reading: Reading, run: ScoredRun, part: ModelPart): boolean {
  if (part.target === undefined) return false;
  const text = reading.doc.text;
  let named = false;
  for (let from = run.from; from < run.to; ) {
    let to = text.indexOf(' ', from);
    if (to === -1 || to > run.to) to = run.to;
    if (part.target(text.slice(from, to))) {
      const open = reading.context.quoteOpeningBefore(text, from);
      if (open === -1 || !SLOGAN_VERB.test(text.slice(Math.max(0, open - 40), open)) || !reading.context.isReported(text, open, open + 1)) return false;
      named = true;
    }
    from = to + 1;
  }
  return named;
}

const labels = new Set<string>();
/** The labels of the model's findings: their confidence is the model's calibrated probability, not a rule's. */
export const MODEL_LABELS: ReadonlySet<string> = labels;

/** The run as the writer wrote it: its span of the original text. */
function writtenRun(reading: Reading, run: ScoredRun): string {
  const span = originalSpan(reading.doc, run.from, run.to);
  return reading.findings.textOf(span.start, span.end);
}

/** The part of a category's detectors that reports the model's scores. */
export function modelPart(name: string, part: ModelPart): Detector {
  labels.add(part.label);
  if (part.wholePost) wholePostCategories.add(part.category);
  return {
    name,
    categories: [part.category],
    detect(reading: Reading): void {
      const { doc, context, findings } = reading;
      // Runs dropped as denials: a longer run around one (the post read whole) is what the denial
      // left standing, and reads at most as low, as the quoted claim would.
      const denied: ScoredRun[] = [];
      // Asked of the text once, and only when a run of the category reached its threshold.
      let harmlessText: boolean | undefined;
      for (const run of runsOf(reading)) {
        if (run.category !== part.category) continue;
        if ((harmlessText ??= part.harmlessText?.(reading) === true)) return;
        if ((part.minWords !== undefined && run.lettered < part.minWords && !readsShortRun(run, part)) || (part.wholePost && !run.whole)) continue;
        // A rule's finding says more precisely what the run is; it is also the cheapest thing to ask.
        const span = originalSpan(doc, run.from, run.to);
        // A run from a quoted line into the writer's own reads two writers as one: each line is read alone.
        if (findings.crossesQuote(span.start, span.end)) continue;
        if (findings.overlaps(part.category, span.start, span.end, part.readsPastLowRules ? 'medium' : 'low')) continue;
        if (part.defersTo?.some((category) => findings.overlaps(category, span.start, span.end, 'medium'))) continue;
        if ((part.aims && !part.aims(run, () => writtenRun(reading, run))) || part.harmless?.(run.words, run.keyIndex, reading.asksAt(run.to))) continue;
        if (part.says && !part.says(writtenRun(reading, run))) continue;
        if (deniesQuotedClaim(reading, run, part)) {
          denied.push(run);
          continue;
        }
        if (negated(reading, run, part)) continue;
        if (part.excusedInGames !== false && context.isGameTalk(run.words)) continue;
        if (context.isCounterSpeechRun(doc.text, run.from, run.to, run.keyFrom, run.keyTo, part.target)) continue;
        const reported =
          (context.isReported(doc.text, run.keyFrom, run.keyTo) && !mocked(reading, run, part)) ||
          quotesReportedSaying(reading, run, part) ||
          namedOnlyInReportedSaying(reading, run, part) ||
          part.jest?.(reading, run.from, run.to) === true ||
          denied.some((d) => d.from < run.to && run.from < d.to);
        const severity: Severity = reported ? 'low' : part.ceiling === 'high' && run.probability >= HIGH_AT ? 'high' : 'medium';
        findings.add({ category: part.category, label: part.label, severity, confidence: run.probability, readsEveryWord: true, ...span });
      }
    },
  };
}
