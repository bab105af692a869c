// The committed bundle is what the sources build to (rebuilding gives the same bytes), and it
// carries everything it reads: a copy alone in an empty folder still moderates.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { startGitHubStub } from './github-stub.ts';
import { issue } from './payloads.ts';
import { runAction } from './run-action.ts';

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
    // ncc takes half a minute on an idle machine, several on a loaded one.
  }, 300_000);

  it('moderates text in process when copied alone outside the repository', async () => {
    // Away from the sources and node_modules, a file the engine reads that was left out of the bundle fails here.
    const copy = mkdtempSync(join(tmpdir(), 'action-dist-copy-'));
    const github = await startGitHubStub();
    try {
      cpSync(join(root, 'dist'), copy, { recursive: true });
      const result = await runAction({
        event: 'issues',
        payload: { action: 'opened', issue: issue({ title: 'I know where you live and I am going to kill you tomorrow.' }) },
        inputs: { 'github-token': 'ghs_stubtoken' },
        githubApiUrl: github.apiUrl,
        githubGraphqlUrl: github.graphqlUrl,
        entry: join(copy, 'index.js'),
      });
      expect(result.code, result.stdout + result.stderr).toBe(1);
      expect(JSON.parse(result.outputs.findings ?? '')).toContainEqual(expect.objectContaining({ category: 'violence', severity: 'high' }));
    } finally {
      await github.close();
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('holds no path of the machine it was built on', () => {
    expect(readFileSync(join(root, 'dist/index.js'), 'utf8')).not.toContain(root.replace(/\/$/, ''));
  });
});
