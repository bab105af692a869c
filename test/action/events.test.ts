// The bundled action on comment, review, issue, discussion and manual events.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startService, type StartedService } from '../support/service.ts';
import { startGitHubStub, type GitHubStub } from './github-stub.ts';
import { comment, HEAD_SHA, issue, pullRequest } from './payloads.ts';
import { runAction } from './run-action.ts';

let service: StartedService;
let github: GitHubStub;

beforeAll(async () => {
  [service, github] = await Promise.all([startService(), startGitHubStub()]);
});
afterAll(async () => {
  await Promise.all([service?.close(), github?.close()]);
});
beforeEach(() => {
  github.requests.length = 0;
  github.minimized.length = 0;
  github.comments.length = 0;
});

function run(event: string, payload: unknown, inputs: Record<string, string> = {}) {
  return runAction({
    event,
    payload,
    inputs: { 'api-key': service.apiKey, 'api-url': service.baseUrl, 'github-token': 'ghs_stubtoken', ...inputs },
    githubApiUrl: github.apiUrl,
    githubGraphqlUrl: github.graphqlUrl,
  });
}

describe('the action on other events', () => {
  it('moderates the new text of an edited comment and minimises it through GraphQL', async () => {
    const payload = {
      action: 'edited',
      issue: issue({ body: '[[moderation:hate:high]] in the issue body is not looked at again' }),
      comment: comment({ body: 'now it says [[moderation:harassment:high]]' }),
      changes: { body: { from: 'it was fine' } },
    };
    const result = await run('issue_comment', payload, { 'minimize-comments': 'true' });
    expect(result.code).toBe(1);
    const findings = JSON.parse(result.outputs.findings ?? '') as { kind: string; category: string; url: string }[];
    expect(findings).toEqual([expect.objectContaining({ kind: 'comment', category: 'harassment', url: 'https://github.com/octo/widgets/issues/9#issuecomment-555' })]);
    expect(github.minimized).toEqual([{ subjectId: 'IC_555', classifier: 'ABUSE' }]);
  });

  it('does not minimise a comment whose findings stay below fail-on', async () => {
    const payload = { action: 'created', issue: issue(), comment: comment({ body: 'buy now [[moderation:spam:low]]' }) };
    const result = await run('issue_comment', payload, { 'minimize-comments': 'true' });
    expect(result.code).toBe(0);
    expect(result.outputs.flagged).toBe('true');
    expect(github.minimized).toEqual([]);
  });

  it('moderates a pull request review and a review comment on a file', async () => {
    const review = { ...comment({ id: 77, body: '[[moderation:violence:high]]' }), node_id: 'PRR_77' };
    const reviewed = await run('pull_request_review', { action: 'submitted', pull_request: pullRequest(), review });
    expect(reviewed.code).toBe(1);
    expect(reviewed.summary).toContain('review by @carol on pull request #7');

    const onFile = { ...comment({ id: 78, body: '[[moderation:pii:medium]]' }), path: 'src/app.ts' };
    const commented = await run('pull_request_review_comment', { action: 'created', pull_request: pullRequest(), comment: onFile }, { 'fail-on': 'medium' });
    expect(commented.code).toBe(1);
    expect(commented.stdout).toMatch(/::error title=.*,file=src\/app.ts::pii/);
  });

  it('moderates a new issue and a discussion', async () => {
    const opened = await run('issues', { action: 'opened', issue: issue({ title: '[[moderation:self_harm:high]]' }) });
    expect(opened.code).toBe(1);
    expect(opened.summary).toContain('issue #9 title');
    const discussion = await run('discussion', { action: 'created', discussion: { ...issue({ number: 3 }), node_id: 'D_3' } });
    expect(discussion.code).toBe(0);
    expect(discussion.summary).toContain('Checked 2 items of discussion #3; 2 clean.');
  });

  it('reads the pull request behind a workflow_dispatch number through the API', async () => {
    github.setIssue({ ...issue({ number: 12, body: 'manual check [[moderation:credentials:high]]', pull: true }) });
    github.setPull({ number: 12, head: { sha: HEAD_SHA } });
    github.setFiles([]);
    const result = await run('workflow_dispatch', { inputs: { number: '12' } });
    expect(result.code).toBe(1);
    expect(github.requests).toEqual(expect.arrayContaining(['GET /repos/octo/widgets/issues/12', 'GET /repos/octo/widgets/pulls/12']));
    expect(result.outputs['max-severity']).toBe('high');
  });

  it('ends with a notice and success on an event it does not moderate', async () => {
    const result = await run('push', { ref: 'refs/heads/main' });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('::notice::The "push" event has nothing to moderate');
    expect(result.outputs.flagged).toBe('false');
  });

  it('skips users listed in exempt-users', async () => {
    const payload = { action: 'created', issue: issue(), comment: comment({ body: '[[moderation:hate:high]]', login: 'Dependa' }) };
    const result = await run('issue_comment', payload, { 'exempt-users': 'dependa, someone' });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('@Dependa is listed in exempt-users');
  });
});
