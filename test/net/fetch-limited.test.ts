// The bounded download: size, time, redirects and the caller's signal, each hop under the URL guard.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedAgent, createUrlGuard, fetchLimited } from '../../src/net/index.ts';

let server: Server;
let base: string;
const guard = createUrlGuard({ policy: 'loopback' });
const bytes = Buffer.alloc(4096, 7);

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    switch (url.pathname) {
      case '/video':
        res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': bytes.length }).end(bytes);
        return;
      case '/declared-large':
        res.writeHead(200, { 'content-length': 10_000 }).end(Buffer.alloc(10_000));
        return;
      case '/chunked-large': {
        // No Content-Length: only counting the bytes can stop it.
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        let sent = 0;
        const push = () => {
          if (sent >= 1_000_000 || res.destroyed) return res.end();
          sent += 16_384;
          res.write(Buffer.alloc(16_384), () => setImmediate(push));
        };
        push();
        return;
      }
      case '/slow':
        res.writeHead(200, { 'content-type': 'video/mp4' });
        res.write(Buffer.alloc(10));
        setTimeout(() => res.end(Buffer.alloc(10)), 2_000).unref();
        return;
      case '/redirect':
        res.writeHead(302, { location: '/video' }).end();
        return;
      case '/loop':
        res.writeHead(307, { location: '/loop' }).end();
        return;
      case '/to-private':
        res.writeHead(301, { location: 'http://10.0.0.1/secret' }).end();
        return;
      default:
        res.writeHead(404).end('missing');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('fetchLimited', () => {
  it('returns the bytes and the declared content type', async () => {
    const fetched = await fetchLimited(`${base}/video`, { maxBytes: 1_000_000, timeoutMs: 2_000, guard, accept: 'video/*' });
    expect(fetched.contentType).toBe('video/mp4');
    expect(fetched.bytes.equals(bytes)).toBe(true);
  });

  it('follows a redirect to an allowed address', async () => {
    const fetched = await fetchLimited(`${base}/redirect`, { maxBytes: 1_000_000, timeoutMs: 2_000, guard });
    expect(fetched.bytes.length).toBe(bytes.length);
  });

  it('refuses a body whose declared length is over the limit', async () => {
    await expect(fetchLimited(`${base}/declared-large`, { maxBytes: 9_999, timeoutMs: 2_000, guard })).rejects.toMatchObject({ code: 'payload_too_large' });
  });

  it('stops reading a streamed body once it passes the limit', async () => {
    const started = Date.now();
    await expect(fetchLimited(`${base}/chunked-large`, { maxBytes: 50_000, timeoutMs: 5_000, guard })).rejects.toMatchObject({ code: 'payload_too_large', maxBytes: 50_000 });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('gives up on a body slower than the timeout', async () => {
    const started = Date.now();
    await expect(fetchLimited(`${base}/slow`, { maxBytes: 1_000, timeoutMs: 300, guard })).rejects.toMatchObject({ code: 'fetch_failed', message: expect.stringContaining('300 ms') });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("stops at the caller's signal before its own timeout, saying it was cancelled", async () => {
    const started = Date.now();
    const signal = AbortSignal.timeout(200);
    await expect(fetchLimited(`${base}/slow`, { maxBytes: 1_000, timeoutMs: 5_000, guard, signal })).rejects.toMatchObject({ code: 'fetch_failed', message: 'The download was cancelled.' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('reports an error answer with its status', async () => {
    await expect(fetchLimited(`${base}/nothing`, { maxBytes: 1_000, timeoutMs: 2_000, guard })).rejects.toMatchObject({ code: 'fetch_failed', status: 404 });
  });

  it('refuses a redirect to a private address and endless redirects', async () => {
    await expect(fetchLimited(`${base}/to-private`, { maxBytes: 1_000, timeoutMs: 2_000, guard })).rejects.toMatchObject({ code: 'url_not_allowed' });
    await expect(fetchLimited(`${base}/loop`, { maxBytes: 1_000, timeoutMs: 2_000, guard, maxRedirects: 2 })).rejects.toMatchObject({ code: 'fetch_failed', message: expect.stringContaining('redirected') });
  });

  it('refuses loopback under policy none, before and at connection time', async () => {
    await expect(fetchLimited(`${base}/video`, { maxBytes: 1_000_000, timeoutMs: 2_000, guard: createUrlGuard({ policy: 'none' }) })).rejects.toMatchObject({ code: 'url_not_allowed' });
    const agent = createGuardedAgent({ policy: 'none' });
    await expect(fetchLimited(`${base}/video`, { maxBytes: 1_000_000, timeoutMs: 2_000, guard: async () => {}, dispatcher: agent })).rejects.toMatchObject({ code: 'url_not_allowed' });
    await agent.close();
  });

  it('reports an unreachable host as a fetch failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(fetchLimited(`http://127.0.0.1:${port}/`, { maxBytes: 1_000, timeoutMs: 2_000, guard })).rejects.toMatchObject({ code: 'fetch_failed', message: expect.stringContaining('ECONNREFUSED') });
  });
});
