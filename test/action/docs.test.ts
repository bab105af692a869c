// docs/action.md documents exactly the inputs and outputs of action.yml, with their defaults; the
// README's shortest workflow needs no secret and the real bundle works with what it gives.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Inputs, Outputs } from '../../src/action/names.ts';
import { startGitHubStub, type GitHubStub } from './github-stub.ts';
import { comment, issue, pullRequest } from './payloads.ts';
import { runAction } from './run-action.ts';

const root = new URL('../../', import.meta.url);
const actionYml = readFileSync(new URL('action.yml', root), 'utf8');
const docs = readFileSync(new URL('docs/action.md', root), 'utf8');
const readme = readFileSync(new URL('README.md', root), 'utf8');

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

/** The first workflow of the README's GitHub Action section: the one a reader pastes first. */
const shortest = /^## GitHub Action[^\n]*\n[\s\S]*?```yaml\n([\s\S]*?)```/m.exec(readme)?.[1] ?? '';
/** The events under `on:`. */
const events = [...(shortest.split(/^on:\n/m)[1]?.split(/^\S/m)[0] ?? '').matchAll(/^ {2}([a-z_]+):/gm)].map((m) => m[1] ?? '');

const THREAT = 'I know where you live and I am going to kill you tomorrow.';
/** A payload of each event the shortest workflow may list, with a threat where that event's text is. */
const PAYLOADS: Record<string, unknown> = {
  pull_request: { action: 'opened', pull_request: pullRequest({ body: THREAT }) },
  pull_request_target: { action: 'opened', pull_request: pullRequest({ body: THREAT }) },
  issues: { action: 'opened', issue: issue({ body: THREAT }) },
  issue_comment: { action: 'created', issue: issue(), comment: comment({ body: THREAT }) },
};

describe("the README's shortest workflow", () => {
  let github: GitHubStub;
  beforeAll(async () => {
    github = await startGitHubStub();
  });
  afterAll(async () => {
    await github?.close();
  });

  it('gives the step no input, so no secret', () => {
    expect(shortest).toMatch(/^ +- uses: [\w-]+\/content-moderation@v1$/m);
    expect(shortest).not.toMatch(/\bwith:|secrets\./);
    expect(events.length).toBeGreaterThan(0);
  });

  it('fails the check on a threat on every event it lists, with only the inputs it gives', async () => {
    for (const event of events) {
      expect(Object.keys(PAYLOADS), `a payload for ${event}`).toContain(event);
      // The runner gives github-token its default, the job's token; nothing else is set.
      const result = await runAction({ event, payload: PAYLOADS[event], inputs: { 'github-token': 'ghs_jobtoken' }, githubApiUrl: github.apiUrl, githubGraphqlUrl: github.graphqlUrl });
      expect(result.code, `${event}: ${result.stdout}`).toBe(1);
      expect(JSON.parse(result.outputs.findings ?? '')).toContainEqual(expect.objectContaining({ category: 'violence', fails: true }));
      expect(result.summary).toContain('with the text engine built into the action');
    }
  }, 120_000);
});
