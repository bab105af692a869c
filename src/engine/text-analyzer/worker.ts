// One text worker thread: loads the text engine once, warms it, then analyses the texts it is
// sent, one at a time, refusing any that would be over the limit once normalised.
import { parentPort, workerData } from 'node:worker_threads';
import { analyzeText } from '../text/index.ts';
import type { ParentMessage, WorkerMessage } from '../worker-pool/index.ts';
import { normalisedLength, tooLongDetail } from './normalised-length.ts';
import type { TextJob, TextJobOutput, TextWorkerSettings } from './protocol.ts';
import { warmTextEngine } from './warm-up.ts';

if (!parentPort) throw new Error('worker.ts runs only as a worker thread');
const port = parentPort;
const settings = workerData as TextWorkerSettings;
const send = (message: WorkerMessage<TextJobOutput>) => port.postMessage(message);

await warmTextEngine(settings.warmUpRounds);

port.on('message', async (message: ParentMessage<TextJob>) => {
  if (message.type === 'close') {
    port.close();
    return;
  }
  const { id, job } = message;
  try {
    const length = normalisedLength(job.text);
    if (length > settings.maxCodePoints) {
      send({ type: 'failure', id, error: { name: 'TextTooLongError', code: 'invalid_request', message: tooLongDetail(settings.maxCodePoints, length) } });
      return;
    }
    send({ type: 'result', id, output: await analyzeText(job.text, { sandbox: job.sandbox }) });
  } catch (error) {
    send({ type: 'failure', id, error: { name: 'TextAnalysisFailedError', code: 'internal_error', message: error instanceof Error ? error.message : String(error) } });
  }
});
send({ type: 'ready' });
