// A body read after its Response is garbage-collected still arrives whole: undici cancels the body
// of a collected Response, which once emptied the action's blob downloads under load.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchKeepingBodies, readLimited } from '../../src/net/index.ts';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const bytes = Buffer.alloc(100_000, 7);
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': bytes.byteLength });
  res.end(bytes);
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/blob`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Only the body stream survives the call, as with Octokit's `parseSuccessResponseBody: false`. */
async function bodyOnly(fetchImpl: typeof fetch): Promise<ReadableStream<Uint8Array>> {
  const response = await fetchImpl(url);
  if (!response.body) throw new Error('no body');
  return response.body;
}

describe('fetchKeepingBodies', () => {
  it('keeps a body readable through garbage collections before it is read', async () => {
    const bodies = await Promise.all([bodyOnly(fetchKeepingBodies()), bodyOnly(fetchKeepingBodies())]);
    // Finalizers run as tasks after a collection: give them turns to run.
    for (let i = 0; i < 3; i++) {
      collectGarbage();
      await sleep(10);
    }
    for (const body of bodies) expect((await readLimited(body, 1_000_000)).byteLength).toBe(bytes.byteLength);
  });
});
