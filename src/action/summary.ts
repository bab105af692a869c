// Renders the report as Markdown: the job summary, the `summary` output and the body of the
// pull request or issue comment.
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
}

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

export function renderSummary(report: Report, context: SummaryContext): string {
  const lines: string[] = [];
  const verdict = report.failing.length
    ? `❌ ${plural(report.failing.length, 'finding')} reach fail-on`
    : report.findings.length
      ? `⚠️ ${plural(report.findings.length, 'finding')} below fail-on`
      : '✅ nothing found';
  lines.push(`## Content moderation: ${verdict}${context.dryRun ? ' (dry run)' : ''}`, '');
  if (report.findings.length) {
    lines.push('| Where | Category | Severity | Confidence | Action | Result id |', '|---|---|---|---|---|---|');
    for (const f of report.findings.slice(0, MAX_ROWS)) {
      const category = f.label ? `${cell(f.category)} (${cell(f.label)})` : cell(f.category);
      const severity = f.failing ? `**${f.severity}**` : f.severity;
      lines.push(`| ${whereCell(f)} | ${category} | ${severity} | ${f.confidence.toFixed(2)} | ${cell(f.action)} | ${f.resultId ? `\`${cell(f.resultId)}\`` : ''} |`);
    }
    if (report.findings.length > MAX_ROWS) lines.push('', `…and ${report.findings.length - MAX_ROWS} more findings (see the \`findings\` output).`);
    lines.push('');
  }
  lines.push(`Checked ${plural(report.checked, 'item')} of ${context.subject}; ${report.clean.length} clean.`);
  if (report.errors.length) {
    lines.push('', `Could not moderate ${plural(report.errors.length, 'item')}:`);
    for (const o of report.errors.slice(0, 20)) lines.push(`- ${cell(o.where.label)}: ${cell(o.error?.message ?? '')} (\`${o.error?.code ?? ''}\`)`);
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
