// Throughput and latency of POST /v1/moderate/text against a bare node:http server in the same run,
// plus one batch of 100 texts against 100 single calls; then the same service on PostgreSQL with
// one replica and with two. Every server runs in its own process, as in production, so the load
// generator here does not share their event loop.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createDatabase, findPostgres, POSTGRES_MISSING, startCluster, stopCluster } from '../test/support/postgres-cluster.ts';
import { pacedLoad, type LoadFigures } from './paced-load.ts';
import { createLiveKey, startProcess } from './service-process.ts';

const TEXT = 'Thanks for the quick review! I pushed the fixes for the flaky test and updated the docs. '.repeat(4).slice(0, 280);
const DURATION_S = 10;

/** As many POSTs as `connections` carry in DURATION_S (autocannon). */
async function load(url: string, headers: Record<string, string>, body: string, connections = 32): Promise<LoadFigures> {
  const result = await autocannon({ url, method: 'POST', headers, body, connections, pipelining: 1, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors from ${url}`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const show = (name: string, f: LoadFigures) => console.log(`${name.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms`);

const BARE_SERVER = `
  const fixed = ${JSON.stringify(JSON.stringify({ id: 'res_x', results: [], latency_ms: 0, sandbox: false, safe: true, score: 0, categories: [], processing_time_ms: 0 }))};
  const server = require('node:http').createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(fixed));
  });
  server.listen(0, '127.0.0.1', () => console.log('http://127.0.0.1:' + server.address().port));
`;

// What the framework alone costs: Fastify parsing the same JSON body and writing one pino line per
// request, as the service does, with no authentication, moderation or storage.
const FASTIFY_SERVER = `
  const app = require('fastify')({ loggerInstance: require('pino')(), disableRequestLogging: true });
  const fixed = ${JSON.stringify({ id: 'res_x', results: [], latency_ms: 0, sandbox: false, safe: true, score: 0, categories: [], processing_time_ms: 0 })};
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ method: request.method, route: request.routeOptions.url, status: reply.statusCode, duration_ms: reply.elapsedTime }, 'request');
  });
  app.post('/', async () => fixed);
  app.listen({ port: 0, host: '127.0.0.1' }).then((url) => console.error('listening ' + url));
`;

/**
 * The service as `npm start` runs it, logging one JSON line per request; text only, so the image
 * models are not loaded for nothing.
 */
function startService(env: Record<string, string>) {
  return startProcess(['src/server/main.ts'], { PORT: '0', NSFW: 'off', OCR: 'off', IMAGE_WORKERS: '1', ...env }, /http:\/\/127\.0\.0\.1:\d+\/v1/);
}

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-service-'));
  const key = createLiveKey({ DATA_DIR: dataDir });
  const service = await startService({ DATA_DIR: dataDir });
  const bare = await startProcess(['-e', BARE_SERVER], {}, /http:\/\/127\.0\.0\.1:\d+/);
  const fastify = await startProcess(['-e', FASTIFY_SERVER], {}, /http:\/\/127\.0\.0\.1:\d+/);
  try {
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const body = JSON.stringify({ text: TEXT });
    const url = `${service.url}/moderate/text`;

    const baseline = await load(`${bare.url}/`, { 'content-type': 'application/json' }, body);
    show('bare node:http (baseline)', baseline);
    const framework = await load(`${fastify.url}/`, { 'content-type': 'application/json' }, body);
    show('Fastify + one log line, fixed body', framework);
    const max = await load(url, headers, body);
    show('POST /v1/moderate/text (max)', max);
    const half = await pacedLoad(url, headers, body, Math.floor(max.rps / 2), DURATION_S);
    show(`POST /v1/moderate/text (${Math.floor(max.rps / 2)}/s)`, half);
    console.log(`ratio service/bare: ${(max.rps / baseline.rps).toFixed(2)} (target >= 0.50); Fastify alone/bare: ${(framework.rps / baseline.rps).toFixed(2)}`);
    console.log(`p99 at half load: ${half.p99} ms (target < 10 ms)`);

    const texts = Array.from({ length: 100 }, (_, i) => `${i}: ${TEXT}`);
    let started = performance.now();
    const batch = await fetch(`${service.url}/moderate/batch`, { method: 'POST', headers, body: JSON.stringify({ items: texts.map((text) => ({ type: 'text', text })) }) });
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
    service.child.kill('SIGTERM');
    await postgresFigures(body, max);
  } finally {
    for (const { child } of [service, bare, fastify]) {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The same service on a PostgreSQL server of its own (PostgreSQL's default durability: every
 * commit is flushed), with one replica, then two sharing the load, against SQLite's figures.
 */
async function postgresFigures(body: string, sqlite: LoadFigures): Promise<void> {
  if (!findPostgres()) {
    console.log(`PostgreSQL figures skipped: ${POSTGRES_MISSING}`);
    return;
  }
  const cluster = await startCluster({ durable: true });
  const database = await createDatabase(cluster.adminUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-service-pg-'));
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
  const replicas: { child: ChildProcess; url: string }[] = [];
  try {
    const key = createLiveKey(env);
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    replicas.push(await startService(env));
    const one = await load(`${replicas[0]!.url}/moderate/text`, headers, body);
    show('PostgreSQL, one replica (max)', one);
    const half = await pacedLoad(`${replicas[0]!.url}/moderate/text`, headers, body, Math.floor(one.rps / 2), DURATION_S);
    show(`PostgreSQL, one replica (${Math.floor(one.rps / 2)}/s)`, half);
    replicas.push(await startService(env));
    const both = await Promise.all(replicas.map((r) => load(`${r.url}/moderate/text`, headers, body, 16)));
    const two = { rps: both[0]!.rps + both[1]!.rps, p50: Math.max(both[0]!.p50, both[1]!.p50), p99: Math.max(both[0]!.p99, both[1]!.p99) };
    show('PostgreSQL, two replicas (max)', two);
    console.log(`ratio PostgreSQL/SQLite: one replica ${(one.rps / sqlite.rps).toFixed(2)}, two replicas ${(two.rps / sqlite.rps).toFixed(2)}`);
  } finally {
    for (const { child } of replicas) {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database.drop();
    stopCluster(cluster.dir);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
