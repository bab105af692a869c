// Platt scaling: fits p = sigmoid(a * margin + b) to the validation portion, so a score of 0.8 means
// that about eight in ten validation texts scored so are harmful.

export interface Calibration {
  readonly a: number;
  readonly b: number;
}

/** Newton's method on the log loss of (margin, label) pairs; a few iterations converge. */
export function fitPlatt(margins: ArrayLike<number>, labels: ArrayLike<number>): Calibration {
  let a = 1;
  let b = 0;
  for (let iteration = 0; iteration < 50; iteration++) {
    let ga = 0;
    let gb = 0;
    let haa = 1e-9;
    let hab = 0;
    let hbb = 1e-9;
    for (let i = 0; i < margins.length; i++) {
      const z = a * margins[i]! + b;
      const p = z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
      const d = p - labels[i]!;
      const w = p * (1 - p);
      ga += d * margins[i]!;
      gb += d;
      haa += w * margins[i]! * margins[i]!;
      hab += w * margins[i]!;
      hbb += w;
    }
    const det = haa * hbb - hab * hab;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a -= da;
    b -= db;
    if (Math.abs(da) < 1e-9 && Math.abs(db) < 1e-9) break;
  }
  return { a, b };
}
