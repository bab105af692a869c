// The bundled action on a synthetic pull request (200 text items, 20 changed images) against
// the local service: wall time, API requests and bundle start time, against the bare client
// making the same calls in-process as the baseline.
import sharp from 'sharp';
import { ModerationClient } from '../src/client/index.ts';
import { startApiProxy } from '../test/action/api-proxy.ts';
import { startGitHubStub } from '../test/action/github-stub.ts';
import { pullRequest } from '../test/action/payloads.ts';
import { runAction } from '../test/action/run-action.ts';
import { startService } from '../test/support/service.ts';

const TEXTS = 200;
const IMAGES = 20;

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

    // Warm the service (engines load on first use) so both sides measure steady state.
    const client = new ModerationClient({ baseUrl: service.baseUrl, apiKey, maxRetries: 3 });
    await client.moderateMany([{ type: 'text', text: 'warm up' }]);
    await client.moderateImage(images[0]!).catch(() => undefined);

    // Baseline: the same calls with the bare client, in-process.
    const texts = Array.from({ length: TEXTS }, () => ({ type: 'text' as const, text: 'word '.repeat(2000) }));
    let started = performance.now();
    await Promise.all([
      client.moderateMany(texts, { concurrency: 2 }),
      (async () => {
        for (let i = 0; i < IMAGES; i += 4) await Promise.all(images.slice(i, i + 4).map((img) => client.moderateImage(img).catch(() => undefined)));
      })(),
    ]);
    const baselineMs = performance.now() - started;

    // The action, bundled, as a child process; its first request marks the end of start-up.
    proxy.requests.length = 0;
    github.requests.length = 0;
    let firstRequestAt = 0;
    const watch = setInterval(() => {
      if (!firstRequestAt && (github.requests.length || proxy.requests.length)) firstRequestAt = performance.now();
    }, 1);
    started = performance.now();
    const result = await runAction({
      event: 'pull_request',
      payload: { action: 'opened', pull_request: pullRequest({ title: '', body }) },
      inputs: { 'api-key': apiKey, 'api-url': proxy.baseUrl, 'github-token': 'ghs_bench', 'on-api-error': 'warn' },
      githubApiUrl: github.apiUrl,
      githubGraphqlUrl: github.graphqlUrl,
      timeoutMs: 120_000,
    });
    clearInterval(watch);
    const actionMs = performance.now() - started;
    const startMs = firstRequestAt - started;
    if (result.code !== 0) console.log(result.stdout);

    console.log(`synthetic pull request: ${TEXTS} text items, ${IMAGES} changed PNG images (256x256)`);
    console.log(`action exit code:           ${result.code}`);
    console.log(`action wall time:           ${actionMs.toFixed(0)} ms`);
    console.log(`bundle start (spawn to first request): ${startMs.toFixed(0)} ms`);
    console.log(`moderation API requests:    ${proxy.requests.length} (${proxy.count('/moderate/batch')} batch, ${proxy.count('/moderate/image')} image)`);
    console.log(`GitHub API requests:        ${github.requests.length}`);
    console.log(`baseline (bare client, same calls in-process): ${baselineMs.toFixed(0)} ms`);
    console.log(`ratio action / baseline:    ${(actionMs / baselineMs).toFixed(2)}x`);
  } finally {
    await Promise.all([proxy.close(), github.close(), service.close()]);
  }
}
