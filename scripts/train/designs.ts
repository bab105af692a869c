// The model designs compared by `npm run train -- --compare`, and the one that ships.
import type { ModelCategory } from '../../src/engine/text/model/index.ts';
import type { Design } from './fit.ts';

/**
 * The probability from which each category is reported. Hate and harassment are learned from real
 * labelled posts and report from their medium threshold; violence, self-harm and sexual language
 * are learned mostly from generated sentences, whose scores run high on anything that resembles
 * a template, so only a near-certain score is reported (the rules carry those categories).
 */
export const REPORT_AT: Readonly<Record<ModelCategory, number>> = { hate: 0.6, harassment: 0.6, violence: 0.9, self_harm: 0.9, sexual: 0.9, spam: 0.9, sexual_minors: 0.9 };

/**
 * Hate, the one category learned mostly from real labelled posts of many sources, learns longer,
 * faster and more regularised: chosen on the validation portion's real posts (ranking of hateful
 * posts, AUC, 0.845 to 0.862 over three orders of the data). Violence and self-harm, learned from
 * the team's posts in everyday wordings beside generated sentences, learn three times as long and
 * faster: chosen on those posts' validation portion, where the engine found 177 of 332 threats and
 * posts of self-harm instead of 151, flagged 18 of 610 harmless posts instead of 17, and 1 of the
 * harmless public texts instead of 4 (8 epochs at 0.2: 169, 18 and 1; 16 at 0.5: 177, 19 and 3).
 * Spam, learned from the team's spam sets beside the benign texts, learns as they do: chosen on the
 * spam sets' validation portion, where the engine found 59 of 77 spam posts instead of 57 with the
 * first schedule (54 with the rules alone), with the same 2 of 82 harmless look-alikes flagged.
 * The team's posts of hate, mostly implicit, weigh twice a public post: chosen on their validation
 * fifth and the validation portion's real posts. With twelve sets, the engine found 150 of 386
 * hateful posts at weight 3 and 132 at 2 (100 with the first six sets alone, at 3), flagging 5 of
 * 401 posts that are not hate either way, and real posts' precision and recall of hate went from
 * 75.7 / 50.6 to 75.3 / 50.8 at 3 and 75.6 / 51.4 at 2. (With the first six sets: 61, 51 and 43 of
 * 201 found at weights 3, 2 and 1, 15 without them; real posts from 76.1 / 50.3 to 75.5 / 50.7,
 * 75.5 / 51.0 and 75.3 / 51.3.) The team's harmless posts in the settings its threats cluster in
 * weigh twice a public post: on the validation fifths of the team's posts, the engine found 488 of
 * 825 threats at 2 and 487 at 1, flagging 32 of 1,767 harmless posts either way (487 and 33 without them).
 * The team's news and notices that name a group in the topics of hate, with the hateful comments under
 * them (hate-training-news-*.ts), weigh as the political sets do: on the validation portion's real
 * posts the engine found 939 of 1,705 hateful posts and flagged 320 of 4,903 at 1.5, and 935 and 321
 * at 3 (936 and 321 with the model trained without them).
 */
const TRAINING = {
  epochs: 4,
  learningRate: 0.1,
  l2: 1e-6,
  categories: {
    hate: { epochs: 8, learningRate: 0.2, l2: 1e-3 },
    violence: { epochs: 12, learningRate: 0.3, l2: 1e-6 },
    self_harm: { epochs: 12, learningRate: 0.3, l2: 1e-6 },
    spam: { epochs: 12, learningRate: 0.3, l2: 1e-6 },
    sexual_minors: { epochs: 12, learningRate: 0.3, l2: 1e-6 },
  },
  positiveWeight: [1, 1, 1, 1, 1, 1, 1],
  sourceWeight: { team: 3, generated: 3, 'team-spam': 3, 'team-hate': 2, 'team-hate-politics': 1.5, 'team-harassment': 2, 'team-grooming': 3, 'team-threat-settings': 2 },
  seed: 1,
};

export const DESIGNS: readonly Design[] = [
  { name: 'words', spec: { bucketBits: 20, wordNgrams: 2, charMin: 0, charMax: 0, clusterLevels: 0, clusterPairs: false, wordClasses: false }, training: TRAINING },
  { name: 'words-letters3to5', spec: { bucketBits: 20, wordNgrams: 2, charMin: 3, charMax: 5, clusterLevels: 0, clusterPairs: false, wordClasses: false }, training: TRAINING },
  { name: 'words-letters4-clusters', spec: { bucketBits: 19, wordNgrams: 2, charMin: 4, charMax: 4, clusterLevels: 2, clusterPairs: false, wordClasses: false }, training: TRAINING },
  { name: 'words-letters4-clusters-pairs', spec: { bucketBits: 19, wordNgrams: 2, charMin: 4, charMax: 4, clusterLevels: 2, clusterPairs: true, wordClasses: false }, training: TRAINING },
  { name: 'words-letters4-clusters-classes', spec: { bucketBits: 19, wordNgrams: 2, charMin: 4, charMax: 4, clusterLevels: 2, clusterPairs: true, wordClasses: true }, training: TRAINING },
  { name: 'words-letters4-clusters-groups-by-class', spec: { bucketBits: 19, wordNgrams: 2, charMin: 4, charMax: 4, clusterLevels: 2, clusterPairs: true, wordClasses: true, groupsByClass: true }, training: TRAINING },
];

/** The design that ships: about the figures of the largest, at a third of the features per word and half the weights. */
export const SHIPPED_DESIGN: Design = DESIGNS[4]!;
