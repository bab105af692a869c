// The text analyzer: the text engine on worker threads, bounded by normalised length, queue and time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyzeText,
  createTextAnalyzer,
  TextAnalysisTimeoutError,
  TextAnalyzerClosedError,
  TextQueueFullError,
  TextTooLongError,
  type TextAnalyzer,
} from '../../../src/engine/index.ts';

describe('createTextAnalyzer', () => {
  let analyzer: TextAnalyzer;
  beforeAll(async () => {
    analyzer = createTextAnalyzer({ workers: 1, warmUpRounds: 1 });
    await analyzer.ready();
  });
  afterAll(() => analyzer.close());

  it('finds what the engine finds, sandbox triggers included', async () => {
    for (const text of ['I am going to kill you tomorrow.', 'Thanks for the review!', 'mail j.doe@example.com']) {
      expect(await analyzer.analyze(text)).toEqual(analyzeText(text));
    }
    expect(await analyzer.analyze('hi [[moderation:hate:high]]', { sandbox: true })).toMatchObject([{ category: 'hate', severity: 'high', label: 'sandbox_trigger' }]);
  });

  it('counts the limit on the text once NFKC-normalised', async () => {
    // U+FDFA (one code point) is 18 characters under NFKC.
    await expect(analyzer.analyze('\ufdfa'.repeat(555))).resolves.toBeInstanceOf(Array);
    const error = await analyzer.analyze('\ufdfa'.repeat(556)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TextTooLongError);
    expect(error).toMatchObject({ code: 'invalid_request', message: expect.stringMatching(/10000 .*NFKC.*10008/) });
  });
});

describe('where a text is analysed', () => {
  it('analyses a short text on the calling thread and a long one, or one that grows under NFKC, on a worker', async () => {
    const analyzer = createTextAnalyzer({ workers: 1, warmUpRounds: 0, workerUrl: new URL('./marker-worker.ts', import.meta.url) });
    try {
      await analyzer.ready();
      expect(await analyzer.analyze('I am going to kill you tomorrow.')).toMatchObject([{ category: 'violence' }]);
      expect(await analyzer.analyze('x '.repeat(600))).toMatchObject([{ label: 'from_worker' }]);
      // 100 code points, 1,800 once normalised.
      expect(await analyzer.analyze('\ufdfa'.repeat(100))).toMatchObject([{ label: 'from_worker' }]);
    } finally {
      await analyzer.close();
    }
  });

  it('sends every text to the workers when inlineMaxCodePoints is 0', async () => {
    const analyzer = createTextAnalyzer({ workers: 1, warmUpRounds: 0, inlineMaxCodePoints: 0, workerUrl: new URL('./marker-worker.ts', import.meta.url) });
    try {
      await analyzer.ready();
      expect(await analyzer.analyze('I am going to kill you tomorrow.')).toMatchObject([{ label: 'from_worker' }]);
    } finally {
      await analyzer.close();
    }
  });
});

describe('the text worker pool', () => {
  it('refuses at once when the queue is full', async () => {
    const analyzer = createTextAnalyzer({ workers: 1, maxQueue: 0, warmUpRounds: 0 });
    try {
      await analyzer.ready();
      // Both are long enough to go to the worker.
      const running = analyzer.analyze('a '.repeat(5000));
      const refused = await analyzer.analyze('hello '.repeat(300)).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(TextQueueFullError);
      expect(refused).toMatchObject({ code: 'overloaded', retryAfterSeconds: expect.any(Number) });
      await expect(running).resolves.toBeInstanceOf(Array);
    } finally {
      await analyzer.close();
    }
  });

  it('fails a text that overruns its time budget and carries on with a fresh worker', async () => {
    // Thousands of card-like numbers cost the engine several milliseconds; the budget is one.
    const analyzer = createTextAnalyzer({ workers: 1, jobTimeoutMs: 1, warmUpRounds: 0 });
    try {
      await analyzer.ready();
      const error = await analyzer.analyze('4111 1111 1111 1111 '.repeat(500)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TextAnalysisTimeoutError);
      expect(error).toMatchObject({ code: 'processing_failed' });
      await analyzer.ready();
    } finally {
      await analyzer.close();
    }
  });

  it('refuses texts after close', async () => {
    const analyzer = createTextAnalyzer({ workers: 1, warmUpRounds: 0 });
    await analyzer.close();
    await expect(analyzer.analyze('hello')).rejects.toBeInstanceOf(TextAnalyzerClosedError);
  });
});
