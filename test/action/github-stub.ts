// A small stand-in for the GitHub REST and GraphQL API on loopback: serves pull request files
// (paginated), blobs, issues and pulls, records comments, labels and minimise calls, and fails
// on request as GitHub does (primary and secondary rate limits, 502, a connection lost mid-answer).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubFile {
  filename: string;
  status: 'added' | 'modified' | 'renamed' | 'removed';
  bytes?: Uint8Array;
}

export interface StubComment {
  id: number;
  body: string;
}

/**
 * GitHub's failures: `rate-limit` is the primary limit (403, `x-ratelimit-remaining: 0`,
 * `x-ratelimit-reset` and `retry-after`), `secondary-rate-limit` the abuse limit (403 with
 * `retry-after` and GitHub's message), `bad-gateway` a 502 with GitHub's HTML page, `cut-off` a
 * 200 whose connection closes after the first tenth of the body it announced.
 */
export type StubFault = 'rate-limit' | 'secondary-rate-limit' | 'bad-gateway' | 'cut-off';

export interface FaultOptions {
  /** How many matching requests fail (default 1; Infinity for all). */
  readonly times?: number;
  /** The wait GitHub asks for, in seconds (default 1). */
  readonly retryAfterSeconds?: number;
}

export interface GitHubStub {
  readonly apiUrl: string;
  readonly graphqlUrl: string;
  /** Every request as `METHOD /path?query`. */
  readonly requests: string[];
  readonly comments: StubComment[];
  readonly labels: string[];
  readonly minimized: { subjectId: string; classifier: string }[];
  /** Authorization headers seen, to check the token is sent. */
  readonly authorizations: Set<string>;
  setFiles(files: StubFile[]): void;
  setIssue(issue: Record<string, unknown>): void;
  setPull(pull: Record<string, unknown>): void;
  /** Makes the next requests whose `METHOD /path` matches `route` fail with `fault`. */
  failNext(route: RegExp, fault: StubFault, options?: FaultOptions): void;
  /** Forgets the faults not yet used. */
  clearFaults(): void;
  close(): Promise<void>;
}

function sendFault(res: ServerResponse, fault: StubFault, retryAfterSeconds: number): void {
  if (fault === 'cut-off') {
    res.writeHead(200, { 'content-type': 'application/vnd.github.raw', 'content-length': '10000' });
    res.write(Buffer.alloc(1000), () => res.socket?.destroy());
    return;
  }
  if (fault === 'bad-gateway') {
    res.writeHead(502, { 'content-type': 'text/html' });
    res.end('<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>');
    return;
  }
  const primary = fault === 'rate-limit';
  res.writeHead(403, {
    'content-type': 'application/json; charset=utf-8',
    'retry-after': String(retryAfterSeconds),
    'x-ratelimit-limit': '5000',
    'x-ratelimit-remaining': primary ? '0' : '4321',
    'x-ratelimit-used': primary ? '5000' : '679',
    'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + retryAfterSeconds),
    'x-ratelimit-resource': 'core',
  });
  res.end(
    JSON.stringify(
      primary
        ? { message: 'API rate limit exceeded for installation ID 4242.', documentation_url: 'https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting', status: '403' }
        : {
            message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
            documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
            status: '403',
          },
    ),
  );
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export async function startGitHubStub(): Promise<GitHubStub> {
  let files: (StubFile & { sha: string })[] = [];
  let issue: Record<string, unknown> = {};
  let pull: Record<string, unknown> = {};
  const blobs = new Map<string, Uint8Array>();
  const requests: string[] = [];
  const comments: StubComment[] = [];
  const labels: string[] = [];
  const minimized: { subjectId: string; classifier: string }[] = [];
  const authorizations = new Set<string>();
  let nextCommentId = 1000;
  let faults: { route: RegExp; fault: StubFault; left: number; retryAfterSeconds: number }[] = [];

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    if (req.headers.authorization) authorizations.add(req.headers.authorization);
    const fault = faults.find((f) => f.left > 0 && f.route.test(`${req.method} ${url.pathname}`));
    if (fault) {
      fault.left--;
      req.resume();
      return sendFault(res, fault.fault, fault.retryAfterSeconds);
    }
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    const path = url.pathname;
    let m: RegExpExecArray | null;
    if (req.method === 'GET' && (m = /^\/repos\/[^/]+\/[^/]+\/pulls\/\d+\/files$/.exec(path))) {
      const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), 100);
      const page = Number(url.searchParams.get('page') ?? 1);
      // GitHub stops at 3,000 files.
      const slice = files.slice(0, 3000).slice((page - 1) * perPage, page * perPage);
      return json(200, slice.map((f) => ({ filename: f.filename, status: f.status, sha: f.sha, additions: 1, deletions: 0, changes: 1 })));
    }
    if (req.method === 'GET' && (m = /^\/repos\/[^/]+\/[^/]+\/git\/blobs\/([0-9a-f]+)$/.exec(path))) {
      const bytes = blobs.get(m[1] ?? '');
      if (!bytes) return json(404, { message: 'Not Found' });
      if (req.headers.accept !== 'application/vnd.github.raw+json') return json(415, { message: 'the stub serves only the raw media type' });
      res.writeHead(200, { 'content-type': 'application/vnd.github.raw', 'content-length': bytes.byteLength });
      return res.end(bytes);
    }
    if (req.method === 'GET' && /^\/repos\/[^/]+\/[^/]+\/issues\/\d+$/.test(path)) return json(200, issue);
    if (req.method === 'GET' && /^\/repos\/[^/]+\/[^/]+\/pulls\/\d+$/.test(path)) return json(200, pull);
    if (req.method === 'GET' && /^\/repos\/[^/]+\/[^/]+\/issues\/\d+\/comments$/.test(path)) {
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      return json(200, comments.slice((page - 1) * perPage, page * perPage).map((c) => ({ ...c, user: { login: 'github-actions[bot]' } })));
    }
    if (req.method === 'POST' && /^\/repos\/[^/]+\/[^/]+\/issues\/\d+\/comments$/.test(path)) {
      const { body } = JSON.parse(await readBody(req)) as { body: string };
      const comment = { id: nextCommentId++, body };
      comments.push(comment);
      return json(201, comment);
    }
    if (req.method === 'PATCH' && (m = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(path))) {
      const { body } = JSON.parse(await readBody(req)) as { body: string };
      const comment = comments.find((c) => c.id === Number(m?.[1]));
      if (!comment) return json(404, { message: 'Not Found' });
      comment.body = body;
      return json(200, comment);
    }
    if (req.method === 'POST' && /^\/repos\/[^/]+\/[^/]+\/issues\/\d+\/labels$/.test(path)) {
      const body = JSON.parse(await readBody(req)) as { labels: string[] };
      labels.push(...body.labels);
      return json(200, labels.map((name) => ({ name })));
    }
    if (req.method === 'POST' && path === '/graphql') {
      const body = JSON.parse(await readBody(req)) as { query: string; variables: { subjectId: string; classifier: string } };
      if (!body.query.includes('minimizeComment')) return json(200, { errors: [{ message: 'unsupported query' }] });
      minimized.push(body.variables);
      return json(200, { data: { minimizeComment: { minimizedComment: { isMinimized: true } } } });
    }
    json(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    graphqlUrl: `http://127.0.0.1:${port}/graphql`,
    requests,
    comments,
    labels,
    minimized,
    authorizations,
    setFiles(next) {
      files = next.map((f, i) => {
        const sha = (i + 1).toString(16).padStart(40, '0');
        if (f.bytes) blobs.set(sha, f.bytes);
        return { ...f, sha };
      });
    },
    setIssue(next) {
      issue = next;
    },
    setPull(next) {
      pull = next;
    },
    failNext(route, fault, options = {}) {
      faults.push({ route, fault, left: options.times ?? 1, retryAfterSeconds: options.retryAfterSeconds ?? 1 });
    },
    clearFaults() {
      faults = [];
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
