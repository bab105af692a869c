// A real HTTP server on loopback that answers with scripted replies and records every request,
// standing in for the moderation service in client and CLI tests.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedReply {
  status?: number;
  headers?: Record<string, string>;
  /** A value sent as JSON, or a string sent as it is. */
  body?: unknown;
  /** Never answer: the connection stays open until the server closes. */
  hang?: boolean;
  /** Wait this long before answering, in milliseconds. */
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** When the request arrived (performance.now()). */
  at: number;
}

export type Script = ScriptedReply[] | ((req: RecordedRequest, n: number) => ScriptedReply);

export interface ScriptedServer {
  /** Base URL including `/v1`. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Replies in order from a list (the last one repeats), or from a function of the request. */
export async function startScriptedServer(script: Script): Promise<ScriptedServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: (req.url ?? '').replace(/^\/v1/, ''),
        headers: req.headers,
        body: Buffer.concat(chunks),
        at: performance.now(),
      };
      requests.push(recorded);
      const n = requests.length - 1;
      const reply = typeof script === 'function' ? script(recorded, n) : (script[Math.min(n, script.length - 1)] ?? {});
      if (reply.hang) return;
      const send = () => {
        const isText = typeof reply.body === 'string';
        const payload = reply.body === undefined ? '' : isText ? (reply.body as string) : JSON.stringify(reply.body);
        const status = reply.status ?? 200;
        res.writeHead(status, {
          'content-type': status >= 400 && !isText ? 'application/problem+json' : 'application/json',
          'x-request-id': `req_${n}`,
          ...reply.headers,
        });
        res.end(payload);
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
