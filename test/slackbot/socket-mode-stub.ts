// A small local stand-in for Slack's Socket Mode WebSocket server (RFC 6455 over node:http, text
// frames only): it greets each connection with `hello`, sends envelopes and records the
// `envelope_id` acknowledgements the app sends back. The Web API stand-in's
// `apps.connections.open` hands out its `ws://127.0.0.1:<port>/link` URL.
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

const ACCEPT_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const OPCODE = { text: 0x1, close: 0x8, ping: 0x9, pong: 0xa } as const;
/** Acks and pongs are small; a larger frame means the stand-in is misread, so it closes. */
const MAX_FRAME_BYTES = 1024 * 1024;

export type Ack = { envelope_id: string; payload?: unknown };

export type SocketModeStub = {
  /** What apps.connections.open answers. */
  url: string;
  /** Connections opened so far (each got a `hello`). */
  connections: number;
  acks: Ack[];
  /** Sends an `events_api` envelope with this event to the open connection (a redelivery when `eventId` repeats); resolves with its envelope id. */
  sendEvent(event: Record<string, unknown>, eventId?: string): Promise<string>;
  /** Resolves with the acknowledgement of an envelope, waiting for it if needed. */
  waitForAck(envelopeId: string, timeoutMs?: number): Promise<Ack>;
  /** Resolves once a connection has been greeted. */
  connected(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  if (length >= 65536) throw new Error('the stand-in sends small frames only');
  const head = length < 126 ? [0x80 | opcode, length] : [0x80 | opcode, 126, length >> 8, length & 0xff];
  return Buffer.concat([Buffer.from(head), payload]);
}

/** Splits complete client frames (always masked) off the front of `buffer`. */
function readFrames(buffer: Buffer): { frames: { opcode: number; payload: Buffer }[]; rest: Buffer } {
  const frames: { opcode: number; payload: Buffer }[] = [];
  let offset = 0;
  for (;;) {
    if (buffer.length - offset < 2) break;
    const opcode = (buffer[offset] ?? 0) & 0x0f;
    let length = (buffer[offset + 1] ?? 0) & 0x7f;
    let cursor = offset + 2;
    if (length === 126) {
      if (buffer.length < cursor + 2) break;
      length = buffer.readUInt16BE(cursor);
      cursor += 2;
    } else if (length === 127) {
      if (buffer.length < cursor + 8) break;
      length = Number(buffer.readBigUInt64BE(cursor));
      cursor += 8;
    }
    if (length > MAX_FRAME_BYTES) throw new Error(`frame of ${length} bytes`);
    if (buffer.length < cursor + 4 + length) break;
    const mask = buffer.subarray(cursor, cursor + 4);
    const payload = Buffer.from(buffer.subarray(cursor + 4, cursor + 4 + length));
    for (let i = 0; i < payload.length; i++) payload[i] = (payload[i] ?? 0) ^ (mask[i % 4] ?? 0);
    frames.push({ opcode, payload });
    offset = cursor + 4 + length;
  }
  return { frames, rest: buffer.subarray(offset) };
}

export async function startSocketModeStub(): Promise<SocketModeStub> {
  const acks: Ack[] = [];
  const ackWaiters = new Map<string, (ack: Ack) => void>();
  const greetWaiters: (() => void)[] = [];
  const sockets = new Set<Socket>();
  let current: Socket | undefined;

  const server = createServer((_req, res) => {
    res.writeHead(426).end('WebSocket only');
  });
  server.on('upgrade', (req: IncomingMessage, socket: Socket) => {
    const key = req.headers['sec-websocket-key'];
    if (typeof key !== 'string') {
      socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
      return;
    }
    const accept = createHash('sha1').update(key + ACCEPT_GUID).digest('base64');
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => sockets.delete(socket));
    current = socket;
    stub.connections++;
    socket.write(frame(OPCODE.text, Buffer.from(JSON.stringify({ type: 'hello', num_connections: 1, debug_info: { host: 'stand-in' }, connection_info: { app_id: 'A0TEST' } }))));
    for (const resolve of greetWaiters.splice(0)) resolve();

    let pending: Buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      let parsed;
      try {
        parsed = readFrames(Buffer.concat([pending, chunk]));
      } catch {
        socket.destroy();
        return;
      }
      pending = parsed.rest;
      for (const { opcode, payload } of parsed.frames) {
        if (opcode === OPCODE.ping) socket.write(frame(OPCODE.pong, payload));
        else if (opcode === OPCODE.close) socket.end(frame(OPCODE.close, payload.subarray(0, 2)));
        else if (opcode === OPCODE.text) {
          const ack = JSON.parse(payload.toString('utf8')) as Ack;
          acks.push(ack);
          ackWaiters.get(ack.envelope_id)?.(ack);
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const stub: SocketModeStub = {
    url: `ws://127.0.0.1:${port}/link`,
    connections: 0,
    acks,
    async sendEvent(event, eventId = `Ev${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`) {
      if (!current || current.destroyed) throw new Error('no Socket Mode connection is open');
      const envelopeId = randomUUID();
      const payload = {
        token: 'legacy',
        team_id: 'T0TEST',
        api_app_id: 'A0TEST',
        type: 'event_callback',
        event_id: eventId,
        event_time: Math.floor(Date.now() / 1000),
        authorizations: [{ team_id: 'T0TEST', user_id: 'UBOT', is_bot: true }],
        event,
      };
      current.write(frame(OPCODE.text, Buffer.from(JSON.stringify({ envelope_id: envelopeId, type: 'events_api', accepts_response_payload: false, retry_attempt: 0, retry_reason: '', payload }))));
      return envelopeId;
    },
    waitForAck(envelopeId, timeoutMs = 5_000) {
      const found = acks.find((a) => a.envelope_id === envelopeId);
      if (found) return Promise.resolve(found);
      return new Promise<Ack>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ack of ${envelopeId} within ${timeoutMs} ms`)), timeoutMs);
        ackWaiters.set(envelopeId, (ack) => {
          clearTimeout(timer);
          resolve(ack);
        });
      });
    },
    connected(timeoutMs = 5_000) {
      if (stub.connections > 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no Socket Mode connection within ${timeoutMs} ms`)), timeoutMs);
        greetWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  return stub;
}
