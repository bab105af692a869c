// Gives each test file a temp folder of its own as the process's temp dir (TMPDIR, which
// os.tmpdir() reads), so that code falling back to os.tmpdir() never shares a folder with another
// test file running at the same time. Removed, and TMPDIR restored, after the file's tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

const previous = process.env.TMPDIR;
const own = mkdtempSync(join(tmpdir(), 'content-moderation-test-'));
process.env.TMPDIR = own;

afterAll(() => {
  if (previous === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previous;
  rmSync(own, { recursive: true, force: true, maxRetries: 3 });
});
