// A stand-in image worker for pool tests: crashes on sandbox jobs, hangs when OCR is off,
// answers an empty moderation otherwise.
import { parentPort } from 'node:worker_threads';
import type { JobOutput, JobRequest } from '../../../src/engine/image/protocol.ts';
import type { ParentMessage, WorkerMessage } from '../../../src/engine/worker-pool/index.ts';

const port = parentPort!;
const send = (message: WorkerMessage<JobOutput>) => port.postMessage(message);
port.on('message', (message: ParentMessage<JobRequest>) => {
  if (message.type === 'close') return port.close();
  const { id, job } = message;
  if (job.sandbox) throw new Error('simulated crash');
  if (!job.ocr) return; // never answers
  send({ type: 'result', id, output: { findings: [], ocrText: 'fine', timingsMs: { decodeMs: 0, classifyMs: 0, ocrMs: 0 } } });
});
send({ type: 'ready' });
