// How the bundled action talks to the service: batching, retrying a 429, and an unreachable
// service under both on-api-error settings.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type StartedService } from '../support/service.ts';
import { startApiProxy, type ApiProxy } from './api-proxy.ts';
import { startGitHubStub, type GitHubStub } from './github-stub.ts';
import { pullRequest } from './payloads.ts';
import { runAction } from './run-action.ts';

let service: StartedService;
let github: GitHubStub;
let proxy: ApiProxy;

beforeAll(async () => {
  // A batch costs one token per item: the sandbox bucket holds every text of one run.
  [service, github] = await Promise.all([startService({ env: { SANDBOX_BURST: '1000' } }), startGitHubStub()]);
  proxy = await startApiProxy(service.baseUrl);
});
afterAll(async () => {
  await Promise.all([service?.close(), github?.close(), proxy?.close()]);
});

function run(payload: unknown, inputs: Record<string, string>) {
  return runAction({
    event: 'pull_request',
    payload,
    inputs: { 'api-key': service.apiKey, 'github-token': 'ghs_stubtoken', ...inputs },
    githubApiUrl: github.apiUrl,
    githubGraphqlUrl: github.graphqlUrl,
  });
}

/** A loopback port with nothing listening. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the action and the service', () => {
  it('sends 250 texts as 3 batch requests', async () => {
    // 249 parts of exactly 10,000 characters, then a last one with a finding. The words are five
    // characters, without vowels (no word of any list), in a cycle of 125, so no part reads as a flood.
    const letters = 'xzjqv';
    const word = (i: number) => `q${letters[i % 5]}${letters[Math.floor(i / 5) % 5]}${letters[Math.floor(i / 25) % 5]} `;
    const body = Array.from({ length: 2000 * 249 }, (_, i) => word(i)).join('') + 'end [[moderation:hate:medium]]';
    proxy.requests.length = 0;
    const result = await run({ action: 'opened', pull_request: pullRequest({ title: '', body }) }, { 'api-url': proxy.baseUrl, scan: 'body' });
    expect(result.code, result.stdout).toBe(0);
    expect(result.stdout).toContain('Moderating 250 texts');
    expect(proxy.count('/moderate/batch')).toBe(3);
    expect(proxy.requests.filter((r) => !r.includes('/moderate/batch'))).toEqual([]);
    expect(JSON.parse(result.outputs.findings ?? '')).toMatchObject([{ where: 'pull request #7 body (part 250 of 250)', category: 'hate' }]);
  });

  it('retries a 429 from the service after Retry-After', async () => {
    proxy.requests.length = 0;
    proxy.refuseNext(1);
    const result = await run({ action: 'opened', pull_request: pullRequest({ body: '[[moderation:hate:high]]' }) }, { 'api-url': proxy.baseUrl, scan: 'title,body' });
    expect(result.code).toBe(1);
    expect(result.outputs['max-severity']).toBe('high');
    expect(proxy.count('/moderate/batch')).toBe(2);
  });

  it('fails when the service is down and on-api-error is fail', async () => {
    const port = await closedPort();
    const result = await run({ action: 'opened', pull_request: pullRequest() }, { 'api-url': `http://127.0.0.1:${port}/v1`, scan: 'title,body', 'timeout-seconds': '20' });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/::error::Could not moderate 2 of 2 items/);
    expect(result.summary).toContain('Could not moderate 2 items');
    // The key appears only in the runner's mask command, which the runner itself hides.
    expect(result.stdout.split('\n').filter((line) => line.includes(service.apiKey))).toEqual([`::add-mask::${service.apiKey}`]);
  });

  it('warns and passes when the service is down and on-api-error is warn', async () => {
    const port = await closedPort();
    const result = await run(
      { action: 'opened', pull_request: pullRequest() },
      { 'api-url': `http://127.0.0.1:${port}/v1`, scan: 'title,body', 'on-api-error': 'warn', 'timeout-seconds': '20' },
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/::warning::Could not moderate 2 of 2 items/);
  });

  it('takes the API URL from MODERATION_API_URL when api-url is empty', async () => {
    const result = await runAction({
      event: 'pull_request',
      payload: { action: 'opened', pull_request: pullRequest() },
      inputs: { 'api-key': service.apiKey, 'github-token': 'ghs_stubtoken', scan: 'title' },
      env: { MODERATION_API_URL: service.baseUrl },
      githubApiUrl: github.apiUrl,
      githubGraphqlUrl: github.graphqlUrl,
    });
    expect(result.code, result.stdout).toBe(0);
    expect(result.summary).toContain('Checked 1 item of pull request #7; 1 clean.');
  });
});
