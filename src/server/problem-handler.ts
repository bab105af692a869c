// The one error handler: every error leaves as RFC 9457 problem+json with a stable code.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { PROBLEM_CODES, PROBLEM_CONTENT_TYPE, problemType, type FieldError, type Problem, type ProblemCode } from '../api/index.ts';
import { ApiError, problemTitle } from './errors.ts';
import { instancePathToSegments, issuesToFieldErrors } from './field-errors.ts';

const KNOWN_CODES = new Set<string>(PROBLEM_CODES);

/** Errors thrown by other parts (engines, fetchers) that carry a problem code and status. */
function asCodedError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, status, message } = error as { code?: unknown; status?: unknown; message?: unknown };
  if (typeof code !== 'string' || !KNOWN_CODES.has(code) || typeof status !== 'number' || status < 400 || status > 599) return undefined;
  return new ApiError(status, code as ProblemCode, typeof message === 'string' ? message : problemTitle(code as ProblemCode));
}

/** Maps framework and parser errors onto problems; undefined means a real fault. */
function fromFramework(error: FastifyError): ApiError | undefined {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      code: v.keyword,
      path: instancePathToSegments(v.instancePath),
      message: v.message ?? 'invalid value',
      keys: (v.params as { keys?: string[] }).keys,
    }));
    const where = error.validationContext && error.validationContext !== 'body' ? ` (${error.validationContext})` : '';
    return new ApiError(400, 'invalid_request', `The request has invalid parameters${where}; see errors[].`, { errors: issuesToFieldErrors(issues) });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'payload_too_large', 'The request body is over the size limit of this endpoint.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(400, 'unsupported_content_type', 'This endpoint does not accept that Content-Type; send application/json (or the media types the endpoint lists).');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError(400, 'malformed_json', 'The body is not valid JSON.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'malformed_json', 'The body is empty; send a JSON object.');
  }
  if (error instanceof SyntaxError) return new ApiError(400, 'malformed_json', 'The body is not valid JSON.');
  const status = error.statusCode;
  if (status === 404) return new ApiError(404, 'not_found', 'Not found.');
  if (status === 413) return new ApiError(413, 'payload_too_large', 'The request body is over the size limit of this endpoint.');
  if (status === 415) return new ApiError(400, 'unsupported_content_type', 'This endpoint does not accept that Content-Type.');
  if (status !== undefined && status >= 400 && status < 500) return new ApiError(400, 'invalid_request', 'The request could not be read.');
  return undefined;
}

export function problemBody(error: ApiError, requestId: string): Problem {
  const problem: Problem = {
    type: problemType(error.code),
    title: problemTitle(error.code),
    status: error.status,
    detail: error.message,
    code: error.code,
    request_id: requestId,
  };
  if (error.errors?.length) problem.errors = [...error.errors] as FieldError[];
  return problem;
}

export function sendProblem(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  // Part of the body is still unread (refused before or while reading it). Past a size limit the
  // rest is not worth reading: the connection ends after this answer. Otherwise the rest is read
  // and dropped, so the client's keep-alive connection stays usable.
  if (!request.raw.complete) {
    if (error.status === 413) reply.header('connection', 'close');
    else request.raw.resume();
  }
  return reply.code(error.status).type(PROBLEM_CONTENT_TYPE).send(problemBody(error, request.id));
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const known = asCodedError(error) ?? fromFramework(error);
  if (known) return sendProblem(request, reply, known);
  if (isResponseSerializationError(error)) request.log.error({ err: error.cause }, 'response does not match its schema');
  else request.log.error({ err: error }, 'request failed');
  return sendProblem(request, reply, new ApiError(500, 'internal_error', 'An unexpected fault of the service; retry later or report the request id.'));
}

export function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendProblem(request, reply, new ApiError(404, 'not_found', `No route ${request.method} ${request.url.split('?')[0]?.slice(0, 200)}.`));
}
