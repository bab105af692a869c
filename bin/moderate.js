#!/usr/bin/env node
// The `moderate` command: see src/cli/main.ts. The Node.js version check comes first, and the
// sources are imported only after it: an older Node cannot even load TypeScript files.
import '../scripts/check-node-version.cjs';

const { run } = await import('../src/cli/main.ts');
process.exitCode = await run(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env });
