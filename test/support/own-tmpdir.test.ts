// Each test file runs with a temp dir of its own (test/support/own-tmpdir.ts).
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename } from 'node:path';
import { expect, it } from 'vitest';

it('gives the test file its own temp dir as os.tmpdir()', () => {
  expect(basename(tmpdir())).toMatch(/^content-moderation-test-\w{6}$/);
  expect(existsSync(tmpdir())).toBe(true);
});
