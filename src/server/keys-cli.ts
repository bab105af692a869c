// `npm run keys -- create|list|revoke`: manages API keys in DATA_DIR; a key is printed only once.
import { parseArgs } from 'node:util';
import type { ApiKeyRecord } from '../store/index.ts';
import { issueApiKey } from './api-keys.ts';
import { ConfigError, parseConfig } from './config.ts';
import { openConfiguredStore } from './open-store.ts';

const USAGE = `usage:
  npm run keys -- create --live|--sandbox [--rate N] [--burst N] [--quota N] [--name X]
  npm run keys -- list
  npm run keys -- revoke <id>`;

export class KeysCliError extends Error {
  readonly code = 'invalid_arguments';
}

function positiveNumber(name: string, value: string | undefined, integer: boolean): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n)) || n > 1e9) {
    throw new KeysCliError(`--${name} must be a positive ${integer ? 'whole ' : ''}number`);
  }
  return n;
}

function describe(key: ApiKeyRecord): string {
  const quota = key.monthlyQuota === null ? 'unlimited' : `${key.monthlyQuota}/month`;
  const state = key.revokedAt ? `revoked ${key.revokedAt}` : 'active';
  return `${key.id}  ${key.prefix}...  ${key.sandbox ? 'sandbox' : 'live'}  rate ${key.ratePerSec}/s burst ${key.burst}  quota ${quota}  ${state}${key.name ? `  ${key.name}` : ''}`;
}

/** Runs one command; resolves with the process exit code. Output goes through `print`. */
export async function runKeysCli(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  print: (line: string) => void,
  fail: (line: string) => void,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        live: { type: 'boolean' },
        sandbox: { type: 'boolean' },
        rate: { type: 'string' },
        burst: { type: 'string' },
        quota: { type: 'string' },
        name: { type: 'string' },
      },
    });
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, ...rest] = parsed.positionals;
  let config;
  try {
    config = parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      fail(error.message);
      return 2;
    }
    throw error;
  }
  const store = await openConfiguredStore(config);
  try {
    const now = new Date(store.clock.now());
    switch (command) {
      case 'create': {
        const { live, sandbox } = parsed.values;
        if (Boolean(live) === Boolean(sandbox)) throw new KeysCliError('create needs exactly one of --live or --sandbox');
        const defaults = sandbox ? config.rates.sandbox : config.rates.live;
        const name = parsed.values.name;
        if (name !== undefined && name.length > 200) throw new KeysCliError('--name must be at most 200 characters');
        const { key, record } = await issueApiKey(store.keys, {
          sandbox: Boolean(sandbox),
          name: name ?? null,
          rate: {
            ratePerSec: positiveNumber('rate', parsed.values.rate, false) ?? defaults.ratePerSec,
            burst: positiveNumber('burst', parsed.values.burst, true) ?? defaults.burst,
          },
          monthlyQuota: positiveNumber('quota', parsed.values.quota, true) ?? null,
          now,
        });
        print(`created ${describe(record)}`);
        print('key (shown only now; store it safely):');
        print(key);
        return 0;
      }
      case 'list': {
        const keys = await store.keys.list();
        if (keys.length === 0) print('no keys');
        for (const key of keys) print(describe(key));
        return 0;
      }
      case 'revoke': {
        const id = rest[0];
        if (!id) throw new KeysCliError('revoke needs the key id (see list)');
        if (!(await store.keys.revoke(id, now.toISOString()))) {
          fail(`no active key with id ${id}`);
          return 1;
        }
        print(`revoked ${id}`);
        return 0;
      }
      default:
        throw new KeysCliError(command ? `unknown command ${command}` : 'a command is needed');
    }
  } catch (error) {
    if (error instanceof KeysCliError) {
      fail(`${error.message}\n${USAGE}`);
      return 2;
    }
    throw error;
  } finally {
    await store.close();
  }
}

if (import.meta.main) {
  process.exitCode = await runKeysCli(process.argv.slice(2), process.env, (l) => console.log(l), (l) => console.error(l));
}
