// The bundled action against a GitHub stand-in that fails as GitHub does: rate limits, 502s and
// downloads cut off are retried within timeout-seconds, and a run GitHub keeps refusing still
// ends with its summary.
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startService, type StartedService } from '../support/service.ts';
import { startGitHubStub, type GitHubStub } from './github-stub.ts';
import { HEAD_SHA, issue, pullRequest } from './payloads.ts';
import { runAction, type ActionRun } from './run-action.ts';

const FILES = /^GET \/repos\/octo\/widgets\/pulls\/7\/files$/;
const BLOBS = /^GET \/repos\/octo\/widgets\/git\/blobs\//;

let service: StartedService;
let github: GitHubStub;

beforeAll(async () => {
  [service, github] = await Promise.all([startService(), startGitHubStub()]);
});
afterAll(async () => {
  await Promise.all([service?.close(), github?.close()]);
});
beforeEach(() => {
  github.clearFaults();
  github.setFiles([]);
  github.requests.length = 0;
  github.comments.length = 0;
});

function run(event: string, payload: unknown, inputs: Record<string, string> = {}): Promise<ActionRun> {
  return runAction({ event, payload, inputs: { 'github-token': 'ghs_stubtoken', ...inputs }, githubApiUrl: github.apiUrl, githubGraphqlUrl: github.graphqlUrl });
}

const count = (route: RegExp) => github.requests.filter((r) => route.test(r.split('?')[0] ?? '')).length;

describe('the action when GitHub fails', () => {
  it('waits out a rate limit on the file list and retries a 502 on a blob, then gives the right verdict', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } }).png().toBuffer();
    github.setFiles([{ filename: 'docs/shot.png', status: 'added', bytes: png }]);
    github.failNext(FILES, 'rate-limit', { retryAfterSeconds: 1 });
    github.failNext(BLOBS, 'bad-gateway');
    const result = await run('pull_request', { action: 'opened', pull_request: pullRequest({ body: 'You all [[moderation:hate:high]]' }) }, { 'api-url': service.baseUrl, 'api-key': service.apiKey });
    expect(result.code, result.stdout).toBe(1);
    expect(count(FILES)).toBe(2);
    expect(count(BLOBS)).toBe(2);
    expect(result.outputs['max-severity']).toBe('high');
    expect(result.summary).toContain('## Content moderation: ❌ 1 finding reaches fail-on');
    expect(result.summary).toContain('Checked 3 items of pull request #7; 2 clean.');
    expect(result.summary).not.toContain('Could not moderate');
  });

  it('waits out a secondary rate limit on the report comment', async () => {
    github.failNext(/^POST \/repos\/octo\/widgets\/issues\/7\/comments$/, 'secondary-rate-limit', { retryAfterSeconds: 1 });
    const result = await run('pull_request', { action: 'opened', pull_request: pullRequest() }, { comment: 'always' });
    expect(result.code, result.stdout).toBe(0);
    expect(github.comments).toHaveLength(1);
    expect(github.requests.filter((r) => r === 'POST /repos/octo/widgets/issues/7/comments')).toHaveLength(2);
    expect(result.stdout).not.toContain('::warning::Could not write the report comment');
  });

  it('ends with a summary saying what was checked when GitHub asks to wait past timeout-seconds', async () => {
    github.failNext(FILES, 'rate-limit', { times: Infinity, retryAfterSeconds: 600 });
    const payload = { action: 'opened', pull_request: pullRequest({ body: 'I know where you live and I am going to kill you tomorrow.' }) };
    const failed = await run('pull_request', payload, { 'timeout-seconds': '30' });
    expect(failed.code).toBe(1);
    // Nothing waits ten minutes: the wait does not fit, so it is not started.
    expect(failed.durationMs).toBeLessThan(15_000);
    expect(failed.outputs['max-severity']).toBe('high');
    expect(failed.summary).toContain('Checked 2 items of pull request #7 with the text engine built into the action; 1 clean.');
    expect(failed.summary).toContain(
      "- changed files of pull request #7: GitHub's rate limit (HTTP 403); GitHub asks to wait 600 s, past timeout-seconds (`github_rate_limited`)",
    );
    expect(failed.stdout).toMatch(/::error::Could not moderate 1 of 3 items \(first: github_rate_limited/);

    const warned = await run('pull_request', { action: 'opened', pull_request: pullRequest() }, { 'timeout-seconds': '30', 'on-api-error': 'warn' });
    expect(warned.code).toBe(0);
    expect(warned.summary).toContain('(`github_rate_limited`)');
    expect(warned.stdout).toMatch(/::warning::Could not moderate 1 of 3 items/);
  });

  it('gives up on a rate limit still in force after 3 retries, and says so', async () => {
    github.failNext(FILES, 'rate-limit', { times: Infinity, retryAfterSeconds: 1 });
    const result = await run('pull_request', { action: 'opened', pull_request: pullRequest() }, { 'timeout-seconds': '60' });
    expect(result.code).toBe(1);
    expect(count(FILES)).toBe(4);
    expect(result.summary).toContain("- changed files of pull request #7: GitHub's rate limit (HTTP 403); still in force after 3 retries (`github_rate_limited`)");
  });

  it('warns without blaming permissions when the report comment is rate-limited past timeout-seconds', async () => {
    github.failNext(/^POST \/repos\/octo\/widgets\/issues\/7\/comments$/, 'rate-limit', { times: Infinity, retryAfterSeconds: 600 });
    const result = await run('pull_request', { action: 'opened', pull_request: pullRequest() }, { comment: 'always', 'timeout-seconds': '30' });
    expect(result.code, result.stdout).toBe(0);
    expect(result.summary).toContain('## Content moderation: ✅ nothing found');
    expect(result.stdout).toContain("::warning::Could not write the report comment (a comment on #7: GitHub's rate limit (HTTP 403); GitHub asks to wait 600 s, past timeout-seconds).");
    expect(result.stdout).not.toContain('permission');
  });

  it('writes a summary and the outputs when the issue behind a manual run cannot be read', async () => {
    github.failNext(/^GET \/repos\/octo\/widgets\/issues\/12$/, 'rate-limit', { times: Infinity, retryAfterSeconds: 3600 });
    const result = await run('workflow_dispatch', { inputs: { number: '12' } });
    expect(result.code).toBe(1);
    expect(result.summary).toContain('## Content moderation: ⚠️ not finished');
    expect(result.summary).toContain("Nothing was moderated: could not read issue #12: GitHub's rate limit (HTTP 403); GitHub asks to wait 3600 s, past timeout-seconds (`github_rate_limited`).");
    expect(result.outputs.flagged).toBe('false');
    expect(result.outputs.summary).toBe(result.summary);
  });

  it('writes a summary when it cannot start', async () => {
    const result = await run('issues', { action: 'opened', issue: issue() }, { 'fail-on': 'hate=severe' });
    expect(result.code).toBe(1);
    expect(result.summary).toContain('Nothing was moderated: Input "fail-on"');
    expect(result.outputs['max-severity']).toBe('none');
  });

  it('retries a blob GitHub keeps answering with 502 only while the waits end inside timeout-seconds', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } }).png().toBuffer();
    github.setFiles([{ filename: 'docs/shot.png', status: 'added', bytes: png }]);
    github.failNext(BLOBS, 'bad-gateway', { times: Infinity });
    const result = await run('pull_request', { action: 'opened', pull_request: pullRequest() }, { 'api-url': service.baseUrl, 'api-key': service.apiKey, 'timeout-seconds': '12' });
    // Three retries would wait 1 + 4 + 9 s, past the deadline; the run stops retrying instead.
    expect(result.durationMs).toBeLessThan(12_000);
    expect(count(BLOBS)).toBeGreaterThanOrEqual(1);
    expect(count(BLOBS)).toBeLessThanOrEqual(3);
    expect(result.summary).toContain('docs/shot.png');
    expect(result.outputs['max-severity']).toBeDefined();
  });

  it('downloads a blob again when the connection is lost in the middle of it', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } }).png().toBuffer();
    github.setFiles([{ filename: 'docs/shot.png', status: 'added', bytes: png }]);
    github.failNext(BLOBS, 'cut-off');
    const result = await run('pull_request', { action: 'opened', pull_request: pullRequest() }, { 'api-url': service.baseUrl, 'api-key': service.apiKey });
    expect(result.code, result.stdout).toBe(0);
    expect(count(BLOBS)).toBe(2);
    expect(result.summary).toContain('Checked 3 items of pull request #7; 3 clean.');
    expect(result.summary).not.toContain('Could not moderate');
  });

  it('reads the pull request behind a manual run after two 502s', async () => {
    github.setIssue(issue({ number: 12, pull: true }));
    github.setPull({ number: 12, head: { sha: HEAD_SHA } });
    github.failNext(/^GET \/repos\/octo\/widgets\/pulls\/12$/, 'bad-gateway', { times: 2 });
    const result = await run('workflow_dispatch', { inputs: { number: '12' } });
    expect(result.code, result.stdout).toBe(0);
    expect(github.requests.filter((r) => r === 'GET /repos/octo/widgets/pulls/12')).toHaveLength(3);
    expect(result.summary).toContain('Checked 2 items of pull request #12');
  });
});
