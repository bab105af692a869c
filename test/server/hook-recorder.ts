// A loopback webhook endpoint that records each request's headers and raw body, so tests verify
// signatures with the client's own verifyWebhook.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedHook {
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

export interface HookRecorder {
  readonly url: string;
  readonly received: RecordedHook[];
  /** Resolves once `count` requests have arrived, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<RecordedHook[]>;
  close(): Promise<void>;
}

export async function startHookRecorder(): Promise<HookRecorder> {
  const received: RecordedHook[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    async waitFor(count, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} webhook deliveries arrived in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
