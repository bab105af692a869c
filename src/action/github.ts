// The GitHub calls the action makes: pull request files, file bytes at the head commit, the
// issue or pull request behind a manual run, the report comment, labels and minimising. Rate
// limits are waited out by Octokit's throttling plugin and 5xx answers retried here, each only
// while the wait ends before the call's deadline.
import { setTimeout as sleep } from 'node:timers/promises';
import { getOctokit } from '@actions/github';
import { throttling } from '@octokit/plugin-throttling';
import { fetchKeepingBodies, PayloadTooLargeError, readLimited } from '../net/index.ts';
import type { Deadline } from './deadline.ts';
import { ActionError } from './errors.ts';

/** GitHub lists at most 3,000 files of a pull request. */
export const MAX_PULL_FILES = 3000;
const PER_PAGE = 100;
/** Comments read while looking for the report comment. */
const MAX_COMMENT_PAGES = 10;
/** Retries of one call after a rate limit; each waits as long as GitHub asks. */
const MAX_RATE_LIMIT_RETRIES = 3;
/** Retries of one call after a 5xx, after 1, 4 and 9 seconds. */
const MAX_SERVER_ERROR_RETRIES = 3;

/**
 * The wait in milliseconds before retry number `retry` (1-based) of a call that got `status`, or
 * undefined when it is not retried: only a 5xx, at most three times, and only when the wait
 * (1, 4, then 9 s) ends before the deadline. Octokit's retry plugin waits the same but knows no
 * deadline, and a per-call retry count given to it makes it retry every error, 403s included,
 * so this one is ours.
 */
export function serverErrorWait(status: number | undefined, retry: number, remainingMs: number): number | undefined {
  if (status === undefined || status < 500 || retry > MAX_SERVER_ERROR_RETRIES) return undefined;
  const wait = retry ** 2 * 1000;
  return wait < remainingMs ? wait : undefined;
}

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
  /** The run's end: writes (comment, label, minimise) are bound by it. */
  readonly deadline: Deadline;
}

/**
 * A GitHub call that failed after its retries. `code`: `github_rate_limited`,
 * `github_unavailable` (5xx or no connection), `timeout` (the deadline came first) or
 * `github_error` (any other answer, such as 404).
 */
export class GitHubReadError extends ActionError {
  readonly status: number | undefined;
  /** Why, without what: e.g. `GitHub's rate limit (HTTP 403)`. */
  readonly reason: string;
  constructor(code: string, what: string, reason: string, status: number | undefined, options?: { cause?: unknown }) {
    super(code, `${what}: ${reason}`, options);
    this.reason = reason;
    this.status = status;
  }
}

type Headers = Readonly<Record<string, string | number | undefined>>;
interface OctokitFailure {
  readonly name?: string;
  readonly status?: number;
  readonly message?: string;
  readonly response?: { readonly headers?: Headers };
}

/** Seconds GitHub asks to wait, by `retry-after` and by `x-ratelimit-reset`, when given. */
function waitsAsked(headers: Headers | undefined, nowMs: number): { retryAfter?: number; untilReset?: number } {
  const retryAfter = Number(headers?.['retry-after']);
  const reset = Number(headers?.['x-ratelimit-reset']);
  return {
    ...(Number.isFinite(retryAfter) && retryAfter >= 0 ? { retryAfter } : {}),
    ...(Number.isFinite(reset) && reset > 0 ? { untilReset: Math.max(0, Math.ceil(reset - nowMs / 1000)) } : {}),
  };
}

/** Turns what Octokit threw, the call bound by `deadline`, into a GitHubReadError saying what failed and why, in one line. */
export function gitHubFailure(error: unknown, what: string, deadline: Deadline): GitHubReadError {
  if (error instanceof GitHubReadError) return error;
  const e = (error ?? {}) as OctokitFailure;
  if (deadline.signal.aborted || e.name === 'AbortError') {
    return new GitHubReadError('timeout', what, 'not finished within timeout-seconds', undefined, { cause: error });
  }
  const status = e.status;
  const headers = e.response?.headers;
  const limited =
    (status === 403 || status === 429) && (headers?.['x-ratelimit-remaining'] === '0' || headers?.['retry-after'] !== undefined || /rate limit/i.test(e.message ?? ''));
  if (limited) {
    const { retryAfter, untilReset } = waitsAsked(headers, Date.now());
    const asked = retryAfter ?? untilReset;
    // Given up because a wait would end past the deadline (the longer one decides), or because the retries ran out.
    const longest = Math.max(retryAfter ?? 0, untilReset ?? 0);
    let why = '';
    if (asked !== undefined) why = Date.now() + longest * 1000 >= deadline.at ? `; GitHub asks to wait ${asked} s, past timeout-seconds` : `; still in force after ${MAX_RATE_LIMIT_RETRIES} retries`;
    return new GitHubReadError('github_rate_limited', what, `GitHub's rate limit (HTTP ${status})${why}`, status, { cause: error });
  }
  if (error instanceof DownloadCutError) return new GitHubReadError('github_unavailable', what, error.message, undefined, { cause: error });
  // Octokit reports a network failure as status 500 with the cause attached.
  if (status === undefined || status >= 500) {
    return new GitHubReadError('github_unavailable', what, `GitHub did not answer (${status ? `HTTP ${status}` : (e.message ?? 'no connection')})`, status, { cause: error });
  }
  return new GitHubReadError('github_error', what, `GitHub answered HTTP ${status} (${e.message ?? ''})`, status, { cause: error });
}

/**
 * The connection was lost while a body was read, after GitHub answered. Octokit gives a
 * connection lost before the answer status 500; this one gets the same, so it is retried alike.
 */
class DownloadCutError extends Error {
  override readonly name = 'DownloadCutError';
  readonly status = 500;
}

export class GitHubApi {
  readonly #octokit: ReturnType<typeof getOctokit>;
  readonly #options: GitHubOptions;

  constructor(options: GitHubOptions) {
    this.#options = options;
    // A rate limit is waited out only when the wait ends before the call's own deadline.
    const fits = (retryAfterSeconds: number, request: { request?: { [option: string]: unknown } }, _octokit: unknown, retryCount: number): boolean => {
      const deadlineAt = request.request?.deadlineAt;
      const until = typeof deadlineAt === 'number' ? deadlineAt : options.deadline.at;
      return retryCount < MAX_RATE_LIMIT_RETRIES && Date.now() + retryAfterSeconds * 1000 < until;
    };
    // baseUrl is passed explicitly: @actions/github reads GITHUB_API_URL only at import time.
    this.#octokit = getOctokit(
      options.token,
      {
        baseUrl: options.apiUrl,
        // Blobs are read as streams after Octokit returns, which keeps only the body: the fetch
        // keeps each response alive with it, or a garbage collection in between empties the body.
        request: { signal: options.deadline.signal, deadlineAt: options.deadline.at, fetch: fetchKeepingBodies() },
        throttle: { onRateLimit: fits, onSecondaryRateLimit: fits },
      },
      throttling,
    );
  }

  get #repo(): RepoRef {
    return this.#options.repo;
  }

  /** Options that bind one call to `deadline` instead of the run's end. */
  #within(deadline: Deadline | undefined) {
    return deadline ? { request: { signal: deadline.signal, deadlineAt: deadline.at } } : {};
  }

  /** Runs `call`, retrying a 5xx while the wait fits before the deadline. */
  async #call<T>(what: string, deadline: Deadline | undefined, call: () => Promise<T>): Promise<T> {
    const until = deadline ?? this.#options.deadline;
    for (let retry = 1; ; retry++) {
      try {
        return await call();
      } catch (error) {
        const wait = serverErrorWait((error as { status?: number }).status, retry, until.at - Date.now());
        if (wait === undefined || until.signal.aborted) throw gitHubFailure(error, what, until);
        await sleep(wait, undefined, { signal: until.signal }).catch(() => {
          throw gitHubFailure(error, what, until);
        });
      }
    }
  }

  /** The files of a pull request, up to GitHub's 3,000, 100 per page. */
  async listPullFiles(pullNumber: number, deadline?: Deadline): Promise<PullFile[]> {
    return this.#call(`the changed files of pull request #${pullNumber}`, deadline, async () => {
      const files: PullFile[] = [];
      for (let page = 1; page <= MAX_PULL_FILES / PER_PAGE; page++) {
        const { data } = await this.#octokit.rest.pulls.listFiles({ ...this.#repo, pull_number: pullNumber, per_page: PER_PAGE, page, ...this.#within(deadline) });
        files.push(...data.map((f) => ({ filename: f.filename, status: f.status, sha: f.sha ?? '' })));
        if (data.length < PER_PAGE) break;
      }
      return files;
    });
  }

  /**
   * The bytes of a blob through the blob API's raw media type, read as a stream and cut off at
   * `maxBytes`; null when the blob is larger. Nothing is checked out or run. A download whose
   * connection is lost midway is started again, as a 5xx is.
   */
  async readBlob(sha: string, maxBytes: number, deadline?: Deadline): Promise<Uint8Array | null> {
    return this.#call(`blob ${sha}`, deadline, async () => {
      const response = await this.#octokit.request('GET /repos/{owner}/{repo}/git/blobs/{file_sha}', {
        ...this.#repo,
        file_sha: sha,
        headers: { accept: 'application/vnd.github.raw+json' },
        request: { ...this.#within(deadline).request, parseSuccessResponseBody: false },
      });
      const body = response.data as unknown as ReadableStream<Uint8Array> | null;
      if (!body) return new Uint8Array();
      if (Number(response.headers['content-length'] ?? NaN) > maxBytes) {
        await body.cancel();
        return null;
      }
      try {
        return await readLimited(body, maxBytes);
      } catch (error) {
        if (error instanceof PayloadTooLargeError) return null;
        throw new DownloadCutError(`the download was cut off (${error instanceof Error ? error.message : String(error)})`, { cause: error });
      }
    });
  }

  async getIssue(number: number, deadline?: Deadline) {
    const { data } = await this.#call(`issue #${number}`, deadline, () => this.#octokit.rest.issues.get({ ...this.#repo, issue_number: number, ...this.#within(deadline) }));
    return data;
  }

  async getPull(number: number, deadline?: Deadline) {
    const { data } = await this.#call(`pull request #${number}`, deadline, () => this.#octokit.rest.pulls.get({ ...this.#repo, pull_number: number, ...this.#within(deadline) }));
    return data;
  }

  /** The first issue or pull request comment whose body contains `marker`. */
  async findComment(issueNumber: number, marker: string): Promise<{ id: number } | null> {
    return this.#call(`the comments of #${issueNumber}`, undefined, async () => {
      for (let page = 1; page <= MAX_COMMENT_PAGES; page++) {
        const { data } = await this.#octokit.rest.issues.listComments({ ...this.#repo, issue_number: issueNumber, per_page: PER_PAGE, page });
        const found = data.find((c) => c.body?.includes(marker));
        if (found) return { id: found.id };
        if (data.length < PER_PAGE) break;
      }
      return null;
    });
  }

  async createComment(issueNumber: number, body: string): Promise<void> {
    await this.#call(`a comment on #${issueNumber}`, undefined, () => this.#octokit.rest.issues.createComment({ ...this.#repo, issue_number: issueNumber, body }));
  }

  async updateComment(commentId: number, body: string): Promise<void> {
    await this.#call(`comment ${commentId}`, undefined, () => this.#octokit.rest.issues.updateComment({ ...this.#repo, comment_id: commentId, body }));
  }

  async addLabel(issueNumber: number, label: string): Promise<void> {
    await this.#call(`the labels of #${issueNumber}`, undefined, () => this.#octokit.rest.issues.addLabels({ ...this.#repo, issue_number: issueNumber, labels: [label] }));
  }

  /** Hides a comment through GraphQL `minimizeComment`. */
  async minimizeComment(nodeId: string, classifier: 'ABUSE' | 'SPAM'): Promise<void> {
    await this.#call('minimising the comment', undefined, () =>
      this.#octokit.graphql({
        query: 'mutation($subjectId: ID!, $classifier: ReportedContentClassifiers!) { minimizeComment(input: { subjectId: $subjectId, classifier: $classifier }) { minimizedComment { isMinimized } } }',
        url: this.#options.graphqlUrl,
        subjectId: nodeId,
        classifier,
      }),
    );
  }
}
