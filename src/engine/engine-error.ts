// The base of every error the engines throw on purpose: each carries the API problem code to answer with.
import type { ProblemCode } from '../api/index.ts';

export class EngineError extends Error {
  readonly code: ProblemCode;
  constructor(code: ProblemCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}
