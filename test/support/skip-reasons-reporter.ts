// After a test run, prints one line for each reason tests did not prove anything: a missing
// system tool (with what to install) and each note given to `ctx.skip(note)`. The default
// reporter only counts skipped tests.
import type { Reporter, TestCase, TestModule, Vitest } from 'vitest/node';
import type { ToolStatus } from './system-tools.ts';

const tests = (n: number) => `${n} test${n === 1 ? '' : 's'}`;

export class SkipReasonsReporter implements Reporter {
  readonly #missing: readonly ToolStatus[];
  readonly #ci: boolean;
  #vitest: Vitest | undefined;

  constructor(statuses: readonly ToolStatus[], ci: boolean) {
    this.#missing = statuses.filter((status) => !status.available);
    this.#ci = ci;
  }

  onInit(vitest: Vitest): void {
    this.#vitest = vitest;
  }

  onTestRunEnd(modules: readonly TestModule[]): void {
    const all = modules.flatMap((module) => [...module.children.allTests()]);
    const lines = [...this.#toolLines(all), ...noteLines(all)];
    if (lines.length) this.#vitest?.logger.log(`\n${lines.join('\n')}`);
  }

  #toolLines(all: readonly TestCase[]): string[] {
    return this.#missing.flatMap(({ tool }) => {
      const needing = all.filter((test) => test.tags.includes(tool.name));
      const count = needing.filter((test) => test.result().state === (this.#ci ? 'failed' : 'skipped')).length;
      if (!count) return [];
      const what = this.#ci ? `${tool.name} is not installed and CI is set, so the tests that need it ran: ${tests(count)} failed` : `${tool.name} is not installed: skipped ${tests(count)} that need it`;
      return [`${what}. Install it with: ${tool.install}`];
    });
  }
}

function noteLines(all: readonly TestCase[]): string[] {
  const notes = new Map<string, number>();
  for (const test of all) {
    const result = test.result();
    if (result.state === 'skipped' && result.note) notes.set(result.note, (notes.get(result.note) ?? 0) + 1);
  }
  return [...notes].map(([note, count]) => `skipped ${tests(count)}: ${note}`);
}
