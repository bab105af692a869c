// Event payloads shaped like GitHub's webhook payloads, with only the fields the action reads.

export const HEAD_SHA = 'a'.repeat(40);

export function user(login: string, type = 'User') {
  return { login, type };
}

export function pullRequest(fields: { number?: number; title?: string; body?: string | null; login?: string; association?: string; type?: string } = {}) {
  return {
    number: fields.number ?? 7,
    title: fields.title ?? 'Add a widget',
    body: fields.body === undefined ? 'This adds a widget.' : fields.body,
    html_url: `https://github.com/octo/widgets/pull/${fields.number ?? 7}`,
    user: user(fields.login ?? 'alice', fields.type),
    author_association: fields.association ?? 'CONTRIBUTOR',
    head: { sha: HEAD_SHA, repo: { full_name: 'fork/widgets' } },
    base: { repo: { full_name: 'octo/widgets' } },
  };
}

export function issue(fields: { number?: number; title?: string; body?: string; pull?: boolean } = {}) {
  return {
    number: fields.number ?? 9,
    title: fields.title ?? 'Widget breaks',
    body: fields.body ?? 'It breaks.',
    html_url: `https://github.com/octo/widgets/issues/${fields.number ?? 9}`,
    user: user('bob'),
    author_association: 'NONE',
    ...(fields.pull ? { pull_request: { url: 'https://api.github.com/repos/octo/widgets/pulls/9' } } : {}),
  };
}

export function comment(fields: { id?: number; body: string; login?: string; association?: string }) {
  return {
    id: fields.id ?? 555,
    node_id: `IC_${fields.id ?? 555}`,
    body: fields.body,
    html_url: `https://github.com/octo/widgets/issues/9#issuecomment-${fields.id ?? 555}`,
    user: user(fields.login ?? 'carol'),
    author_association: fields.association ?? 'NONE',
  };
}
