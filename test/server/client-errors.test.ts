// What the HTTP parser refuses before a request exists (bad request line, headers too large, a
// client too slow) and requests arriving while the service closes: problem+json, Connection:
// close, and a gentle close that a keep-alive client reads without a reset.
import { connect } from 'node:net';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_CONTENT_TYPE } from '../../src/api/index.ts';
import { startService, type StartedService } from '../support/service.ts';

let service: StartedService;
beforeAll(async () => {
  service = await startService({ media: false, env: { REQUEST_TIMEOUT_MS: '1000' } });
});
afterAll(async () => service.close());

interface Exchange {
  /** Everything the server sent before it closed. */
  text: string;
  /** The connection ended with a reset rather than a close. */
  reset: boolean;
}

/** Writes `chunks` on a fresh connection (each after the previous answer bytes arrive, if asked) and reads until the server closes. */
function exchange(origin: string, first: string, after: (socket: ReturnType<typeof connect>) => void = () => {}): Promise<Exchange> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(first);
      after(socket);
    });
    let text = '';
    let reset = false;
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      reset = error.code === 'ECONNRESET' || error.code === 'EPIPE';
    });
    socket.on('close', () => resolve({ text, reset }));
  });
}

function parseResponse(raw: string): { status: number; headers: Record<string, string>; body: any } {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) };
}

describe('errors of the HTTP parser', () => {
  it('answers headers over 16 KiB with a 431 problem, and the keep-alive client carries on', async () => {
    const agent = new Agent({ connections: 1 });
    try {
      const url = `${service.baseUrl}/categories`;
      const headers = { authorization: `Bearer ${service.apiKey}` };
      const big = await request(url, { dispatcher: agent, headers: { ...headers, 'x-padding': 'a'.repeat(20_000) } });
      expect(big.statusCode).toBe(431);
      expect(big.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
      expect(big.headers.connection).toBe('close');
      expect(await big.body.json()).toMatchObject({ status: 431, code: 'headers_too_large', request_id: expect.stringMatching(/^req_/) });
      const next = await request(url, { dispatcher: agent, headers });
      expect(next.statusCode).toBe(200);
      await next.body.dump();
    } finally {
      await agent.close();
    }
  });

  it('answers a bad request line with a 400 problem and closes without a reset while the client keeps writing', async () => {
    const answer = await exchange(service.origin, 'GARBAGE / HTTP/1.1\r\nHost: x\r\n\r\n', (socket) => {
      const junk = setInterval(() => socket.write('more junk\r\n'), 20);
      socket.once('close', () => clearInterval(junk));
    });
    expect(answer.reset).toBe(false);
    const response = parseResponse(answer.text);
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    expect(response.headers.connection).toBe('close');
    expect(response.body).toMatchObject({ status: 400, code: 'invalid_request', detail: expect.stringContaining('HPE_') });
  });

  it('answers a request not received within REQUEST_TIMEOUT_MS with a 408 problem', async () => {
    const started = performance.now();
    const answer = await exchange(
      service.origin,
      `POST /v1/moderate/text HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${service.apiKey}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"te`,
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
    expect(answer.reset).toBe(false);
    const response = parseResponse(answer.text);
    expect(response.status).toBe(408);
    expect(response.headers.connection).toBe('close');
    expect(response.body).toMatchObject({ status: 408, code: 'request_timeout' });
  });
});

describe('closing', () => {
  it('answers a request that arrives while the service closes with a 503 shutting_down problem', async () => {
    const closing = await startService({ media: false });
    const head = `POST /v1/moderate/text HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${closing.apiKey}\r\nContent-Type: application/json\r\n`;
    const body = '{"text":"hello"}';
    let stopped: Promise<void> | undefined;
    const answer = await exchange(closing.origin, `${head}Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`, (socket) => {
      // The first request is in flight (its body half sent) when the service starts closing; the
      // second arrives on the same connection after that.
      setTimeout(() => {
        stopped = closing.close();
        setTimeout(() => socket.write(`${body.slice(5)}${head}Content-Length: ${body.length}\r\n\r\n${body}`), 100);
      }, 100);
    });
    await stopped;
    const [first, second] = answer.text.split(/(?=HTTP\/1\.1 )/);
    expect(parseResponse(first!).status).toBe(200);
    const refused = parseResponse(second!);
    expect(refused.status).toBe(503);
    expect(refused.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
    expect(refused.headers.connection).toBe('close');
    expect(refused.body).toMatchObject({ status: 503, code: 'shutting_down' });
  });
});
