// A stand-in text worker: answers every text with one finding labelled `from_worker`, so a test
// can tell which texts reached a worker.
import { parentPort } from 'node:worker_threads';
import type { TextJob, TextJobOutput } from '../../../src/engine/text-analyzer/protocol.ts';
import type { ParentMessage, WorkerMessage } from '../../../src/engine/worker-pool/index.ts';

const port = parentPort!;
const send = (message: WorkerMessage<TextJobOutput>) => port.postMessage(message);
port.on('message', (message: ParentMessage<TextJob>) => {
  if (message.type === 'close') return port.close();
  send({ type: 'result', id: message.id, output: [{ category: 'spam', label: 'from_worker', severity: 'low', confidence: 1, action: 'warn' }] });
});
send({ type: 'ready' });
