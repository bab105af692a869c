// `npm run slackbot` as people run it: a port in use stops it with one line naming PORT.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess } from '../support/run-process.ts';
import { BOT_TOKEN, DEFAULT_WEBHOOK_SECRET, REVIEW_CHANNEL, SIGNING_SECRET } from './bot-harness.ts';
import { startSlackStub, type SlackStub } from './slack-stub.ts';

const root = new URL('../../', import.meta.url).pathname;
let stub: SlackStub;
let dataDir: string;
beforeAll(async () => {
  stub = await startSlackStub({ botToken: BOT_TOKEN });
  dataDir = mkdtempSync(join(tmpdir(), 'slackbot-main-'));
});
afterAll(async () => {
  await stub?.close();
  rmSync(dataDir, { recursive: true, force: true });
});


describe('npm run slackbot', () => {
  it('stops with one line naming PORT when its port is in use', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    try {
      const port = (taken.address() as AddressInfo).port;
      const result = await runProcess(process.execPath, ['src/slackbot/main.ts'], { cwd: root, env: {
        PATH: process.env.PATH ?? '',
        SLACK_BOT_TOKEN: BOT_TOKEN,
        SLACK_SIGNING_SECRET: SIGNING_SECRET,
        SLACK_API_URL: stub.apiUrl,
        MODERATION_API_KEY: 'demo-sandbox-key',
        MODERATION_WEBHOOK_SECRET: DEFAULT_WEBHOOK_SECRET,
        REVIEW_CHANNEL,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
      } });
      expect(result.code).toBe(1);
      expect(result.stderr.trimEnd().split('\n')).toEqual([
        `Port ${port} is already in use, so the Slack app cannot listen there. Set PORT to a free port, for example PORT=3000, and use it in the URLs Slack and the moderation webhook call.`,
      ]);
      expect(stub.callsTo('auth.test')).toHaveLength(1);
    } finally {
      taken.close();
    }
  });
});
