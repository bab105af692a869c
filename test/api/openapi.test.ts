import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/index.ts';
import { renderOpenApi } from '../../scripts/openapi.ts';

const root = new URL('../../', import.meta.url);

describe('the OpenAPI document', () => {
  it('is committed as generated from the contract (run `npm run openapi` when this fails)', () => {
    expect(readFileSync(new URL('openapi.json', root), 'utf8')).toBe(renderOpenApi());
  });

  it('describes every operation of the endpoint table with its operation id', () => {
    const doc = JSON.parse(renderOpenApi()) as { paths: Record<string, Record<string, { operationId: string }>> };
    const operations = Object.values(doc.paths).flatMap((p) => Object.values(p).map((o) => o.operationId));
    expect(operations.sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('passes redocly lint with the recommended rules', async () => {
    const bin = new URL('node_modules/.bin/redocly', root).pathname;
    const { stdout, stderr } = await promisify(execFile)(bin, ['lint', '--format', 'stylish', 'openapi.json'], {
      cwd: root.pathname,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    expect(`${stdout}${stderr}`).toMatch(/valid/i);
  });
});
