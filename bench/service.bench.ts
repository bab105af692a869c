// Throughput and latency of POST /v1/moderate/text against a bare node:http server in the same run,
// plus one batch of 100 texts against 100 single calls.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { startService } from '../test/support/service.ts';

const TEXT = 'Thanks for the quick review! I pushed the fixes for the flaky test and updated the docs. '.repeat(4).slice(0, 280);
const DURATION_S = 10;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
}

async function load(url: string, headers: Record<string, string>, body: string | undefined, rate?: number): Promise<Figures> {
  const result = await autocannon({
    url,
    method: body === undefined ? 'GET' : 'POST',
    headers,
    ...(body === undefined ? {} : { body }),
    connections: 32,
    pipelining: 1,
    duration: DURATION_S,
    ...(rate ? { overallRate: rate } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors from ${url}`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const show = (name: string, f: Figures) => console.log(`${name.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms`);

export async function run(): Promise<void> {
  const fixed = JSON.stringify({ id: 'res_x', results: [], latency_ms: 0, sandbox: false, safe: true, score: 0, categories: [], processing_time_ms: 0 });
  const bare = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(fixed));
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
  const service = await startService({ media: false });
  try {
    const key = await service.createKey({ rate: 1e9, burst: 1e9 });
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const body = JSON.stringify({ text: TEXT });
    const url = `${service.baseUrl}/moderate/text`;

    const baseline = await load(bareUrl, { 'content-type': 'application/json' }, body);
    show('bare node:http (baseline)', baseline);
    const max = await load(url, headers, body);
    show('POST /v1/moderate/text (max)', max);
    const half = await load(url, headers, body, Math.floor(max.rps / 2));
    show(`POST /v1/moderate/text (${Math.floor(max.rps / 2)}/s)`, half);
    console.log(`ratio service/bare: ${(max.rps / baseline.rps).toFixed(2)} (target >= 0.50)`);
    console.log(`p99 at half load: ${half.p99} ms (target < 10 ms)`);

    const texts = Array.from({ length: 100 }, (_, i) => `${i}: ${TEXT}`);
    let started = performance.now();
    const batch = await fetch(`${service.baseUrl}/moderate/batch`, { method: 'POST', headers, body: JSON.stringify({ items: texts.map((text) => ({ type: 'text', text })) }) });
    if (batch.status !== 200) throw new Error(`batch answered ${batch.status}`);
    await batch.arrayBuffer();
    const batchMs = performance.now() - started;
    started = performance.now();
    for (const text of texts) {
      const single = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ text }) });
      if (single.status !== 200) throw new Error(`single call answered ${single.status}`);
      await single.arrayBuffer();
    }
    const singlesMs = performance.now() - started;
    console.log(`100 texts: one batch ${batchMs.toFixed(1)} ms, 100 sequential calls ${singlesMs.toFixed(1)} ms (ratio ${(singlesMs / batchMs).toFixed(1)}x)`);
  } finally {
    await service.close();
    await new Promise((resolve) => bare.close(resolve));
  }
}
