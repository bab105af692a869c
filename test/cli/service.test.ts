// The `moderate` executable against the real service on loopback.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type StartedService } from '../support/service.ts';

const BIN = fileURLToPath(new URL('../../bin/moderate.js', import.meta.url));
let service: StartedService;
beforeAll(async () => {
  service = await startService();
});
afterAll(async () => {
  await service?.close();
});

function moderate(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { PATH: process.env.PATH ?? '', MODERATION_API_URL: service.baseUrl } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('moderate against the service', () => {
  it('flags a sandbox trigger with the demo key and exits 1', async () => {
    const result = await moderate(['text', 'test [[moderation:violence:medium]]']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^FLAGGED \(medium\) · 1 finding · \S+ · \d+ ms · sandbox/);
    expect(result.stdout).toMatch(/\nviolence\s+medium\s+\d\.\d\d\s+review\s/);
  });

  it('exits 2 with the service problem for an unknown result', async () => {
    const result = await moderate(['result', 'res_unknown']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^moderate: HTTP 404: /);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});
