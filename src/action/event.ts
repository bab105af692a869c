// Reads the webhook payload of the triggering event into the one shape the action moderates:
// a pull request, issue or discussion, plus the comment or review that triggered the run.
import { z } from 'zod';
import { EventError } from './errors.ts';

export const SUPPORTED_EVENTS = [
  'pull_request',
  'pull_request_target',
  'issues',
  'issue_comment',
  'pull_request_review',
  'pull_request_review_comment',
  'discussion',
  'discussion_comment',
  'workflow_dispatch',
] as const;

export interface Author {
  readonly login: string;
  /** `User`, `Bot` or `Organization`, as GitHub reports it. */
  readonly type: string;
  /** `OWNER`, `MEMBER`, `CONTRIBUTOR`, `FIRST_TIME_CONTRIBUTOR`, `NONE`, ... */
  readonly association: string;
}

/** The comment or review whose creation or edit triggered the run. */
export interface Trigger {
  readonly kind: 'comment' | 'review';
  readonly id: number;
  /** GraphQL node id, used to minimise the comment. */
  readonly nodeId: string;
  readonly body: string;
  readonly url: string;
  /** The file a pull request review comment is attached to. */
  readonly path?: string;
  readonly author: Author;
}

export interface Subject {
  readonly kind: 'pull_request' | 'issue' | 'discussion';
  readonly number: number;
  readonly title: string;
  readonly body: string;
  readonly url: string;
  readonly author: Author;
  /** Head commit of a pull request: changed files are read at this commit. */
  readonly headSha?: string;
  readonly trigger?: Trigger;
  /** The run was caused by an edit: the new text is moderated again. */
  readonly edited: boolean;
}

export type EventReading =
  | { readonly kind: 'subject'; readonly subject: Subject }
  | { readonly kind: 'dispatch'; readonly number: number }
  | { readonly kind: 'skip'; readonly reason: string };

const User = z.looseObject({ login: z.string(), type: z.string().default('User') });
const body = z.string().nullish().transform((b) => b ?? '');
const Thread = z.looseObject({
  number: z.int(),
  title: z.string().default(''),
  body,
  html_url: z.string().default(''),
  user: User,
  author_association: z.string().default('NONE'),
});
const PullRequest = Thread.extend({ head: z.looseObject({ sha: z.string() }) });
const Commentish = z.looseObject({
  id: z.int(),
  node_id: z.string().default(''),
  body,
  html_url: z.string().default(''),
  user: User,
  author_association: z.string().default('NONE'),
  path: z.string().optional(),
});

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new EventError(`The event payload has no usable ${what}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

function author(user: z.infer<typeof User>, association: string): Author {
  return { login: user.login, type: user.type, association: association.toUpperCase() };
}

function thread(kind: Subject['kind'], t: z.infer<typeof Thread>, extra: { headSha?: string; trigger?: Trigger; edited: boolean }): Subject {
  return {
    kind,
    number: t.number,
    title: t.title,
    body: t.body,
    url: t.html_url,
    author: author(t.user, t.author_association),
    ...extra,
  };
}

function trigger(kind: Trigger['kind'], c: z.infer<typeof Commentish>): Trigger {
  return {
    kind,
    id: c.id,
    nodeId: c.node_id,
    body: c.body,
    url: c.html_url,
    ...(c.path ? { path: c.path } : {}),
    author: author(c.user, c.author_association),
  };
}

/** Turns the event name and payload into what to moderate, or a reason to skip. */
export function readEvent(eventName: string, payload: Record<string, unknown>): EventReading {
  const action = typeof payload.action === 'string' ? payload.action : '';
  if (!(SUPPORTED_EVENTS as readonly string[]).includes(eventName)) {
    return { kind: 'skip', reason: `The "${eventName}" event has nothing to moderate; supported events: ${SUPPORTED_EVENTS.join(', ')}.` };
  }
  if (action === 'deleted') return { kind: 'skip', reason: `Nothing to moderate: the ${eventName} event reports a deletion.` };
  const edited = action === 'edited';
  switch (eventName) {
    case 'pull_request':
    case 'pull_request_target': {
      const pr = parse(PullRequest, payload.pull_request, 'pull_request');
      return { kind: 'subject', subject: thread('pull_request', pr, { headSha: pr.head.sha, edited }) };
    }
    case 'issues':
      return { kind: 'subject', subject: thread('issue', parse(Thread, payload.issue, 'issue'), { edited }) };
    case 'issue_comment': {
      const issue = parse(Thread, payload.issue, 'issue');
      const isPull = typeof payload.issue === 'object' && payload.issue !== null && 'pull_request' in payload.issue;
      const comment = trigger('comment', parse(Commentish, payload.comment, 'comment'));
      return { kind: 'subject', subject: thread(isPull ? 'pull_request' : 'issue', issue, { trigger: comment, edited }) };
    }
    case 'pull_request_review':
    case 'pull_request_review_comment': {
      const pr = parse(PullRequest, payload.pull_request, 'pull_request');
      const t =
        eventName === 'pull_request_review'
          ? trigger('review', parse(Commentish, payload.review, 'review'))
          : trigger('comment', parse(Commentish, payload.comment, 'comment'));
      return { kind: 'subject', subject: thread('pull_request', pr, { headSha: pr.head.sha, trigger: t, edited }) };
    }
    case 'discussion':
      return { kind: 'subject', subject: thread('discussion', parse(Thread, payload.discussion, 'discussion'), { edited }) };
    case 'discussion_comment': {
      const discussion = parse(Thread, payload.discussion, 'discussion');
      const comment = trigger('comment', parse(Commentish, payload.comment, 'comment'));
      return { kind: 'subject', subject: thread('discussion', discussion, { trigger: comment, edited }) };
    }
    default: {
      // workflow_dispatch: the number comes from the workflow's `number` input.
      const inputs = z.looseObject({ number: z.coerce.number().int().positive() }).safeParse(payload.inputs);
      if (!inputs.success) {
        throw new EventError('workflow_dispatch needs a workflow input named "number" holding the pull request or issue number');
      }
      return { kind: 'dispatch', number: inputs.data.number };
    }
  }
}

const NOUN: Record<Subject['kind'], string> = { pull_request: 'pull request', issue: 'issue', discussion: 'discussion' };

/** How reports name the subject, e.g. `pull request #12`. */
export function subjectName(subject: Pick<Subject, 'kind' | 'number'>): string {
  return `${NOUN[subject.kind]} #${subject.number}`;
}

/** The author whose content is judged: the comment's or review's author when there is one. */
export function contentAuthor(subject: Subject): Author {
  return subject.trigger?.author ?? subject.author;
}
