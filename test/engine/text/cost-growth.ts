// How the engine's cost grows with input length: a guard against quadratic passes that holds on
// a busy machine, because both sizes are warmed up, then timed in alternation, and the best run
// of each is kept.
// Both sizes are past the few thousand code points where some inputs take a fixed step up in cost
// (a word too long to be looked up, say): below it, a step reads as growth.

/** Time of `unit` repeated to 20,000 code points over its time at 5,000 (4x the input; linear is 4). */
export function costGrowth(analyze: (text: string) => unknown, unit: string, rounds = 10): number {
  const make = (n: number) => Array.from(unit.repeat(Math.ceil(n / unit.length))).slice(0, n).join('');
  const small = make(5_000);
  const large = make(20_000);
  // Untimed first: the first calls of a fresh process run code V8 has not optimised yet, which
  // made the first unit timed read as up to 11x on an idle machine.
  for (let i = 0; i < 3; i++) {
    analyze(small);
    analyze(large);
  }
  let bestSmall = Infinity;
  let bestLarge = Infinity;
  for (let i = 0; i < rounds; i++) {
    let t0 = performance.now();
    analyze(small);
    bestSmall = Math.min(bestSmall, performance.now() - t0);
    t0 = performance.now();
    analyze(large);
    bestLarge = Math.min(bestLarge, performance.now() - t0);
  }
  return bestLarge / Math.max(bestSmall, 0.05);
}
