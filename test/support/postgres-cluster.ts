// A throwaway PostgreSQL server for tests and benchmarks: initdb in a temporary folder, listening
// on a free loopback port, stopped and removed afterwards. Run as root (CI, containers), it runs
// as the `postgres` user, since PostgreSQL refuses root. `TEST_DATABASE_URL` names an existing
// server instead. PostgreSQL missing: `findPostgres` says what to install.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const POSTGRES_MISSING =
  "PostgreSQL is not installed: install Debian's postgresql package (apt-get install postgresql) or set TEST_DATABASE_URL=postgres://user:password@host:port/postgres";

/** The folder holding initdb and pg_ctl, or undefined when PostgreSQL is not installed. */
export function findPostgres(): string | undefined {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = join('/usr/lib/postgresql', version, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  try {
    const initdb = execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim();
    return initdb ? join(initdb, '..') : undefined;
  } catch {
    return undefined;
  }
}

export interface Cluster {
  /** The folder of the server's files; `stopCluster(dir)` stops and removes it. */
  readonly dir: string;
  /** A superuser URL of the server's `postgres` database. */
  readonly adminUrl: string;
}

function runner(): (tool: string, args: string[]) => Buffer {
  const bin = findPostgres();
  if (!bin) throw new Error(POSTGRES_MISSING);
  return process.getuid?.() === 0
    ? (tool, args) => execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' })
    : (tool, args) => execFileSync(join(bin, tool), args, { stdio: 'pipe' });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a new server in a new folder inside `parent` (the temp dir by default; run as root, the
 * `postgres` user must be able to enter it); throws when PostgreSQL is not installed. Tests turn
 * durability off (a throwaway server); `durable` keeps PostgreSQL's defaults (benchmarks).
 */
export async function startCluster(options: { durable?: boolean; parent?: string } = {}): Promise<Cluster> {
  const run = runner();
  const dir = mkdtempSync(join(options.parent ?? tmpdir(), 'moderation-pg-'));
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })));
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  // max_connections leaves room for several replicas' pools.
  const throwaway = options.durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200${throwaway}`;
  run('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  return { dir, adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres` };
}

/** Stops the server `startCluster` made in `dir` and removes its files. */
export function stopCluster(dir: string): void {
  try {
    runner()('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A database of its own on the server of `adminUrl`; `drop()` removes it. */
export async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `moderation_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
