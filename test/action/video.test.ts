// The bundled action on a pull request that adds videos, against the real service and its video
// engine: the video is submitted, awaited within timeout-seconds and reported with its frame times.
// @module-tag ffmpeg
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModerationClient } from '../../src/client/index.ts';
import { startService, type StartedService } from '../support/service.ts';
import { startGitHubStub, type GitHubStub } from './github-stub.ts';
import { pullRequest } from './payloads.ts';
import { runAction } from './run-action.ts';

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];

let service: StartedService;
let github: GitHubStub;
let dir: string;

async function ffmpeg(args: string[]): Promise<Buffer> {
  const file = join(dir, `video-${Math.random().toString(36).slice(2)}.mp4`);
  await promisify(execFile)('ffmpeg', ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...args, ...H264, file]);
  return readFileSync(file);
}

/** Four seconds of the test pattern with a threat on a white box from t=1 to t=2. */
function threatVideo(): Promise<Buffer> {
  // OCR reads a lone capital "I" as "|", so the sentence has none.
  const text = `drawtext=fontfile=${FONT}:text='WE WILL KILL YOU':fontsize=40:fontcolor=black:box=1:boxcolor=white:boxborderw=12:x=(w-text_w)/2:y=(h-text_h)/2:enable='between(t,1,2)'`;
  return ffmpeg(['-f', 'lavfi', '-i', 'testsrc=duration=4:size=640x360:rate=10', '-vf', text]);
}

/** The plain test pattern, `seconds` long. */
function patternVideo(seconds: number): Promise<Buffer> {
  return ffmpeg(['-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=320x240:rate=10`]);
}

/** A loopback server that answers with headers and then never sends the body, until closed. */
async function startStalledServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'video/mp4' });
    res.flushHeaders();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function run(inputs: Record<string, string>) {
  return runAction({
    event: 'pull_request',
    payload: { action: 'opened', pull_request: pullRequest() },
    inputs: { 'api-key': service.apiKey, 'api-url': service.baseUrl, 'github-token': 'ghs_stubtoken', scan: 'videos', ...inputs },
    githubApiUrl: github.apiUrl,
    githubGraphqlUrl: github.graphqlUrl,
    timeoutMs: 90_000,
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'action-video-'));
  [service, github] = await Promise.all([startService(), startGitHubStub()]);
});
afterAll(async () => {
  await Promise.all([service?.close(), github?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

describe('the action on videos', () => {
  it('awaits an added video and fails on its threat, reported with the frame time', async () => {
    github.setFiles([
      { filename: 'media/intro.mp4', status: 'added', bytes: await threatVideo() },
      { filename: 'media/clean.mp4', status: 'added', bytes: await patternVideo(2) },
    ]);
    const result = await run({ 'timeout-seconds': '60' });
    expect(result.code, result.stdout).toBe(1);
    expect(result.stdout).toContain('Moderating 0 texts, 0 images and 2 videos of pull request #7');
    expect(result.outputs['max-severity']).toBe('high');
    const findings = JSON.parse(result.outputs.findings ?? '') as { where: string; media: string; category: string; timestamps_ms?: number[]; fails: boolean }[];
    const threat = findings.find((f) => f.category === 'violence');
    expect(threat, result.outputs.findings).toMatchObject({ where: 'media/intro.mp4', media: 'video', fails: true });
    expect(threat?.timestamps_ms?.length).toBeGreaterThan(0);
    expect(threat?.timestamps_ms?.every((t) => t >= 1000 && t <= 2000), String(threat?.timestamps_ms)).toBe(true);
    expect(findings.filter((f) => f.where === 'media/clean.mp4')).toEqual([]);
    expect(result.summary).toMatch(/\| `media\/intro\.mp4` at 0:0[12]\.\d.* \| violence.* \| \*\*high\*\* \| .* \| block \| `.+` \|/);
    expect(result.summary).toContain('Checked 2 items of pull request #7; 1 clean.');
    expect(result.stdout).toMatch(/::error title=Content moderation%3A media\/intro\.mp4,file=media\/intro\.mp4::violence \(threat\) at 0:0[12]\.0/);
    expect(result.outputs['result-ids']?.split(',')).toHaveLength(2);
  }, 120_000);

  it('reports a video unfinished at timeout-seconds per on-api-error', async () => {
    // The service takes one video at a time: a video whose URL never finishes downloading holds
    // that place, so the pull request's video stays queued past the 5 seconds allowed.
    const stalled = await startStalledServer();
    const client = new ModerationClient({ baseUrl: service.baseUrl, apiKey: service.apiKey });
    try {
      const blocker = await client.moderateVideo({ url: `${stalled.url}/never.mp4` });
      await expect.poll(async () => (await client.getResult(blocker.id)).status, { timeout: 10_000 }).toBe('processing');
      github.setFiles([{ filename: 'media/late.mp4', status: 'added', bytes: await patternVideo(1) }]);

      const warned = await run({ 'timeout-seconds': '5', 'on-api-error': 'warn', comment: 'always' });
      expect(warned.code, warned.stdout).toBe(0);
      // Part of timeout-seconds is kept for reporting, so the comment is still written.
      expect(github.comments.at(-1)?.body).toContain('media/late.mp4: not finished within timeout-seconds');
      expect(warned.durationMs).toBeLessThan(15_000);
      expect(warned.summary).toMatch(/- media\/late\.mp4: not finished within timeout-seconds; its result will be at GET \/results\/\S+ \(`timeout`\)/);
      expect(warned.stdout).toMatch(/::warning::Could not moderate 1 of 1 items \(first: timeout/);
      expect(warned.outputs.flagged).toBe('false');
      // The unfinished video is a real result: its id is an output, to fetch later.
      const lateId = /GET \/results\/(\S+?)[;)\s]/.exec(warned.summary)?.[1];
      expect(lateId).toBeDefined();
      expect(warned.outputs['result-ids']).toBe(lateId);
      expect((await client.getResult(lateId ?? '')).type).toBe('video');

      const failed = await run({ 'timeout-seconds': '5' });
      expect(failed.code).toBe(1);
      expect(failed.stdout).toMatch(/::error::Could not moderate 1 of 1 items \(first: timeout/);
    } finally {
      await stalled.close();
    }
  }, 120_000);
});
