// nsfwjs on a TensorFlow.js whose backend is ready, as a scorer of raw RGB pictures: shared by the
// service's image workers and the action's in-process check, which set the backend up apart.
import type * as Tf from '@tensorflow/tfjs';
import type { load as loadModel } from 'nsfwjs/core';
import { scoresOf, type NsfwScores } from './nsfw-findings.ts';

export interface NsfwModel {
  /** Scores a `side` x `side` RGB picture given as raw bytes. */
  classify(rgb: Uint8Array, side: number): Promise<NsfwScores>;
  dispose(): void;
}

/** Loads `model` from the definitions bundled in the package, without nsfwjs's console line. */
export async function loadNsfwModel(tf: typeof Tf, load: typeof loadModel, ...[model, options]: Parameters<typeof loadModel>): Promise<NsfwModel> {
  tf.enableProdMode();
  // nsfwjs announces the bundled model on the console at every load; keep the logs clean.
  const info = console.info;
  console.info = () => {};
  const nsfw = await load(model, options).finally(() => {
    console.info = info;
  });
  return {
    async classify(rgb, side) {
      const input = tf.tensor3d(rgb, [side, side, 3], 'int32');
      try {
        return scoresOf(await nsfw.classify(input));
      } finally {
        input.dispose();
      }
    },
    dispose() {
      nsfw.dispose();
    },
  };
}
