// Writes the outcome back to GitHub: the one report comment (updated in place), the label,
// and minimising the triggering comment. A missing permission, a rate limit or an outage is a
// warning, not a failure.
import * as core from '@actions/core';
import type { Subject } from './event.ts';
import { GitHubReadError, type GitHubApi } from './github.ts';
import type { Settings } from './inputs.ts';
import type { Report } from './report.ts';
import { COMMENT_MARKER, renderComment } from './summary.ts';

type Publishing = Pick<Settings, 'comment' | 'label' | 'minimizeComments'>;

function warnFailed(what: string, permission: string, error: unknown): void {
  // A rate limit, an outage or the deadline says nothing about permissions; GitHub refusing the write does.
  const refused = !(error instanceof GitHubReadError) || error.code === 'github_error';
  core.warning(`Could not ${what} (${(error as Error).message})${refused ? `; the workflow needs "${permission}" permission` : ''}.`);
}

export async function publish(github: GitHubApi, subject: Subject, report: Report, summary: string, settings: Publishing): Promise<void> {
  const flagged = report.findings.length > 0;
  const onThread = subject.kind !== 'discussion';
  if (settings.comment !== 'off' && !onThread) core.notice('The report comment is not written on discussions.');
  if (settings.comment !== 'off' && onThread) {
    try {
      const existing = await github.findComment(subject.number, COMMENT_MARKER);
      // An existing report is always refreshed so it never shows stale findings.
      if (existing) await github.updateComment(existing.id, renderComment(summary));
      else if (settings.comment === 'always' || flagged) await github.createComment(subject.number, renderComment(summary));
    } catch (error) {
      warnFailed('write the report comment', subject.kind === 'pull_request' ? 'pull-requests: write' : 'issues: write', error);
    }
  }
  if (settings.label && flagged && onThread) {
    try {
      await github.addLabel(subject.number, settings.label);
    } catch (error) {
      warnFailed(`add the label "${settings.label}"`, subject.kind === 'pull_request' ? 'pull-requests: write' : 'issues: write', error);
    }
  }
  const trigger = subject.trigger;
  // With a triggering comment, every text and linked image moderated comes from it.
  const failing = report.failing.filter((f) => f.where.kind === 'comment' || f.where.kind === 'link');
  if (settings.minimizeComments && trigger?.kind === 'comment' && trigger.nodeId && failing.length) {
    try {
      await github.minimizeComment(trigger.nodeId, failing.some((f) => f.category === 'spam') ? 'SPAM' : 'ABUSE');
      core.info(`Minimised the comment ${trigger.url}`);
    } catch (error) {
      warnFailed('minimise the comment', subject.kind === 'discussion' ? 'discussions: write' : 'issues: write / pull-requests: write', error);
    }
  }
}
