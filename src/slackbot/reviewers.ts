// Who may act on review cards: the configured users and user groups, or by default the members
// of the review channel. Looked up through the Web API and cached for a few minutes.
import type { WebClient } from '@slack/web-api';

const CACHE_MS = 5 * 60_000;
const MAX_PAGES = 20;

export type ReviewerCheck = (userId: string) => Promise<boolean>;

export function createReviewerCheck(options: {
  web: WebClient;
  reviewers: readonly string[];
  reviewChannel: string;
  now?: () => number;
}): ReviewerCheck {
  const now = options.now ?? Date.now;
  let cached: { members: Set<string>; at: number } | undefined;

  async function load(): Promise<Set<string>> {
    const members = new Set<string>();
    if (options.reviewers.length === 0) {
      let cursor: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const res = await options.web.conversations.members({ channel: options.reviewChannel, limit: 1000, ...(cursor ? { cursor } : {}) });
        for (const m of res.members ?? []) members.add(m);
        cursor = res.response_metadata?.next_cursor || undefined;
        if (!cursor) break;
      }
      return members;
    }
    for (const id of options.reviewers) {
      if (!id.startsWith('S')) {
        members.add(id);
        continue;
      }
      const res = await options.web.usergroups.users.list({ usergroup: id });
      for (const m of res.users ?? []) members.add(m);
    }
    return members;
  }

  return async (userId) => {
    if (!cached || now() - cached.at > CACHE_MS) cached = { members: await load(), at: now() };
    return cached.members.has(userId);
  };
}
