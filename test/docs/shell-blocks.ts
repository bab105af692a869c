// Reads the shell blocks of a Markdown page with the mark each one carries for the docs test.
//
// Every ```sh (bash, shell, console) block of README.md and docs/*.md is marked on the line
// before its fence, invisibly in the rendered page:
//   <!-- doc-test: run -->                   the test pastes it, in order with the page's other
//                                            run blocks, into one shell
//   <!-- doc-test: run, prints <text> -->    the same, and its output must contain <text>
//   <!-- doc-test: skip: <how it was checked instead, or why it cannot run in a test> -->

export const SHELL_LANGUAGES = new Set(['sh', 'bash', 'shell', 'console', 'zsh']);

export type Mark = { kind: 'run'; prints: string | undefined } | { kind: 'skip'; reason: string };

export interface ShellBlock {
  /** 1-based line of the opening fence. */
  readonly line: number;
  /** The commands, with the fence's indentation (a block inside a list item) removed. */
  readonly text: string;
  /** Undefined when the block carries no mark, or one the test cannot read. */
  readonly mark: Mark | undefined;
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/;
const MARK = /^\s*<!--\s*doc-test:\s*(.*?)\s*-->\s*$/;

export function readMark(comment: string): Mark | undefined {
  const body = MARK.exec(comment)?.[1];
  if (body === undefined) return undefined;
  if (body === 'run') return { kind: 'run', prints: undefined };
  const prints = /^run,\s*prints\s+(\S.*)$/.exec(body)?.[1];
  if (prints) return { kind: 'run', prints };
  const reason = /^skip:\s*(\S.*)$/.exec(body)?.[1];
  return reason ? { kind: 'skip', reason } : undefined;
}

export function shellBlocks(markdown: string): ShellBlock[] {
  const lines = markdown.split('\n');
  const blocks: ShellBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', language = ''] = open;
    const body: string[] = [];
    let end = i + 1;
    for (; end < lines.length; end++) {
      const line = lines[end] ?? '';
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') break;
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
    }
    if (SHELL_LANGUAGES.has(language.toLowerCase())) {
      let before = i - 1;
      while (before >= 0 && (lines[before] ?? '').trim() === '') before--;
      blocks.push({ line: i + 1, text: body.join('\n'), mark: before >= 0 ? readMark(lines[before] ?? '') : undefined });
    }
    i = end;
  }
  return blocks;
}
