// Turns validation issues into problem `errors[]` entries whose paths read like `items[3].text`.
import type { FieldError } from '../api/index.ts';

interface IssueLike {
  readonly code?: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly keys?: readonly string[];
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** `['items', 3, 'text']` -> `items[3].text`; odd keys are quoted so the path stays readable. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else {
      const name = String(segment);
      if (IDENTIFIER.test(name)) out += out ? `.${name}` : name;
      else out += `[${JSON.stringify(name.slice(0, 100))}]`;
    }
  }
  return out;
}

/** One entry per issue; an unknown-keys issue yields one entry per unknown key. */
export function issuesToFieldErrors(issues: readonly IssueLike[], prefix: readonly PropertyKey[] = []): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
      for (const key of issue.keys.slice(0, 20)) out.push({ path: formatPath([...prefix, ...issue.path, key]), message: 'unknown field' });
    } else {
      out.push({ path: formatPath([...prefix, ...issue.path]), message: issue.message });
    }
    if (out.length >= 50) break;
  }
  return out;
}

/** Fastify validation entries carry `/items/3/text`; digits become array indexes again. */
export function instancePathToSegments(instancePath: string): PropertyKey[] {
  if (!instancePath || instancePath === '/') return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^(0|[1-9]\d{0,8})$/.test(s) ? Number(s) : s));
}
