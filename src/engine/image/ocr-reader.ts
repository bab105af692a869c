// Reads text inside pictures with one long-lived tesseract.js worker, offline: the English
// model comes from the @tesseract.js-data/eng package on disk.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createWorker, OEM, PSM } from 'tesseract.js';

export interface OcrReaderOptions {
  /** Where tesseract keeps the unpacked model; defaults to a folder under the system temp dir. */
  readonly cachePath?: string;
}

export interface OcrReader {
  /** The recognised text, whitespace collapsed to single spaces so phrases survive line breaks. */
  read(image: Buffer): Promise<string>;
  close(): Promise<void>;
}

/** The LSTM-only model: smaller and faster to load than the legacy+LSTM one, same accuracy here. */
const MODEL_FOLDER = '4.0.0_best_int';

export async function createOcrReader(options: OcrReaderOptions = {}): Promise<OcrReader> {
  const require = createRequire(import.meta.url);
  const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), MODEL_FOLDER);
  const cachePath = options.cachePath ?? path.join(os.tmpdir(), `content-moderation-ocr-${MODEL_FOLDER}`);
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath, cachePath, gzip: true });
  // A fixed DPI keeps tesseract from guessing for pictures without one; its diagnostics
  // ("Detected N diacritics") would otherwise land in the service's output.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, user_defined_dpi: '300', debug_file: '/dev/null' });
  return {
    async read(image) {
      const { data } = await worker.recognize(image);
      return data.text.replace(/\s+/g, ' ').trim();
    },
    async close() {
      await worker.terminate();
    },
  };
}
