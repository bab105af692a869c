// The model committed beside the engine, read on first use (about 10 ms) and kept: the service warms
// the engine at start-up, so no request pays for it.
import { readFileSync } from 'node:fs';
import { readModelFile } from './model-file.ts';
import { TextModel } from './text-model.ts';

let committed: TextModel | undefined;

export function committedModel(): TextModel {
  return (committed ??= new TextModel(readModelFile(readFileSync(new URL('./text-model.bin', import.meta.url)))));
}
