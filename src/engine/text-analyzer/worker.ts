// One text worker thread: loads the text engine once, warms it, then analyses the texts it is
// sent, one at a time, refusing any that would be over the limit once normalised.
import { parentPort, workerData } from 'node:worker_threads';
import { codePointLength } from '../../api/index.ts';
import { analyzeText } from '../text/index.ts';
import type { ParentMessage, WorkerMessage } from '../worker-pool/index.ts';
import type { TextJob, TextJobOutput, TextWorkerSettings } from './protocol.ts';
import { warmTextEngine } from './warm-up.ts';

if (!parentPort) throw new Error('worker.ts runs only as a worker thread');
const port = parentPort;
const settings = workerData as TextWorkerSettings;
const send = (message: WorkerMessage<TextJobOutput>) => port.postMessage(message);

await warmTextEngine(settings.warmUpRounds);

/** The length the engine reads: NFKC can expand one code point into up to 18 (U+FDFA). */
function normalisedLength(text: string): number {
  return codePointLength(text.normalize('NFKC'));
}

port.on('message', async (message: ParentMessage<TextJob>) => {
  if (message.type === 'close') {
    port.close();
    return;
  }
  const { id, job } = message;
  try {
    const length = normalisedLength(job.text);
    if (length > settings.maxCodePoints) {
      const detail = `must be at most ${settings.maxCodePoints} characters once Unicode NFKC normalised; this text becomes ${length}`;
      send({ type: 'failure', id, error: { name: 'TextTooLongError', code: 'invalid_request', message: detail } });
      return;
    }
    send({ type: 'result', id, output: await analyzeText(job.text, { sandbox: job.sandbox }) });
  } catch (error) {
    send({ type: 'failure', id, error: { name: 'TextAnalysisFailedError', code: 'internal_error', message: error instanceof Error ? error.message : String(error) } });
  }
});
send({ type: 'ready' });
