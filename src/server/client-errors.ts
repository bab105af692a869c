// Answers what Node's HTTP parser refuses before any request exists (a bad request line, headers
// too large, a client too slow) with the same problem+json as every other error, then closes the
// connection gently: the answer is written, the rest of what the client sends is read and dropped,
// and only then is the socket closed, so a keep-alive client reads the answer instead of a reset.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { PROBLEM_CONTENT_TYPE } from '../api/index.ts';
import { ApiError } from './errors.ts';
import { problemBody } from './problem-handler.ts';
import { requestIdFrom } from './request-id.ts';

/** How long a refused connection is drained before it is closed, in milliseconds. */
const LINGER_MS = 2_000;

/** Sockets already answered: the parser reports its error again on every chunk that follows. */
const answered = new WeakSet<Socket>();

function problemFor(error: NodeJS.ErrnoException): ApiError {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError(431, 'headers_too_large', 'The request line and headers are over the size this service reads (16 KiB).');
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return new ApiError(413, 'payload_too_large', 'The chunk extensions of the body are over the size this service reads.');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError(408, 'request_timeout', 'The request was not received in time; send it again.');
    default:
      return new ApiError(400, 'invalid_request', `The request is not valid HTTP/1.1 (${error.code ?? 'parse error'}).`);
  }
}

/** Fastify's `clientErrorHandler`: one problem+json answer, then a lingering close. */
export function answerClientError(logger: FastifyBaseLogger, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  const problem = problemFor(error);
  const requestId = requestIdFrom(undefined);
  logger.info({ status: problem.status, code: error.code, request_id: requestId }, 'client error');
  // A response the route already started cannot be replaced; the connection can only be dropped.
  const started = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
  if (!socket.writable || started) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(problemBody(problem, requestId));
  socket.end(
    `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}\r\n` +
      `Content-Type: ${PROBLEM_CONTENT_TYPE}; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Request-Id: ${requestId}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
  socket.setTimeout(LINGER_MS, () => socket.destroy());
  socket.once('end', () => socket.destroy());
  socket.resume();
}
