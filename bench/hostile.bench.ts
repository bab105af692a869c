// Hostile traffic against the service as `npm start` runs it (its own process): how long /healthz
// waits while normalisation bombs are moderated (against the idle service, in the same run); three
// designs for text analysis (short texts here and long ones on workers, every text on workers,
// every text on the event loop with a turn between texts); 20,000 fuzzed
// requests over keep-alive connections (5xx, non-problem error bodies, resets); and the memory
// the service takes while eight clients upload 100 MiB videos at once.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Agent, request } from 'undici';
import { PROBLEM_CONTENT_TYPE } from '../src/api/index.ts';
import { analyzeText, createTextAnalyzer, TextTooLongError, type TextAnalyzer } from '../src/engine/index.ts';
import { normalisedLength, tooLongDetail } from '../src/engine/text-analyzer/normalised-length.ts';
import { hostileRequests } from '../test/support/hostile-requests.ts';
import { paddedVideo } from '../test/support/padded-video.ts';
import { startService } from '../test/support/service.ts';
import { createLiveKey, startProcess } from './service-process.ts';

const MiB = 1024 * 1024;
const FUZZ_REQUESTS = 20_000;

interface Latencies {
  readonly count: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  /** The most CPU time the service's event-loop thread spent while one probe waited. */
  readonly maxLoopCpu: number;
}

function summarise(samples: number[], loopCpu: number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0, maxLoopCpu: Math.max(0, ...loopCpu) };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const showLatencies = (name: string, l: Latencies) =>
  console.log(`${name.padEnd(52)} p50 ${ms(l.p50).padStart(9)}  p99 ${ms(l.p99).padStart(9)}  max ${ms(l.max).padStart(9)}  (${l.count} probes; event loop busy at most ${ms(l.maxLoopCpu)} during one)`);

/** Milliseconds of CPU the event-loop thread of process `pid` has used (Linux, 10 ms resolution). */
const childLoopCpu = (pid: number) => () => {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** Milliseconds of CPU this thread has used: the event loop of a service running in this process. */
const ownLoopCpu = () => {
  const used = process.threadCpuUsage();
  return (used.user + used.system) / 1000;
};

/**
 * Probes `GET /healthz` every 20 ms over its own connection while `work` runs. A probe's wall time
 * also counts time the OS gave the service no CPU (this machine is shared); `loopCpu` tells how much
 * of it the service's own event loop was busy.
 */
async function probeWhile<T>(origin: string, loopCpu: () => number, work: () => Promise<T>): Promise<{ result: T; healthz: Latencies }> {
  const agent = new Agent({ connections: 1 });
  const samples: number[] = [];
  const busy: number[] = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      const cpu = loopCpu();
      const answer = await request(`${origin}/healthz`, { dispatcher: agent });
      await answer.body.dump();
      samples.push(performance.now() - started);
      busy.push(loopCpu() - cpu);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return { result: await work(), healthz: summarise(samples, busy) };
  } finally {
    running = false;
    await probe;
    await agent.close();
  }
}

interface BatchAnswer {
  readonly status: number;
  readonly ms: number;
  readonly body: { items?: { status: string }[] };
}

async function postJson(url: string, key: string, body: unknown): Promise<BatchAnswer> {
  const started = performance.now();
  const answer = await request(url, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const parsed = (await answer.body.json()) as BatchAnswer['body'];
  return { status: answer.statusCode, ms: performance.now() - started, body: parsed };
}

const batchOf = (text: string) => ({ items: Array.from({ length: 100 }, () => ({ type: 'text', text })) });
const BATCHES: readonly [string, ReturnType<typeof batchOf>][] = [
  ['100 x 10,000 U+FDFA (180,000 once normalised)', batchOf('\ufdfa'.repeat(10_000))],
  ['100 x 555 U+FDFA (9,990 once normalised)', batchOf('\ufdfa'.repeat(555))],
  ['100 x 10,000 Hangul syllables', batchOf('\uac00'.repeat(10_000))],
  ['100 x 10,000 characters of card-like numbers', batchOf('4111 1111 1111 1111 '.repeat(500))],
];

function describeBatch(answer: BatchAnswer): string {
  const items = answer.body.items ?? [];
  const failed = items.filter((i) => i.status === 'failed').length;
  return `${answer.status}, ${items.length - failed} completed, ${failed} refused, in ${ms(answer.ms)}`;
}

/** The service process: normalisation bombs while /healthz is probed, against the idle service. */
async function bombs(origin: string, key: string, pid: number): Promise<void> {
  const loopCpu = childLoopCpu(pid);
  const idle = await probeWhile(origin, loopCpu, () => new Promise((resolve) => setTimeout(resolve, 1000)));
  showLatencies('GET /healthz, idle (baseline)', idle.healthz);
  for (const [name, batch] of BATCHES) {
    const { result, healthz } = await probeWhile(origin, loopCpu, () => postJson(`${origin}/v1/moderate/batch`, key, batch));
    console.log(`  batch of ${name}: ${describeBatch(result)}`);
    showLatencies('  GET /healthz meanwhile', healthz);
    console.log(`  ratio of the slowest /healthz to the idle p50: ${(healthz.max / Math.max(idle.healthz.p50, 0.1)).toFixed(1)}x`);
  }
}

/**
 * The other design, measured in the same run: the engine on the event loop, one text per turn
 * (the NFKC bound checked there too), so a batch yields between texts but not within one.
 */
const analyzeBetweenTurns = (maxCodePoints: number): TextAnalyzer => ({
  async analyze(text, options = {}) {
    await nextTurn();
    const length = normalisedLength(text);
    if (length > maxCodePoints) throw new TextTooLongError(tooLongDetail(maxCodePoints, length));
    return analyzeText(text, options);
  },
  ready: async () => {},
  close: async () => {},
});

/** A batch of short texts, which the service analyses on its own thread, one per turn. */
const SHORT_TEXTS: readonly [string, ReturnType<typeof batchOf>] = [
  '100 x 280 characters of a pull-request comment',
  batchOf('Thanks for the quick review! I pushed the fixes for the flaky test and updated the docs. '.repeat(4).slice(0, 280)),
];

async function designs(): Promise<void> {
  const variants: readonly [string, () => TextAnalyzer | undefined][] = [
    ['short here, long on 2 workers', () => undefined],
    ['every text on 2 workers', () => createTextAnalyzer({ workers: 2, inlineMaxCodePoints: 0 })],
    ['event loop, one text per turn', () => analyzeBetweenTurns(10_000)],
  ];
  for (const [design, make] of variants) {
    const textAnalyzer = make();
    await textAnalyzer?.ready();
    const service = await startService({ media: false, env: { TEXT_WORKERS: '2', LIVE_RATE: '1000000', LIVE_BURST: '1000000' }, deps: textAnalyzer ? { textAnalyzer } : {} });
    try {
      const key = await service.createKey();
      // Once unmeasured, so the first design does not pay for compiling the route's code.
      await postJson(`${service.baseUrl}/moderate/batch`, key, SHORT_TEXTS[1]);
      for (const [name, batch] of [SHORT_TEXTS, ...BATCHES.slice(1)]) {
        const { result, healthz } = await probeWhile(service.origin, ownLoopCpu, () => postJson(`${service.baseUrl}/moderate/batch`, key, batch));
        console.log(
          `${design.padEnd(30)} ${name.padEnd(47)} batch ${ms(result.ms).padStart(10)}  /healthz p99 ${ms(healthz.p99).padStart(9)} max ${ms(healthz.max).padStart(9)}, loop busy at most ${ms(healthz.maxLoopCpu)}`,
        );
      }
    } finally {
      await service.close();
      await textAnalyzer?.close();
    }
  }
}

interface FuzzFigures {
  statuses: Map<number, number>;
  fivexx: number;
  notProblems: string[];
  resets: string[];
}

/** One hostile request over a keep-alive agent, checked against the contract. */
async function fuzzOne(base: string, agent: Agent, next: ReturnType<typeof hostileRequests>, figures: FuzzFigures): Promise<void> {
  const hostile = next();
  try {
    const answer = await request(`${base}${hostile.path}`, {
      method: hostile.method as 'GET',
      headers: hostile.headers,
      dispatcher: agent,
      ...(hostile.body !== undefined ? { body: hostile.body } : {}),
    });
    const text = await answer.body.text();
    figures.statuses.set(answer.statusCode, (figures.statuses.get(answer.statusCode) ?? 0) + 1);
    if (answer.statusCode >= 500) figures.fivexx++;
    if (answer.statusCode >= 400 && hostile.method !== 'HEAD') {
      let problem: { status?: unknown; code?: unknown } = {};
      try {
        problem = JSON.parse(text) as typeof problem;
      } catch {
        // not JSON: counted below
      }
      const typed = String(answer.headers['content-type']).includes(PROBLEM_CONTENT_TYPE);
      if (!typed || problem.status !== answer.statusCode || typeof problem.code !== 'string') figures.notProblems.push(`${hostile.kind} ${answer.statusCode} ${text.slice(0, 120)}`);
    }
  } catch (error) {
    figures.resets.push(`${hostile.kind} ${hostile.method} ${hostile.path.slice(0, 60)}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}

/** Requests the HTTP parser refuses (no client library sends them), on raw sockets: problem answer, then a close without a reset. */
async function rawHostile(origin: string, payload: string): Promise<{ problem: boolean; reset: boolean }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => socket.write(payload));
    let text = '';
    let reset = false;
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => (reset = true));
    socket.on('close', () => resolve({ problem: text.includes(PROBLEM_CONTENT_TYPE) && /"code":"[a-z_]+"/.test(text), reset }));
  });
}

async function fuzz(origin: string, key: string, pid: number, limits: { imageMaxBytes: number; videoMaxBytes: number }): Promise<void> {
  const seed = 20261124;
  const next = hostileRequests(seed, { key, ...limits });
  const figures: FuzzFigures = { statuses: new Map(), fivexx: 0, notProblems: [], resets: [] };
  const agent = new Agent({ connections: 16, keepAliveTimeout: 60_000 });
  const started = performance.now();
  let sent = 0;
  const { healthz } = await probeWhile(origin, childLoopCpu(pid), () =>
    Promise.all(
      Array.from({ length: 16 }, async () => {
        while (sent++ < FUZZ_REQUESTS) await fuzzOne(`${origin}/v1`, agent, next, figures);
      }),
    ),
  );
  await agent.close();
  const seconds = (performance.now() - started) / 1000;
  console.log(`${FUZZ_REQUESTS} fuzzed requests (seed ${seed}) in ${seconds.toFixed(1)} s (${(FUZZ_REQUESTS / seconds).toFixed(0)}/s) over 16 keep-alive connections`);
  console.log(`  statuses: ${[...figures.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}x${n}`).join(' ')}`);
  console.log(`  5xx: ${figures.fivexx}; error bodies that are not problems: ${figures.notProblems.length}; resets and other connection errors: ${figures.resets.length}`);
  for (const line of [...figures.notProblems, ...figures.resets].slice(0, 10)) console.log(`    ${line}`);
  showLatencies('  GET /healthz meanwhile', healthz);

  const raw = [
    'GARBAGE / HTTP/1.1\r\nHost: x\r\n\r\nmore',
    `GET /v1/categories HTTP/1.1\r\nHost: x\r\nX-Pad: ${'p'.repeat(20_000)}\r\n\r\n`,
    'GET /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    'GET / HTTP/9.9\r\n\r\n',
  ];
  let problems = 0;
  let resets = 0;
  for (let i = 0; i < 200; i++) {
    const outcome = await rawHostile(origin, raw[i % raw.length]!);
    if (outcome.problem) problems++;
    if (outcome.reset) resets++;
  }
  console.log(`  200 requests the parser refuses (bad request line, 20 KB header, smuggling, bad version): ${problems} problem answers, ${resets} resets`);
}

/** Resident memory of a process from /proc, in bytes: now and the peak so far. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

async function uploads(origin: string, key: string, pid: number, dir: string): Promise<void> {
  const file = join(dir, 'one-second.mp4');
  execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=1:size=320x240:rate=10', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file]);
  const video = readFileSync(file);
  const size = 100 * MiB;
  const before = memoryOf(pid);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 8 }, async () => {
      const answer = await request(`${origin}/v1/moderate/video`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'video/mp4' }, body: paddedVideo(video, size) });
      await answer.body.dump();
      return answer.statusCode;
    }),
  );
  const after = memoryOf(pid);
  const grew = after.peak - before.rss;
  console.log(`8 parallel uploads of 100 MiB: ${answers.join(' ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`  service RSS ${(before.rss / MiB).toFixed(0)} MiB before, peak ${(after.peak / MiB).toFixed(0)} MiB: grew ${(grew / MiB).toFixed(0)} MiB for 800 MiB uploaded (ratio ${(grew / (800 * MiB)).toFixed(3)}; held whole it would be at least 1.000)`);
}

async function stop(service: Awaited<ReturnType<typeof startProcess>>): Promise<void> {
  const exited = new Promise((resolve) => service.child.once('exit', resolve));
  service.child.kill('SIGTERM');
  await exited;
}

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-hostile-'));
  const key = createLiveKey({ DATA_DIR: dataDir });
  // Text, JSON and uploads are under test: the image models are not loaded for nothing.
  const base = { DATA_DIR: dataDir, PORT: '0', NSFW: 'off', OCR: 'off', IMAGE_WORKERS: '1', LOG_LEVEL: 'warn' };
  const pattern = /http:\/\/127\.0\.0\.1:\d+/;
  try {
    console.log('### normalisation bombs against the service process\n');
    const service = await startProcess(['src/server/main.ts'], base, pattern);
    try {
      await bombs(service.url, key, service.child.pid!);
    } finally {
      await stop(service);
    }

    console.log('\n### three designs for text analysis, on batches (the service in this process)\n');
    await designs();

    console.log('\n### fuzzed requests against the service process (image and video limits lowered to 256 KiB and 512 KiB)\n');
    const limits = { imageMaxBytes: MiB / 4, videoMaxBytes: MiB / 2 };
    const fuzzed = await startProcess(['src/server/main.ts'], { ...base, IMAGE_MAX_BYTES: String(limits.imageMaxBytes), VIDEO_MAX_BYTES: String(limits.videoMaxBytes) }, pattern);
    try {
      await fuzz(fuzzed.url, key, fuzzed.child.pid!, limits);
    } finally {
      await stop(fuzzed);
    }

    console.log('\n### uploads streamed to disk\n');
    const uploading = await startProcess(['src/server/main.ts'], { ...base, VIDEO_QUEUE: '100000' }, pattern);
    try {
      await uploads(uploading.url, key, uploading.child.pid!, dataDir);
    } finally {
      await stop(uploading);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
