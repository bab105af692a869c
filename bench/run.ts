// `npm run bench -- <name>...`: runs the named benchmarks (default: all) one after another.
import { readdirSync } from 'node:fs';

const available = readdirSync(new URL('.', import.meta.url))
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => f.replace(/\.bench\.ts$/, ''))
  .sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !available.includes(w));
if (unknown.length) {
  console.error(`unknown benchmark ${unknown.join(', ')}; available: ${available.join(', ')}`);
  process.exit(2);
}
for (const name of wanted.length ? wanted : available) {
  console.log(`\n## ${name}\n`);
  const mod = (await import(`./${name}.bench.ts`)) as { run: () => Promise<void> };
  await mod.run();
}
