// The entry points as users run them: `npm start` (src/server/main.ts) and `npm run keys`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runProcess, type ProcessRun } from '../support/run-process.ts';
import { startService } from '../support/service.ts';
import { call } from './http.ts';

const root = new URL('../../', import.meta.url).pathname;
const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'moderation-main-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function keysCli(dataDir: string, ...args: string[]) {
  return spawnSync(process.execPath, ['src/server/keys-cli.ts', ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
}

/** Runs `npm start`'s program to its end; one that starts listening after all is stopped after 50 s. */
function runMain(env: Record<string, string>): Promise<ProcessRun> {
  return runProcess(process.execPath, ['src/server/main.ts'], { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn', OCR: 'off', NSFW: 'off', ...env }, timeoutMs: 50_000 });
}

describe('npm start', () => {
  it('prints a curl line that works, logs JSON without the key, and stops on SIGTERM', async () => {
    const dataDir = tempDir();
    const child = spawn(process.execPath, ['src/server/main.ts'], { cwd: root, env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' } });
    let stderr = '';
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    const curl = await new Promise<string>((resolve, reject) => {
      child.stderr.on('data', (d: Buffer) => {
        stderr += d.toString();
        const line = stderr.split('\n').find((l) => l.trim().startsWith('curl '));
        if (line) resolve(line);
      });
      child.once('exit', () => reject(new Error(`exited early: ${stderr}`)));
    });
    expect(stderr).toContain('demo-sandbox-key');
    const target = /(http:\/\/\S+\/v1\/moderate\/text)/.exec(curl)![1]!;
    const body = /-d '([^']+)'/.exec(curl)![1]!;
    const answer = await call(target, { key: 'demo-sandbox-key', body, type: 'application/json' });
    expect(answer.status).toBe(200);
    expect(answer.body.sandbox).toBe(true);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const lines = stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const request = lines.find((l) => l.msg === 'request');
    expect(request).toMatchObject({ method: 'POST', route: '/v1/moderate/text', status: 200, key_id: 'key_demo_sandbox' });
    expect(request!.reqId).toBe(answer.headers.get('x-request-id'));
    expect(stdout).not.toContain('demo-sandbox-key');
    expect(stdout).not.toContain('moderation:hate');
  });

  it('stops with one line naming PORT when the port is in use, not a stack trace', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const port = (taken.address() as AddressInfo).port;
      const result = await runMain({ PORT: String(port), DATA_DIR: tempDir() });
      expect(result.code).toBe(2);
      expect(result.stderr.trimEnd().split('\n')).toEqual([`Port ${port} on 127.0.0.1 is already in use (another program, or this service already running?). Set PORT to a free port, for example PORT=8080.`]);
    } finally {
      taken.close();
    }
  });

  it('stops with one line naming HOST when it is not an address of this machine', async () => {
    const result = await runMain({ HOST: '192.0.2.1', PORT: '0', DATA_DIR: tempDir() });
    expect(result.code).toBe(2);
    expect(result.stderr.trimEnd().split('\n')).toEqual(['192.0.2.1 is not an address of this machine. Set HOST to one that is: HOST=127.0.0.1 (this machine only) or HOST=0.0.0.0 (every interface).']);
  });

  it('stops at start-up naming a bad variable', () => {
    const result = spawnSync(process.execPath, ['src/server/main.ts'], { cwd: root, env: { ...process.env, PORT: 'eighty', DATA_DIR: tempDir() }, encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).not.toContain('eighty');
  });
});

describe('npm run keys', () => {
  it('creates a live key printed once, lists it by prefix and revokes it', async () => {
    const dataDir = tempDir();
    const created = keysCli(dataDir, 'create', '--live', '--rate', '5', '--burst', '7', '--quota', '1000', '--name', 'ci');
    expect(created.status).toBe(0);
    const key = created.stdout.split('\n').find((l) => l.startsWith('cm_live_'))!;
    expect(key).toMatch(/^cm_live_[A-Za-z0-9_-]{32}$/);
    const id = /created (key_[0-9a-f]+)/.exec(created.stdout)![1]!;

    const service = await startService({ dataDir });
    try {
      const usage = await call(`${service.baseUrl}/usage`, { key });
      expect(usage.status).toBe(200);
      expect(usage.body).toMatchObject({ sandbox: false, rate_limit: { limit: 7, refill_per_second: 5 }, quota: { limit: 1000 } });
      const list = keysCli(dataDir, 'list');
      expect(list.stdout).toContain(id);
      expect(list.stdout).toContain(key.slice(0, 12));
      expect(list.stdout).not.toContain(key);
      expect(keysCli(dataDir, 'revoke', id).status).toBe(0);
      expect((await call(`${service.baseUrl}/usage`, { key })).status).toBe(401);
      expect(keysCli(dataDir, 'revoke', id).status).toBe(1);
    } finally {
      await service.close();
    }
  });

  it('creates sandbox keys and refuses bad arguments', () => {
    const dataDir = tempDir();
    const sandbox = keysCli(dataDir, 'create', '--sandbox');
    expect(sandbox.stdout).toMatch(/^cm_test_/m);
    expect(keysCli(dataDir, 'create').status).toBe(2);
    expect(keysCli(dataDir, 'create', '--live', '--rate', '-1').stderr).toContain('--rate');
    expect(keysCli(dataDir, 'frobnicate').status).toBe(2);
  });
});

describe('restart', () => {
  it('reads a result after the service restarts on the same data directory', async () => {
    const dataDir = tempDir();
    const first = await startService({ dataDir });
    const key = await first.createKey();
    const moderated = await call(`${first.baseUrl}/moderate/text`, { key, json: { text: 'remember me' } });
    await call(`${first.baseUrl}/feedback`, { key, json: { result_id: moderated.body.id, verdict: 'confirm', reviewer: 'a' } });
    await first.close();
    const second = await startService({ dataDir });
    try {
      const stored = await call(`${second.baseUrl}/results/${moderated.body.id}`, { key });
      expect(stored.status).toBe(200);
      expect(stored.body).toMatchObject({ id: moderated.body.id, type: 'text', status: 'completed', safe: true });
      const again = await call(`${second.baseUrl}/feedback`, { key, json: { result_id: moderated.body.id, verdict: 'false_positive', reviewer: 'a' } });
      expect(again.status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
