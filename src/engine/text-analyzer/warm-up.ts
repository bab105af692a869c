// Runs the text engine over a few varied texts before a worker says it is ready, so the JIT compiles
// its rules and regular expressions then and no caller pays for it (the first calls take 20-70 ms cold).
import { analyzeText } from '../text/index.ts';

/** Texts that walk every detector: threats, self-harm, slurs, sexual content, spam, PII, secrets, disguises, abuse of someone named. */
const SAMPLES = [
  'Thanks for the quick review! I pushed the fixes for the flaky test and updated the docs.',
  'Roy is a fat lazy slob who took 4 tea breaks in 3 hours and still couldnt fix the tap.',
  'I am going to k.i.l.l you tomorrow, you worthless 1d10t. f*ck this, I want to end my life tonight.',
  'Send me your nudes, our little secret, don\'t tell your mom. Kids sexy pics. Call (415) 555-2671.',
  'FREE MONEY!!! Click here http://a.example/win to claim, mail john@example.com, key AKIAIOSFODNN7EXAMPLE.',
  'Muslims are ruining this country, someone should shoot them. He said "I will hurt you" lol, kill the healer first.',
  'Ｆｕｃｋ y\u200bou, ur such a l0s3r. I\'ve been cutting myself again, I saved up my pills for when I finally do it.',
];

/** Rounds over the samples (~0.2-0.3 s): after about 20 a new 280-character text takes its steady ~0.3 ms, not 57 ms. */
export const WARM_UP_ROUNDS = 30;

/** Returns the milliseconds spent. */
export async function warmTextEngine(rounds = WARM_UP_ROUNDS): Promise<number> {
  const started = performance.now();
  for (let r = 0; r < rounds; r++) {
    for (const text of SAMPLES) {
      await analyzeText(text);
      await analyzeText(`${text} ${r}`, { sandbox: true });
    }
  }
  return performance.now() - started;
}
