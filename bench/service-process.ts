// The service (or any small server) as its own process for benchmarks, as in production, so the
// load generator does not share its event loop; and a live key whose rate never limits.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Starts a child process and resolves with the first URL matching `pattern` it prints on stdout or stderr. */
export function startProcess(args: string[], env: Record<string, string>, pattern: RegExp): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let seen = '';
    const look = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = pattern.exec(seen);
      if (!match) return;
      // From here on the output (one log line per request) is drained unread.
      child.stdout!.off('data', look).resume();
      child.stderr!.off('data', look).resume();
      resolve({ child, url: match[0] });
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', look);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}: ${seen.slice(-500)}`)));
  });
}

/** A live key whose rate does not limit, made by the keys command on the store `env` names (DATA_DIR or DATABASE_URL). */
export function createLiveKey(env: Record<string, string>): string {
  const created = execFileSync(process.execPath, ['src/server/keys-cli.ts', 'create', '--live', '--rate', '1000000000', '--burst', '1000000000'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  // The listing line shows only the key's prefix; the key itself is the last one printed.
  const key = created.match(/cm_live_[A-Za-z0-9_-]{20,}/g)?.at(-1);
  if (!key) throw new Error('the keys CLI printed no key');
  return key;
}
