import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bothShapes, completedResult, hateFinding, pendingResult, problem } from '../client/answers.ts';
import { startScriptedServer, type Script, type ScriptedServer } from '../client/scripted-server.ts';
import { runProcess, type ProcessRun } from '../support/run-process.ts';

const BIN = fileURLToPath(new URL('../../bin/moderate.js', import.meta.url));

/** Runs the real `moderate` executable with the service URL pointing at `url`. */
function moderate(args: string[], url: string, opts: { stdin?: string; env?: Record<string, string> } = {}): Promise<ProcessRun> {
  return runProcess(process.execPath, [BIN, ...args], { env: { PATH: process.env.PATH ?? '', MODERATION_API_URL: url, ...opts.env }, stdin: opts.stdin });
}

let server: ScriptedServer | undefined;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cli-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});
async function serve(script: Script): Promise<ScriptedServer> {
  server = await startScriptedServer(script);
  return server;
}

describe('moderate', () => {
  it('prints a table of findings and exits 1 when text is flagged', async () => {
    const s = await serve([{ body: bothShapes([hateFinding, { category: 'pii', severity: 'low', confidence: 0.61, action: 'warn', label: 'email', source: 'text' }]) }]);
    const result = await moderate(['text', 'you are awful'], s.url);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    const lines = result.stdout.split('\n');
    expect(lines[0]).toMatch(/^FLAGGED \(high\) · 2 findings · mod_ab/);
    expect(lines[2]).toMatch(/^CATEGORY\s+SEVERITY\s+CONFIDENCE\s+ACTION\s+EVIDENCE$/);
    expect(lines[3]).toMatch(/^hate\s+high\s+0\.97\s+block\s+slur; "xxxxx" @4-9$/);
    expect(lines[4]).toMatch(/^pii\s+low\s+0\.61\s+warn\s+email; text$/);
    expect(JSON.parse(s.requests[0]?.body.toString() ?? '')).toEqual({ text: 'you are awful' });
    expect(s.requests[0]?.headers.authorization).toBe('Bearer demo-sandbox-key');
  });

  it('reads text from stdin, prints JSON with --json and exits 0 when safe', async () => {
    const s = await serve([{ body: bothShapes([]) }]);
    const result = await moderate(['text', '-', '--json'], s.url, { stdin: 'a kind line\n', env: { MODERATION_API_KEY: 'my-key' } });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ safe: true, findings: [], categories: [] });
    expect(JSON.parse(s.requests[0]?.body.toString() ?? '')).toEqual({ text: 'a kind line' });
    expect(s.requests[0]?.headers.authorization).toBe('Bearer my-key');
  });

  it('uploads an image file with its sniffed type', async () => {
    const file = join(dir, 'photo.dat');
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } }).png().toFile(file);
    const s = await serve([{ body: bothShapes([]) }]);
    const result = await moderate(['image', file], s.url);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^SAFE · mod_ab/);
    expect(s.requests[0]?.headers['content-type']).toBe('image/png');
  });

  it('submits a video URL and waits for the result', async () => {
    const s = await serve((req, n) =>
      req.method === 'POST' ? { status: 202, body: pendingResult('res_v') } : { body: n < 3 ? pendingResult('res_v', 'processing') : completedResult('res_v') },
    );
    const result = await moderate(['video', 'https://example.com/clip.mp4', '--wait', '--timeout', '30'], s.url);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^res_v · video · completed/);
    expect(result.stdout).toContain('FLAGGED (high)');
    expect(s.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /moderate/video', 'GET /results/res_v', 'GET /results/res_v', 'GET /results/res_v']);
  });

  it('prints the result id of a video submitted without --wait', async () => {
    const s = await serve([{ status: 202, body: pendingResult('res_w') }]);
    const result = await moderate(['video', 'https://example.com/clip.mp4'], s.url);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('accepted res_w (queued); see it with: moderate result res_w');
  });

  it('prints a submitted video with --json as the same ResultState that result prints', async () => {
    const s = await serve([{ status: 202, body: pendingResult('res_w') }, { body: pendingResult('res_w') }]);
    const submitted = await moderate(['video', 'https://example.com/clip.mp4', '--json'], s.url);
    const looked = await moderate(['result', 'res_w', '--json'], s.url);
    expect(JSON.parse(submitted.stdout)).toEqual({ id: 'res_w', status: 'queued', type: 'video', sandbox: true, createdAt: expect.any(String), completedAt: null });
    expect(JSON.parse(submitted.stdout)).toEqual(JSON.parse(looked.stdout));
  });

  it('lists categories and usage', async () => {
    const s = await serve((req) =>
      req.path === '/categories'
        ? { body: { data: [{ name: 'hate', description: 'Attacks on a group.', media: ['text', 'image'], thresholds: { low: 0.5, medium: 0.7, high: 0.9 } }] } }
        : {
            body: {
              period: { start: '2026-11-01T00:00:00.000Z', end: '2026-12-01T00:00:00.000Z' },
              sandbox: true,
              requests: { total: 5, by_endpoint: { moderateText: 5 } },
              items: { text: 5, image: 0, video: 0 },
              flagged: 2,
              feedback: { confirm: 1, false_positive: 0, false_negative: 0 },
              rate_limit: { limit: 20, refill_per_second: 2, remaining: 19 },
              quota: { limit: null, used: 5, remaining: null },
            },
          },
    );
    const categories = await moderate(['categories'], s.url);
    expect(categories.code).toBe(0);
    expect(categories.stdout).toMatch(/^CATEGORY\s+MEDIA\s+LOW\s+MEDIUM\s+HIGH\s+DESCRIPTION\nhate\s+text,image\s+0\.50\s+0\.70\s+0\.90\s+Attacks on a group\.\n$/);
    const usage = await moderate(['usage'], s.url);
    expect(usage.code).toBe(0);
    expect(usage.stdout).toContain('Usage for 2026-11 (sandbox key)');
    expect(usage.stdout).toMatch(/moderateText\s+5/);
  });

  it('exits 2 with one line and no stack trace on an API error', async () => {
    const s = await serve([{ status: 404, body: problem(404, 'not_found', 'Not found') }]);
    const result = await moderate(['result', 'res_1'], s.url);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('moderate: HTTP 404: Not found (request req_problem)\n');
  });

  it('names MODERATION_API_KEY when the service refuses the key, and never prints the key', async () => {
    const s = await serve([{ status: 401, body: problem(401, 'invalid_api_key', 'Invalid API key') }]);
    const result = await moderate(['result', 'res_1'], s.url, { env: { MODERATION_API_KEY: 'sk_secret_value_123' } });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.split('\n')).toEqual([
      'moderate: HTTP 401: Invalid API key (request req_problem)',
      '  Set MODERATION_API_KEY to a key of this service: `npm run keys -- create` prints one where the service runs, and a local service also takes demo-sandbox-key.',
      '',
    ]);
    expect(result.stderr).not.toContain('sk_secret_value_123');
  });

  it('names MODERATION_API_URL when nothing answers there', async () => {
    // A port that was just free: nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const result = await moderate(['text', 'hello'], `http://127.0.0.1:${port}/v1`);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    const [message, fix, ...rest] = result.stderr.split('\n');
    expect(message).toMatch(/^moderate: could not reach http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)$/);
    expect(fix).toBe('  Is the service running? Start it with `npm start`, or set MODERATION_API_URL to its base URL (ending in /v1).');
    expect(rest).toEqual(['']);
  });

  it('prints every invalid field the service names, as path: message', async () => {
    const errors = [
      { path: 'items[3].text', message: 'Text must be at most 10000 characters' },
      { path: '', message: 'Unexpected field "colour"' },
    ];
    const s = await serve([{ status: 400, body: problem(400, 'invalid_request', 'Invalid request', { detail: 'The request has invalid parameters; see errors[].', errors }) }]);
    const result = await moderate(['text', 'hello'], s.url);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'moderate: HTTP 400: Invalid request: The request has invalid parameters; see errors[]. (request req_problem)\n' +
        '  items[3].text: Text must be at most 10000 characters\n' +
        '  (body): Unexpected field "colour"\n',
    );
  });

  it('prints the failure as a JSON error object with --json', async () => {
    const errors = [{ path: 'text', message: 'Text must be at most 10000 characters' }];
    const s = await serve([{ status: 400, body: problem(400, 'invalid_request', 'Invalid request', { errors }) }]);
    const result = await moderate(['text', 'hello', '--json'], s.url);
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout)).toEqual({
      error: { code: 'invalid_request', message: 'HTTP 400: Invalid request (request req_problem)', status: 400, requestId: 'req_problem', errors },
    });
    expect(result.stderr).toContain('  text: Text must be at most 10000 characters\n');
    const refused = await moderate(['text', '-', '--json'], 'http://127.0.0.1:9/v1', { stdin: 'x'.repeat(40_001) });
    expect(refused.code).toBe(2);
    expect(JSON.parse(refused.stdout)).toEqual({ error: { code: 'input_too_large', message: 'stdin is longer than 10000 characters' } });
  });

  it('exits 2 with a usage message for a bad command line', async () => {
    const unknown = await moderate(['scan', 'x'], 'http://127.0.0.1:9/v1');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe('moderate: unknown command "scan" (see: moderate help)\n');
    const badTimeout = await moderate(['video', 'a.mp4', '--timeout', 'soon'], 'http://127.0.0.1:9/v1');
    expect(badTimeout.code).toBe(2);
    expect(badTimeout.stderr).toMatch(/--timeout must be a number of seconds/);
    const missing = await moderate(['image'], 'http://127.0.0.1:9/v1');
    expect(missing.stderr).toMatch(/image takes exactly one file/);
  });

  it('prints help and exits 0', async () => {
    const result = await moderate(['help'], 'http://127.0.0.1:9/v1');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('moderate text "some text" | -');
  });

  it('is an executable with a node shebang', async () => {
    const out = await new Promise<string>((resolve, reject) =>
      execFile(BIN, ['help'], { env: { PATH: `${process.execPath.replace(/\/node$/, '')}:${process.env.PATH ?? ''}` } }, (err, stdout) => (err ? reject(err) : resolve(stdout))),
    );
    expect(out).toMatch(/^moderate: check content/);
  });
});

describe('moderate with a second-shape service', () => {
  it('reports flagged content that names no category and exits 1', async () => {
    const s = await serve([{ body: { safe: false, score: 0.7, categories: [] } }]);
    const result = await moderate(['text', 'hmm'], s.url);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('FLAGGED · score 0.70, no details\n');
  });
});
