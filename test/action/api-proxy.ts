// A tiny HTTP proxy in front of the moderation service: counts requests by path and can answer
// 429 to the first request, to see what the action really sends.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ApiProxy {
  /** The proxy's `/v1` base. */
  readonly baseUrl: string;
  /** Requests seen, as `METHOD /v1/path`, including refused ones. */
  readonly requests: string[];
  count(path: string): number;
  /** The next `n` requests get `429` with `Retry-After: 1`. */
  refuseNext(n: number): void;
  close(): Promise<void>;
}

export async function startApiProxy(target: string): Promise<ApiProxy> {
  const upstream = new URL(target);
  const requests: string[] = [];
  let refuse = 0;
  const server: Server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    if (refuse > 0) {
      refuse--;
      req.resume();
      res.writeHead(429, { 'content-type': 'application/problem+json', 'retry-after': '1' });
      res.end(JSON.stringify({ type: 'urn:content-moderation:problem:rate_limited', title: 'Too many requests', status: 429, code: 'rate_limited' }));
      return;
    }
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${upstream.pathname}`,
    requests,
    count: (path) => requests.filter((r) => r.split(' ')[1]?.split('?')[0]?.endsWith(path)).length,
    refuseNext(n) {
      refuse = n;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
