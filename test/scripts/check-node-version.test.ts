// The Node.js version check, run for real: under an older Node found on this machine every npm
// script and the `moderate` command stop with the one-line message; under Node 24 it is silent.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const CHECK = join(root, 'scripts/check-node-version.cjs');
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const MESSAGE =
  /^content-moderation needs Node\.js 24 or newer, and this is Node\.js 2?\d\.\d+\.\d+\. Install it with: npm install --prefix "\$HOME\/\.node24" node-linux-(x64|arm64)@24 && export PATH="\$HOME\/\.node24\/node_modules\/node-linux-\1\/bin:\$PATH"$/;

/** The PATH without the folder of the Node running the tests (Node 24). */
const otherDirs = (process.env.PATH ?? '').split(delimiter).filter((dir) => dir && dir !== dirname(process.execPath));

/** The first `node` on this machine older than 24, as `which -a node` would list them. */
function findOlderNode(): string | undefined {
  for (const dir of [...otherDirs, '/usr/bin', '/usr/local/bin']) {
    const node = join(dir, 'node');
    if (!existsSync(node)) continue;
    const run = spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' });
    const major = Number(run.stdout.split('.')[0]);
    if (run.status === 0 && major < 24) return node;
  }
  return undefined;
}

const olderNode = findOlderNode();
const NO_OLDER_NODE = 'no Node.js older than 24 on this machine (looked on PATH, in /usr/bin and /usr/local/bin)';

/** Runs a command with the older Node first on PATH, as on a machine that has only that one. */
function withOlderNode(command: string, args: string[]) {
  // A shell's environment, not the one npm gives the tests (npm_config_*, npm_execpath, ...).
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_')));
  env.PATH = [dirname(olderNode ?? ''), ...otherDirs].join(delimiter);
  return spawnSync(command, args, { cwd: root, env, encoding: 'utf8', timeout: 60_000 });
}

/** The lines of stderr that are the version message. */
const messageLines = (stderr: string) => stderr.split('\n').filter((line) => line.includes('needs Node.js'));

describe('the Node.js version check under an older Node', () => {
  const runsNode = Object.entries(scripts).filter(([, command]) => /(^|&& )node /.test(command));

  it('covers every npm script that runs node', () => {
    expect(runsNode.map(([name]) => name).sort()).toEqual(['bench', 'build', 'keys', 'openapi', 'slackbot', 'start', 'test', 'train']);
    for (const [name, command] of runsNode) expect(command, name).toMatch(/^node (-r )?\.\/scripts\/check-node-version\.cjs\b/);
  });

  // The others run the same preload, as the test above checks.
  it.for(['start', 'test', 'slackbot'])('stops `npm run %s` with one line and exit status 1', (script, ctx) => {
    if (!olderNode) ctx.skip(NO_OLDER_NODE);
    const run = withOlderNode('npm', ['run', '--silent', script]);
    expect(run.status).toBe(1);
    expect(messageLines(run.stderr)).toHaveLength(1);
    expect(messageLines(run.stderr)[0]).toMatch(MESSAGE);
    expect(run.stderr).not.toMatch(/ERR_UNKNOWN_FILE_EXTENSION|groupBy/);
  });

  it('stops `npx moderate text hi` and the moderate executable itself with one line and exit status 1', (ctx) => {
    if (!olderNode) ctx.skip(NO_OLDER_NODE);
    for (const run of [withOlderNode('npx', ['moderate', 'text', 'hi']), withOlderNode(join(root, 'bin/moderate.js'), ['text', 'hi'])]) {
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(messageLines(run.stderr)).toHaveLength(1);
      expect(messageLines(run.stderr)[0]).toMatch(MESSAGE);
    }
  });

  it('prints exactly the message, on stderr, when run directly', (ctx) => {
    if (!olderNode) ctx.skip(NO_OLDER_NODE);
    const run = withOlderNode(olderNode ?? 'node', [CHECK]);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^content-moderation needs Node\.js 24 or newer[^\n]*\n$/);
    expect(run.stderr.trimEnd()).toMatch(MESSAGE);
  });
});

describe('the Node.js version check under Node 24', () => {
  it('lets the program run and prints nothing', () => {
    const run = spawnSync(process.execPath, ['-r', CHECK, '-e', 'console.log("ran")'], { encoding: 'utf8' });
    expect(run).toMatchObject({ status: 0, stdout: 'ran\n', stderr: '' });
  });

  it('lets the moderate executable run', () => {
    const run = spawnSync(process.execPath, [join(root, 'bin/moderate.js'), 'help'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^moderate: check content/);
  });
});
