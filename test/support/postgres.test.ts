// Tests that need PostgreSQL: without it they are skipped with one line naming what to install,
// and in CI (CI set) they fail instead.
import { describe, expect, it } from 'vitest';
import { POSTGRES_MISSING } from './postgres-cluster.ts';
import { postgresMissing } from './postgres.ts';

const notInstalled = () => undefined;
const installed = () => '/usr/lib/postgresql/16/bin';

describe('postgresMissing', () => {
  it('names what to install when PostgreSQL is missing outside CI', () => {
    expect(postgresMissing({}, notInstalled)).toBe(POSTGRES_MISSING);
    expect(postgresMissing({ CI: 'false' }, notInstalled)).toBe(POSTGRES_MISSING);
    expect(POSTGRES_MISSING).toMatch(/^PostgreSQL is not installed: install .*apt-get install postgresql.* or set TEST_DATABASE_URL=/);
  });

  it('throws the same message in CI, so the tests that need PostgreSQL fail', () => {
    expect(() => postgresMissing({ CI: 'true' }, notInstalled)).toThrow(POSTGRES_MISSING);
  });

  it('lets the tests run when PostgreSQL is installed or TEST_DATABASE_URL names a server', () => {
    expect(postgresMissing({ CI: 'true' }, installed)).toBeUndefined();
    expect(postgresMissing({ TEST_DATABASE_URL: 'postgres://u:p@db:5432/postgres' }, notInstalled)).toBeUndefined();
  });
});
