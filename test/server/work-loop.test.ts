import { describe, expect, it } from 'vitest';
import { WorkLoop } from '../../src/server/work-loop.ts';

const tick = (ms = 10) => new Promise((resolve) => setTimeout(resolve, ms));

describe('WorkLoop', () => {
  it('keeps at most `concurrency` pieces of work in flight and takes more as they end', async () => {
    let queued = 5;
    let peak = 0;
    const releases: (() => void)[] = [];
    const loop = new WorkLoop({
      concurrency: 2,
      pollMs: 1_000,
      take: async (free) =>
        Array.from({ length: Math.min(free, queued) }, () => {
          queued--;
          return new Promise<void>((resolve) => releases.push(resolve));
        }),
      onError: (error) => {
        throw error;
      },
    });
    loop.start();
    await tick();
    peak = Math.max(peak, loop.inFlight);
    expect(loop.inFlight).toBe(2);
    while (releases.length) {
      releases.shift()!();
      await tick();
      peak = Math.max(peak, loop.inFlight);
    }
    expect(queued).toBe(0);
    expect(peak).toBe(2);
    await loop.stop(100);
  });

  it('looks at once when woken instead of waiting for the next poll', async () => {
    let available = 0;
    let taken = 0;
    const loop = new WorkLoop({
      concurrency: 1,
      pollMs: 60_000,
      take: async () => {
        if (available === 0) return [];
        available--;
        taken++;
        return [Promise.resolve()];
      },
      onError: () => {},
    });
    loop.start();
    await tick();
    available = 1;
    loop.wake();
    await tick();
    expect(taken).toBe(1);
    await loop.stop(100);
  });

  it('waits for work in flight on stop, then aborts what is still running', async () => {
    let signal: AbortSignal | undefined;
    let given = false;
    const loop = new WorkLoop({
      concurrency: 1,
      pollMs: 1_000,
      take: async (_free, stop) => {
        if (given) return [];
        given = true;
        signal = stop;
        return [new Promise<void>(() => {})];
      },
      onError: () => {},
    });
    loop.start();
    await tick();
    const started = performance.now();
    await loop.stop(50);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(signal?.aborted).toBe(true);
  });

  it('reports a failing look and keeps looking', async () => {
    const errors: unknown[] = [];
    let looks = 0;
    const loop = new WorkLoop({
      concurrency: 1,
      pollMs: 5,
      take: async () => {
        looks++;
        throw new Error('store unavailable');
      },
      onError: (error) => errors.push(error),
    });
    loop.start();
    await tick(60);
    await loop.stop(10);
    expect(looks).toBeGreaterThan(1);
    expect(errors.length).toBe(looks);
  });

  it('looks again after a slow look when woken during it, never two looks at once', async () => {
    let running = 0;
    let overlapped = false;
    let looks = 0;
    const loop = new WorkLoop({
      concurrency: 1,
      pollMs: 60_000,
      take: async () => {
        looks++;
        overlapped ||= ++running > 1;
        await tick(30);
        running--;
        return [];
      },
      onError: () => {},
    });
    loop.start();
    await tick(5);
    loop.wake();
    loop.wake();
    await tick(100);
    await loop.stop(10);
    expect(overlapped).toBe(false);
    expect(looks).toBe(2);
  });
});
