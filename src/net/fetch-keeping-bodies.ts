// A fetch whose responses stay reachable for as long as their body streams are. undici cancels
// the body of a Response that is garbage-collected before the body is read; a caller that keeps
// only `response.body` (Octokit asked for a stream does) then reads zero bytes, with no error,
// whenever a collection falls between the answer and the read.

const owners = new WeakMap<ReadableStream<Uint8Array>, Response>();

/** `fetchImpl` (default: the global fetch), with each response held by its body stream. */
export function fetchKeepingBodies(fetchImpl: typeof fetch = globalThis.fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (response.body) owners.set(response.body, response);
    return response;
  };
}
