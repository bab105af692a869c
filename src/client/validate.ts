// Validates a response against a contract schema, turning the first issue into a
// ResponseValidationError that names the offending field by its JSON path.
import type { z } from 'zod';
import { ResponseValidationError } from './errors.ts';

/** `['items', 3, 'text']` -> `items[3].text`, after an optional prefix such as `items[3]`. */
export function fieldPath(prefix: string, path: readonly PropertyKey[]): string {
  let out = prefix;
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

export function validationError(error: z.ZodError, status: number, prefix = ''): ResponseValidationError {
  const issue = error.issues[0];
  return new ResponseValidationError(fieldPath(prefix, issue?.path ?? []), issue?.message ?? 'is invalid', status);
}

export function validate<S extends z.ZodType>(schema: S, data: unknown, status: number, prefix = ''): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw validationError(parsed.error, status, prefix);
  return parsed.data;
}
