// The shell commands of README.md and every docs/*.md page work when pasted in order: a page's
// blocks marked `run` go, in order, into one bash that stops at the first failing command, against
// the real service (what `npm start` runs, on a free port); every other shell block says how it
// was checked instead. The marks are described in shell-blocks.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess, type ProcessRun } from '../support/run-process.ts';
import { startService, type StartedService } from '../support/service.ts';
import { readMark, shellBlocks, type ShellBlock } from './shell-blocks.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pages = ['README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).sort().map((name) => `docs/${name}`)];
const HOW_TO_MARK = 'mark each shell block on the line before its fence: <!-- doc-test: run --> or <!-- doc-test: skip: how it was checked instead -->';
/** Where the docs say the service is; the test's own service stands in for it. */
const DOCUMENTED_ORIGINS = ['http://127.0.0.1:8080', 'http://localhost:8080'];
const BLOCK_START = '@@doc-test-block';

let service: StartedService | undefined;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service?.close());

/** One bash script of the blocks in order; it marks where each block's output starts. */
function script(page: string, blocks: readonly ShellBlock[], origin: string): string {
  const lines = ['set -eo pipefail', `trap 'echo "${page}: the block at line $doc_test_line failed with status $?" >&2' ERR`];
  for (const block of blocks) {
    const text = DOCUMENTED_ORIGINS.reduce((t, documented) => t.replaceAll(documented, origin), block.text);
    lines.push(`doc_test_line=${block.line}`, `echo '${BLOCK_START} ${block.line}'`, text);
  }
  return `${lines.join('\n')}\n`;
}

/** Runs the script as pasted into a terminal at the repository root, with a shell's environment. */
function paste(source: string, running: StartedService): Promise<ProcessRun> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_') && !name.startsWith('VITEST')));
  return runProcess('bash', ['-s'], {
    cwd: root,
    env: { ...env, NO_COLOR: '1', MODERATION_API_URL: running.baseUrl, DATA_DIR: running.dataDir },
    stdin: source,
    timeoutMs: 240_000,
  });
}

/** The output of each block, by the line of its fence. */
function outputs(stdout: string): Map<number, string> {
  const byBlock = new Map<number, string>();
  for (const part of stdout.split(`${BLOCK_START} `).slice(1)) {
    const newline = part.indexOf('\n');
    byBlock.set(Number(part.slice(0, newline)), part.slice(newline + 1));
  }
  return byBlock;
}

describe.each(pages)('%s', (page) => {
  const blocks = shellBlocks(readFileSync(join(root, page), 'utf8'));
  const runnable = blocks.filter((block) => block.mark?.kind === 'run');

  it('marks every shell block run or skip', () => {
    const unmarked = blocks.filter((block) => !block.mark).map((block) => `${page}:${block.line}`);
    expect(unmarked, HOW_TO_MARK).toEqual([]);
  });

  it.runIf(runnable.length > 0)('runs its run blocks in order, each as pasted', { timeout: 300_000 }, async () => {
    const running = service as StartedService;
    const result = await paste(script(page, runnable, running.origin), running);
    expect(result.stderr, result.stdout).not.toMatch(/the block at line \d+ failed/);
    expect(result.code, result.stderr).toBe(0);
    const printed = outputs(result.stdout);
    for (const block of runnable) {
      const expected = block.mark?.kind === 'run' ? block.mark.prints : undefined;
      if (expected) expect(printed.get(block.line), `${page}:${block.line}`).toContain(expected);
    }
  });
});

describe('doc-test marks', () => {
  it('reads run, run with output and skip with its reason, and nothing else', () => {
    expect(readMark('<!-- doc-test: run -->')).toEqual({ kind: 'run', prints: undefined });
    expect(readMark('   <!-- doc-test: run, prints "safe":true -->')).toEqual({ kind: 'run', prints: '"safe":true' });
    expect(readMark('<!-- doc-test: skip: needs a Slack workspace -->')).toEqual({ kind: 'skip', reason: 'needs a Slack workspace' });
    expect(readMark('<!-- doc-test: skip -->')).toBeUndefined();
    expect(readMark('<!-- doc-test: maybe -->')).toBeUndefined();
    expect(readMark('Some text.')).toBeUndefined();
  });

  it('finds shell blocks inside list items, with their marks, and passes over other languages', () => {
    const page = [
      '1. Register it:',
      '   <!-- doc-test: skip: needs a public URL -->',
      '   ```sh',
      '   curl -s "$URL" \\',
      '     -d x',
      '   ```',
      '',
      '```yaml',
      'on: push',
      '```',
      '```bash',
      'echo unmarked',
      '```',
    ].join('\n');
    expect(shellBlocks(page)).toEqual([
      { line: 3, text: 'curl -s "$URL" \\\n  -d x', mark: { kind: 'skip', reason: 'needs a public URL' } },
      { line: 11, text: 'echo unmarked', mark: undefined },
    ]);
  });
});
