#!/usr/bin/env node
// The `moderate` command: see src/cli/main.ts.
import { run } from '../src/cli/main.ts';

process.exitCode = await run(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env });
