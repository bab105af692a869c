// The `moderate` executable against the real service on loopback.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess, type ProcessRun } from '../support/run-process.ts';
import { startService, type StartedService } from '../support/service.ts';

const BIN = fileURLToPath(new URL('../../bin/moderate.js', import.meta.url));
let service: StartedService;
let work: string;
beforeAll(async () => {
  service = await startService();
  work = mkdtempSync(join(tmpdir(), 'moderate-cli-'));
});
afterAll(async () => {
  await service?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

function moderate(args: string[], env: Record<string, string> = {}): Promise<ProcessRun> {
  return runProcess(process.execPath, [BIN, ...args], { env: { PATH: process.env.PATH ?? '', MODERATION_API_URL: service.baseUrl, ...env } });
}

describe('moderate against the service', () => {
  it('flags a sandbox trigger with the demo key and exits 1', async () => {
    const result = await moderate(['text', 'test [[moderation:violence:medium]]']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^FLAGGED \(medium\) · 1 finding · \S+ · \d+ ms · sandbox/);
    expect(result.stdout).toMatch(/\nviolence\s+medium\s+\d\.\d\d\s+review\s/);
  });

  it('exits 2 with the service problem for an unknown result', async () => {
    const result = await moderate(['result', 'res_unknown']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^moderate: HTTP 404: /);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('says a malformed key is not a key of the service, and names MODERATION_API_KEY', async () => {
    const result = await moderate(['text', 'hi'], { MODERATION_API_KEY: 'wrong' });
    expect(result.code).toBe(2);
    const [message, fix, ...rest] = result.stderr.trimEnd().split('\n');
    expect(message).toMatch(/^moderate: HTTP 401: Invalid API key: The API key is not valid: keys are cm_live_… or cm_test_…/);
    expect(message).not.toMatch(/Bearer <key>/);
    expect(fix).toMatch(/^  Set MODERATION_API_KEY to a key of this service/);
    expect(rest).toEqual([]);
  });

  it('names the field a text over the limit breaks', async () => {
    const result = await moderate(['text', 'a'.repeat(10_001)]);
    expect(result.code).toBe(2);
    const [message, ...fields] = result.stderr.trimEnd().split('\n');
    expect(message).toMatch(/^moderate: HTTP 400: /);
    expect(fields).toHaveLength(1);
    expect(fields[0]).toMatch(/^  text: \S.*10000/);
  });

  it('lists the categories with the confidence each severity needs', async () => {
    const result = await moderate(['categories']);
    expect(result.code).toBe(0);
    const [header, ...rows] = result.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^CATEGORY\s+MEDIA\s+LOW\s+MEDIUM\s+HIGH\s+DESCRIPTION$/);
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row).toMatch(/^[a-z_]+\s+[a-z,]+\s+0\.\d\d\s+0\.\d\d\s+0\.\d\d\s+\S/);
  });

  it('moderates an AVIF photo file and exits 0 when it is clean', async () => {
    const file = join(work, 'photo.avif');
    writeFileSync(file, await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 120, b: 90 } } }).avif().toBuffer());
    const result = await moderate(['image', file]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^SAFE/);
  });

  it('submits a video, waits for its result and reports the threat it shows with its timestamp', { tags: ['ffmpeg'], timeout: 180_000 }, async () => {
    const file = join(work, 'clip.mp4');
    const text = "drawtext=fontfile=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf:text='WE WILL KILL YOU':fontsize=40:fontcolor=black:x=20:y=100:enable='between(t,1,2)'";
    execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'color=c=0xf4f1e8:s=640x360:d=3:r=10', '-vf', text, '-pix_fmt', 'yuv420p', file]);
    const result = await moderate(['video', file, '--wait', '--timeout', '120', '--json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    const answer = JSON.parse(result.stdout) as { status: string; verdict?: { findings: { category: string; frames?: { timestamp_ms: number }[] }[] } };
    expect(answer.status).toBe('completed');
    const violence = answer.verdict?.findings.find((f) => f.category === 'violence');
    expect(violence?.frames?.some((f) => f.timestamp_ms >= 1000 && f.timestamp_ms <= 2000)).toBe(true);
  });
});
