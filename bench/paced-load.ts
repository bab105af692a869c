// Open-loop load at a steady rate over raw keep-alive sockets: requests are sent on a fixed
// schedule whatever the answers do, and each latency counts from the moment its request was due,
// so a stall is not hidden by the requests it delayed. Like autocannon, it writes one pre-built
// request and reads only the status line and Content-Length, so the generator's own costs
// (an HTTP client's per-request work and garbage) stay out of the latencies it reports.
import { connect, type Socket } from 'node:net';

/** Requests per second, and latency percentiles in milliseconds. */
export interface LoadFigures {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
}

interface Job {
  readonly dueAt: number;
  readonly done: (latencyMs: number, ok: boolean) => void;
}

interface Connection {
  readonly socket: Socket;
  received: Buffer;
  job: Job | undefined;
}

const CONNECTIONS = 64;
const HEAD_END = Buffer.from('\r\n\r\n');

/** A first second at `rate` opens the connections and warms the generator; the next `seconds` are measured. */
export async function pacedLoad(url: string, headers: Record<string, string>, body: string, rate: number, seconds: number): Promise<LoadFigures> {
  const { hostname, port, pathname } = new URL(url);
  const head = Object.entries({ host: `${hostname}:${port}`, ...headers, 'content-length': String(Buffer.byteLength(body)) })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const request = Buffer.from(`POST ${pathname} HTTP/1.1\r\n${head}\r\n${body}`);
  const idle: Connection[] = [];
  const waiting: Job[] = [];
  let failures = 0;

  const start = (connection: Connection, job: Job) => {
    connection.job = job;
    connection.socket.write(request);
  };
  const release = (connection: Connection) => {
    const next = waiting.shift();
    if (next) start(connection, next);
    else idle.push(connection);
  };
  const open = () =>
    new Promise<Connection>((resolve, reject) => {
      const socket = connect(Number(port), hostname);
      const connection: Connection = { socket, received: Buffer.alloc(0), job: undefined };
      socket.setNoDelay(true);
      socket.once('connect', () => resolve(connection));
      socket.once('error', reject);
      socket.on('data', (chunk: Buffer) => {
        connection.received = connection.received.length ? Buffer.concat([connection.received, chunk]) : chunk;
        const headEnd = connection.received.indexOf(HEAD_END);
        if (headEnd < 0) return;
        const responseHead = connection.received.toString('latin1', 0, headEnd);
        const length = /\r\ncontent-length: *(\d+)/i.exec(responseHead);
        const total = headEnd + HEAD_END.length + (length ? Number(length[1]) : 0);
        if (connection.received.length < total) return;
        connection.received = connection.received.subarray(total);
        const job = connection.job!;
        connection.job = undefined;
        job.done(performance.now() - job.dueAt, responseHead.startsWith('HTTP/1.1 200'));
        release(connection);
      });
    });

  const send = async (total: number): Promise<number[]> => {
    const latencies: number[] = [];
    const pending: Promise<void>[] = [];
    const begin = performance.now();
    for (let sent = 0; sent < total; ) {
      const now = performance.now();
      for (const due = Math.min(total, Math.floor(((now - begin) / 1000) * rate) + 1); sent < due; sent++) {
        const dueAt = begin + (sent / rate) * 1000;
        pending.push(
          new Promise<void>((resolve) => {
            const job: Job = {
              dueAt,
              done: (latency, ok) => {
                if (!ok) failures++;
                latencies.push(latency);
                resolve();
              },
            };
            const connection = idle.pop();
            if (connection) start(connection, job);
            else waiting.push(job);
          }),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await Promise.all(pending);
    return latencies;
  };

  const connections = await Promise.all(Array.from({ length: CONNECTIONS }, open));
  idle.push(...connections);
  try {
    await send(rate);
    const total = Math.floor(rate * seconds);
    const begin = performance.now();
    const latencies = await send(total);
    const elapsed = (performance.now() - begin) / 1000;
    if (failures > 0) throw new Error(`${failures} answers were not 200 at ${rate}/s`);
    latencies.sort((a, b) => a - b);
    const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 10) / 10;
    return { rps: total / elapsed, p50: at(0.5), p99: at(0.99) };
  } finally {
    for (const { socket } of connections) socket.destroy();
  }
}
