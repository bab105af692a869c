// The bundled action on a synthetic pull request (200 text items, 20 changed images) in both modes:
// with the local service, and in process with no api-url (text, and the PNG images for nudity
// only). Wall time and bundle start time, against the bare client making the same calls
// in the same run as the baseline; then the bundle's size and its time from start to first finding
// in both modes.
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { moderateTextInProcess } from '../src/action/in-process.ts';
import { ModerationClient } from '../src/client/index.ts';
import { startApiProxy, type ApiProxy } from '../test/action/api-proxy.ts';
import { startGitHubStub, type GitHubStub } from '../test/action/github-stub.ts';
import { issue, pullRequest } from '../test/action/payloads.ts';
import { DIST_ENTRY, runAction, type ActionRun } from '../test/action/run-action.ts';
import { startService } from '../test/support/service.ts';

const TEXTS = 200;
const IMAGES = 20;
/** Runs of the start-to-first-finding measure; the median is printed. */
const FIRST_FINDING_RUNS = 5;

interface Timed {
  readonly result: ActionRun;
  readonly wallMs: number;
  /** Spawn to the first request the bundle makes (to GitHub or the service): its start-up. */
  readonly startMs: number;
}

/** Runs the bundle and notes when its first request arrives. */
async function timedRun(github: GitHubStub, proxy: ApiProxy, payload: unknown, inputs: Record<string, string>): Promise<Timed> {
  proxy.requests.length = 0;
  github.requests.length = 0;
  let firstRequestAt = 0;
  const watch = setInterval(() => {
    if (!firstRequestAt && (github.requests.length || proxy.requests.length)) firstRequestAt = performance.now();
  }, 1);
  const started = performance.now();
  const result = await runAction({ event: 'pull_request', payload, inputs, githubApiUrl: github.apiUrl, githubGraphqlUrl: github.graphqlUrl, timeoutMs: 120_000 });
  clearInterval(watch);
  if (result.code !== 0) console.log(result.stdout);
  return { result, wallMs: performance.now() - started, startMs: firstRequestAt - started };
}

/** Milliseconds from spawn to the first finding's annotation on stdout, on an issue whose title is a threat. */
async function firstFindingMs(github: GitHubStub, inputs: Record<string, string>): Promise<number> {
  let firstAt = 0;
  const started = performance.now();
  await runAction({
    event: 'issues',
    payload: { action: 'opened', issue: issue({ title: 'I know where you live and I am going to kill you tomorrow.' }) },
    inputs: { 'github-token': 'ghs_bench', ...inputs },
    githubApiUrl: github.apiUrl,
    githubGraphqlUrl: github.graphqlUrl,
    onStdout: (text) => {
      if (!firstAt && text.includes('::error title=')) firstAt = performance.now();
    },
  });
  return firstAt - started;
}

function bundleBytes(): number {
  const dir = dirname(DIST_ENTRY);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => statSync(join(dir, name)))
    .filter((s) => s.isFile())
    .reduce((sum, s) => sum + s.size, 0);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(0)} ms`;

export async function run(): Promise<void> {
  const service = await startService();
  const github = await startGitHubStub();
  const proxy = await startApiProxy(service.baseUrl);
  try {
    const apiKey = await service.createKey({ rate: 10_000, burst: 10_000 });
    // 200 parts of exactly 10,000 characters: the action splits the body into 200 text items.
    const body = 'word '.repeat(2000 * TEXTS);
    const images = await Promise.all(
      Array.from({ length: IMAGES }, (_, i) =>
        sharp({ create: { width: 256, height: 256, channels: 3, background: { r: i * 12, g: 100, b: 255 - i * 12 } } }).png().toBuffer(),
      ),
    );
    github.setFiles(images.map((bytes, i) => ({ filename: `assets/img-${i}.png`, status: 'added' as const, bytes })));
    const payload = { action: 'opened', pull_request: pullRequest({ title: '', body }) };

    // Warm the service (engines load on first use) so both sides measure steady state.
    const client = new ModerationClient({ baseUrl: service.baseUrl, apiKey, maxRetries: 3 });
    await client.moderateMany([{ type: 'text', text: 'warm up' }]);
    await client.moderateImage(images[0]!).catch(() => undefined);

    // Baseline: the same calls with the bare client, in the benchmark's own process.
    const texts = Array.from({ length: TEXTS }, () => ({ type: 'text' as const, text: 'word '.repeat(2000) }));
    let started = performance.now();
    await client.moderateMany(texts, { concurrency: 2 });
    const baselineTextsMs = performance.now() - started;
    started = performance.now();
    for (let i = 0; i < IMAGES; i += 4) await Promise.all(images.slice(i, i + 4).map((img) => client.moderateImage(img).catch(() => undefined)));
    const baselineImagesMs = performance.now() - started;
    // The text engine called directly, as the bundle calls it in process.
    started = performance.now();
    for (const t of texts) await moderateTextInProcess(t.text);
    const engineMs = performance.now() - started;

    const withService = await timedRun(github, proxy, payload, { 'api-key': apiKey, 'api-url': proxy.baseUrl, 'github-token': 'ghs_bench', 'on-api-error': 'warn' });
    const serviceRequests = `${proxy.requests.length} (${proxy.count('/moderate/batch')} batch, ${proxy.count('/moderate/image')} image)`;
    const serviceGitHub = github.requests.length;
    const inProcess = await timedRun(github, proxy, payload, { 'github-token': 'ghs_bench' });
    const inProcessGitHub = github.requests.length;
    const checkedInProcess = /Checked (\d+) images? in process/.exec(inProcess.result.summary)?.[1] ?? '0';

    const firsts = { service: [] as number[], inProcess: [] as number[] };
    for (let i = 0; i < FIRST_FINDING_RUNS; i++) {
      firsts.service.push(await firstFindingMs(github, { 'api-key': apiKey, 'api-url': service.baseUrl }));
      firsts.inProcess.push(await firstFindingMs(github, {}));
    }
    const firstFinding = (values: number[]) => `${ms(median(values))} (median of ${FIRST_FINDING_RUNS}; ${values.map((f) => f.toFixed(0)).join(', ')})`;

    const baselineMs = baselineTextsMs + baselineImagesMs;
    console.log(`synthetic pull request: ${TEXTS} text items, ${IMAGES} changed PNG images (256x256)`);
    console.log('');
    console.log(`with the service (exit ${withService.result.code}):`);
    console.log(`  wall time:                              ${ms(withService.wallMs)}`);
    console.log(`  bundle start (spawn to first request):  ${ms(withService.startMs)}`);
    console.log(`  moderation API requests:                ${serviceRequests}`);
    console.log(`  GitHub API requests:                    ${serviceGitHub}`);
    console.log(`  baseline (bare client, same calls):     ${ms(baselineMs)} (texts ${ms(baselineTextsMs)}, images ${ms(baselineImagesMs)})`);
    console.log(`  ratio action / baseline:                ${(withService.wallMs / baselineMs).toFixed(2)}x`);
    console.log(`  start to first finding (one threat):    ${firstFinding(firsts.service)}`);
    console.log('');
    console.log(`in process, no api-url (exit ${inProcess.result.code}; ${checkedInProcess} images checked in process, nudity only):`);
    console.log(`  wall time:                              ${ms(inProcess.wallMs)}`);
    console.log(`  bundle start (spawn to first request):  ${ms(inProcess.startMs)}`);
    console.log(`  GitHub API requests:                    ${inProcessGitHub}`);
    console.log(`  text engine called directly, 200 texts: ${ms(engineMs)}`);
    console.log(`  ratio action / bare client (texts and images): ${(inProcess.wallMs / baselineMs).toFixed(2)}x`);
    console.log(`  start to first finding (one threat):    ${firstFinding(firsts.inProcess)}`);
    console.log('');
    const bytes = bundleBytes();
    console.log(`bundle size (dist/):                      ${bytes} bytes (${(bytes / 1024 / 1024).toFixed(2)} MiB)`);
  } finally {
    await Promise.all([proxy.close(), github.close(), service.close()]);
  }
}
