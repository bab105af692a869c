// Small HTTP helpers for the service tests: JSON in, status, headers and parsed body out.
export interface Answer {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

export async function call(
  url: string,
  options: { method?: string; key?: string | null; json?: unknown; body?: string | Uint8Array; type?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] = options.type ?? 'application/json';
  } else if (options.type) headers['content-type'] = options.type;
  const response = await fetch(url, { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}
