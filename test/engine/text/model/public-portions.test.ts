// @module-tag training-data
import { describe, expect, it } from 'vitest';
import { publicTestCounts, trainingDataDir, type Counts } from '../../../../bench/public-test-portions.ts';

// The whole engine on the test portions of the public labelled data, which training never sees:
// floors at what the engine reaches, so they can only go up, and the false-positive ceilings on
// harmless text that the engine must stay under. One floor went down once, on purpose: the salutes,
// slogans and codes of hate movements are flagged by policy, and the public sources label most of
// them not hateful when no group is named (precision on all real posts 0.721 to 0.714, recall
// 0.379 to 0.383). Three went down once more for a retrain on harmless questions, beliefs and
// rights of groups that halved the harmless mentions of a group read as hate (group-mentions.test.ts):
// recall on all real posts fell 0.3 points over three seeds of the training order (0.382–0.384 to
// 0.379–0.380); HateXplain's and ToxiGen's precision moved within what the seed alone moves them
// (HateXplain 0.770–0.783 on the old data). Reading short posts whole (chosen on the validation
// portion, where hate went from 0.736 / 0.432 to 0.737 / 0.439) gave here 0.711 / 0.379 to 0.709 /
// 0.383, F1 0.494 to 0.497, and harassment on Toxic Spans recall 0.331 to 0.360. Reading the
// vernacular `nigga` alone as profanity, not hate, traded 2 of 962 posts found for 37 fewer false
// flags: all real posts 0.709 / 0.383 to 0.729 / 0.382, HateXplain precision 0.773 to 0.823.
// More slurs (chosen from the training portion and on the validation portion, where hate went from
// 0.749 / 0.459 to 0.757 / 0.500) found 55 more hateful posts here and flagged 22 more harmless ones:
// all real posts 0.735 / 0.390 to 0.734 / 0.412, F1 0.510 to 0.527. Derogatory traits pinned on a
// group (`lesbians are revolting`, `muslims make me sick`) and threats to anyone of a group, written
// from the team's own cases and checked on the training and validation portions (no harmless post
// newly flagged at medium there), took the blind functional suite from 244 to 249 of 309 and flagged
// one more harmless Implicit Hate post here: precision 0.766 to 0.764 (79 of 335), recall unchanged.
// A reporting word reports only what follows it within eight words (chosen on the training and
// validation portions, where 234 hateful posts rose from low to medium or high against 42 labelled
// not hateful): a long post with no punctuation had every slur in it read as reported speech after
// one `called` or `said` anywhere before. Here, hate at medium or higher on all real posts went from
// 0.750 / 0.375 to 0.747 / 0.383 (F1 0.500 to 0.506), harassment on Toxic Spans from 0.325 to 0.331;
// at any severity, HateXplain's recall went from 0.813 to 0.811: one post whose only slur is the
// vernacular `-a` spelling, with no hostile word aiming it, was low as reported speech (`movie` ten
// words before) and is now left to the profanity rule, as that spelling is everywhere else.
// A reply that is only an insult (`moron.`, `another coward.`) or one after a dismissal (`deal with
// it loser`), written from the validation portion (61 toxic posts of the training and validation
// portions newly found, against 2 labelled otherwise, both abusive replies), took Toxic Spans here
// from 0.361 to 0.364 at any severity, with no harmless text more flagged; counter-speech read in the
// holders of a view condemned after it (`anyone who thinks ... is an idiot`), to 0.365. Someone by
// name or role called what only a person is (`the mayor is a corrupt idiot`), described first (`she's
// a marxist twit`), pointed at (`those idiots`), several at once (`they're morons`) or in a sentence
// of its own (`... Moron.`, `..., hypocrite?`), to 0.406 (0.334 to 0.375 at medium or higher).
// The model's insults aimed at whoever is called what only a person is (`what a load of brain dead
// idiots`), unless the writer is among them (chosen on the validation portion: Toxic Spans recall
// 0.407 to 0.478, precision on real posts 0.853 to 0.862), to 0.464 (0.431 at medium or higher),
// with precision on all real posts up from 0.709 to 0.724. Someone named, written with a capital
// inside the sentence, from a probability of 0.8 and unless the name itself adds most to the score
// (chosen on the validation portion: 0.478 to 0.530 at precision 0.862 to 0.868, no more benign text
// flagged), to 0.504 (0.466 at medium or higher), precision 0.729.
// `nothing more than`, `no better than` and `can't fix stupid` assert, as `nothing but` does: 0.507.
// When each epoch's order of the training examples came to follow from the examples themselves (see
// scripts/train/logistic.ts), the model alone ranked hateful test posts as before (AUC 0.939) and
// four floors went down by a hair, on purpose: hate on all real posts from 0.411 to 0.410 (0.382 to
// 0.380 at medium or higher), and on ToxiGen, 587 posts, from 0.958 / 0.217 to 0.944 / 0.214 (one
// more neutral post flagged, two fewer hateful ones); harassment's recall from 0.507 to 0.506.
// Retrained with the ninth round of threats and self-harm, the threats against groups and a ninth
// writer's spam (no hate data changed), hate on all real posts went from 0.410 to 0.409 and on
// Implicit Hate from 0.314 to 0.313, one hateful post fewer each, on purpose.
// The team's posts of hate, mostly implicit (hate-training-*.ts, at twice the weight of a public
// post, chosen on their validation fifth and the validation portion), found more of every source's
// hate and flagged more of what its annotators did not call hate, on purpose: on all real posts
// 0.733 / 0.410 to 0.720 / 0.431 (F1 0.526 to 0.539; at medium or higher 0.748 / 0.381 to 0.735 /
// 0.401), HateXplain 0.831 / 0.813 to 0.824 / 0.823, Implicit Hate 0.768 / 0.313 to 0.760 / 0.327
// and ToxiGen, never trained on, 0.944 / 0.215 to 0.955 / 0.268. Eight more sets of the team's posts
// written where political arguments happen online (hate-training-s.ts to -z.ts, at 1.5 times the weight
// of a public post, chosen on the validation portion) found more again and flagged more again, on
// purpose: all real posts 0.720 / 0.431 to 0.719 / 0.437 (F1 0.539 to 0.543; at medium or higher
// 0.735 / 0.401 to 0.733 / 0.406), Implicit Hate 0.760 / 0.327 to 0.763 / 0.332, HateXplain 0.824 /
// 0.823 to 0.821 / 0.820 and ToxiGen 0.955 / 0.268 to 0.949 / 0.297. Two sets of sincere and
// mocking praise of groups (hate-training-praise-*.ts) took all real posts to 0.720 / 0.438 (0.734 /
// 0.407 at medium or higher) and HateXplain to 0.820 / 0.822 (0.835 / 0.768), on purpose. Words
// hateful posts name a group by (`invaders`, `islamists`) read as naming one: 0.439 on all real posts,
// Implicit Hate 0.768 / 0.334. Slips of the words the rules know read as those words (`mulsims`, see
// src/engine/text/misspellings.ts; the model retrained on text so read, and a few texts changed
// portion, as a text's portion follows its normalised text) moved three floors by a post or two, on
// purpose: HateXplain recall 0.821 to 0.8209, Implicit Hate recall 0.334 to 0.331 and
// harassment's precision on all real posts 0.729 to 0.7287. The team's posts of abuse of a person
// (harassment-training-*.ts, at twice a public post's weight, chosen on their validation fifth and the
// validation portion), someone by role counted as aimed at, and the rules' low findings of rudeness
// no longer speaking for the whole run found more insults and flagged more of what the hate sources'
// annotators did not call abuse, on purpose: all real posts 0.729 / 0.507 to 0.717 / 0.518 (F1 0.598
// to 0.601; Toxic Spans at medium or higher 0.470 to 0.481). A negation that says what a group fails to
// do or lacks (`they don't integrate`, `can't trust them`, `no morals`) read as part of the claim, not
// as its denial, for hate and (orders to the reader aside) for harassment; game talk no longer excusing
// hate; the names of peoples, faiths and conditions (`brazilians`, `mormon`, `pensioners`) counted as
// naming a group; a group's name in quotation marks of its own read as mocked, not reported (all
// chosen on the team's sets and the validation portion) found more and flagged a little more, on
// purpose: hate on all real posts 0.719 / 0.439 to 0.7187 / 0.451 (F1 0.545 to 0.555; at medium or
// higher 0.734 / 0.409 to 0.7315 / 0.421), HateXplain 0.821 / 0.821 to 0.816 / 0.826 (0.836 / 0.769
// to 0.831 / 0.774), harassment on all real posts 0.718 / 0.518 to 0.713 / 0.528 (F1 0.601 to 0.607).
// A group's name or a slur read through its mask (`j*ws`, `n****rs`), and the model retrained on text
// so read (five public texts read differently, one of them now in HateXplain's test portion and read
// as hate): HateXplain 0.816 / 0.826 to 0.815 / 0.826 (0.831 / 0.774 to 0.830 / 0.774), on purpose.
// 121 more roles counting as someone aimed at (`the chairman`, `the cleaner`): harassment on all real
// posts 0.713 / 0.528 to 0.714 / 0.530. A group's name among two words in quotation marks of their
// own read as mocked (`"asylum seekers"`), and the writer's own voice (`say what everyone thinks`,
// `allowed to say`) as no report: Implicit Hate at medium or higher 0.783 / 0.320 to 0.781 / 0.321.
// Words broken into pieces read whole (`mus-lims`, `non-binary`) and the model retrained on text so
// read (144 public texts read differently), on purpose: hate on all real posts 0.7187 / 0.451 to
// 0.7180 / 0.451, Implicit Hate 0.768 / 0.350 to 0.7655 / 0.350, harassment on all real posts
// 0.7133 / 0.530 to 0.7123 / 0.530; validation hate 0.745 / 0.536 to 0.746 / 0.537. Spellings that
// sound like a group's name read as it (`joos`, `wimmin`, `blacc`) and the model retrained on text so
// read (30 public texts read differently, some of them moving portion): hate on all real posts
// 0.7180 / 0.4512 to 0.7182 / 0.4516, Implicit Hate 0.7655 / 0.3498 to 0.7669 / 0.3490 (its test
// portion one hateful post fewer), ToxiGen 0.962 / 0.322 to 0.953 / 0.322 (`disabled people are seen
// as sick as if they need to be cured` read as hate); validation hate recall 0.537 to 0.539. The words
// of self-harm read through slips and masks, digits spelled out alone read as a number, and the model
// retrained twice: hate on all real posts 0.7185 / 0.4524, HateXplain 0.817 / 0.829, Implicit Hate
// 0.7676 / 0.3502, ToxiGen 0.9626 / 0.3249, the floors raised to them. Abuse aimed at someone by a
// given name in small letters or opening a sentence (`sarah ur posts are cringe`), on purpose:
// harassment on all real posts 0.7123 / 0.530 to 0.7117 / 0.533 (F1 up), Toxic Spans recall to
// 0.533; the posts newly flagged that are not abuse name politicians by a first name
// (`Hilary along w/Islamocrats rigged our elections`, `who's left for ted cruz to fool`). `kykes`
// and `gipsies` read as `kikes` and `gypsies` and the model retrained (6 public texts read
// differently): hate on all real posts 0.7185 / 0.4524 to 0.7181 / 0.4524, ToxiGen 0.9626 / 0.3249
// to 0.9537 / 0.3249 (`disabled people are seen as sick as if they need to be cured` read as hate
// again, as after an earlier retrain). A negation before a group's name denies it only just before
// it, its determiners or a verb of attitude or saying (`not all muslims`, `don't call the arabs`),
// not as the object of another verb (`stop signing africans, they ...`; chosen on the team's sets and
// the validation portion, where hate went from 0.747 / 0.541 to 0.747 / 0.546), on purpose: hate on
// all real posts 0.7181 / 0.4524 to 0.7173 / 0.4568 (F1 0.555 to 0.558; at medium or higher 0.7323 /
// 0.4237 to 0.7316 / 0.4277), HateXplain at medium or higher 0.8321 / 0.7787 to 0.8318 / 0.7855; the
// floors it raised: Implicit Hate 0.7676 / 0.3502 to 0.7686 / 0.3564 (0.7844 / 0.3231 to 0.7870 /
// 0.3280 at medium or higher), ToxiGen 0.9537 / 0.3249 to 0.9541 / 0.3281, harassment on Toxic Spans
// 0.5331 to 0.5350 (0.4962 to 0.4975 at medium or higher).
// A slip that doubles a plural's last `s` read as the plural (`lesbianss`, `dumass` no longer taken
// for the plural of a name) and the model retrained (3 public texts read differently), on purpose:
// hate on all real posts 0.7173 / 0.4568 to 0.7170 / 0.4560 (0.7316 / 0.4277 to 0.7307 / 0.4269 at
// medium or higher), HateXplain 0.8168 / 0.8361 to 0.8165 / 0.8345, ToxiGen 0.9541 / 0.3281 to
// 0.9537 / 0.3249 (`disabled people are seen as sick ...` once more just under the threshold). A word
// of a group's name of more words naming the group only inside it (`street`, of `street shitters`;
// `native`, of `native americans`; chosen on the team's sets and the validation portion, where
// `Old timers: remember when we'd shoot rabbits off the back porch` was read as hate), on purpose: hate
// on all real posts 0.7170 / 0.4560 to 0.7175 / 0.4552, ToxiGen 0.9537 / 0.3249 to 0.9533 / 0.3218
// (`I don't like gambling at the native casino, it gives them more money to sit around and be lazy
// with` was found for its `native` alone). Men, old people and the mentally ill read as groups by the
// rules (chosen on the team's probes and sets; on the validation portion one post not labelled hate
// more read as it, `... kill all white men ...`): hate on all real posts 0.7177 / 0.4556, ToxiGen
// 0.9537 / 0.3249 (`mentally ill people should be locked up in the looney bin`); with the model
// retrained on the team's spam read through the new words (`h i r e`), 0.7179 / 0.4560 and 0.9541 /
// 0.3281. A name in triple parentheses (`(((they))) own the media`, its own label, `antisemitic_echo`)
// and the code words of a government said to be Jewish (`zog government`) read as hate, on purpose:
// the Gab Hate Corpus labels most such posts not human-degrading, as the public sets label bare
// slogans; the product reads them as the antisemitic markers they are, and the rules' calibration,
// fitted on those labels, makes the echo low. With `monkeys` alone naming a group again (a word of a
// slur of more words that hateful posts use alone) and the review's mends of the round's rules, hate
// on all real posts 0.7179 / 0.4560 to 0.7111 / 0.4568 (at medium or higher 0.7317 / 0.4269 to 0.7314
// / 0.4273). An apostrophe after a plural read as a possessive, not a quotation mark (`the lads'
// bus`; 346 public texts read differently, some of them moving portion), with the model retrained, and
// this round's rules (chosen on the team's sets and the validation portion, where hate went from 1,439
// to 1,441 of 2,304 hateful posts found and from 322 to 320 of the others flagged), with a
// review's mends (the writer saying it with words of habit, `i've always said ...`, is the writer's
// own voice; harm called down on he or she is violence, which the abuse it also is defers to), on
// purpose: hate on all real posts 0.7111 / 0.4568 to 0.7098 / 0.4570 (at medium or higher 0.7314 /
// 0.4273 to 0.7289 / 0.4275: its test portion one hateful post fewer), HateXplain 0.8165 / 0.8345 to
// 0.8152 / 0.8345 (0.8315 / 0.7838 to 0.8301 / 0.7838 at medium or higher), Implicit Hate 0.7686 /
// 0.3564 to 0.7666 / 0.3564 (0.7870 / 0.3280 to 0.7847 / 0.3280), harassment on all real posts 0.7124
// / 0.5363 to 0.7143 / 0.5375 (Toxic Spans at medium or higher 0.4975 to 0.4994); the floor it raised:
// ToxiGen 0.9541 / 0.3281 to 0.9630 / 0.3281. Men named as a sex read as a group, harm told in a
// clause of who does it no call for it, `filipinos` spelled with `ph` and a spelling rejoined (with the
// model retrained), on purpose: hate on all real posts 0.7098 / 0.4570 to 0.7094 / 0.4562 (0.7289 /
// 0.4275 to 0.7288 / 0.4271 at medium or higher), Implicit Hate 0.7666 / 0.3564 to 0.7660 / 0.3551
// (0.7847 / 0.3280 to 0.7840 / 0.3268): of its hateful posts the retrained model no longer finds `oh
// look the anti-gay anti-woman is in bed with white supremacists`, and `all of the men are military
// age: send them back ...`, of men who came as migrants, names all men to the model.
// A number with its hour, order or unit read as it stands (`3am` had read `eam`, `1990s` `iggos`), with
// the model retrained, on purpose: the portions follow the normalised text, so 336 public posts changed
// portion (166 left the test portion, 170 joined it; 1.6% of the posts), and on the new test portion the
// engine before the change reads hate on all real posts at 0.7107 / 0.4571 and harassment at recall
// 0.5351. After it: hate on all real posts 0.7094 / 0.4562 to 0.7104 / 0.4543 (0.7288 / 0.4271 to
// 0.7298 / 0.4248 at medium or higher), Implicit Hate 0.7660 / 0.3551 to 0.7668 / 0.3527 (0.7840 /
// 0.3268 to 0.7827 / 0.3243), harassment on all real posts 0.7143 / 0.5375 to 0.7121 / 0.5332 (Toxic
// Spans at medium or higher 0.4994 to 0.4962); validation hate 1,440 of 2,304 found and 321 of 14,595
// flagged to 1,434 of 2,312 and 317 of 14,564. Hours, days and times (`24h`, `3d`, `10x`) read so
// too, and the model retrained, on purpose: hate on all real posts 0.7093 / 0.4541 (0.7291 / 0.4245),
// Implicit Hate 0.7661 / 0.3519 (0.7844 / 0.3235); validation hate 1,435 of 2,313 and 317 of 14,563.
// Holocaust denial said in the words counter-speech uses (`the holocaust is a lie`, which had read as
// counter-speech by its own `is a lie`), reported as denial, on purpose: two Gab posts of the test
// portion that deny it (`the holocaust is a lie`; `... is purely down to the holocaust propaganda`),
// labelled not hateful by their annotators, are now flagged, and hate on all real posts goes from
// 0.7093 to 0.7084 precision at any severity (0.7288 to 0.7281 at medium or higher), recall unchanged.
// The memes of hate forums (`the goyim know`, `dindu nuffin`) read as a hate symbol, low, on purpose:
// the test portion's posts that hold them and are labelled offensive rather than hateful are now
// flagged (not where the meme is quoted or reported), and hate on all real posts goes from 0.7086 to
// 0.7064 precision at any severity (HateXplain 0.8176 to 0.8135), at medium or higher and in recall
// unchanged; the validation portion moved by none.
// The hashtags of hate causes (`#whitegenocide`, `#islamistheproblem`) read as a hate symbol, medium, on
// purpose, as the slogans they spell are: of the test portion's posts that hold one, 5 more of the
// hateful are found and 1 more found at medium (3 the model read as high are medium, as the symbol
// speaks for them), and 3 more of the others flagged (lists of hashtags labelled not hateful); hate on all real posts goes from 0.7064 / 0.4545 to 0.7060 / 0.4565 (0.7283 /
// 0.4249 to 0.7274 / 0.4273 at medium or higher), HateXplain 0.8135 to 0.8122 precision, Implicit
// Hate 0.7661 / 0.3519 to 0.7672 / 0.3580 (0.7844 / 0.3235 to 0.7859 / 0.3309); on the validation
// portion 6 more hateful posts found and 3 more of the others flagged.
// `ching chong`, `foids`, `femoids`, `roasties` and `troons` read as the slurs they are, medium, on
// purpose (chosen on the validation portion, where they found 4 more hateful posts and flagged 2 that
// HateXplain's annotators called offensive, not hateful): here 1 more hateful post found and 4 more of
// the others flagged, all of HateXplain; hate on all real posts 0.7060 / 0.4565 to 0.7044 / 0.4569
// (0.7274 / 0.4273 to 0.7256 / 0.4277 at medium or higher), HateXplain 0.8122 / 0.8342 to 0.8072 /
// 0.8359 (0.8301 / 0.7838 to 0.8256 / 0.7851); the floor it raised: Implicit Hate recall 0.358.
// Six more sets of the team's posts of abuse of a person (harassment-training-g.ts to -l.ts, two of them
// twins of a harmless post and an abusive one in the same words; chosen on the validation portion,
// where the team's posts of abuse found went from 211 to 247 of 363 and Toxic Spans' from 839 to 845,
// against 3 more of the team's 339 others and 12 more of the hate sources' posts their annotators did
// not call abuse flagged, most of them abuse all the same: `Dear moron, ...`, `... liberal idiots
// ...`), found more and flagged more of those posts, on purpose: harassment on all real posts 0.7127
// / 0.5332 to 0.7027 / 0.5351 (0.7326 / 0.4962 to 0.7207 / 0.4987 at medium or higher); the floors it
// raised: Toxic Spans 0.535 (0.498 at medium or higher).
// Two sets of the team's news and notices that name a group in the topics of hate, with the hateful
// comments under them (hate-training-news-a.ts, -b.ts; chosen on the validation portion, where the
// real hateful posts found went from 936 to 939 of 1,705 and the others flagged from 321 to 320 of
// 4,903; small capitals then read as the letters they imitate, 319), moved HateXplain's precision
// down, on purpose: 0.8072 / 0.8359 to 0.8049 / 0.8376 (0.8256 / 0.7851 to 0.8230 / 0.7868 at medium
// or higher); the floors it raised: hate on all real posts 0.705 / 0.459 (0.726 / 0.429 at medium or
// higher), HateXplain recall 0.837 (0.786), Implicit Hate 0.767 / 0.359 (0.786 / 0.332).
describe('the engine on the public test portions', () => {
  const { counts } = publicTestCounts(trainingDataDir());
  const of = (key: string): Counts => counts.get(key) ?? expect.unreachable(`no figures for ${key}`);
  /** Flagged at any severity, or only at medium or higher: what a reviewer is asked to look at. */
  const flagged = (c: Counts, from: 'any severity' | 'medium') => (from === 'medium' ? { tp: c.tpMedium, fp: c.fpMedium } : c);

  it.each([
    ['hate', 'all real posts', 'any severity', 0.705, 0.459],
    ['hate', 'hatexplain', 'any severity', 0.804, 0.837],
    ['hate', 'implicit-hate', 'any severity', 0.767, 0.359],
    ['hate', 'toxigen', 'any severity', 0.962, 0.324],
    ['hate', 'wiki-madlibs', 'any severity', 1, 0.84],
    ['harassment', 'toxic-spans', 'any severity', 1, 0.535],
    ['harassment', 'all real posts', 'any severity', 0.702, 0.535],
    ['hate', 'all real posts', 'medium', 0.726, 0.429],
    ['hate', 'hatexplain', 'medium', 0.823, 0.786],
    ['hate', 'implicit-hate', 'medium', 0.786, 0.332],
    ['harassment', 'toxic-spans', 'medium', 1, 0.498],
  ] as const)('keeps %s on %s, flagged at %s, at least at precision %s and recall %s', (category, source, from, p, r) => {
    const c = of(`${category}\u0000${source}`);
    const { tp, fp } = flagged(c, from);
    expect(c.positives).toBeGreaterThan(100);
    expect(tp / (tp + fp)).toBeGreaterThanOrEqual(p);
    expect(tp / c.positives).toBeGreaterThanOrEqual(r);
  });

  it('flags at most 0.5% of harmless texts at any severity and at most 0.05% at high', () => {
    const benign = of('any category\u0000benign');
    expect(benign.negatives).toBeGreaterThan(5000);
    expect(benign.fp / benign.negatives).toBeLessThanOrEqual(0.005);
    expect(benign.fpHigh / benign.negatives).toBeLessThanOrEqual(0.0005);
  });
});
