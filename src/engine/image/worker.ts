// One image worker thread: loads the classifier and the OCR reader once, then moderates the
// images it is sent, one at a time.
import { parentPort, workerData } from 'node:worker_threads';
import type { ModerationResult } from '../../api/index.ts';
import { loadNsfwClassifier } from './classifier.ts';
import { MediaError } from './errors.ts';
import { nsfwFindings } from './nsfw-findings.ts';
import { ocrFindings } from './ocr-findings.ts';
import { createOcrReader } from './ocr-reader.ts';
import { readPictureText } from './picture-text.ts';
import { CLASSIFIER_SIDE, decodeImage, toClassifierInput, toOcrInput } from './prepare.ts';
import type { ParentMessage, WorkerMessage } from '../worker-pool/index.ts';
import type { JobOutput, JobRequest, WorkerSettings } from './protocol.ts';

if (!parentPort) throw new Error('worker.ts runs only as a worker thread');
const port = parentPort;
const settings = workerData as WorkerSettings;

const [classifier, reader] = await Promise.all([
  settings.nsfw ? loadNsfwClassifier(settings.model) : undefined,
  settings.ocr ? createOcrReader(settings.ocrCachePath ? { cachePath: settings.ocrCachePath } : {}) : undefined,
]);

async function moderate(job: JobRequest): Promise<JobOutput> {
  const t0 = performance.now();
  const wantsOcr = reader !== undefined && job.ocr;
  const image = await decodeImage(job.bytes, {
    maxPixels: settings.maxPixels,
    timeoutSeconds: settings.decodeTimeoutSeconds,
    classifierOnly: !wantsOcr,
  });
  const [classifierInput, ocrInput] = await Promise.all([
    classifier ? toClassifierInput(image) : undefined,
    wantsOcr ? toOcrInput(image) : undefined,
  ]);
  const t1 = performance.now();
  const findings: ModerationResult[] = [];
  if (classifier && classifierInput) findings.push(...nsfwFindings(await classifier.classify(classifierInput, CLASSIFIER_SIDE), settings.thresholds));
  const t2 = performance.now();
  let ocrText = '';
  if (reader && ocrInput) {
    ocrText = await readPictureText(ocrInput, reader);
    findings.push(...ocrFindings(ocrText, { sandbox: job.sandbox }));
  }
  const t3 = performance.now();
  return { findings, ocrText, timingsMs: { decodeMs: Math.round(t1 - t0), classifyMs: Math.round(t2 - t1), ocrMs: Math.round(t3 - t2) } };
}

const send = (message: WorkerMessage<JobOutput>) => port.postMessage(message);

/** The image being moderated (the pool sends one at a time); settled, never rejected. */
let running: Promise<unknown> = Promise.resolve();

port.on('message', (message: ParentMessage<JobRequest>) => {
  if (message.type === 'close') {
    // The models are released once the image in hand is done: ending the thread or the OCR
    // thread while their WebAssembly runs is left to the pool's grace period, for a stuck job.
    void running.then(async () => {
      classifier?.dispose();
      await reader?.close();
      port.close();
    });
    return;
  }
  const { id, job } = message;
  running = moderate(job).then(
    (output) => send({ type: 'result', id, output }),
    (error: unknown) => {
      const known = error instanceof MediaError;
      send({
        type: 'failure',
        id,
        error: {
          name: known ? error.name : 'ImageProcessingError',
          code: known ? error.code : 'processing_failed',
          message: error instanceof Error ? error.message : String(error),
        },
      });
    },
  );
});
send({ type: 'ready' });
