// docs/action.md documents exactly the inputs and outputs of action.yml, with their defaults.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Inputs, Outputs } from '../../src/action/names.ts';

const root = new URL('../../', import.meta.url);
const actionYml = readFileSync(new URL('action.yml', root), 'utf8');
const docs = readFileSync(new URL('docs/action.md', root), 'utf8');

/** The keys directly under a top-level section of action.yml. */
function yamlKeys(section: string): string[] {
  const block = actionYml.split(new RegExp(`^${section}:\\n`, 'm'))[1]?.split(/^\S/m)[0] ?? '';
  return [...block.matchAll(/^ {2}([a-z-]+):/gm)].map((m) => m[1] ?? '');
}

/** The first column of the table under a `## heading` of the docs. */
function tableNames(heading: string): string[] {
  const section = docs.split(`## ${heading}\n`)[1]?.split(/^## /m)[0] ?? '';
  return [...section.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1] ?? '');
}

describe('docs/action.md', () => {
  it('lists every input of action.yml and no other', () => {
    expect(tableNames('Inputs')).toEqual(yamlKeys('inputs'));
    expect(yamlKeys('inputs')).toEqual(Object.values(Inputs));
  });

  it('lists every output of action.yml and no other', () => {
    expect(tableNames('Outputs')).toEqual(yamlKeys('outputs'));
    expect(yamlKeys('outputs')).toEqual(Object.values(Outputs));
  });

  it('gives each input the default action.yml declares', () => {
    const inputs = actionYml.split(/^inputs:\n/m)[1]?.split(/^outputs:/m)[0] ?? '';
    const table = docs.split('## Inputs\n')[1]?.split(/^## /m)[0] ?? '';
    for (const [, name, body] of inputs.matchAll(/^ {2}([a-z-]+):\n((?: {4}.*\n)+)/gm)) {
      const declared = /^ {4}default: '?(.*?)'?$/m.exec(body ?? '')?.[1];
      const row = new RegExp(`^\\| \`${name}\` \\| ([^|]+) \\|`, 'm').exec(table)?.[1]?.trim() ?? '';
      if (declared) expect(row, name).toBe(`\`${declared}\``);
    }
  });
});
