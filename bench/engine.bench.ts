// Throughput of the text engine on 10,000-character texts (clean and dirty mixed), against a
// baseline measured in the same run: a lower-case `includes` scan over the profanity word list.
import { PROFANITY } from '../src/engine/text/lexicon.ts';
import { analyzeText } from '../src/engine/text/index.ts';

const CLEAN = 'The deploy finished without errors; please kill the old process and rebase onto main before the review. ';
const DIRTY = 'You are a worthless 1d10t, I am going to k.i.l.l you. Call (415) 555-2671 or mail john@example.com, key AKIAIOSFODNN7EXAMPLE. f*ck this. ';
const SIZE = 10_000;

function texts(): string[] {
  const out: string[] = [];
  for (let i = 0; i < 40; i++) {
    // Each text differs so caches see new words, like real traffic.
    const mix = i % 2 === 0 ? CLEAN.repeat(3) + DIRTY : CLEAN.repeat(6);
    out.push(`${i} ${`${mix} n${i} `.repeat(Math.ceil(SIZE / mix.length))}`.slice(0, SIZE));
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

export async function run(): Promise<void> {
  const corpus = texts();
  const baseline = measure((t) => {
    const lower = t.toLowerCase();
    return PROFANITY.filter((w) => lower.includes(w));
  }, corpus, 3);
  const engine = measure((t) => analyzeText(t), corpus, 5);
  console.log(`texts: ${corpus.length} x ${SIZE} characters, half with threats, insults, PII, secrets and disguised words`);
  console.log(`baseline (toLowerCase + includes over ${PROFANITY.length} words): ${baseline.mbps.toFixed(1)} MB/s, ${baseline.msPerText.toFixed(3)} ms/text`);
  console.log(`analyzeText:                                          ${engine.mbps.toFixed(2)} MB/s, ${engine.msPerText.toFixed(3)} ms/text`);
  console.log(`ratio engine/baseline throughput: ${(engine.mbps / baseline.mbps).toFixed(3)} (the engine is ${(baseline.mbps / engine.mbps).toFixed(1)}x slower)`);
}
