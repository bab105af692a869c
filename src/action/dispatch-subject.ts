// Builds the subject of a manual (`workflow_dispatch`) run from the issue or pull request
// number, read through the REST API.
import type { Deadline } from './deadline.ts';
import type { Subject } from './event.ts';
import type { GitHubApi } from './github.ts';

export async function subjectForNumber(github: GitHubApi, number: number, deadline: Deadline): Promise<Subject> {
  const issue = await github.getIssue(number, deadline);
  const base = {
    number: issue.number,
    title: issue.title,
    body: issue.body ?? '',
    url: issue.html_url,
    author: { login: issue.user?.login ?? 'ghost', type: issue.user?.type ?? 'User', association: issue.author_association ?? 'NONE' },
    edited: false,
  };
  if (!issue.pull_request) return { kind: 'issue', ...base };
  const pull = await github.getPull(number, deadline);
  return { kind: 'pull_request', ...base, headSha: pull.head.sha };
}
