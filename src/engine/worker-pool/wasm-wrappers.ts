// Node 24's V8 can abort the whole process ("Check failed: jit_page.has_value()") when a
// WebAssembly import wrapper that was compiled on tier-up is freed while worker threads that
// share it are being terminated. The image workers run WebAssembly (TensorFlow.js, Tesseract) and
// are terminated when a job overruns, so the pool keeps every wrapper on V8's generic path, which
// compiles nothing per thread. The cost is a few nanoseconds per call from WebAssembly into
// JavaScript, which these libraries make rarely.
import { setFlagsFromString } from 'node:v8';

/** Calls before a wrapper would be compiled: never, in practice. */
export const NO_WRAPPER_TIER_UP = '--wasm-wrapper-tiering-budget=2147483647';

let applied = false;

/** Sets the flag once per process; it applies to WebAssembly instances created afterwards. */
export function keepWasmWrappersGeneric(): void {
  if (applied) return;
  applied = true;
  setFlagsFromString(NO_WRAPPER_TIER_UP);
}
