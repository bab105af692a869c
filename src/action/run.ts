// The action's run: read inputs and event, moderate, report, write back, and decide the
// check's outcome. The only caller of core.setFailed.
import * as core from '@actions/core';
import { LIMITS } from '../api/index.ts';
import { ModerationClient } from '../client/index.ts';
import { annotate } from './annotations.ts';
import { collectChangedMedia, collectLinkedImages, collectTexts, MAX_VIDEOS, type MediaSource } from './collect.ts';
import { subjectForNumber } from './dispatch-subject.ts';
import { contentAuthor, readEvent, subjectName, type Subject } from './event.ts';
import { exemptionReason } from './exemptions.ts';
import { GitHubApi } from './github.ts';
import { readSettings, type Settings } from './inputs.ts';
import { moderateImages, moderateTexts, moderateVideos, type Moderation } from './moderate.ts';
import { Outputs } from './names.ts';
import { publish } from './publish.ts';
import { RemoteImageFetcher } from './remote-image.ts';
import { buildReport, findingsJson, type Report } from './report.ts';
import { readRunnerEnv } from './runner-env.ts';
import { renderSummary } from './summary.ts';

export const USER_AGENT = 'content-moderation-action/0.1.0';
/** Time allowed to fetch one linked image. */
const LINK_TIMEOUT_MS = 15_000;
/** Part of timeout-seconds kept for reporting (at most a fifth of it). */
const REPORT_RESERVE_MS = 10_000;

function setOutputs(report: Report | null, summary: string): void {
  core.setOutput(Outputs.Flagged, String(Boolean(report?.findings.length)));
  core.setOutput(Outputs.MaxSeverity, report?.maxSeverity ?? 'none');
  core.setOutput(Outputs.Findings, report ? findingsJson(report) : '[]');
  core.setOutput(Outputs.ResultIds, report?.resultIds.join(',') ?? '');
  core.setOutput(Outputs.Summary, summary);
}

/** Ends without moderating: a notice, empty outputs, and success. */
function nothingToDo(reason: string): void {
  core.notice(reason);
  setOutputs(null, `${reason}\n`);
}

/** Moderates the event and returns the one-line reason to fail the check, or null. */
export async function moderateEvent(): Promise<string | null> {
  const settings = readSettings();
  const runner = readRunnerEnv();
  const reading = readEvent(runner.eventName, runner.payload);
  if (reading.kind === 'skip') {
    nothingToDo(reading.reason);
    return null;
  }
  const runMs = settings.timeoutSeconds * 1000;
  // Moderation stops early enough to leave time for the report, comment and label.
  const moderationMs = runMs - Math.min(REPORT_RESERVE_MS, runMs / 5);
  const signal = AbortSignal.timeout(moderationMs);
  const deadline = Date.now() + moderationMs;
  const github = new GitHubApi({ token: settings.githubToken, apiUrl: runner.apiUrl, graphqlUrl: runner.graphqlUrl, repo: runner.repo, signal: AbortSignal.timeout(runMs) });
  const subject = reading.kind === 'dispatch' ? await subjectForNumber(github, reading.number) : reading.subject;

  const exempt = exemptionReason(contentAuthor(subject), settings);
  if (exempt) {
    nothingToDo(`Not moderated: ${exempt}.`);
    return null;
  }
  if (!settings.apiKey) {
    const why =
      'No moderation API key: the api-key input is empty. Workflows triggered by pull requests from forks get no secrets under "pull_request"; ' +
      'run the action on "pull_request_target" instead (it never checks out or runs the pull request\'s code).';
    core.notice(why);
    setOutputs(null, `${why}\n`);
    return settings.onApiError === 'fail' && !settings.dryRun ? 'No moderation API key (see the notice)' : null;
  }

  const client = new ModerationClient({ baseUrl: settings.apiUrl, apiKey: settings.apiKey, maxRetries: 3, userAgent: USER_AGENT });
  const fetcher = new RemoteImageFetcher();
  const load = async (source: MediaSource, maxBytes: number): Promise<Uint8Array | null> =>
    source.kind === 'blob' ? github.readBlob(source.sha, maxBytes) : fetcher.fetch(source.url, { maxBytes, timeoutMs: LINK_TIMEOUT_MS, signal });
  const moderation: Moderation = { client, load, signal, deadline };
  try {
    const texts = collectTexts(subject, settings.scan);
    const linked = collectLinkedImages(texts, settings.scan);
    const wantsFiles = subject.kind === 'pull_request' && !subject.trigger && subject.headSha && (settings.scan.has('images') || settings.scan.has('videos'));
    const changed = wantsFiles ? collectChangedMedia(await github.listPullFiles(subject.number), settings.scan) : { images: [], videos: [] };
    core.info(`Moderating ${texts.length} texts, ${changed.images.length + linked.length} images and ${changed.videos.length} videos of ${subjectName(subject)}`);

    const [textOutcomes, imageOutcomes, videoOutcomes] = await Promise.all([
      moderateTexts(moderation, texts),
      moderateImages(moderation, [...changed.images, ...linked], settings.maxImages, settings.maxImageBytes),
      moderateVideos(moderation, changed.videos, MAX_VIDEOS, LIMITS.videoMaxBytes),
    ]);
    const report = buildReport([...textOutcomes, ...imageOutcomes, ...videoOutcomes], settings.failOn);
    return await finish(report, subject, settings, github, runner.hasStepSummary);
  } finally {
    await fetcher.close();
  }
}

async function finish(report: Report, subject: Subject, settings: Settings, github: GitHubApi, hasStepSummary: boolean): Promise<string | null> {
  const summary = renderSummary(report, { subject: subjectName(subject), dryRun: settings.dryRun });
  setOutputs(report, summary);
  annotate(report);
  if (hasStepSummary) await core.summary.addRaw(summary).write();
  if (settings.dryRun) {
    core.info('Dry run: nothing is written to GitHub and the check does not fail.');
    return null;
  }
  await publish(github, subject, report, summary, settings);

  if (report.errors.length) {
    const first = report.errors[0]?.error;
    const why = `Could not moderate ${report.errors.length} of ${report.errors.length + report.checked} items (first: ${first?.code}: ${first?.message})`;
    if (settings.onApiError === 'fail') return why;
    core.warning(why);
  }
  if (report.failing.length) {
    const worst = report.failing[0];
    return `${report.failing.length} finding(s) reach fail-on, e.g. ${worst?.category} (${worst?.severity}) in ${worst?.where.label}`;
  }
  return null;
}

/** Entry point: runs and turns the outcome into the step's status. */
export async function run(): Promise<void> {
  try {
    const failure = await moderateEvent();
    if (failure) core.setFailed(failure);
  } catch (error) {
    const e = error as { code?: unknown; message?: unknown };
    core.setFailed(`${typeof e.message === 'string' ? e.message : String(error)}${typeof e.code === 'string' ? ` (${e.code})` : ''}`);
  }
}
