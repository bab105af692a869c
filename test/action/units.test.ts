// The action's pure pieces: fail-on parsing, event reading, text chunking, image links, the
// URL policy for linked images and the summary.
import { describe, expect, it } from 'vitest';
import { chunkText } from '../../src/action/chunk-text.ts';
import { InputError } from '../../src/action/errors.ts';
import { readEvent } from '../../src/action/event.ts';
import { parseFailOn, reachesFailOn } from '../../src/action/fail-on.ts';
import { imageLinks } from '../../src/action/image-links.ts';
import { checkUrl, isPrivateAddress } from '../../src/action/remote-image.ts';
import { buildReport } from '../../src/action/report.ts';
import { renderSummary } from '../../src/action/summary.ts';
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

describe('chunkText', () => {
  it('keeps a text within the limit whole', () => {
    expect(chunkText('short', 10)).toEqual(['short']);
  });

  it('cuts long texts at whitespace within the limit, counting code points', () => {
    const chunks = chunkText('aaaa bbbb cccc dddd', 10);
    expect(chunks).toEqual(['aaaa bbbb ', 'cccc dddd']);
    const emoji = chunkText('😀'.repeat(25), 10);
    expect(emoji.map((c) => Array.from(c).length)).toEqual([10, 10, 5]);
  });
});

describe('imageLinks', () => {
  it('finds Markdown and HTML images, once each, http(s) only', () => {
    const text = '![a](https://img.example/a.png "t") <img alt="x" src="https://img.example/b.webp?x=1&amp;y=2"> ![rel](./c.png) ![a](https://img.example/a.png)';
    expect(imageLinks(text)).toEqual(['https://img.example/a.png', 'https://img.example/b.webp?x=1&y=2']);
  });
});

describe('linked image URL policy', () => {
  it('refuses plain http, local names and private addresses', () => {
    expect(() => checkUrl('http://img.example/a.png')).toThrow(/only https/);
    expect(() => checkUrl('https://127.0.0.1/a.png')).toThrow(/private/);
    expect(() => checkUrl('https://[::1]/a.png')).toThrow(/private/);
    expect(() => checkUrl('https://localhost/a.png')).toThrow(/local/);
    expect(checkUrl('https://img.example/a.png').host).toBe('img.example');
  });

  it('tells private from public addresses', () => {
    for (const a of ['10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '::ffff:127.0.0.1', 'fd00::1', '0.0.0.0']) expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['93.184.216.34', '2606:4700::1111']) expect(isPrivateAddress(a), a).toBe(false);
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
    const md = renderSummary(report, { subject: 'pull request #1', dryRun: false });
    expect(md).toContain('| `img/a\\|b.png` | sexual | **high** | 0.91 | block | `res_1` |');
    expect(md).toContain('Checked 2 items of pull request #1; 1 clean.');
  });
});
