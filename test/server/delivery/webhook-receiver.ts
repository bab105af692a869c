// A real loopback webhook endpoint for tests: verifies each Standard Webhooks signature with
// node:crypto (independently of the signer under test) and answers with a chosen status.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SqlClient } from '../../../src/store/sql.ts';

export interface ReceivedDelivery {
  readonly id: string;
  readonly timestamp: string;
  readonly body: string;
  readonly verified: boolean;
  readonly at: number;
}

export interface Receiver {
  readonly url: string;
  readonly received: ReceivedDelivery[];
  close(): Promise<void>;
}

/**
 * `respond(n)` gives the status for the n-th request (1-based); it may wait first. `secret` may be
 * given later, as a function, when the endpoint's secret is only known once it is registered.
 */
export async function startReceiver(secret: string | (() => string), respond: (n: number) => number | Promise<number> = () => 204): Promise<Receiver> {
  const received: ReceivedDelivery[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const id = String(req.headers['webhook-id']);
      const timestamp = String(req.headers['webhook-timestamp']);
      received.push({ id, timestamp, body, verified: verify(typeof secret === 'string' ? secret : secret(), id, timestamp, body, String(req.headers['webhook-signature'])), at: Date.now() });
      void Promise.resolve(respond(received.length)).then((status) => {
        if (!res.destroyed) res.writeHead(status).end('ok');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function verify(secret: string, id: string, timestamp: string, body: string, header: string): boolean {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = Buffer.from(createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64'));
  return header.split(' ').some((part) => {
    const [version, signature = ''] = part.split(',');
    const given = Buffer.from(signature);
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export function newSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** Registers an endpoint the way the webhooks resource stores it. */
export async function insertWebhook(
  db: SqlClient,
  { id, keyId, url, secret, events = ['moderation.completed', 'moderation.failed'], enabled = true }: {
    id: string;
    keyId: string;
    url: string;
    secret: string;
    events?: string[];
    enabled?: boolean;
  },
): Promise<void> {
  const now = new Date().toISOString();
  await db.run('INSERT INTO webhooks (id, key_id, url, secret, events, enabled, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
    id,
    keyId,
    url,
    secret,
    JSON.stringify(events),
    enabled ? 1 : 0,
    now,
    now,
  ]);
}
