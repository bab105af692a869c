// With no api-url, the real bundle checks changed PNG and JPEG images for nudity in its own
// process (nsfwjs on the WebAssembly backend, from files inside dist/), and lists the rest.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubStub, type GitHubStub } from './github-stub.ts';
import { pullRequest } from './payloads.ts';
import { DIST_ENTRY, runAction } from './run-action.ts';

const TOKEN = 'ghs_inprocessimages0123456789';

let github: GitHubStub;
/** A copy of the bundle alone in a folder, no node_modules anywhere above it. */
let alone: string;

beforeAll(async () => {
  github = await startGitHubStub();
  alone = mkdtempSync(join(tmpdir(), 'action-alone-'));
  cpSync(dirname(DIST_ENTRY), alone, { recursive: true });
});
afterAll(async () => {
  await github?.close();
  if (alone) rmSync(alone, { recursive: true, force: true });
});

/** A photo-like picture: a gradient with noise, so the classifier sees more than a flat colour. */
function picture(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const x = i % width;
    const y = Math.floor(i / width);
    pixels[i * 3] = (x * 255) / width;
    pixels[i * 3 + 1] = (y * 255) / height;
    pixels[i * 3 + 2] = (i * 7919) % 256;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

describe('images in process', () => {
  it('checks changed PNG and JPEG images for nudity, lists WebP as not checked, and skips a truncated PNG', { timeout: 150_000 }, async () => {
    const png = await picture(320, 240).png().toBuffer();
    const jpeg = await picture(640, 480).jpeg().toBuffer();
    const rgbaPng = await picture(100, 300).ensureAlpha(0.5).png().toBuffer();
    const webp = await picture(64, 64).webp().toBuffer();
    github.setFiles([
      { filename: 'docs/shot.png', status: 'added', bytes: png },
      { filename: 'docs/photo.jpg', status: 'modified', bytes: jpeg },
      { filename: 'docs/overlay.png', status: 'added', bytes: rgbaPng },
      { filename: 'docs/logo.webp', status: 'added', bytes: webp },
      { filename: 'docs/broken.png', status: 'added', bytes: png.subarray(0, Math.floor(png.byteLength / 2)) },
    ]);
    const result = await runAction({
      event: 'pull_request',
      payload: { action: 'opened', pull_request: pullRequest({ body: 'New screenshots.' }) },
      inputs: { 'github-token': TOKEN },
      githubApiUrl: github.apiUrl,
      githubGraphqlUrl: github.graphqlUrl,
      entry: join(alone, 'index.js'),
      timeoutMs: 120_000,
    });
    expect(result.code, result.stdout + result.stderr).toBe(0);
    const summary = result.summary;
    expect(summary).toContain('Checked 3 images in process: nudity only; text in images needs a service.');
    // Each checked image carries its record: clean, or the findings the service's mapping gives.
    for (const label of ['docs/shot.png', 'docs/photo.jpg', 'docs/overlay.png']) expect(summary).toMatch(new RegExp(`\\n- ${label}: (clean|sexual .*)\\n`));
    expect(summary).toContain('Not checked: 1 image, since this run has no moderation service.');
    expect(summary).toContain('`api-url: ${{ vars.MODERATION_API_URL }}`');
    expect(summary).toContain('\n- docs/logo.webp\n');
    expect(summary).toMatch(/\n- docs\/broken\.png: the PNG cannot be decoded \(.+\) \(`invalid_image`\)\n/);
    // The WebP is listed without being downloaded.
    expect(github.requests.filter((r) => r.includes('/git/blobs/'))).toHaveLength(4);
    expect(result.outputs['result-ids']).toBe('');
  });

  it('skips a PNG whose header claims more pixels than the limit, without decoding it, and keeps to max-images', async () => {
    const png = await picture(64, 64).png().toBuffer();
    const huge = Buffer.from(png);
    // IHDR width and height: 20000 x 20000 = 400 Mpx; the CRC is not checked before the limit.
    huge.writeUInt32BE(20_000, 16);
    huge.writeUInt32BE(20_000, 20);
    github.setFiles([
      { filename: 'huge.png', status: 'added', bytes: huge },
      { filename: 'a.png', status: 'added', bytes: png },
      { filename: 'b.png', status: 'added', bytes: png },
    ]);
    const result = await runAction({
      event: 'pull_request',
      payload: { action: 'opened', pull_request: pullRequest() },
      inputs: { 'github-token': TOKEN, 'max-images': '2' },
      githubApiUrl: github.apiUrl,
      githubGraphqlUrl: github.graphqlUrl,
      entry: join(alone, 'index.js'),
      timeoutMs: 120_000,
    });
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.summary).toContain('- huge.png: 20000x20000 pixels, over the limit of 40000000 (`image_too_large`)');
    expect(result.summary).toContain('Checked 1 image in process: nudity only; text in images needs a service.');
    expect(result.summary).toContain('- b.png: over max-images (2)');
  }, 150_000);

  it('does not load the image engine when there is no image to check', async () => {
    // The image engine lives in lazily loaded chunks and the wasm file; a run without PNG or JPEG
    // images works from a copy of the bundle that lacks them.
    const textOnly = mkdtempSync(join(tmpdir(), 'action-text-only-'));
    cpSync(alone, textOnly, { recursive: true });
    const removed = readdirSync(textOnly).filter((f) => /^\d+\.index\.js$/.test(f) || f.endsWith('.wasm'));
    expect(removed.length).toBeGreaterThan(1);
    for (const f of removed) rmSync(join(textOnly, f));
    github.setFiles([{ filename: 'docs/logo.webp', status: 'added', bytes: await picture(32, 32).webp().toBuffer() }]);
    const result = await runAction({
      event: 'pull_request',
      payload: { action: 'opened', pull_request: pullRequest() },
      inputs: { 'github-token': TOKEN },
      githubApiUrl: github.apiUrl,
      githubGraphqlUrl: github.graphqlUrl,
      entry: join(textOnly, 'index.js'),
      timeoutMs: 60_000,
    }).finally(() => rmSync(textOnly, { recursive: true, force: true }));
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.summary).not.toContain('in process: nudity only');
    expect(result.summary).toContain('\n- docs/logo.webp\n');
  }, 90_000);
});
