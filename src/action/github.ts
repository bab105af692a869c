// The GitHub calls the action makes: pull request files, file bytes at the head commit, the
// issue or pull request behind a manual run, the report comment, labels and minimising.
import { getOctokit } from '@actions/github';
import { PayloadTooLargeError, readLimited } from '../net/index.ts';
import { ActionError } from './errors.ts';

/** GitHub lists at most 3,000 files of a pull request. */
export const MAX_PULL_FILES = 3000;
const PER_PAGE = 100;
/** Comments read while looking for the report comment. */
const MAX_COMMENT_PAGES = 10;

export interface RepoRef {
  readonly owner: string;
  readonly repo: string;
}

export interface PullFile {
  readonly filename: string;
  readonly status: string;
  /** Blob sha at the head commit. */
  readonly sha: string;
}

export interface GitHubOptions {
  readonly token: string;
  /** REST base, from GITHUB_API_URL. */
  readonly apiUrl: string;
  /** GraphQL endpoint, from GITHUB_GRAPHQL_URL. */
  readonly graphqlUrl: string;
  readonly repo: RepoRef;
  readonly signal: AbortSignal;
}

export class GitHubReadError extends ActionError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('github_read_failed', message, options);
  }
}

export class GitHubApi {
  readonly #octokit: ReturnType<typeof getOctokit>;
  readonly #options: GitHubOptions;

  constructor(options: GitHubOptions) {
    this.#options = options;
    // baseUrl is passed explicitly: @actions/github reads GITHUB_API_URL only at import time.
    this.#octokit = getOctokit(options.token, { baseUrl: options.apiUrl, request: { signal: options.signal } });
  }

  get #repo(): RepoRef {
    return this.#options.repo;
  }

  /** The files of a pull request, up to GitHub's 3,000, 100 per page. */
  async listPullFiles(pullNumber: number): Promise<PullFile[]> {
    const files: PullFile[] = [];
    for (let page = 1; page <= MAX_PULL_FILES / PER_PAGE; page++) {
      const { data } = await this.#octokit.rest.pulls.listFiles({ ...this.#repo, pull_number: pullNumber, per_page: PER_PAGE, page });
      files.push(...data.map((f) => ({ filename: f.filename, status: f.status, sha: f.sha ?? '' })));
      if (data.length < PER_PAGE) break;
    }
    return files;
  }

  /**
   * The bytes of a blob through the blob API's raw media type, read as a stream and cut off at
   * `maxBytes`; null when the blob is larger. Nothing is checked out or run.
   */
  async readBlob(sha: string, maxBytes: number): Promise<Uint8Array | null> {
    const url = `${this.#options.apiUrl}/repos/${this.#repo.owner}/${this.#repo.repo}/git/blobs/${sha}`;
    const response = await fetch(url, {
      headers: {
        accept: 'application/vnd.github.raw+json',
        authorization: `Bearer ${this.#options.token}`,
        'x-github-api-version': '2022-11-28',
        'user-agent': 'content-moderation-action',
      },
      signal: this.#options.signal,
    });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new GitHubReadError(`GitHub answered ${response.status} for blob ${sha}`);
    }
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (declared > maxBytes) {
      await response.body.cancel();
      return null;
    }
    try {
      return await readLimited(response.body, maxBytes);
    } catch (error) {
      if (error instanceof PayloadTooLargeError) return null;
      throw error;
    }
  }

  async getIssue(number: number) {
    const { data } = await this.#octokit.rest.issues.get({ ...this.#repo, issue_number: number });
    return data;
  }

  async getPull(number: number) {
    const { data } = await this.#octokit.rest.pulls.get({ ...this.#repo, pull_number: number });
    return data;
  }

  /** The first issue or pull request comment whose body contains `marker`. */
  async findComment(issueNumber: number, marker: string): Promise<{ id: number } | null> {
    for (let page = 1; page <= MAX_COMMENT_PAGES; page++) {
      const { data } = await this.#octokit.rest.issues.listComments({ ...this.#repo, issue_number: issueNumber, per_page: PER_PAGE, page });
      const found = data.find((c) => c.body?.includes(marker));
      if (found) return { id: found.id };
      if (data.length < PER_PAGE) break;
    }
    return null;
  }

  async createComment(issueNumber: number, body: string): Promise<void> {
    await this.#octokit.rest.issues.createComment({ ...this.#repo, issue_number: issueNumber, body });
  }

  async updateComment(commentId: number, body: string): Promise<void> {
    await this.#octokit.rest.issues.updateComment({ ...this.#repo, comment_id: commentId, body });
  }

  async addLabel(issueNumber: number, label: string): Promise<void> {
    await this.#octokit.rest.issues.addLabels({ ...this.#repo, issue_number: issueNumber, labels: [label] });
  }

  /** Hides a comment through GraphQL `minimizeComment`. */
  async minimizeComment(nodeId: string, classifier: 'ABUSE' | 'SPAM'): Promise<void> {
    await this.#octokit.graphql({
      query: 'mutation($subjectId: ID!, $classifier: ReportedContentClassifiers!) { minimizeComment(input: { subjectId: $subjectId, classifier: $classifier }) { minimizedComment { isMinimized } } }',
      url: this.#options.graphqlUrl,
      subjectId: nodeId,
      classifier,
    });
  }
}

