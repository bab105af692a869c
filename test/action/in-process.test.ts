// With no api-url the action moderates text in its own process with the service's text engine:
// the real bundle on every kind of event, and the same findings as the real service.
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moderateTextInProcess } from '../../src/action/in-process.ts';
import { ModerationClient } from '../../src/client/index.ts';
import { startService, type StartedService } from '../support/service.ts';
import { startGitHubStub, type GitHubStub } from './github-stub.ts';
import { comment, issue, pullRequest } from './payloads.ts';
import { runAction, type ActionRun } from './run-action.ts';

const TOKEN = 'ghs_inprocesstoken0123456789';
const THREAT = 'I know where you live and I am going to kill you tomorrow.';
const DEHUMANISING = 'Immigrants are vermin and should be exterminated.';

/** One set of texts for both modes: every category, disguises, context that must stay clean, and a long text. */
const TEXTS = [
  THREAT,
  DEHUMANISING,
  'Muslims are parasites, not human beings.',
  'I will find you and break your neck.',
  'You are a worthless idiot and everyone here hates you.',
  'sarah ur posts are cringe, nobody here rates ur opinion, go back to lurking',
  'I want to end my life tonight, I saved up my pills.',
  'Send me your nudes, our little secret, don\'t tell your mom.',
  'This is fucking broken again.',
  'FREE MONEY!!! Click here http://a.example/win to claim your prize now',
  'Mail me at jane.doe@example.com or call (415) 555-2671.',
  'Our key is AKIAIOSFODNN7EXAMPLE, do not share it.',
  'You are such a l0s3r, 1d10t.',
  'Ｆｕｃｋ y\u200bou.',
  'It\'s disgusting when people say immigrants are parasites.',
  'He said "I\'ll kill you" in the film, it was a great scene.',
  'Kill the process when the queue is full and execute the payload again.',
  'Master/slave replication is configured in Scunthorpe.',
  'I would never hurt you.',
  'Thanks for the quick review! I pushed the fixes for the flaky test.',
  '',
  'Fixes #12. ' + 'The widget now renders in every browser we support. '.repeat(180),
];

let service: StartedService;
let github: GitHubStub;

beforeAll(async () => {
  [service, github] = await Promise.all([startService({ media: false }), startGitHubStub()]);
});
afterAll(async () => {
  await Promise.all([service?.close(), github?.close()]);
});
beforeEach(() => {
  github.setFiles([]);
  github.requests.length = 0;
});

function run(event: string, payload: unknown, inputs: Record<string, string> = {}): Promise<ActionRun> {
  return runAction({ event, payload, inputs: { 'github-token': TOKEN, ...inputs }, githubApiUrl: github.apiUrl, githubGraphqlUrl: github.graphqlUrl });
}

/** Every output is written, the summary too, and the token shows only in the runner's mask command. */
function expectComplete(result: ActionRun): void {
  expect(Object.keys(result.outputs).sort()).toEqual(['findings', 'flagged', 'max-severity', 'result-ids', 'summary']);
  expect(result.summary).toMatch(/^## Content moderation: /);
  expect(result.outputs.summary).toBe(result.summary);
  expect(result.outputs['result-ids']).toBe('');
  for (const text of [result.stderr, result.summary, ...Object.values(result.outputs)]) expect(text).not.toContain(TOKEN);
  expect(result.stdout.split('\n').filter((line) => line.includes(TOKEN))).toEqual([`::add-mask::${TOKEN}`]);
}

const CLEAN = 'Thanks for the quick review! I pushed the fixes for the flaky test.';

/** Every kind of payload the action reads, with `text` where that event's moderated text is, and how many texts it moderates. */
const KINDS: [string, string, (text: string) => unknown, number][] = [
  ['a pull request', 'pull_request', (text) => ({ action: 'opened', pull_request: pullRequest({ body: text }) }), 2],
  ['an issue', 'issues', (text) => ({ action: 'opened', issue: issue({ title: text }) }), 2],
  ['a comment', 'issue_comment', (text) => ({ action: 'created', issue: issue(), comment: comment({ body: text }) }), 1],
  ['a review', 'pull_request_review', (text) => ({ action: 'submitted', pull_request: pullRequest(), review: { ...comment({ id: 77, body: text }), node_id: 'PRR_77' } }), 1],
  ['a review comment', 'pull_request_review_comment', (text) => ({ action: 'created', pull_request: pullRequest(), comment: { ...comment({ id: 78, body: text }), path: 'src/widget.ts' } }), 1],
  ['a discussion', 'discussion', (text) => ({ action: 'created', discussion: { ...issue({ number: 3, body: text }), node_id: 'D_3' } }), 2],
  ['a discussion comment', 'discussion_comment', (text) => ({ action: 'created', discussion: { ...issue({ number: 3 }), node_id: 'D_3' }, comment: comment({ body: text }) }), 1],
];
/** A threat (violence) or a dehumanising statement (hate), in turn over the kinds. */
const FLAGGED = KINDS.map(([name, event, payload], i): [string, string, unknown, string] =>
  i % 2 ? [`${name} with a dehumanising statement`, event, payload(DEHUMANISING), 'hate'] : [`${name} with a threat`, event, payload(THREAT), 'violence'],
);
const CLEAN_RUNS = KINDS.map(([name, event, payload, texts]): [string, string, unknown, number] => [name, event, payload(CLEAN), texts]);

describe('the bundled action with no api-url', () => {
  it.each(FLAGGED)('fails the check on %s', async (_name, event, payload, category) => {
    const result = await run(event, payload);
    expect(result.code, result.stdout).toBe(1);
    expectComplete(result);
    expect(result.outputs['max-severity']).toBe('high');
    expect(JSON.parse(result.outputs.findings ?? '')).toContainEqual(expect.objectContaining({ category, severity: 'high', fails: true, result_id: null }));
    expect(result.summary).toContain('with the text engine built into the action');
    // Without result ids the table has no column for them.
    expect(result.summary).toMatch(/^\| Where \| Category \| Severity \| Confidence \| Action \|$/m);
    expect(result.stdout).toContain('No api-url: text is moderated in process');
  });

  it.each(CLEAN_RUNS)('passes clean text on %s', async (_name, event, payload, texts) => {
    const result = await run(event, payload);
    expect(result.code, result.stdout).toBe(0);
    expectComplete(result);
    expect(result.outputs.flagged).toBe('false');
    expect(result.outputs.findings).toBe('[]');
    expect(result.summary).toMatch(new RegExp(`Checked ${texts} items? of .* with the text engine built into the action; ${texts} clean\\.`));
  });

  it('lists videos, linked images and changed images other than PNG and JPEG as not checked, with the line that turns on a service, without reading them', async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#08f' } }).png().toBuffer();
    github.setFiles([
      { filename: 'docs/shot.png', status: 'added', bytes: png },
      { filename: 'docs/logo.webp', status: 'modified', bytes: png },
      { filename: 'media/intro.mp4', status: 'added', bytes: new Uint8Array(64) },
    ]);
    const body = 'Screenshot: ![shot](https://img.example/shot.png)';
    const result = await run('pull_request', { action: 'opened', pull_request: pullRequest({ body }) });
    expect(result.code, result.stdout).toBe(0);
    expectComplete(result);
    expect(result.summary).toContain('Not checked: 2 images and 1 video, since this run has no moderation service.');
    expect(result.summary).toContain('`api-url: ${{ vars.MODERATION_API_URL }}` and `api-key: ${{ secrets.MODERATION_API_KEY }}`');
    for (const label of ['docs/logo.webp', 'media/intro.mp4', 'image from img.example linked in pull request #7 body']) {
      expect(result.summary).toContain(`\n- ${label}\n`);
    }
    // The changed PNG is checked in process (test/action/in-process-images.test.ts); only it is read.
    expect(result.summary).toContain('\n- docs/shot.png: clean\n');
    expect(github.requests.filter((r) => r.includes('/git/blobs/'))).toHaveLength(1);
  });

  it('says the key is not used when api-key comes without api-url, and masks it', async () => {
    const result = await run('issues', { action: 'opened', issue: issue() }, { 'api-key': 'live-key-without-a-url' });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('::notice::The api-key input is set but api-url is empty: text is moderated in process and the key is not used.');
    expect(result.stdout.split('\n').filter((line) => line.includes('live-key-without-a-url'))).toEqual(['::add-mask::live-key-without-a-url']);
  });
});

describe('the same findings in process and from the service', () => {
  it('gives every text of the set the findings the service gives it', async () => {
    const client = new ModerationClient({ baseUrl: service.baseUrl, apiKey: await service.createKey() });
    const found = new Set<string>();
    for (const text of TEXTS.filter(Boolean)) {
      const [inProcess, remote] = await Promise.all([moderateTextInProcess(text), client.moderateText(text)]);
      expect(inProcess.findings, text).toEqual(remote.findings);
      expect(inProcess.safe).toBe(remote.safe);
      expect(inProcess.score).toBe(remote.score);
      for (const f of remote.findings) found.add(f.category);
    }
    // The set is worth comparing only if it reaches the engine's rules.
    expect([...found].sort()).toEqual(expect.arrayContaining(['credentials', 'hate', 'harassment', 'pii', 'profanity', 'violence']));
  });

  it('reports the same findings from the bundle with and without api-url', async () => {
    const apiKey = await service.createKey();
    const payload = { action: 'opened', pull_request: pullRequest({ title: TEXTS[4], body: TEXTS.join('\n\n') }) };
    const [withService, inProcess] = await Promise.all([run('pull_request', payload, { 'api-url': service.baseUrl, 'api-key': apiKey }), run('pull_request', payload)]);
    const comparable = (r: ActionRun) => (JSON.parse(r.outputs.findings ?? '') as { result_id: unknown }[]).map((f) => ({ ...f, result_id: null }));
    expect(withService.code).toBe(1);
    expect(inProcess.code).toBe(1);
    expect(comparable(inProcess)).toEqual(comparable(withService));
    expect(comparable(inProcess).length).toBeGreaterThan(3);
  });
});
