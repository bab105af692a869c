// The service's nudity classifier (nsfwjs, MobileNetV2) on the TensorFlow.js WebAssembly
// backend, loaded once per run from files inside the bundle: no native binary, no network.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClassifierModel, NsfwScores } from '../../engine/image/classifier.ts';
import { loadNsfwModel } from '../../engine/image/nsfw-model.ts';

/** The service's default model (src/engine/image/classifier.ts). */
export const NUDITY_MODEL: ClassifierModel = 'MobileNetV2';

export interface NudityClassifier {
  /** Scores a `side` x `side` RGB picture given as raw bytes. */
  classify(rgb: Uint8Array, side: number): Promise<NsfwScores>;
}

// A symbolic link to the package's file, so the build copies it beside the emitted module and
// ncc emits it as an asset of dist/ (a path into node_modules would not reach the bundle). Only
// the SIMD build is shipped: Node 24 always has WebAssembly SIMD, and tfjs never picks its
// threaded build on Node.
const WASM: URL | string = new URL('./tfjs-backend-wasm-simd.wasm', import.meta.url);

export async function loadNudityClassifier(): Promise<NudityClassifier> {
  // ESM imports, as the service does: the CommonJS builds take seconds to load the weights.
  const tf = await import('@tensorflow/tfjs');
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  const { load } = await import('nsfwjs/core');
  const { MobileNetV2Model } = await import('nsfwjs/models/mobilenet_v2');
  // ncc's asset relocator turns the URL into a plain path inside dist/.
  const path = typeof WASM === 'string' ? WASM : fileURLToPath(WASM);
  wasm.setWasmPaths({ 'tfjs-backend-wasm.wasm': path, 'tfjs-backend-wasm-simd.wasm': path, 'tfjs-backend-wasm-threaded-simd.wasm': path });
  // Bundled, the backend's ES module build runs Emscripten code that reads `__dirname`, which an
  // ES module lacks; the value is unused (the paths above are absolute), it only has to exist.
  const scope = globalThis as { __dirname?: string };
  const hadDirname = '__dirname' in scope;
  if (!hadDirname) scope.__dirname = dirname(path);
  try {
    if (!(await tf.setBackend('wasm'))) throw new Error('the TensorFlow.js wasm backend did not start');
    await tf.ready();
  } finally {
    if (!hadDirname) delete scope.__dirname;
  }
  return loadNsfwModel(tf, load, NUDITY_MODEL, { modelDefinitions: [MobileNetV2Model] });
}
