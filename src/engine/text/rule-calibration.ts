// The rules' confidences as calibrated probabilities. A rule states how strong its evidence is; a
// language pack's table, fitted by `npm run train` on labelled text no rule was tuned on (see
// docs/model.md), maps that to how often such findings were right. A finding the table says nothing
// of (the model's, whose scores are calibrated already) keeps its confidence.

export interface RuleCalibrationTable {
  /** What the table was fitted on, for the model card. */
  readonly fittedOn: string;
  /** `category`: the shift a confidence of that category takes where nothing narrower was measured. */
  readonly categories: Readonly<Record<string, number>>;
  /** `category/label`: the shift a confidence of that label takes where its own value was not measured. */
  readonly labels: Readonly<Record<string, number>>;
  /** `category/label/hundredths`: the calibrated probability of a finding emitted at that confidence. */
  readonly cells: Readonly<Record<string, number>>;
}

/** Calibrated confidences stay inside these, as the model's do: no finding is certain, none worthless. */
const FLOOR = 0.01;
const CEILING = 0.99;

/** What the table holds of one label: its shift, and its measured confidences by hundredths. */
interface LabelCalibration {
  readonly shift: number;
  readonly cells: Map<number, number>;
}

export class RuleCalibration {
  /** By category, then label: looked up on every finding, so by the strings the rules hold, with no key built. */
  readonly #labels = new Map<string, Map<string, LabelCalibration>>();
  readonly #categories: ReadonlyMap<string, number>;

  constructor(table: RuleCalibrationTable) {
    this.#categories = new Map(Object.entries(table.categories));
    const labelOf = (category: string, label: string): LabelCalibration => {
      let labels = this.#labels.get(category);
      if (!labels) this.#labels.set(category, (labels = new Map()));
      let entry = labels.get(label);
      if (!entry) labels.set(label, (entry = { shift: table.labels[`${category}/${label}`] ?? this.#categories.get(category) ?? 0, cells: new Map() }));
      return entry;
    };
    for (const key of Object.keys(table.labels)) {
      const [category, label] = key.split('/') as [string, string];
      labelOf(category, label);
    }
    for (const [key, value] of Object.entries(table.cells)) {
      const [category, label, hundredths] = key.split('/') as [string, string, string];
      labelOf(category, label).cells.set(Number(hundredths), value);
    }
  }

  /** The probability that a finding of `category/label` emitted at `confidence` is right. */
  of(category: string, label: string, confidence: number): number {
    const entry = this.#labels.get(category)?.get(label);
    const cell = entry?.cells.get(Math.round(confidence * 100));
    if (cell !== undefined) return cell;
    const shift = entry?.shift ?? this.#categories.get(category);
    return shift === undefined ? confidence : Math.min(CEILING, Math.max(FLOOR, confidence + shift));
  }
}

/** No calibration: every confidence as its rule states it (what a table is fitted from). */
export const AS_STATED = new RuleCalibration({ fittedOn: 'nothing', categories: {}, labels: {}, cells: {} });
