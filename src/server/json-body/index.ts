// JSON bodies read without holding the event loop: bounded, and parsed on a worker when large.
export { createJsonBodyParser, useJsonBodyParser, INLINE_JSON_BYTES, MAX_JSON_STRUCTURE, type JsonBodyParser } from './parser.ts';
