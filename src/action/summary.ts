// Renders the report as Markdown: the job summary, the `summary` output and the body of the
// pull request or issue comment.
import { IN_PROCESS_IMAGE_SCOPE } from './in-process-images.ts';
import type { Report, ReportedFinding } from './report.ts';
import { describeTimestamps } from './video-time.ts';

/** Hidden marker that finds the action's own comment again, so it is updated, never duplicated. */
export const COMMENT_MARKER = '<!-- content-moderation-report -->';
/** GitHub refuses comment bodies over 65,536 characters; tables are cut well before that. */
const MAX_ROWS = 200;

export interface SummaryContext {
  /** e.g. `pull request #12`. */
  readonly subject: string;
  readonly dryRun: boolean;
  /** Text was moderated in the action's own process, without a service. */
  readonly inProcess: boolean;
}

/** What the summary says to turn on a service, for the images and videos moderated in process runs cannot check. */
export const SERVICE_HINT = 'To check them, give the step a moderation service: `api-url: ${{ vars.MODERATION_API_URL }}` and `api-key: ${{ secrets.MODERATION_API_KEY }}` under `with:`.';

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/[\r\n]+/g, ' ');
}

function whereCell(f: ReportedFinding): string {
  const label = cell(f.where.label);
  const at = f.timestampsMs ? ` ${describeTimestamps(f.timestampsMs)}` : '';
  if (f.where.kind === 'file' && f.where.path) return `\`${cell(f.where.path)}\`${at}`;
  return (f.where.url && f.where.kind !== 'link' ? `[${label}](${f.where.url})` : label) + at;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** e.g. `1 finding reaches fail-on`, `3 findings reach fail-on`. */
export function failingPhrase(n: number): string {
  return `${plural(n, 'finding')} ${n === 1 ? 'reaches' : 'reach'} fail-on`;
}

/** e.g. `2 images and 1 video`. */
function mediaCount(outcomes: readonly { media: string }[]): string {
  const images = outcomes.filter((o) => o.media === 'image').length;
  const videos = outcomes.filter((o) => o.media === 'video').length;
  return [images ? plural(images, 'image') : '', videos ? plural(videos, 'video') : ''].filter(Boolean).join(' and ');
}

export function renderSummary(report: Report, context: SummaryContext): string {
  const lines: string[] = [];
  const verdict = report.failing.length
    ? `❌ ${failingPhrase(report.failing.length)}`
    : report.findings.length
      ? `⚠️ ${plural(report.findings.length, 'finding')} below fail-on`
      : '✅ nothing found';
  lines.push(`## Content moderation: ${verdict}${context.dryRun ? ' (dry run)' : ''}`, '');
  if (report.findings.length) {
    // Moderated in process, findings have no result id: the column would stay empty.
    const ids = report.findings.some((f) => f.resultId);
    lines.push(`| Where | Category | Severity | Confidence | Action |${ids ? ' Result id |' : ''}`, `|---|---|---|---|---|${ids ? '---|' : ''}`);
    for (const f of report.findings.slice(0, MAX_ROWS)) {
      const category = f.label ? `${cell(f.category)} (${cell(f.label)})` : cell(f.category);
      const severity = f.failing ? `**${f.severity}**` : f.severity;
      const id = ids ? ` ${f.resultId ? `\`${cell(f.resultId)}\`` : ''} |` : '';
      lines.push(`| ${whereCell(f)} | ${category} | ${severity} | ${f.confidence.toFixed(2)} | ${cell(f.action)} |${id}`);
    }
    if (report.findings.length > MAX_ROWS) lines.push('', `…and ${report.findings.length - MAX_ROWS} more findings (see the \`findings\` output).`);
    lines.push('');
  }
  const how = context.inProcess ? ' with the text engine built into the action' : '';
  lines.push(`Checked ${plural(report.checked, 'item')} of ${context.subject}${how}; ${report.clean.length} clean.`);
  if (context.inProcess && report.imagesChecked.length) {
    // In process, images are checked for nudity only; say so, and what each one gave.
    lines.push('', `Checked ${plural(report.imagesChecked.length, 'image')} in process: ${IN_PROCESS_IMAGE_SCOPE}.`);
    for (const o of report.imagesChecked.slice(0, 20)) {
      const found = o.verdict?.findings.map((f) => `${f.category}${f.label ? ` (${f.label})` : ''} ${f.severity}`).join(', ');
      lines.push(`- ${cell(o.where.label)}: ${found ? cell(found) : 'clean'}`);
    }
  }
  if (report.errors.length) {
    lines.push('', `Could not moderate ${plural(report.errors.length, 'item')}:`);
    for (const o of report.errors.slice(0, 20)) lines.push(`- ${cell(o.where.label)}: ${cell(o.error?.message ?? '')} (\`${o.error?.code ?? ''}\`)`);
  }
  if (report.notChecked.length) {
    lines.push('', `Not checked: ${mediaCount(report.notChecked)}, since this run has no moderation service. ${SERVICE_HINT}`);
    for (const o of report.notChecked.slice(0, 20)) lines.push(`- ${cell(o.where.label)}`);
  }
  if (report.skipped.length) {
    lines.push('', `Skipped ${plural(report.skipped.length, 'item')}:`);
    for (const o of report.skipped.slice(0, 20)) lines.push(`- ${cell(o.where.label)}: ${cell(o.skipped ?? '')}`);
  }
  return lines.join('\n') + '\n';
}

export function renderComment(summary: string): string {
  return `${COMMENT_MARKER}\n${summary}`;
}
