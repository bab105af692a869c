// Polls a condition in tests until it holds or a deadline passes.

/** Resolves with the first truthy value `probe` returns (or resolves to); throws after `timeoutMs`. */
export async function until<T>(probe: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 5_000, intervalMs = 10): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
