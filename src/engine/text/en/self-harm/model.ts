// Self-harm language as the learned model scores it, past the warning signs the rules read as low (a
// farewell's letters say less than the farewell); a leap into water or with company is leisure,
// as the rules read it, medicine taken to be disposed of is not taken, `everything` said of no one
// is an instruction, someone else's pills are not the writer's, and an apology for a late reply or a
// goodbye before a holiday or on leaving a job is not a farewell's, and a burn on the stove or a
// slip told after `i want to die` is a mishap, and a rope bought for the tent is for camping.
import { SHORT_POST_MIN_WORDS, modelPart, saysLittleElse } from '../../model/findings.ts';
import { PhraseSet } from '../../phrases.ts';
import type { Reading } from '../../reading.ts';
import { CONTEXT } from '../context.ts';
import MODEL from './model.json' with { type: 'json' };
import WORDS from './phrases.json' with { type: 'json' };
import { slipAfterEnding } from './phrases.ts';

const LEAPS: ReadonlySet<string> = new Set(MODEL.leaps);
/** Words of the harm itself (`die`, `kill`, `hurt`, `cut`): a negation of one of these denies the run. */
const HARMS: ReadonlySet<string> = new Set(MODEL.harms);
/** Where a leap lands or who comes along, as the rules' list has it: `into`, `with`. */
const LEISURE_AFTER_LEAP = new PhraseSet(WORDS.leisureAfterLeap);
/** How many words after a leap where it lands, or who comes along, is looked for. */
const LEAP_REACH = 6;

/** `gonna jump off the bridge into the lake this summer`, `jumping off the pier with my mates`. */
function leapForFun(words: readonly string[]): boolean {
  const leap = words.findIndex((w) => LEAPS.has(w));
  if (leap < 0) return false;
  for (let k = leap + 1; k <= leap + LEAP_REACH && k < words.length; k++) if (LEISURE_AFTER_LEAP.at(words, k)) return true;
  return false;
}

const DISPOSAL: ReadonlySet<string> = new Set(MODEL.disposal);

/** `took a whole strip of pills to the pharmacy for disposal`: medicine got rid of, not taken. */
const disposedOf = (words: readonly string[]): boolean => words.some((w) => DISPOSAL.has(w));

const WHOLES: ReadonlySet<string> = new Set(MODEL.wholes);
/** The writer named, or taking leave: `i`, `my`, `thank you`, `wont`. */
const WRITER: ReadonlySet<string> = new Set([...MODEL.writerSelf, ...MODEL.writersOwn, ...MODEL.leaveTaking]);

/**
 * `keep everything on the platform`, `clear everything after end of line`: a score that rests on a word
 * for the whole of something (the writer's posts say `i'm done with everything`) in a run where the
 * writer neither names themself nor takes leave (`thank you for everything`, `wont be needing
 * anything`) is an instruction, not a farewell.
 */
const wholeOfNothingPersonal = (words: readonly string[], key: number): boolean => WHOLES.has(words[key] ?? '') && !words.some((w) => WRITER.has(w));

const THEIRS: ReadonlySet<string> = new Set(MODEL.theirs);
const MEANS: ReadonlySet<string> = new Set(MODEL.means);
/** The writer as subject or object (`i`, `me`, `myself`): `my grandma` speaks of the grandma. */
const WRITER_SELF: ReadonlySet<string> = new Set(MODEL.writerSelf);

/**
 * `my grandma keeps her pills in a box`: means that are someone else's (`her pills`, `his meds`), in a
 * run where the writer does or undergoes nothing, are not the writer's own self-harm.
 */
function othersMeans(words: readonly string[]): boolean {
  let theirs = false;
  for (let i = 0; i < words.length; i++) {
    if (WRITER_SELF.has(words[i]!)) return false;
    if (THEIRS.has(words[i]!) && MEANS.has(words[i + 1] ?? '')) theirs = true;
  }
  return theirs;
}

const APOLOGIES: ReadonlySet<string> = new Set(MODEL.apologies);
const DELAYS = new PhraseSet(MODEL.delays);
/** How many words after an apology what it is for is looked for: `sorry everyone for the late reply`. */
const APOLOGY_REACH = 4;

/**
 * `i have the pills the doctor gave me, sorry everyone for the late reply`: an apology for how long a
 * reply took is an everyday one, not the apology of a farewell the writer's posts hold (`sorry everyone`).
 */
function apologyForDelay(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    if (!APOLOGIES.has(words[i]!)) continue;
    for (let k = i + 1; k <= i + APOLOGY_REACH && k < words.length; k++) {
      if (words[k] !== 'for') continue;
      const what = words[k + 1] === 'the' || words[k + 1] === 'my' ? k + 2 : k + 1;
      if (DELAYS.at(words, what)) return true;
    }
  }
  return false;
}

const HOLIDAYS = new PhraseSet(MODEL.holidays);
const NO_RETURN = new PhraseSet(MODEL.noReturn);

/**
 * `this will be my last message before I go on holiday, thank you for everything`: leave taken for a
 * holiday is taken to come back, unless the run says there is no coming back (`a holiday forever`).
 */
const awayOnHoliday = (words: readonly string[]): boolean => HOLIDAYS.saidIn(words) && !NO_RETURN.saidIn(words);

const JOBS_LEFT = new PhraseSet(MODEL.jobsLeft);

/**
 * `Goodbye everyone, today is my last day at the company! Thanks for everything`: a job left, not
 * life, unless the run denies it (`not leaving the company. just leaving`) or says there is no
 * coming back.
 */
const leavingAJob = (words: readonly string[]): boolean =>
  JOBS_LEFT.all(words).some((hit) => !CONTEXT.negatedBefore(words, hit.at, 2)) && !NO_RETURN.saidIn(words);

const LEAVING_DOS = new PhraseSet(MODEL.leavingDos);

/** How many words before a leaving do a negation keeps the writer from it: `I won't be coming to the farewell party`. */
const KEPT_FROM_IT = 5;

/**
 * `Tonight I'm going to say goodbye to everyone. Leaving drinks, The Crown, 7pm.`: a goodbye whose
 * party the text names, in any of its sentences, unless the writer will not be there (`I won't be
 * coming to the farewell party. or anything after.`) or it says there is no coming back.
 */
function leavingDoTold(reading: Reading): boolean {
  const words = reading.sentenceWords.flat();
  return LEAVING_DOS.all(words).some((hit) => !CONTEXT.negatedBefore(words, hit.at, KEPT_FROM_IT)) && !NO_RETURN.saidIn(words);
}

const MISHAPS = new PhraseSet(MODEL.mishaps);
const MEANT = new PhraseSet(MODEL.meant);

/** `I burned myself on the stove again`: a burn or a cut by mishap at home, unless the run says it was meant. */
const mishap = (words: readonly string[]): boolean => MISHAPS.saidIn(words) && !MEANT.saidIn(words);

const EVERYDAY_USES = new PhraseSet(MODEL.everydayUses);

/** Words by which a use is what someone was told, not what is so: `told the cashier it was for the tent`. */
const PRETENDED: ReadonlySet<string> = new Set(['told', 'said', 'pretended', 'claimed', 'lied']);

/**
 * `I bought a rope today for the tent, finally ready for camping`: a means bought for a use of every
 * day, unless the run says it was meant or that the use was a story told.
 */
const everydayUse = (words: readonly string[]): boolean => EVERYDAY_USES.saidIn(words) && !MEANT.saidIn(words) && !words.some((w) => PRETENDED.has(w));

const TIREDNESS = new PhraseSet(MODEL.tiredness);
const TIRED_BY: ReadonlySet<string> = new Set(MODEL.tiredBy);
/** What the rest of a run may score once a tiredness with its cause is taken out: chosen with hate's rest after a denial. */
const AFTER_TIREDNESS_AT = 0.4;
/** The most words a cause of tiredness runs to (`the night shift`, `work`): a run's words hold no punctuation to end it. */
const CAUSE_WORDS = 4;
/** Words that open what follows a cause rather than continue it: the writer again, a conjunction. */
const AFTER_CAUSE: ReadonlySet<string> = new Set([...MODEL.writerSelf, ...MODEL.afterCause]);

/**
 * `I'll be dead tired after the night shift`: tired after or from something is the day's tiredness,
 * not the tiredness of living (`so tired of being here`), unless the rest of the run says more
 * (`so tired after the breakup, i want to end it all`).
 */
function tiredByACause(words: readonly string[]): boolean {
  for (const hit of TIREDNESS.all(words)) {
    if (!TIRED_BY.has(words[hit.end] ?? '')) continue;
    const from = words[hit.at - 1] === 'dead' ? hit.at - 1 : hit.at;
    let to = hit.end + 1;
    while (to < words.length && to <= hit.end + CAUSE_WORDS && !AFTER_CAUSE.has(words[to]!)) to++;
    return saysLittleElse([...words.slice(0, from), ...words.slice(to)], 'self_harm', AFTER_TIREDNESS_AT);
  }
  return false;
}

const RECOVERY = new PhraseSet(MODEL.recovery);
const RELAPSE: ReadonlySet<string> = new Set(MODEL.relapse);
/** Words that turn a recovery told before them: `three months clean, but yesterday ...`. */
const TURNS: ReadonlySet<string> = new Set(MODEL.turns);

/**
 * `I've been clean from self-harm for 3 years. The scars on my arms don't bother me anymore`: a
 * recovery told makes the whole text harmless, unless a word of it relapses, plans or takes leave
 * (`2 years clean and i relapsed tonight`), or the telling turns after it (`three months clean from
 * cutting, but ... today i used it`; not `i used to cut myself but i've been clean for 6 months`).
 */
function recoveryTold(reading: Reading): boolean {
  const words = reading.sentenceWords.flat();
  const told = RECOVERY.all(words)[0];
  return told !== undefined && !words.some((w) => RELAPSE.has(w)) && !words.slice(told.end).some((w) => TURNS.has(w));
}

export const selfHarmModel = modelPart('self-harm/model', {
  category: 'self_harm',
  label: 'self_harm_language',
  ceiling: 'medium',
  minWords: SHORT_POST_MIN_WORDS,
  harmless: (words, key) => leapForFun(words) || disposedOf(words) || wholeOfNothingPersonal(words, key) || othersMeans(words) || apologyForDelay(words) || awayOnHoliday(words) || leavingAJob(words) || mishap(words) || everydayUse(words) || slipAfterEnding(words) || tiredByACause(words),
  harmlessText: (reading) => recoveryTold(reading) || leavingDoTold(reading),
  deniedAt: (word) => HARMS.has(word),
  readsPastLowRules: true,
});
