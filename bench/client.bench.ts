// The client's cost per moderateText call (retry loop, timeouts, zod validation, normalising)
// against a bare undici request to the same loopback server, measured in the same run.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'undici';
import { ModerationClient } from '../src/client/index.ts';

const CALLS = 5_000;
const WARMUP = 500;

const ANSWER = JSON.stringify({
  id: 'mod_bench',
  results: [{ category: 'hate', severity: 'high', confidence: 0.97, action: 'block', label: 'slur', source: 'text', spans: [{ start: 4, end: 9, text: 'xxxxx' }] }],
  latency_ms: 1,
  sandbox: true,
  safe: false,
  score: 0.97,
  categories: ['hate'],
  processing_time_ms: 1,
});

interface Stats {
  mean: number;
  /** Mean without the slowest 1%: on a shared machine a few stalls otherwise decide the mean. */
  trimmed: number;
  p50: number;
  p99: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  return { mean: mean(sorted), trimmed: mean(sorted.slice(0, Math.floor(sorted.length * 0.99))), p50: at(0.5), p99: at(0.99) };
}

export async function run(): Promise<void> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'req_bench' });
      res.end(ANSWER);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  const dispatcher = new Agent({ connections: 1 });
  const client = new ModerationClient({ baseUrl: base, apiKey: 'bench-key', dispatcher });
  const body = JSON.stringify({ text: 'a sentence to moderate' });

  const bare = async () => {
    const res = await request(`${base}/moderate/text`, {
      method: 'POST',
      dispatcher,
      headers: { 'content-type': 'application/json', authorization: 'Bearer bench-key' },
      body,
    });
    await res.body.json();
  };
  const viaClient = async () => {
    await client.moderateText('a sentence to moderate');
  };

  const once = async (fn: () => Promise<void>, into?: number[]) => {
    const t = performance.now();
    await fn();
    into?.push(performance.now() - t);
  };

  for (let i = 0; i < WARMUP; i++) {
    await once(bare);
    await once(viaClient);
  }
  const bareSamples: number[] = [];
  const clientSamples: number[] = [];
  // Calls alternate, so that drift on a shared machine hits both sides alike.
  for (let i = 0; i < CALLS; i++) {
    await once(bare, bareSamples);
    await once(viaClient, clientSamples);
  }
  await dispatcher.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));

  const b = stats(bareSamples);
  const c = stats(clientSamples);
  const fmt = (s: Stats) => `mean ${(s.mean * 1000).toFixed(0)} µs  trimmed mean ${(s.trimmed * 1000).toFixed(0)} µs  p50 ${(s.p50 * 1000).toFixed(0)} µs  p99 ${(s.p99 * 1000).toFixed(0)} µs`;
  console.log(`${CALLS} calls each after ${WARMUP} warm-up calls, alternating, one keep-alive connection`);
  console.log(`bare undici request : ${fmt(b)}`);
  console.log(`client.moderateText : ${fmt(c)}`);
  console.log(`ratio client/bare   : mean ${(c.mean / b.mean).toFixed(2)}x  trimmed mean ${(c.trimmed / b.trimmed).toFixed(2)}x  p50 ${(c.p50 / b.p50).toFixed(2)}x  (target <= 1.20x)`);
}
