// The committed bundle is what the sources build to: rebuilding gives the same bytes.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('dist/', () => {
  it('matches a fresh build of the sources byte for byte', async () => {
    const out = mkdtempSync(join(tmpdir(), 'action-dist-'));
    try {
      await promisify(execFile)(process.execPath, [join(root, 'scripts/build-action.ts'), out], { cwd: root });
      const built = readdirSync(out).sort();
      expect(readdirSync(join(root, 'dist')).sort()).toEqual(built);
      for (const name of built) {
        const same = readFileSync(join(out, name)).equals(readFileSync(join(root, 'dist', name)));
        expect(same, `dist/${name} differs from a fresh build: run npm run build`).toBe(true);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
