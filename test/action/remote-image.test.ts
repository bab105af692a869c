// Linked images are fetched under the product's URL guard: https only, public addresses only,
// judged again when connecting.
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteImageFetcher } from '../../src/action/remote-image.ts';
import { FetchFailedError, UrlNotAllowedError, type HostResolver } from '../../src/net/index.ts';

const limits = { maxBytes: 1024, timeoutMs: 5_000, signal: new AbortController().signal };

/** A loopback TCP port that counts the connections it gets: none may arrive. */
let listener: Server;
let port: number;
let connections = 0;

beforeAll(async () => {
  listener = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => listener.close(() => resolve()));
});

describe('RemoteImageFetcher', () => {
  it('refuses plain http and what is not a URL before any lookup', async () => {
    const lookups: string[] = [];
    const fetcher = new RemoteImageFetcher({ resolve: async (host) => (lookups.push(host), [{ address: '93.184.215.14', family: 4 }]) });
    try {
      await expect(fetcher.fetch('http://img.example/a.png', limits)).rejects.toThrow(/Only https images are fetched, not http/);
      await expect(fetcher.fetch('not a url', limits)).rejects.toBeInstanceOf(UrlNotAllowedError);
      expect(lookups).toEqual([]);
    } finally {
      await fetcher.close();
    }
  });

  it.each(['https://127.0.0.1:PORT/a.png', 'https://[::1]:PORT/a.png', 'https://localhost:PORT/a.png', 'https://[::ffff:127.0.0.1]:PORT/a.png'])(
    'refuses the loopback address in %s',
    async (template) => {
      const fetcher = new RemoteImageFetcher();
      try {
        const error = await fetcher.fetch(template.replace('PORT', String(port)), limits).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(UrlNotAllowedError);
        expect((error as UrlNotAllowedError).code).toBe('url_not_allowed');
        expect(connections).toBe(0);
      } finally {
        await fetcher.close();
      }
    },
  );

  it('refuses a name that resolves to a private address', async () => {
    const fetcher = new RemoteImageFetcher({ resolve: async () => [{ address: '10.0.0.7', family: 4 }] });
    try {
      await expect(fetcher.fetch('https://img.example/a.png', limits)).rejects.toThrow(/img\.example resolves to an address that is not allowed/);
    } finally {
      await fetcher.close();
    }
  });

  it('refuses, when connecting, a name that resolved to a public address the first time (DNS rebinding)', async () => {
    let calls = 0;
    const rebinding: HostResolver = async () => (calls++ === 0 ? [{ address: '93.184.215.14', family: 4 }] : [{ address: '127.0.0.1', family: 4 }]);
    const fetcher = new RemoteImageFetcher({ resolve: rebinding });
    try {
      const error = await fetcher.fetch(`https://img.example:${port}/a.png`, limits).catch((e: unknown) => e);
      expect(calls).toBe(2);
      expect((error as { code?: string }).code, String(error)).toMatch(/^(url_not_allowed|fetch_failed)$/);
      expect(connections).toBe(0);
    } finally {
      await fetcher.close();
    }
  });

  it('fails with fetch_failed when the name does not resolve', async () => {
    const fetcher = new RemoteImageFetcher({ resolve: async () => Promise.reject(new Error('ENOTFOUND')) });
    try {
      await expect(fetcher.fetch('https://nowhere.example/a.png', limits)).rejects.toBeInstanceOf(FetchFailedError);
    } finally {
      await fetcher.close();
    }
  });
});
