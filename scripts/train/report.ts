// Markdown tables of the figures, as the model card shows them.
import type { CategoryFigures } from './evaluate.ts';

const pct = (x: number): string => (Number.isNaN(x) ? '–' : `${(x * 100).toFixed(1)}`);

export function figureTable(rows: readonly CategoryFigures[]): string {
  const lines = [
    '| category | source | positives | negatives | AUC | precision | recall | F1 | FP rate | ECE |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const a = r.at;
    lines.push(`| ${r.category} | ${r.source} | ${a.positives} | ${a.negatives} | ${Number.isNaN(r.auc) ? '–' : r.auc.toFixed(3)} | ${a.positives ? pct(a.precision) : '–'} | ${a.positives ? pct(a.recall) : '–'} | ${a.positives ? pct(a.f1) : '–'} | ${a.negatives ? pct(a.falsePositiveRate) : '–'} | ${r.ece.toFixed(3)} |`);
  }
  return lines.join('\n');
}
