// The whole text engine on technical text, what pull requests, issues and engineering chat quote:
// the READMEs and changelogs of the installed npm packages, and a sample of their JavaScript, read
// in 3,000-character chunks. All of it is harmless, so every finding at medium or high is a false
// positive a reviewer would be asked to look at.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { analyzeText } from '../src/engine/text/index.ts';

const CHUNK = 3000;
/** One JavaScript file in this many: the code sample, a few thousand chunks. */
const CODE_SAMPLE = 7;
const MAX_FILE_BYTES = 400_000;
const DOCS = /^(?:README|CHANGELOG|HISTORY)\.md$/i;
const CODE = /\.(?:js|mjs|cjs)$/;

export interface TechnicalCounts {
  readonly chunks: number;
  /** Chunks with a finding at medium or higher, and at high. */
  readonly flagged: number;
  readonly flaggedHigh: number;
  /** Findings at medium or higher by `category/label`, with the highest severity seen. */
  readonly byLabel: ReadonlyMap<string, { count: number; high: number }>;
}

function filesUnder(root: string, keep: (name: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (dir: string, depth: number) => {
    if (depth > 6) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, depth + 1);
      else if (keep(entry.name) && statSync(path).size <= MAX_FILE_BYTES) out.push(path);
    }
  };
  walk(root, 0);
  return out.sort();
}

/** The chunks of the installed packages' docs (`docs`) or of a sample of their code (`code`). */
export function technicalChunks(kind: 'docs' | 'code', modules = resolve('node_modules')): string[] {
  const files = kind === 'docs' ? filesUnder(modules, (name) => DOCS.test(name)) : filesUnder(modules, (name) => CODE.test(name) && !name.endsWith('.min.js')).filter((_, i) => i % CODE_SAMPLE === 0);
  const chunks: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (let at = 0; at < text.length; at += CHUNK) chunks.push(text.slice(at, at + CHUNK));
  }
  return chunks;
}

export function technicalCounts(chunks: readonly string[]): TechnicalCounts {
  const byLabel = new Map<string, { count: number; high: number }>();
  let flagged = 0;
  let flaggedHigh = 0;
  for (const chunk of chunks) {
    const found = analyzeText(chunk).filter((f) => f.severity !== 'low');
    if (found.length > 0) flagged++;
    if (found.some((f) => f.severity === 'high')) flaggedHigh++;
    for (const f of found) {
      const key = `${f.category}/${f.label ?? ''}`;
      const c = byLabel.get(key) ?? { count: 0, high: 0 };
      c.count++;
      if (f.severity === 'high') c.high++;
      byLabel.set(key, c);
    }
  }
  return { chunks: chunks.length, flagged, flaggedHigh, byLabel };
}

export function printTechnicalText(): void {
  const pct = (n: number, of: number) => `${((n / of) * 100).toFixed(1)}%`;
  for (const kind of ['docs', 'code'] as const) {
    const started = performance.now();
    const c = technicalCounts(technicalChunks(kind));
    const title = kind === 'docs' ? 'READMEs and changelogs of the installed packages' : `one in ${CODE_SAMPLE} JavaScript files of the installed packages`;
    console.log(`technical text, ${title}: ${c.chunks} chunks of ${CHUNK} characters, read in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    console.log(`  flagged at medium or higher: ${c.flagged} (${pct(c.flagged, c.chunks)}), at high: ${c.flaggedHigh} (${pct(c.flaggedHigh, c.chunks)})`);
    for (const [label, { count, high }] of [...c.byLabel].sort((a, b) => b[1].count - a[1].count)) console.log(`  ${label.padEnd(36)} ${String(count).padStart(5)}  (${high} high)`);
  }
}
