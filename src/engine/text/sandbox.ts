// Sandbox triggers (`[[moderation:<category>:<severity>]]`) give deterministic answers so users can
// test their pipelines, like the test card numbers of payment APIs.
import { ACTION_FOR_SEVERITY, CategoryName, Severity } from '../../api/index.ts';
import type { ModerationResult } from '../../api/index.ts';

const TRIGGER = /\[\[moderation:([a-z_]{1,32}):([a-z]{1,8})\]\]/g;

/** The findings the triggers in `text` ask for, or undefined when it holds no valid trigger. */
export function sandboxFindings(text: string): ModerationResult[] | undefined {
  const byKey = new Map<string, ModerationResult>();
  let cp = 0;
  let lastIndex = 0;
  for (const m of text.matchAll(TRIGGER)) {
    const category = CategoryName.safeParse(m[1]);
    const severity = Severity.safeParse(m[2]);
    if (!category.success || !severity.success) continue;
    cp += countCodePoints(text, lastIndex, m.index);
    lastIndex = m.index;
    const span = { start: cp, end: cp + m[0].length, text: m[0] };
    const key = `${category.data}:${severity.data}`;
    const found = byKey.get(key);
    if (found) found.spans?.push(span);
    else
      byKey.set(key, {
        category: category.data,
        severity: severity.data,
        confidence: 1,
        action: ACTION_FOR_SEVERITY[severity.data],
        label: 'sandbox_trigger',
        source: 'text',
        spans: [span],
      });
  }
  return byKey.size > 0 ? [...byKey.values()] : undefined;
}

function countCodePoints(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xdc00 || c > 0xdfff) n++;
  }
  return n;
}
