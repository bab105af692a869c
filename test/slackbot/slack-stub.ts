// A small local stand-in for the Slack Web API, response URLs and private file downloads,
// recording every call so tests can assert what the app did in Slack.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Recorded payloads are arbitrary JSON that tests assert on.
type Json = any;
export type SlackCall = { method: string; token: string | undefined; params: Record<string, Json> };
export type StubFile = { id: string; name: string; mimetype: string; bytes: Uint8Array };

export type SlackStub = {
  /** Base for SLACK_API_URL (ends in `/api/`). */
  apiUrl: string;
  origin: string;
  calls: SlackCall[];
  callsTo(method: string): SlackCall[];
  /** Resolves with the first matching call, waiting for it if needed. */
  waitFor(method: string, match?: (call: SlackCall) => boolean, timeoutMs?: number): Promise<SlackCall>;
  /** Adds a private file and returns it as Slack lists it in a message. */
  addFile(file: StubFile): { id: string; name: string; mimetype: string; size: number; url_private_download: string };
  responseUrl(): string;
  members: string[];
  /** What `apps.connections.open` answers (a Socket Mode stand-in's URL); that method needs the app token. */
  socketModeUrl: string | undefined;
  /** Holds every answer of a Web API method for `ms` milliseconds, like a slow Slack. */
  delay(method: string, ms: number): void;
  close(): Promise<void>;
};

const JSON_PARAMS = new Set(['blocks', 'attachments']);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

function parseParams(body: string, contentType: string | undefined): Record<string, Json> {
  if (contentType?.includes('application/json')) return body ? (JSON.parse(body) as Record<string, Json>) : {};
  const params: Record<string, Json> = {};
  for (const [k, v] of new URLSearchParams(body)) params[k] = JSON_PARAMS.has(k) ? JSON.parse(v) : v;
  return params;
}

export async function startSlackStub(options: { botToken: string; userToken?: string; appToken?: string; members?: string[] }): Promise<SlackStub> {
  const calls: SlackCall[] = [];
  const waiters: { method: string; match: (c: SlackCall) => boolean; resolve: (c: SlackCall) => void }[] = [];
  const files = new Map<string, StubFile>();
  const delays = new Map<string, number>();
  let seq = 0;
  let origin = '';
  const stub = { members: options.members ?? [], socketModeUrl: undefined } as SlackStub;

  const record = (call: SlackCall) => {
    calls.push(call);
    for (const w of waiters.splice(0)) {
      if (w.method === call.method && w.match(call)) w.resolve(call);
      else waiters.push(w);
    }
  };

  const listed = (f: StubFile) => ({ id: f.id, name: f.name, mimetype: f.mimetype, size: f.bytes.byteLength, url_private_download: `${origin}/files/${f.id}/${encodeURIComponent(f.name)}` });

  function api(method: string, token: string | undefined, params: Record<string, Json>): Record<string, unknown> {
    if (method === 'apps.connections.open') {
      if (options.appToken === undefined || token !== options.appToken) return { ok: false, error: 'invalid_auth' };
      return stub.socketModeUrl ? { ok: true, url: stub.socketModeUrl } : { ok: false, error: 'internal_error' };
    }
    const known = token === options.botToken || (options.userToken !== undefined && token === options.userToken);
    if (!known) return { ok: false, error: 'invalid_auth' };
    const isUser = token === options.userToken;
    switch (method) {
      case 'auth.test':
        return isUser ? { ok: true, user_id: 'UADMIN', team_id: 'T0TEST', user: 'admin' } : { ok: true, user_id: 'UBOT', bot_id: 'BBOT', team_id: 'T0TEST', user: 'moderation' };
      case 'chat.postMessage': {
        seq++;
        const ts = `${1_800_000_000 + seq}.000100`;
        return { ok: true, channel: params.channel, ts, message: { text: params.text, ts } };
      }
      case 'chat.update':
        return { ok: true, channel: params.channel, ts: params.ts };
      case 'chat.postEphemeral':
        return { ok: true, message_ts: `${1_800_000_000 + ++seq}.000200` };
      case 'chat.delete':
        return isUser ? { ok: true, channel: params.channel, ts: params.ts } : { ok: false, error: 'cant_delete_message' };
      case 'chat.getPermalink':
        return { ok: true, channel: params.channel, permalink: `https://example.slack.com/archives/${params.channel}/p${String(params.message_ts).replace('.', '')}` };
      case 'conversations.members':
        return { ok: true, members: stub.members, response_metadata: { next_cursor: '' } };
      case 'usergroups.users.list':
        return { ok: true, users: stub.members };
      case 'files.info': {
        const f = files.get(String(params.file));
        return f ? { ok: true, file: listed(f) } : { ok: false, error: 'file_not_found' };
      }
      default:
        return { ok: false, error: 'unknown_method' };
    }
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', origin);
      const token = req.headers.authorization?.replace(/^Bearer /, '');
      if (req.method === 'GET' && url.pathname.startsWith('/files/')) {
        const f = files.get(url.pathname.split('/')[2] ?? '');
        record({ method: 'file.download', token, params: { path: url.pathname } });
        // Like Slack: without a valid token the download answers a login page, not an error.
        if (!f || token !== options.botToken) {
          res.writeHead(200, { 'content-type': 'text/html' }).end('<!DOCTYPE html><html><body>Sign in to Slack</body></html>');
          return;
        }
        res.writeHead(200, { 'content-type': f.mimetype, 'content-length': f.bytes.byteLength }).end(f.bytes);
        return;
      }
      const body = await readBody(req);
      const params = parseParams(body, req.headers['content-type']);
      if (url.pathname.startsWith('/response/')) {
        record({ method: 'response_url', token, params });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
        return;
      }
      const method = url.pathname.replace(/^\/api\//, '');
      const held = delays.get(method);
      if (held) await new Promise((resolve) => setTimeout(resolve, held));
      const answer = api(method, token, params);
      record({ method, token, params });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return Object.assign(stub, {
    apiUrl: `${origin}/api/`,
    origin,
    calls,
    callsTo: (method: string) => calls.filter((c) => c.method === method),
    waitFor(method: string, match: (c: SlackCall) => boolean = () => true, timeoutMs = 20_000) {
      const found = calls.find((c) => c.method === method && match(c));
      if (found) return Promise.resolve(found);
      return new Promise<SlackCall>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${method} call within ${timeoutMs} ms; calls: ${calls.map((c) => c.method).join(', ')}`)), timeoutMs);
        waiters.push({ method, match, resolve: (c) => { clearTimeout(timer); resolve(c); } });
      });
    },
    addFile(file: StubFile) {
      files.set(file.id, file);
      return listed(file);
    },
    responseUrl: () => `${origin}/response/${++seq}`,
    delay: (method: string, ms: number) => {
      delays.set(method, ms);
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  });
}
