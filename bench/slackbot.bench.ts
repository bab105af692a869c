// Slack app: acknowledgement latency with 50 signed events in flight, against a bare node:http
// server answering the same requests (the baseline), and the time from a message event to its
// review card, with the local moderation service and the Slack stand-in.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService } from '../test/support/service.ts';
import { BOT_TOKEN, messageEvent, REVIEW_CHANNEL, SIGNING_SECRET, startBot } from '../test/slackbot/bot-harness.ts';
import { signedSender, type SignedSender } from '../test/slackbot/slack-requests.ts';
import { startSlackStub } from '../test/slackbot/slack-stub.ts';

const EVENTS = 1000;
const IN_FLIGHT = 50;
const CARDS = 30;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function ackLatencies(send: SignedSender, text: string): Promise<{ p50: number; p99: number; perSecond: number }> {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < EVENTS) {
        next++;
        const t0 = performance.now();
        const res = await send.event(messageEvent({ text }));
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`event answered ${res.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = performance.now() - started;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), perSecond: (EVENTS / elapsed) * 1000 };
}

const ms = (n: number) => `${n.toFixed(2)} ms`;

export async function run(): Promise<void> {
  const service = await startService();
  const apiKey = await service.createKey({ sandbox: true, rate: 100_000, burst: 100_000 });
  const stub = await startSlackStub({ botToken: BOT_TOKEN, members: [] });
  const dataDir = mkdtempSync(join(tmpdir(), 'slackbot-bench-'));
  const bare = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200).end());
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const h = await startBot({ stub, service: { baseUrl: service.baseUrl, apiKey }, dataDir });
  try {
    // Warm both paths (auth.test, JIT) before measuring.
    await ackLatencies(signedSender(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/`, SIGNING_SECRET), 'warm up');
    await h.send.event(messageEvent({ text: 'warm up' }));
    await h.bot.idle();

    const baseline = await ackLatencies(signedSender(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/`, SIGNING_SECRET), 'lunch at noon?');
    const app = await ackLatencies(h.send, 'lunch at noon?');
    await h.bot.idle();
    console.log(`acknowledgement, ${EVENTS} events, ${IN_FLIGHT} in flight (moderation runs after the ack)`);
    console.log(`  bare node:http baseline  p50 ${ms(baseline.p50)}  p99 ${ms(baseline.p99)}  ${baseline.perSecond.toFixed(0)} events/s`);
    console.log(`  Bolt app                 p50 ${ms(app.p50)}  p99 ${ms(app.p99)}  ${app.perSecond.toFixed(0)} events/s`);
    console.log(`  ratio app/baseline       p50 x${(app.p50 / baseline.p50).toFixed(1)}  p99 x${(app.p99 / baseline.p99).toFixed(1)}  (Slack's limit: 3000 ms)`);

    const toCard: number[] = [];
    for (let i = 0; i < CARDS; i++) {
      const before = stub.callsTo('chat.postMessage').length;
      const t0 = performance.now();
      await h.send.event(messageEvent({ text: `you are awful ${i} [[moderation:harassment:medium]]` }));
      await stub.waitFor('chat.postMessage', (c) => c.params.channel === REVIEW_CHANNEL && stub.callsTo('chat.postMessage').indexOf(c) >= before);
      toCard.push(performance.now() - t0);
    }
    toCard.sort((a, b) => a - b);
    console.log(`message event to review card, ${CARDS} flagged messages one after another`);
    console.log(`  p50 ${ms(percentile(toCard, 50))}  p99 ${ms(percentile(toCard, 99))}  (text moderation, permalink, warning, card)`);
  } finally {
    await h.close();
    await new Promise<void>((resolve) => bare.close(() => resolve()));
    await stub.close();
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
