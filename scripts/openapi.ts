// Writes openapi.json from the contract (`npm run openapi`); a test fails when it is stale.
import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from '../src/api/index.ts';

export function renderOpenApi(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}

if (import.meta.main) {
  const target = new URL('../openapi.json', import.meta.url);
  writeFileSync(target, renderOpenApi());
  console.log(`wrote ${target.pathname}`);
}
