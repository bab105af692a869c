// The nsfwjs classifier on the TensorFlow.js WebAssembly backend, loaded once per worker from
// the model bundled in the package (no network).
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ModelName } from 'nsfwjs';
import { loadNsfwModel, type NsfwModel } from './nsfw-model.ts';

/** The bundled models measured for this engine (see the media benchmark); MobileNetV2 is the default. */
export const CLASSIFIER_MODELS = ['MobileNetV2', 'MobileNetV2Mid'] as const satisfies readonly ModelName[];
export type ClassifierModel = (typeof CLASSIFIER_MODELS)[number];

export { NSFW_CLASSES, type NsfwClass, type NsfwScores } from './nsfw-findings.ts';

export type { NsfwModel as NsfwClassifier } from './nsfw-model.ts';

const wasmDirectory = (): string => {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist') + path.sep;
};

export async function loadNsfwClassifier(model: ClassifierModel): Promise<NsfwModel> {
  // ESM imports: the CommonJS builds take seconds to load the bundled weights.
  const tf = await import('@tensorflow/tfjs');
  const wasm = await import('@tensorflow/tfjs-backend-wasm');
  const { load } = await import('nsfwjs/core');
  const definitions =
    model === 'MobileNetV2'
      ? [(await import('nsfwjs/models/mobilenet_v2')).MobileNetV2Model]
      : [(await import('nsfwjs/models/mobilenet_v2_mid')).MobileNetV2MidModel];
  wasm.setWasmPaths(wasmDirectory());
  if (!(await tf.setBackend('wasm'))) throw new Error('the TensorFlow.js wasm backend did not start');
  await tf.ready();
  return loadNsfwModel(tf, load, model, { modelDefinitions: definitions });
}
