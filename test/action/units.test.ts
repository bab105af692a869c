// The action's pure pieces: fail-on parsing, event reading, image links, the summary and the GitHub retry budget.
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/action/errors.ts';
import { readEvent } from '../../src/action/event.ts';
import { parseFailOn, reachesFailOn } from '../../src/action/fail-on.ts';
import { serverErrorWait } from '../../src/action/github.ts';
import { imageLinks } from '../../src/action/image-links.ts';
import { buildReport } from '../../src/action/report.ts';
import { renderSummary } from '../../src/action/summary.ts';
import { describeTimestamps, formatTimestamp } from '../../src/action/video-time.ts';
import { comment, issue, pullRequest } from './payloads.ts';

describe('fail-on', () => {
  it('reads one threshold for every category', () => {
    const policy = parseFailOn('medium');
    expect(reachesFailOn(policy, { category: 'spam', severity: 'medium' })).toBe(true);
    expect(reachesFailOn(policy, { category: 'spam', severity: 'low' })).toBe(false);
  });

  it('reads per-category thresholds with a default', () => {
    const policy = parseFailOn('hate=medium, profanity=none, default=high');
    expect(reachesFailOn(policy, { category: 'hate', severity: 'medium' })).toBe(true);
    expect(reachesFailOn(policy, { category: 'profanity', severity: 'high' })).toBe(false);
    expect(reachesFailOn(policy, { category: 'spam', severity: 'medium' })).toBe(false);
    expect(reachesFailOn(policy, { category: 'spam', severity: 'high' })).toBe(true);
  });

  it('defaults to high and refuses unknown categories and severities', () => {
    expect(parseFailOn('')).toEqual({ fallback: 'high', byCategory: {} });
    expect(() => parseFailOn('nudity=high')).toThrow(InputError);
    expect(() => parseFailOn('severe')).toThrow(/not one of high, medium, low, none/);
  });
});

describe('readEvent', () => {
  it('reads a pull request with its head commit', () => {
    const reading = readEvent('pull_request_target', { action: 'opened', pull_request: pullRequest() });
    expect(reading).toMatchObject({ kind: 'subject', subject: { kind: 'pull_request', number: 7, headSha: 'a'.repeat(40), edited: false } });
  });

  it('reads an edited comment on a pull request as its trigger', () => {
    const reading = readEvent('issue_comment', { action: 'edited', issue: issue({ pull: true }), comment: comment({ body: 'new text' }) });
    expect(reading).toMatchObject({ kind: 'subject', subject: { kind: 'pull_request', edited: true, trigger: { kind: 'comment', body: 'new text', nodeId: 'IC_555' } } });
  });

  it('skips deletions and unsupported events, and needs a number for workflow_dispatch', () => {
    expect(readEvent('issue_comment', { action: 'deleted' }).kind).toBe('skip');
    expect(readEvent('release', {}).kind).toBe('skip');
    expect(readEvent('workflow_dispatch', { inputs: { number: '4' } })).toEqual({ kind: 'dispatch', number: 4 });
    expect(() => readEvent('workflow_dispatch', { inputs: {} })).toThrow(/named "number"/);
  });
});

describe('imageLinks', () => {
  it('finds Markdown and HTML images, once each, http(s) only', () => {
    const text = '![a](https://img.example/a.png "t") <img alt="x" src="https://img.example/b.webp?x=1&amp;y=2"> ![rel](./c.png) ![a](https://img.example/a.png)';
    expect(imageLinks(text)).toEqual(['https://img.example/a.png', 'https://img.example/b.webp?x=1&y=2']);
  });
});

describe('renderSummary', () => {
  it('lists every finding in a table and one line for what was checked', () => {
    const report = buildReport(
      [
        {
          where: { kind: 'file', label: 'img/a|b.png', path: 'img/a|b.png' },
          media: 'image',
          verdict: { id: 'res_1', safe: false, score: 0.91, sandbox: false, categories: ['sexual'], findings: [{ category: 'sexual', severity: 'high', confidence: 0.91, action: 'block' }] },
        },
        { where: { kind: 'title', label: 'pull request #1 title' }, media: 'text', verdict: { id: 'res_2', safe: true, score: 0, sandbox: false, categories: [], findings: [] } },
      ],
      parseFailOn('high'),
    );
    const md = renderSummary(report, { subject: 'pull request #1', dryRun: false, inProcess: false });
    expect(md).toContain('| `img/a\\|b.png` | sexual | **high** | 0.91 | block | `res_1` |');
    expect(md).toContain('Checked 2 items of pull request #1; 1 clean.');
  });
});

describe('renderSummary wording', () => {
  const finding = (category: string) => ({ category, severity: 'high' as const, confidence: 0.9, action: 'block' });
  const outcome = (findings: ReturnType<typeof finding>[], id?: string) => ({
    where: { kind: 'body' as const, label: 'issue #3 body' },
    media: 'text' as const,
    verdict: { ...(id ? { id } : {}), safe: findings.length === 0, score: 0.9, sandbox: false, categories: findings.map((f) => f.category), findings },
  });

  it('says "1 finding reaches" and "2 findings reach" fail-on', () => {
    const one = renderSummary(buildReport([outcome([finding('hate')], 'res_1')], parseFailOn('high')), { subject: 'issue #3', dryRun: false, inProcess: false });
    expect(one).toContain('## Content moderation: ❌ 1 finding reaches fail-on\n');
    const two = renderSummary(buildReport([outcome([finding('hate'), finding('violence')], 'res_1')], parseFailOn('high')), { subject: 'issue #3', dryRun: false, inProcess: false });
    expect(two).toContain('## Content moderation: ❌ 2 findings reach fail-on\n');
  });

  it('leaves out the result id column and names the engine when text was moderated in process', () => {
    const report = buildReport(
      [outcome([finding('violence')]), { where: { kind: 'file', label: 'a.png', path: 'a.png' }, media: 'image', notChecked: true }],
      parseFailOn('high'),
    );
    const md = renderSummary(report, { subject: 'issue #3', dryRun: false, inProcess: true });
    expect(md).toContain('| Where | Category | Severity | Confidence | Action |\n|---|---|---|---|---|\n| issue #3 body | violence | **high** | 0.90 | block |\n');
    expect(md).toContain('Checked 1 item of issue #3 with the text engine built into the action; 0 clean.');
    expect(md).toContain('Not checked: 1 image, since this run has no moderation service.');
    expect(md).toContain('\n- a.png');
  });
});

describe('video timestamps', () => {
  it('writes positions as minutes and seconds to a tenth', () => {
    expect(formatTimestamp(0)).toBe('0:00.0');
    expect(formatTimestamp(1500)).toBe('0:01.5');
    expect(formatTimestamp(125_000)).toBe('2:05.0');
  });

  it('lists at most five positions and counts the rest', () => {
    expect(describeTimestamps(undefined)).toBe('');
    expect(describeTimestamps([1000, 2000])).toBe('at 0:01.0, 0:02.0');
    expect(describeTimestamps([1, 2, 3, 4, 5, 6, 7].map((s) => s * 1000))).toBe('at 0:01.0, 0:02.0, 0:03.0, 0:04.0, 0:05.0 and 2 more');
  });

  it('puts the positions of a video finding next to its file in the summary', () => {
    const report = buildReport(
      [
        {
          where: { kind: 'file', label: 'clip.mp4', path: 'clip.mp4' },
          media: 'video',
          verdict: {
            id: 'res_v',
            safe: false,
            score: 0.9,
            sandbox: false,
            categories: ['violence'],
            findings: [{ category: 'violence', severity: 'high', confidence: 0.9, action: 'block', frames: [{ timestamp_ms: 61_000 }] }],
          },
        },
      ],
      parseFailOn('high'),
    );
    expect(renderSummary(report, { subject: 'pull request #1', dryRun: false, inProcess: false })).toContain('| `clip.mp4` at 1:01.0 | violence | **high** | 0.90 | block | `res_v` |');
  });
});

describe('serverErrorWait', () => {
  it('retries only a 5xx, three times, after 1, 4 and 9 s, while the wait ends before the deadline', () => {
    expect(serverErrorWait(502, 1, 60_000)).toBe(1000);
    expect(serverErrorWait(500, 2, 60_000)).toBe(4000);
    expect(serverErrorWait(503, 3, 60_000)).toBe(9000);
    expect(serverErrorWait(503, 4, 60_000)).toBeUndefined();
    expect(serverErrorWait(502, 3, 9_000)).toBeUndefined();
    expect(serverErrorWait(403, 1, 60_000)).toBeUndefined();
    expect(serverErrorWait(undefined, 1, 60_000)).toBeUndefined();
  });
});
