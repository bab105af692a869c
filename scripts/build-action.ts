// Bundles the GitHub Action into dist/ (`npm run build [outDir]`): TypeScript is first emitted
// as ES modules (ncc's own TypeScript loader turns them into CommonJS, which the ESM-only
// @actions packages refuse), then bundled by ncc into one deterministic dist/index.js.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(root, process.argv[2] ?? 'dist');

interface NccOutput {
  code: string;
  assets: Record<string, { source: Buffer | string }>;
}
const ncc = createRequire(import.meta.url)('@vercel/ncc') as (entry: string, options: Record<string, unknown>) => Promise<NccOutput>;

/** Emits src/action/main.ts and everything it imports as ES modules under `into`. */
function emitJavaScript(into: string): string {
  const configFile = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  const options: ts.CompilerOptions = {
    ...parsed.options,
    noEmit: false,
    noCheck: true,
    outDir: into,
    rootDir: root,
    sourceMap: false,
    declaration: false,
    removeComments: false,
  };
  const program = ts.createProgram([join(root, 'src/action/main.ts')], options);
  const result = program.emit();
  const errors = result.diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length) throw new Error(ts.formatDiagnostics(errors, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' }));
  return join(into, 'src/action/main.js');
}

/**
 * Copies the data files beside the sources (model weights, word lists: anything not TypeScript)
 * next to the emitted modules, so that a module reading one with
 * `readFileSync(new URL('./file', import.meta.url))` finds it and ncc emits it as an asset.
 */
function copyDataFiles(from: string, to: string, copied: string[] = []): string[] {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    if (entry.isDirectory()) copyDataFiles(source, join(to, entry.name), copied);
    else if (!entry.name.endsWith('.ts')) {
      mkdirSync(to, { recursive: true });
      copyFileSync(source, join(to, entry.name));
      copied.push(source);
    }
  }
  return copied;
}

/**
 * The bytes to write for an emitted asset. Webpack reads a file referenced as `new URL(...)` as
 * UTF-8 text, which mangles a binary one (the model's weights); such an asset is the UTF-8 round
 * trip of one data file, and that file's own bytes are written instead.
 */
function assetBytes(source: Buffer | string, dataFiles: readonly Buffer[]): Buffer | string {
  if (typeof source === 'string') return source;
  return dataFiles.find((bytes) => !bytes.equals(source) && Buffer.from(bytes.toString('utf8')).equals(source)) ?? source;
}

const LICENCES_SUFFIX = '.licenses.txt';
const MAIN_LICENCES = `main${LICENCES_SUFFIX}`;

// The intermediate files sit inside the repository so that ncc resolves its node_modules.
mkdirSync(join(root, 'build'), { recursive: true });
const work = mkdtempSync(join(root, 'build', 'action-'));
try {
  const entry = emitJavaScript(work);
  const dataFiles = copyDataFiles(join(root, 'src'), join(work, 'src')).map((file) => readFileSync(file));
  // ncc names modules by their path from the working directory: building from inside the
  // (randomly named) work directory keeps those names, and so the bytes, the same.
  process.chdir(work);
  const { code, assets } = await ncc(entry, { cache: false, minify: true, quiet: true, license: `[name]${LICENCES_SUFFIX}`, sourceMap: false });
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'index.js'), code);
  // The licence plugin writes one file per chunk (the images' code is a chunk loaded on demand):
  // they are joined into one licenses.txt, the entry chunk's first.
  const licences: string[] = [];
  for (const [name, asset] of Object.entries(assets).sort(([a], [b]) => (a === MAIN_LICENCES ? -1 : b === MAIN_LICENCES ? 1 : a.localeCompare(b)))) {
    if (name.endsWith(LICENCES_SUFFIX)) {
      licences.push(String(asset.source).trim());
      continue;
    }
    mkdirSync(dirname(join(outDir, name)), { recursive: true });
    writeFileSync(join(outDir, name), assetBytes(asset.source, dataFiles));
  }
  writeFileSync(join(outDir, 'licenses.txt'), `${licences.filter(Boolean).join('\n\n')}\n`);
  console.log(`built ${join(outDir, 'index.js')} (${Buffer.byteLength(code)} bytes) and ${Object.keys(assets).length} assets`);
} finally {
  process.chdir(root);
  rmSync(work, { recursive: true, force: true });
}
