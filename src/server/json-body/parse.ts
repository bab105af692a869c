// Parses one JSON body as Fastify's own parser does (prototype poisoning refused), after bounding
// its structure; the same steps run inline for small bodies and on the worker for large ones.
import { parse as secureJsonParse } from 'secure-json-parse';
import { countJsonStructure } from './scan.ts';

/** The refusals of parseJsonBody, with the problem code each answers with. */
export class JsonBodyError extends Error {
  readonly code: 'malformed_json' | 'payload_too_large';
  constructor(code: JsonBodyError['code'], message: string) {
    super(message);
    this.name = 'JsonBodyError';
    this.code = code;
  }
}

export function parseJsonBody(bytes: Uint8Array, maxStructure: number): unknown {
  if (countJsonStructure(bytes, maxStructure) > maxStructure) {
    throw new JsonBodyError('payload_too_large', `The JSON body holds more than ${maxStructure} commas, colons and brackets; no request needs that many values.`);
  }
  try {
    return secureJsonParse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'), { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw new JsonBodyError('malformed_json', 'The body is not valid JSON.');
  }
}
