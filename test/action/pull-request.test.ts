// The bundled action on pull request events, against the real service and a GitHub stand-in.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startService, type StartedService } from '../support/service.ts';
import { startGitHubStub, type GitHubStub } from './github-stub.ts';
import { pullRequest } from './payloads.ts';
import { runAction, type RunOptions } from './run-action.ts';

let service: StartedService;
let github: GitHubStub;

beforeAll(async () => {
  [service, github] = await Promise.all([startService(), startGitHubStub()]);
});
afterAll(async () => {
  await Promise.all([service?.close(), github?.close()]);
});
beforeEach(() => {
  github.setFiles([]);
  github.requests.length = 0;
  github.comments.length = 0;
  github.labels.length = 0;
});

function run(payload: unknown, inputs: Record<string, string> = {}, event = 'pull_request'): ReturnType<typeof runAction> {
  const options: RunOptions = {
    event,
    payload,
    inputs: { 'api-key': service.apiKey, 'api-url': service.baseUrl, 'github-token': 'ghs_stubtoken', ...inputs },
    githubApiUrl: github.apiUrl,
    githubGraphqlUrl: github.graphqlUrl,
  };
  return runAction(options);
}

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();
}

describe('the action on pull requests', () => {
  it('passes a clean pull request and writes its outputs and summary', async () => {
    const result = await run({ action: 'opened', pull_request: pullRequest() });
    expect(result.code, result.stdout).toBe(0);
    expect(result.outputs.flagged).toBe('false');
    expect(result.outputs['max-severity']).toBe('none');
    expect(JSON.parse(result.outputs.findings ?? '')).toEqual([]);
    expect(result.outputs['result-ids']?.split(',')).toHaveLength(2);
    expect(result.summary).toContain('nothing found');
    expect(result.summary).toContain('Checked 2 items of pull request #7; 2 clean.');
    expect(github.requests.some((r) => r.startsWith('GET /repos/octo/widgets/pulls/7/files'))).toBe(true);
  });

  it('fails on a high-severity body with the finding in the summary, outputs and annotations', async () => {
    const result = await run({ action: 'opened', pull_request: pullRequest({ body: 'You all [[moderation:hate:high]]' }) });
    expect(result.code).toBe(1);
    expect(result.outputs.flagged).toBe('true');
    expect(result.outputs['max-severity']).toBe('high');
    const findings = JSON.parse(result.outputs.findings ?? '') as { where: string; category: string; severity: string; fails: boolean; result_id: string }[];
    expect(findings).toMatchObject([{ where: 'pull request #7 body', category: 'hate', severity: 'high', fails: true }]);
    expect(result.outputs['result-ids']).toContain(findings[0]?.result_id);
    expect(result.summary).toMatch(/\| \[pull request #7 body\]\(https:\/\/github.com\/octo\/widgets\/pull\/7\) \| hate.* \| \*\*high\*\* \| 1.00 \| block \| `.+` \|/);
    expect(result.stdout).toContain('::error title=Content moderation%3A pull request #7 body::hate');
    expect(result.stdout).toMatch(/::error::1 finding reaches fail-on, e.g. hate \(high\) in pull request #7 body/);
    expect(result.summary).toContain('## Content moderation: ❌ 1 finding reaches fail-on');
  });

  it('reports but passes a finding below fail-on', async () => {
    const result = await run({ action: 'edited', pull_request: pullRequest({ title: 'meh [[moderation:profanity:low]]' }) });
    expect(result.code).toBe(0);
    expect(result.outputs.flagged).toBe('true');
    expect(result.outputs['max-severity']).toBe('low');
    expect(result.stdout).toContain('::warning title=Content moderation%3A pull request #7 title::profanity');
  });

  it('applies a per-category fail-on', async () => {
    const body = 'one [[moderation:profanity:high]] two [[moderation:harassment:medium]]';
    const lenient = await run({ action: 'opened', pull_request: pullRequest({ body }) }, { 'fail-on': 'profanity=none,default=high' });
    expect(lenient.code).toBe(0);
    const strict = await run({ action: 'opened', pull_request: pullRequest({ body }) }, { 'fail-on': 'profanity=none,harassment=medium' });
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain('harassment (medium)');
  });

  it('stops with a message naming the input when fail-on is invalid', async () => {
    const result = await run({ action: 'opened', pull_request: pullRequest() }, { 'fail-on': 'hate=severe' });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('Input "fail-on"');
  });

  it('never fails nor writes to GitHub in a dry run', async () => {
    const result = await run(
      { action: 'opened', pull_request: pullRequest({ body: '[[moderation:violence:high]]' }) },
      { 'dry-run': 'true', comment: 'always', label: 'needs-review' },
    );
    expect(result.code).toBe(0);
    expect(result.outputs['max-severity']).toBe('high');
    expect(result.summary).toContain('(dry run)');
    expect(github.requests.filter((r) => !r.startsWith('GET'))).toEqual([]);
  });

  it('writes one report comment and updates it in place on the next run, and adds the label', async () => {
    const payload = { action: 'opened', pull_request: pullRequest({ body: '[[moderation:spam:medium]]' }) };
    const first = await run(payload, { comment: 'on-findings', label: 'moderation' });
    expect(first.code).toBe(0);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).toContain('<!-- content-moderation-report -->');
    expect(github.comments[0]?.body).toContain('spam');
    expect(github.labels).toEqual(['moderation']);

    const second = await run({ action: 'edited', pull_request: pullRequest({ body: 'All fixed.' }) }, { comment: 'on-findings', label: 'moderation' });
    expect(second.code).toBe(0);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).toContain('nothing found');
    expect(github.requests.filter((r) => r.startsWith('PATCH /repos/octo/widgets/issues/comments/'))).toHaveLength(1);
  });

  it('moderates a fork pull request under pull_request_target through the API only', async () => {
    github.setFiles([{ filename: 'docs/shot.png', status: 'added', bytes: await png() }]);
    const result = await run(
      { action: 'synchronize', pull_request: pullRequest({ body: '[[moderation:harassment:high]]', association: 'FIRST_TIME_CONTRIBUTOR' }) },
      { 'on-api-error': 'warn' },
      'pull_request_target',
    );
    expect(result.code).toBe(1);
    expect(result.outputs['max-severity']).toBe('high');
    // The image is read from the blob API at the head commit; nothing is checked out.
    expect(github.requests.some((r) => r.startsWith('GET /repos/octo/widgets/git/blobs/'))).toBe(true);
    expect([...github.authorizations]).toContain('token ghs_stubtoken');
  });

  it('reads changed PNG, WebP and AVIF files by their bytes and skips files that are not images', async () => {
    const base = sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 200, g: 180, b: 90 } } });
    github.setFiles([
      { filename: 'a.png', status: 'added', bytes: await base.clone().png().toBuffer() },
      { filename: 'b.webp', status: 'modified', bytes: await base.clone().webp().toBuffer() },
      { filename: 'c.avif', status: 'renamed', bytes: await base.clone().avif().toBuffer() },
      { filename: 'fake.png', status: 'added', bytes: new TextEncoder().encode('not an image at all') },
      { filename: 'gone.png', status: 'removed' },
      { filename: 'src/index.ts', status: 'modified', bytes: new TextEncoder().encode('export {}') },
    ]);
    const result = await run({ action: 'opened', pull_request: pullRequest() }, { 'on-api-error': 'warn' });
    expect(result.code, result.stdout).toBe(0);
    const blobs = github.requests.filter((r) => r.startsWith('GET /repos/octo/widgets/git/blobs/'));
    expect(blobs).toHaveLength(4);
    expect(result.summary).toContain('fake.png: not a JPEG, PNG, WebP or AVIF image');
    // Either the image engine answers (3 more clean items) or the service says media_unavailable.
    const moderated = /Checked 5 items of pull request #7; 5 clean\./.test(result.summary);
    const unavailable = result.summary.includes('media_unavailable');
    expect(moderated || unavailable, result.summary).toBe(true);
  });

  it('skips a changed file that looks like a PNG but cannot be decoded, and passes', async () => {
    const whole = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 90, g: 10, b: 200 } } }).png({ compressionLevel: 0 }).toBuffer();
    github.setFiles([{ filename: 'art/cut.png', status: 'added', bytes: whole.subarray(0, 400) }]);
    const result = await run({ action: 'opened', pull_request: pullRequest() });
    expect(result.code, result.stdout).toBe(0);
    expect(result.summary).toMatch(/Skipped 1 item:\n- art\/cut\.png: the service cannot moderate it: .*cannot be decoded.* \(`invalid_request`\)/);
    expect(result.summary).not.toContain('Could not moderate');
    expect(result.stdout).not.toContain('::error');
  });

  it('refuses a linked image on a loopback address without fetching it, and lists it as skipped', async () => {
    // Connections are counted, not requests: a TLS hello to this plain server is no request.
    let connections = 0;
    const images = createServer((_req, res) => res.end());
    images.on('connection', () => connections++);
    await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
    const { port } = images.address() as AddressInfo;
    try {
      const body = `Look: ![shot](https://127.0.0.1:${port}/shot.png) and ![old](http://img.example/old.png)`;
      const result = await run({ action: 'opened', pull_request: pullRequest({ body }) }, { scan: 'body,images' });
      // A bad link is the link's fault, not an outage: the check passes on what was moderated.
      expect(result.code, result.stdout).toBe(0);
      expect(result.summary).toContain('Skipped 2 items:');
      expect(result.summary).toContain(`image from 127.0.0.1:${port} linked in pull request #7 body: The host 127.0.0.1 resolves to an address that is not allowed`);
      expect(result.summary).toContain('image from img.example linked in pull request #7 body: Only https images are fetched, not http. (`url_not_allowed`)');
      expect(result.summary).not.toContain('Could not moderate');
      expect(connections).toBe(0);
    } finally {
      await new Promise<void>((resolve) => images.close(() => resolve()));
    }
  });

  it('lists all 3,000 files of a large pull request in pages of 100', async () => {
    github.setFiles(Array.from({ length: 3200 }, (_, i) => ({ filename: `src/file-${i}.ts`, status: 'added' as const })));
    const result = await run({ action: 'opened', pull_request: pullRequest() });
    expect(result.code).toBe(0);
    const pages = github.requests.filter((r) => r.startsWith('GET /repos/octo/widgets/pulls/7/files'));
    expect(pages).toHaveLength(30);
    expect(pages.every((p) => p.includes('per_page=100'))).toBe(true);
  });

  it('explains the fix and lets on-api-error decide when the key is empty', async () => {
    const payload = { action: 'opened', pull_request: pullRequest() };
    const failing = await run(payload, { 'api-key': '' });
    expect(failing.code).toBe(1);
    expect(failing.stdout).toContain('pull_request_target');
    const warning = await run(payload, { 'api-key': '', 'on-api-error': 'warn' });
    expect(warning.code).toBe(0);
    expect(warning.outputs.flagged).toBe('false');
  });

  it('skips authors in exempt-associations and bots', async () => {
    const owner = await run({ action: 'opened', pull_request: pullRequest({ body: '[[moderation:hate:high]]', association: 'OWNER' }) }, { 'exempt-associations': 'OWNER,MEMBER' });
    expect(owner.code).toBe(0);
    expect(owner.stdout).toContain('is OWNER of the repository');
    const bot = await run({ action: 'opened', pull_request: pullRequest({ body: '[[moderation:hate:high]]', login: 'renovate[bot]', type: 'Bot' }) });
    expect(bot.code).toBe(0);
    expect(bot.stdout).toContain('is a bot');
  });
});
