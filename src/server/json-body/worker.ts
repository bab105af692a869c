// One JSON worker thread: parses the large bodies it is sent, one at a time, off the event loop.
import { parentPort, workerData } from 'node:worker_threads';
import type { ParentMessage, WorkerMessage } from '../../engine/worker-pool/index.ts';
import { JsonBodyError, parseJsonBody } from './parse.ts';
import type { JsonJob, JsonJobOutput, JsonWorkerSettings } from './protocol.ts';

if (!parentPort) throw new Error('worker.ts runs only as a worker thread');
const port = parentPort;
const settings = workerData as JsonWorkerSettings;
const send = (message: WorkerMessage<JsonJobOutput>) => port.postMessage(message);

port.on('message', (message: ParentMessage<JsonJob>) => {
  if (message.type === 'close') {
    port.close();
    return;
  }
  const { id, job } = message;
  try {
    send({ type: 'result', id, output: parseJsonBody(job.bytes, settings.maxStructure) });
  } catch (error) {
    const code = error instanceof JsonBodyError ? error.code : 'internal_error';
    send({ type: 'failure', id, error: { name: 'JsonBodyError', code, message: error instanceof Error ? error.message : String(error) } });
  }
});
send({ type: 'ready' });
