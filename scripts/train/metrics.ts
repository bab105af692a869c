// Figures for the model card: ROC AUC, precision, recall and F1 at a threshold, the threshold that
// reaches a precision, and calibration (expected calibration error over ten bins).

export interface Scored {
  readonly p: number;
  readonly y: 0 | 1;
}

export interface AtThreshold {
  readonly threshold: number;
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
  readonly positives: number;
  readonly negatives: number;
  /** Share of negatives scored at or above the threshold. */
  readonly falsePositiveRate: number;
}

export function atThreshold(scored: readonly Scored[], threshold: number): AtThreshold {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let negatives = 0;
  for (const { p, y } of scored) {
    if (y === 1) {
      if (p >= threshold) tp++;
      else fn++;
    } else {
      negatives++;
      if (p >= threshold) fp++;
    }
  }
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { threshold, precision, recall, f1, positives: tp + fn, negatives, falsePositiveRate: negatives === 0 ? 0 : fp / negatives };
}

/** Area under the ROC curve (the chance a random positive outscores a random negative; ties count half). */
export function auc(scored: readonly Scored[]): number {
  const sorted = [...scored].sort((a, b) => a.p - b.p);
  let positives = 0;
  let rankSum = 0;
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j < sorted.length && sorted[j]!.p === sorted[i]!.p) j++;
    const rank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) if (sorted[k]!.y === 1) {
      positives++;
      rankSum += rank;
    }
    i = j;
  }
  const negatives = sorted.length - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Expected calibration error: the mean gap between predicted and observed rates, over ten equal-width bins. */
export function calibrationError(scored: readonly Scored[]): { ece: number; bins: { from: number; count: number; predicted: number; observed: number }[] } {
  const bins = Array.from({ length: 10 }, (_, b) => ({ from: b / 10, count: 0, predicted: 0, observed: 0 }));
  for (const { p, y } of scored) {
    const bin = bins[Math.min(9, Math.floor(p * 10))]!;
    bin.count++;
    bin.predicted += p;
    bin.observed += y;
  }
  let ece = 0;
  for (const bin of bins) {
    if (bin.count === 0) continue;
    bin.predicted /= bin.count;
    bin.observed /= bin.count;
    ece += (bin.count / scored.length) * Math.abs(bin.predicted - bin.observed);
  }
  return { ece, bins };
}

/** The lowest threshold whose precision reaches `target` (scanning the scores), or undefined. */
export function thresholdForPrecision(scored: readonly Scored[], target: number): number | undefined {
  const sorted = [...scored].sort((a, b) => b.p - a.p);
  let tp = 0;
  let fp = 0;
  let best: number | undefined;
  for (let i = 0; i < sorted.length; i++) {
    if (sorted[i]!.y === 1) tp++;
    else fp++;
    if (i + 1 < sorted.length && sorted[i + 1]!.p === sorted[i]!.p) continue;
    if (tp / (tp + fp) >= target) best = sorted[i]!.p;
  }
  return best;
}
