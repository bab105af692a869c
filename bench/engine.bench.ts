// Throughput of the text engine on 10,000-character texts (clean and dirty mixed), against a
// baseline measured in the same run: a lower-case `includes` scan over the profanity word list;
// then the time per call on short texts against the same baseline; the learned model alone
// (normalisation and scoring) on both; then the slowest of a set of hostile 10,000-character
// inputs, against the mixed texts.
import { VOCABULARY } from '../src/engine/text/en/index.ts';
import PROFANITY_WORDS from '../src/engine/text/en/profanity/words.json' with { type: 'json' };
import { analyzeText } from '../src/engine/text/index.ts';
import { committedModel } from '../src/engine/text/model/committed.ts';
import { scoredRuns } from '../src/engine/text/model/runs.ts';
import { normalize } from '../src/engine/text/normalize.ts';

const CLEAN = 'The deploy finished without errors; please kill the old process and rebase onto main before the review. ';
const DIRTY = 'You are a worthless 1d10t, I am going to k.i.l.l you. Call (415) 555-2671 or mail john@example.com, key AKIAIOSFODNN7EXAMPLE. f*ck this. ';
const SIZE = 10_000;
const HOSTILE_UNITS = [
  'you idiot ', 'i will kill you ', 'i will kill myself if ', 'nigger ', 'kids sexy ', 'Dick ', 'k🔪', 'f.', 'f u c k ', 'a ',
  '1 ', '1-', '+1 ', '@', 'x AT ', '(at) ', 'send 1 btc ', '-----BEGIN PRIVATE KEY-----', 'eyJhbGciOi.', 'h1 4 ', '" ',
  'muslims are ', "don't tell your mom ", 'http://a.example/ ', '\u200b', 'you are a ', 'gonna ',
];

function texts(): string[] {
  const out: string[] = [];
  for (let i = 0; i < 40; i++) {
    // Each text differs so caches see new words, like real traffic.
    const mix = i % 2 === 0 ? CLEAN.repeat(3) + DIRTY : CLEAN.repeat(6);
    out.push(`${i} ${`${mix} n${i} `.repeat(Math.ceil(SIZE / mix.length))}`.slice(0, SIZE));
  }
  return out;
}

const SHORT = 280;
const CHAT = [
  'Thanks for the review, I pushed a fix for the flaky test and rebased onto main.',
  'Can we move the standup to 10am tomorrow? I have a dentist appointment first thing.',
  'The build is failing on node 20 because of the new fetch types, see the CI log.',
  'Lunch at the usual place? I heard they have a new menu with vegetarian options.',
  'This PR renames the config loader and adds a test for missing environment variables.',
  'Great game last night, the second half was incredible and the crowd was loud.',
];
const ABUSE = [
  'you are a worthless 1d10t and everyone hates you.', "I'm going to find you and k.i.l.l you tonight.",
  'send me nudes or I tell everyone, mail john.doe@example.com', 'muslims are vermin and should be deported.',
  'f*ck this sh1t, stfu loser.', 'call me on +44 7700 900123, card 4111 1111 1111 1111.',
  'I want to kill myself, nobody would miss me.', 'You have won a free iPhone! Click here to claim your prize.',
];

/** 280-character texts, clean and dirty alternately, each different (a number and a different mix). */
function shortTexts(): string[] {
  const out: string[] = [];
  for (let i = 0; i < 200; i++) {
    const pool = i % 2 === 0 ? CHAT : [...ABUSE, ...CHAT];
    let text = `${i}`;
    for (let k = i; text.length < SHORT; k += 3) text += ` ${pool[k % pool.length]}`;
    out.push(text.slice(0, SHORT));
  }
  return out;
}

function measure(fn: (t: string) => unknown, corpus: string[], seconds: number): { mbps: number; msPerText: number } {
  for (const t of corpus) fn(t);
  let bytes = 0;
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) {
    const t = corpus[n % corpus.length]!;
    fn(t);
    bytes += Buffer.byteLength(t);
    n++;
  }
  const ms = performance.now() - t0;
  return { mbps: bytes / 1e6 / (ms / 1000), msPerText: ms / n };
}

/** The model's share of the engine: the text normalised, every run scored. */
function modelAlone(text: string): unknown {
  return scoredRuns(committedModel(), normalize(text, VOCABULARY), () => 0.6);
}

/** The baseline: a lower-cased `includes` scan over the profanity word list. */
function wordListScan(text: string): string[] {
  const lower = text.toLowerCase();
  return PROFANITY_WORDS.profanity.filter((w) => lower.includes(w));
}

export async function run(): Promise<void> {
  const corpus = texts();
  const baseline = measure(wordListScan, corpus, 3);
  const engine = measure((t) => analyzeText(t), corpus, 5);
  console.log(`texts: ${corpus.length} x ${SIZE} characters, half with threats, insults, PII, secrets and disguised words`);
  console.log(`baseline (toLowerCase + includes over ${PROFANITY_WORDS.profanity.length} words): ${baseline.mbps.toFixed(1)} MB/s, ${baseline.msPerText.toFixed(3)} ms/text`);
  console.log(`analyzeText:                                          ${engine.mbps.toFixed(2)} MB/s, ${engine.msPerText.toFixed(3)} ms/text`);
  console.log(`ratio engine/baseline throughput: ${(engine.mbps / baseline.mbps).toFixed(3)} (the engine is ${(baseline.mbps / engine.mbps).toFixed(1)}x slower)`);

  // The service's hot path: short texts (280 characters, chat and review comments), each different.
  const short = shortTexts();
  const shortBaseline = measure(wordListScan, short, 2);
  const shortEngine = measure((t) => analyzeText(t), short, 3);
  console.log(`short texts: ${short.length} x ${SHORT} characters, half clean chat, half threats, insults, PII and disguised words`);
  console.log(`baseline (toLowerCase + includes over ${PROFANITY_WORDS.profanity.length} words): ${(shortBaseline.msPerText * 1000).toFixed(1)} µs/call`);
  console.log(`analyzeText:                                          ${(shortEngine.msPerText * 1000).toFixed(1)} µs/call`);
  console.log(`ratio engine/baseline time per short text: ${(shortEngine.msPerText / shortBaseline.msPerText).toFixed(1)}`);
  // Most real traffic is clean: the rules that wake on abuse, and their context checks, are what abuse costs.
  const clean = measure((t) => analyzeText(t), short.filter((_, i) => i % 2 === 0), 2);
  const abusive = measure((t) => analyzeText(t), short.filter((_, i) => i % 2 === 1), 2);
  console.log(`  of which clean chat: ${(clean.msPerText * 1000).toFixed(1)} µs/call; abuse mixed with chat: ${(abusive.msPerText * 1000).toFixed(1)} µs/call`);

  const modelShort = measure(modelAlone, short, 2);
  const modelLong = measure(modelAlone, corpus, 2);
  console.log(`the model alone (normalise + score every sentence): ${(modelShort.msPerText * 1000).toFixed(1)} µs per short text (${((modelShort.msPerText / shortEngine.msPerText) * 100).toFixed(0)}% of the engine), ${modelLong.mbps.toFixed(2)} MB/s on long texts`);

  // One unit repeated to 10,000 characters: thousands of matches in one unpunctuated sentence.
  const hostile = HOSTILE_UNITS.map((unit) => {
    const text = Array.from(unit.repeat(Math.ceil(SIZE / unit.length))).slice(0, SIZE).join('');
    return { unit, ms: measure((t) => analyzeText(t), [text], 0.3).msPerText };
  }).sort((a, b) => b.ms - a.ms);
  console.log(`hostile inputs (${HOSTILE_UNITS.length}), slowest three:`);
  for (const h of hostile.slice(0, 3)) console.log(`  ${JSON.stringify(h.unit).slice(0, 40).padEnd(40)} ${h.ms.toFixed(2)} ms/text`);
  console.log(`ratio worst hostile/mixed: ${(hostile[0]!.ms / engine.msPerText).toFixed(1)}`);
}
