// The action's run: read inputs and event, moderate (with a service, or text in process), report,
// write back, and decide the check's outcome. The only caller of core.setFailed.
import * as core from '@actions/core';
import { LIMITS } from '../api/index.ts';
import { ModerationClient } from '../client/index.ts';
import { annotate } from './annotations.ts';
import { collectChangedMedia, collectLinkedImages, collectTexts, MAX_VIDEOS, type MediaSource, type MediaWork } from './collect.ts';
import { deadlineIn, type Deadline } from './deadline.ts';
import { subjectForNumber } from './dispatch-subject.ts';
import { contentAuthor, readEvent, subjectName, type Subject } from './event.ts';
import { exemptionReason } from './exemptions.ts';
import { GitHubApi, GitHubReadError } from './github.ts';
import { readSettings, type Settings } from './inputs.ts';
import { moderateImages, moderateTexts, moderateVideos, type Moderation, type Moderator, type Outcome } from './moderate.ts';
import { Inputs, Outputs } from './names.ts';
import { publish } from './publish.ts';
import { RemoteImageFetcher } from './remote-image.ts';
import { buildReport, findingsJson, type Report } from './report.ts';
import { readRunnerEnv } from './runner-env.ts';
import { failingPhrase, renderSummary } from './summary.ts';

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

/** Writes the job summary when the runner gives a file for it (read here: a failure may come before anything else is read). */
async function writeSummary(summary: string): Promise<void> {
  if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(summary).write();
}

/** Ends without a report: the job summary and outputs still say why, so no run leaves them empty. */
async function unfinished(reason: string): Promise<void> {
  const summary = `## Content moderation: ⚠️ not finished\n\n${reason}\n`;
  setOutputs(null, summary);
  await writeSummary(summary);
}

/** The one-line reason to fail the check after an outage, or null when on-api-error (or a dry run) lets it pass. */
function outage(why: string, settings: Pick<Settings, 'onApiError' | 'dryRun'>): string | null {
  if (settings.onApiError === 'fail' && !settings.dryRun) return why;
  core.warning(why);
  return null;
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
  const runEnd = deadlineIn(runMs);
  // Moderation stops early enough to leave time for the report, comment and label.
  const moderationEnd = deadlineIn(runMs - Math.min(REPORT_RESERVE_MS, runMs / 5));
  const github = new GitHubApi({ token: settings.githubToken, apiUrl: runner.apiUrl, graphqlUrl: runner.graphqlUrl, repo: runner.repo, deadline: runEnd });
  let subject: Subject;
  try {
    subject = reading.kind === 'dispatch' ? await subjectForNumber(github, reading.number, moderationEnd) : reading.subject;
  } catch (error) {
    if (!(error instanceof GitHubReadError)) throw error;
    await unfinished(`Nothing was moderated: could not read ${error.message} (\`${error.code}\`).`);
    return outage(`Could not read the subject of this run from GitHub (${error.code}: ${error.message})`, settings);
  }

  const exempt = exemptionReason(contentAuthor(subject), settings);
  if (exempt) {
    nothingToDo(`Not moderated: ${exempt}.`);
    return null;
  }
  const moderator = chooseModerator(settings);
  if (!moderator) {
    const why =
      'No moderation API key: the api-key input is empty. Workflows triggered by pull requests from forks get no secrets under "pull_request"; ' +
      'run the action on "pull_request_target" instead (it never checks out or runs the pull request\'s code).';
    core.notice(why);
    setOutputs(null, `${why}\n`);
    return outage('No moderation API key (see the notice)', settings);
  }

  const fetcher = new RemoteImageFetcher();
  const load = async (source: MediaSource, maxBytes: number): Promise<Uint8Array | null> =>
    source.kind === 'blob'
      ? github.readBlob(source.sha, maxBytes, moderationEnd)
      : fetcher.fetch(source.url, { maxBytes, timeoutMs: LINK_TIMEOUT_MS, signal: moderationEnd.signal });
  const moderation: Moderation = { moderator, load, deadline: moderationEnd };
  try {
    const texts = collectTexts(subject, settings.scan);
    const linked = collectLinkedImages(texts, settings.scan);
    const changed = await changedMedia(github, subject, settings, moderationEnd);
    const how = moderator.kind === 'in-process' ? 'in process' : 'with the moderation service';
    core.info(`Moderating ${texts.length} texts, ${changed.images.length + linked.length} images and ${changed.videos.length} videos of ${subjectName(subject)} ${how}`);

    const [textOutcomes, imageOutcomes, videoOutcomes] = await Promise.all([
      moderateTexts(moderation, texts),
      moderateImages(moderation, [...changed.images, ...linked], settings.maxImages, settings.maxImageBytes),
      moderateVideos(moderation, changed.videos, MAX_VIDEOS, LIMITS.videoMaxBytes),
    ]);
    const report = buildReport([...changed.unread, ...textOutcomes, ...imageOutcomes, ...videoOutcomes], settings.failOn);
    return await finish(report, subject, settings, github, moderator.kind === 'in-process');
  } finally {
    await fetcher.close();
  }
}

/** The service when there is a URL, this process when there is none, or null when a URL comes without its key. */
function chooseModerator(settings: Settings): Moderator | null {
  if (!settings.apiUrl) {
    if (settings.apiKey) core.notice(`The ${Inputs.ApiKey} input is set but ${Inputs.ApiUrl} is empty: text is moderated in process and the key is not used.`);
    core.info(`No ${Inputs.ApiUrl}: text is moderated in process by the text engine built into the action, and changed PNG and JPEG images for nudity; other images and videos are listed as not checked.`);
    return { kind: 'in-process' };
  }
  if (!settings.apiKey) return null;
  return { kind: 'service', client: new ModerationClient({ baseUrl: settings.apiUrl, apiKey: settings.apiKey, maxRetries: 3, userAgent: USER_AGENT }) };
}

/** The changed images and videos of a pull request; `unread` holds the listing's failure, if GitHub could not be read. */
async function changedMedia(github: GitHubApi, subject: Subject, settings: Settings, deadline: Deadline): Promise<{ images: MediaWork[]; videos: MediaWork[]; unread: Outcome[] }> {
  const wanted = subject.kind === 'pull_request' && !subject.trigger && subject.headSha && (settings.scan.has('images') || settings.scan.has('videos'));
  if (!wanted) return { images: [], videos: [], unread: [] };
  try {
    return { ...collectChangedMedia(await github.listPullFiles(subject.number, deadline), settings.scan), unread: [] };
  } catch (error) {
    if (!(error instanceof GitHubReadError)) throw error;
    const where = { kind: 'file' as const, label: `changed files of ${subjectName(subject)}` };
    return { images: [], videos: [], unread: [{ where, media: 'image', error: { code: error.code, message: error.reason } }] };
  }
}

async function finish(report: Report, subject: Subject, settings: Settings, github: GitHubApi, inProcess: boolean): Promise<string | null> {
  const summary = renderSummary(report, { subject: subjectName(subject), dryRun: settings.dryRun, inProcess });
  setOutputs(report, summary);
  annotate(report);
  await writeSummary(summary);
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
    return `${failingPhrase(report.failing.length)}, e.g. ${worst?.category} (${worst?.severity}) in ${worst?.where.label}`;
  }
  return null;
}

/** Entry point: runs and turns the outcome into the step's status; a run that throws still leaves a summary. */
export async function run(): Promise<void> {
  try {
    const failure = await moderateEvent();
    if (failure) core.setFailed(failure);
  } catch (error) {
    const e = error as { code?: unknown; message?: unknown };
    const why = `${typeof e.message === 'string' ? e.message : String(error)}${typeof e.code === 'string' ? ` (${e.code})` : ''}`;
    await unfinished(`Nothing was moderated: ${why}`).catch((cause: unknown) => core.warning(`Could not write the job summary: ${String(cause)}`));
    core.setFailed(why);
  }
}
