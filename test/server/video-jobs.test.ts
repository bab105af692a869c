// The video submitter: an upload on disk becomes a queued job under its result id, or is removed
// when it is refused (not a video, queue full).
// @module-tag ffmpeg
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/store/index.ts';
import { videoSubmitterFor } from '../../src/server/video-jobs.ts';
import { testPattern } from '../engine/video/fixtures.ts';

let dir: string;
let store: Store;
let uploads: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'video-jobs-'));
  store = await openStore({ dataDir: dir });
  uploads = join(dir, 'uploads');
  await mkdir(uploads);
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

function submitter(maxUnfinished = 10) {
  return videoSubmitterFor({ jobs: store.jobs, uploadsDir: uploads, maxUnfinished, clock: store.clock, onQueued: () => {} });
}

async function upload(name: string, bytes: Buffer): Promise<string> {
  const file = join(uploads, name);
  await writeFile(file, bytes);
  return file;
}

describe('videoSubmitterFor', () => {
  it('keeps an uploaded video under its result id and queues its job', async () => {
    const video = await readFile(await testPattern(dir, 'mp4', 1));
    const file = await upload('upload-a.part', video);
    const accepted = await submitter()({ input: { file }, keyId: 'key_demo_sandbox', sandbox: true });
    expect(accepted).toMatchObject({ status: 'queued', type: 'video', sandbox: true });
    const job = await store.jobs.get(accepted.id);
    expect(job?.inputPath).toBe(join(uploads, `${accepted.id}.mp4`));
    expect((await readFile(job!.inputPath!)).equals(video)).toBe(true);
    expect(await readdir(uploads)).toEqual([`${accepted.id}.mp4`]);
  });

  it('removes an upload that is not a video and names what it is', async () => {
    const file = await upload('upload-b.part', Buffer.from('%PDF-1.7 a document, not a video'));
    await expect(submitter()({ input: { file }, keyId: 'key_demo_sandbox', sandbox: true })).rejects.toMatchObject({ status: 400, code: 'unsupported_media_type' });
    expect(await readdir(uploads)).toEqual([]);
  });

  it('removes the upload when the queue is full', async () => {
    const video = await readFile(await testPattern(dir, 'mp4', 1));
    const full = submitter(1);
    await full({ input: { file: await upload('upload-c.part', video) }, keyId: 'key_demo_sandbox', sandbox: true });
    await expect(full({ input: { file: await upload('upload-d.part', video) }, keyId: 'key_demo_sandbox', sandbox: true })).rejects.toMatchObject({ status: 503, code: 'overloaded' });
    expect((await readdir(uploads)).filter((name) => name.endsWith('.part'))).toEqual([]);
  });
});
