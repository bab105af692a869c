// The team's own labelled sets, as training examples. Only the sets written to tune the engine or to
// train the model are used here; the held-out, unseen, blind and functional sets are never trained on
// (they measure).
import type { CategoryName } from '../../src/api/index.ts';
import { CASES } from '../../test/engine/text/cases.ts';
import type { LabelledCase } from '../../test/engine/text/labelled-case.ts';
import { SETTINGS } from '../../test/engine/text/settings.ts';
import { SETTINGS_2 } from '../../test/engine/text/settings-2.ts';
import { SETTINGS_3 } from '../../test/engine/text/settings-3.ts';
import { SPAM_TRAINING } from '../../test/engine/text/spam-training.ts';
import { SPAM_TUNING } from '../../test/engine/text/spam-tuning.ts';
import { SPAM_TUNING_2 } from '../../test/engine/text/spam-tuning-2.ts';
import { SPAM_TUNING_3 } from '../../test/engine/text/spam-tuning-3.ts';
import { THREAT_TRAINING_POSTS } from '../../test/engine/text/threats-and-self-harm-training.ts';
import { THREAT_TRAINING_POSTS_2 } from '../../test/engine/text/threats-and-self-harm-training-2.ts';
import { THREAT_TRAINING_POSTS_3 } from '../../test/engine/text/threats-and-self-harm-training-3.ts';
import { THREAT_TRAINING_POSTS_4 } from '../../test/engine/text/threats-and-self-harm-training-4.ts';
import { THREAT_TRAINING_POSTS_5 } from '../../test/engine/text/threats-and-self-harm-training-5.ts';
import { THREAT_TRAINING_POSTS_6 } from '../../test/engine/text/threats-and-self-harm-training-6.ts';
import { THREAT_TRAINING_POSTS_7O, THREAT_TRAINING_POSTS_7P } from '../../test/engine/text/threats-and-self-harm-training-7.ts';
import { THREAT_TRAINING_POSTS_8Q, THREAT_TRAINING_POSTS_8R } from '../../test/engine/text/threats-and-self-harm-training-8.ts';
import { THREAT_TRAINING_POSTS_9S, THREAT_TRAINING_POSTS_9T } from '../../test/engine/text/threats-and-self-harm-training-9.ts';
import { THREAT_TRAINING_POSTS_10U, THREAT_TRAINING_POSTS_10V, THREAT_TRAINING_POSTS_10W } from '../../test/engine/text/threats-and-self-harm-training-10.ts';
import { THREAT_TRAINING_POSTS_11X } from '../../test/engine/text/threats-and-self-harm-training-11-x.ts';
import { THREAT_TRAINING_POSTS_12A } from '../../test/engine/text/threats-and-self-harm-training-12-a.ts';
import { THREAT_TRAINING_POSTS_12B } from '../../test/engine/text/threats-and-self-harm-training-12-b.ts';
import { THREAT_TRAINING_POSTS_12C } from '../../test/engine/text/threats-and-self-harm-training-12-c.ts';
import { THREAT_TRAINING_POSTS_12D } from '../../test/engine/text/threats-and-self-harm-training-12-d.ts';
import { GROUP_THREATS_TUNING } from '../../test/engine/text/group-threats-tuning.ts';
import { GROUP_THREATS_TUNING_2 } from '../../test/engine/text/group-threats-tuning-2.ts';
import { GROUP_THREATS_TUNING_3 } from '../../test/engine/text/group-threats-tuning-3.ts';
import { GROUP_THREATS_TUNING_4 } from '../../test/engine/text/group-threats-tuning-4.ts';
import { GROUP_THREATS_TUNING_5 } from '../../test/engine/text/group-threats-tuning-5.ts';
import { GROUP_THREATS_TUNING_6 } from '../../test/engine/text/group-threats-tuning-6.ts';
import { HATE_TRAINING_A } from '../../test/engine/text/hate-training-a.ts';
import { HATE_TRAINING_B } from '../../test/engine/text/hate-training-b.ts';
import { HATE_TRAINING_C } from '../../test/engine/text/hate-training-c.ts';
import { HATE_TRAINING_D } from '../../test/engine/text/hate-training-d.ts';
import { HATE_TRAINING_E } from '../../test/engine/text/hate-training-e.ts';
import { HATE_TRAINING_F } from '../../test/engine/text/hate-training-f.ts';
import { HATE_TRAINING_M } from '../../test/engine/text/hate-training-m.ts';
import { HATE_TRAINING_N } from '../../test/engine/text/hate-training-n.ts';
import { HATE_TRAINING_O } from '../../test/engine/text/hate-training-o.ts';
import { HATE_TRAINING_P } from '../../test/engine/text/hate-training-p.ts';
import { HATE_TRAINING_Q } from '../../test/engine/text/hate-training-q.ts';
import { HATE_TRAINING_R } from '../../test/engine/text/hate-training-r.ts';
import { HATE_TRAINING_S } from '../../test/engine/text/hate-training-s.ts';
import { HATE_TRAINING_T } from '../../test/engine/text/hate-training-t.ts';
import { HATE_TRAINING_U } from '../../test/engine/text/hate-training-u.ts';
import { HATE_TRAINING_V } from '../../test/engine/text/hate-training-v.ts';
import { HATE_TRAINING_W } from '../../test/engine/text/hate-training-w.ts';
import { HATE_TRAINING_X } from '../../test/engine/text/hate-training-x.ts';
import { HATE_TRAINING_Y } from '../../test/engine/text/hate-training-y.ts';
import { HATE_TRAINING_Z } from '../../test/engine/text/hate-training-z.ts';
import { HATE_TRAINING_PRAISE_A } from '../../test/engine/text/hate-training-praise-a.ts';
import { HATE_TRAINING_PRAISE_B } from '../../test/engine/text/hate-training-praise-b.ts';
import { HATE_TRAINING_NEWS_A } from '../../test/engine/text/hate-training-news-a.ts';
import { HATE_TRAINING_NEWS_B } from '../../test/engine/text/hate-training-news-b.ts';
import { HARASSMENT_TRAINING_A } from '../../test/engine/text/harassment-training-a.ts';
import { HARASSMENT_TRAINING_B } from '../../test/engine/text/harassment-training-b.ts';
import { HARASSMENT_TRAINING_C } from '../../test/engine/text/harassment-training-c.ts';
import { HARASSMENT_TRAINING_D } from '../../test/engine/text/harassment-training-d.ts';
import { HARASSMENT_TRAINING_E } from '../../test/engine/text/harassment-training-e.ts';
import { HARASSMENT_TRAINING_F } from '../../test/engine/text/harassment-training-f.ts';
import { HARASSMENT_TRAINING_G } from '../../test/engine/text/harassment-training-g.ts';
import { HARASSMENT_TRAINING_H } from '../../test/engine/text/harassment-training-h.ts';
import { HARASSMENT_TRAINING_I } from '../../test/engine/text/harassment-training-i.ts';
import { HARASSMENT_TRAINING_J } from '../../test/engine/text/harassment-training-j.ts';
import { HARASSMENT_TRAINING_K } from '../../test/engine/text/harassment-training-k.ts';
import { HARASSMENT_TRAINING_L } from '../../test/engine/text/harassment-training-l.ts';
import { GROOMING_TUNING_A } from '../../test/engine/text/grooming-tuning-a.ts';
import { GROOMING_TUNING_B } from '../../test/engine/text/grooming-tuning-b.ts';
import { GROOMING_TRAINING_A } from '../../test/engine/text/grooming-training-a.ts';
import { GROOMING_TRAINING_B } from '../../test/engine/text/grooming-training-b.ts';
import { GROOMING_TRAINING_C } from '../../test/engine/text/grooming-training-c.ts';
import { GROOMING_TRAINING_D } from '../../test/engine/text/grooming-training-d.ts';
import { GROOMING_TRAINING_E } from '../../test/engine/text/grooming-training-e.ts';
import { GROOMING_TRAINING_F } from '../../test/engine/text/grooming-training-f.ts';
import { GROOMING_TRAINING_G } from '../../test/engine/text/grooming-training-g.ts';
import { GROOMING_TRAINING_H } from '../../test/engine/text/grooming-training-h.ts';
import { THREAT_SETTINGS_A } from '../../test/engine/text/threat-settings-a.ts';
import { THREAT_SETTINGS_B } from '../../test/engine/text/threat-settings-b.ts';
import { THREAT_SETTINGS_C } from '../../test/engine/text/threat-settings-c.ts';
import type { ThreatCase } from '../../test/engine/text/threats-and-self-harm.ts';
import { MODEL_CATEGORIES, type ModelCategory } from '../../src/engine/text/model/index.ts';
import type { Example, Labels } from './sources.ts';

/** A case expects exactly its categories: the others are negatives, except those tolerated at low severity, of which it says nothing. */
export function caseOutcome(c: LabelledCase, category: CategoryName): 0 | 1 | undefined {
  if (c.expect[category] !== undefined) return 1;
  return c.lowOk?.includes(category) ? undefined : 0;
}

/** A case's labels for the model's categories. */
export function labelsOf(c: LabelledCase): Labels {
  const labels: Labels = {};
  for (const category of MODEL_CATEGORIES) {
    const y = caseOutcome(c, category);
    if (y !== undefined) labels[category] = y;
  }
  return labels;
}

/** The source of the team's posts of threats and self-harm, which teach those two categories only, and that they are not grooming (see fit.ts). */
export const THREAT_POSTS_SOURCE = 'team-posts';

/**
 * No post of the team's written around another harm grooms a child: each is also a post that is not
 * grooming, and teaches the model that a romance scam's `can we talk on telegram`, a threat that names
 * a school or a farewell's `look after her for me` are something else.
 */
const NOT_GROOMING: Labels = { sexual_minors: 0 };

/** A post of threats and self-harm says whether it threatens and whether it speaks of the writer's own self-harm, and nothing else. */
const threatLabels = (c: ThreatCase): Labels => ({ violence: c.violence ? 1 : 0, self_harm: c.selfHarm ? 1 : 0, ...NOT_GROOMING });
/** A post written of self-harm alone says nothing of violence, whose words (a gun in the safe, a rope in the garage) it holds as often as threats do. */
const selfHarmLabels = (c: ThreatCase): Labels => ({ self_harm: c.selfHarm ? 1 : 0, ...NOT_GROOMING });

/**
 * The team's harmless posts in the settings its threats cluster in (a neighbour's barking dog, a nice
 * car and its tyres, an address, journalists at a courthouse, an umpire, a streamer, money owed), which
 * teach violence only: the threats taught the model the settings as much as the menace, and it read
 * `Journalists were outside the courthouse all morning` as a threat.
 */
export const THREAT_SETTINGS_SOURCE = 'team-threat-settings';
/** A post of a threat's setting says only whether it threatens. */
const settingLabels = (c: ThreatCase): Labels => ({ violence: c.violence ? 1 : 0 });

/** The source of the team's spam and its harmless look-alikes, which teach spam only (and that they are not grooming): the look-alikes were written around spam, not around the other harms. */
export const SPAM_POSTS_SOURCE = 'team-spam';

/**
 * The source of the team's posts of hate, mostly implicit, and the posts that share their words without
 * being hate, which teach hate only (and that they are not grooming): a hateful post may insult or not,
 * and its look-alikes (an insult of one person, banter between fans) were written around hate.
 */
export const HATE_POSTS_SOURCE = 'team-hate';
/**
 * The team's posts of hate and of heated politics that is not hate, written where political arguments happen
 * online (replies to news, alt-tech feeds, nationalist channels), and the news and notices those arguments
 * are about (asylum seekers housed in a hotel, a mosque's planning permission) with the hateful comments
 * under them: learned at a weight of their own.
 */
export const POLITICAL_HATE_POSTS_SOURCE = 'team-hate-politics';

/**
 * The team's posts that abuse a person (insults, contempt, belittling in chats, reviews, comments and
 * workplaces) and the posts that share their words without abuse (criticism of work, insults of
 * things or of oneself, banter, reports of abuse), which teach harassment only (and that they are not
 * grooming).
 */
export const HARASSMENT_POSTS_SOURCE = 'team-harassment';

/**
 * The team's messages of grooming (an adult befriending a child, flattering, asking for secrecy,
 * pictures or a meeting, moving to a private app) and the messages that share their words without
 * grooming (children chatting with each other, parents and coaches organising in the open, safety
 * warnings that quote groomers, adults flirting with adults), which teach sexual content involving
 * minors only.
 */
export const GROOMING_POSTS_SOURCE = 'team-grooming';

/** A case of a set written around one category says whether it is of that category, and nothing else. */
function labelOnly(c: LabelledCase, category: ModelCategory): Labels {
  const y = caseOutcome(c, category);
  return y === undefined ? {} : { [category]: y };
}

/** A case of a set written around a harm other than grooming: whether it is of that harm, and that it is not grooming. */
const aroundOtherHarm = (c: LabelledCase, category: ModelCategory): Labels => ({ ...labelOnly(c, category), ...NOT_GROOMING });

export function teamTrainingExamples(): Example[] {
  return [
    ...[...CASES, ...SETTINGS, ...SETTINGS_2, ...SETTINGS_3].map((c) => ({ text: c.text, labels: labelsOf(c), source: 'team' })),
    ...[...THREAT_TRAINING_POSTS, ...THREAT_TRAINING_POSTS_2, ...THREAT_TRAINING_POSTS_4, ...THREAT_TRAINING_POSTS_5, ...THREAT_TRAINING_POSTS_7O, ...THREAT_TRAINING_POSTS_8Q, ...THREAT_TRAINING_POSTS_9S, ...THREAT_TRAINING_POSTS_10U, ...THREAT_TRAINING_POSTS_11X, ...THREAT_TRAINING_POSTS_12A, ...THREAT_TRAINING_POSTS_12B, ...GROUP_THREATS_TUNING, ...GROUP_THREATS_TUNING_2, ...GROUP_THREATS_TUNING_3, ...GROUP_THREATS_TUNING_4, ...GROUP_THREATS_TUNING_5, ...GROUP_THREATS_TUNING_6].map((c) => ({ text: c.text, labels: threatLabels(c), source: THREAT_POSTS_SOURCE })),
    ...[...THREAT_TRAINING_POSTS_3, ...THREAT_TRAINING_POSTS_6, ...THREAT_TRAINING_POSTS_7P, ...THREAT_TRAINING_POSTS_8R, ...THREAT_TRAINING_POSTS_9T, ...THREAT_TRAINING_POSTS_10V, ...THREAT_TRAINING_POSTS_10W, ...THREAT_TRAINING_POSTS_12C, ...THREAT_TRAINING_POSTS_12D].map((c) => ({ text: c.text, labels: selfHarmLabels(c), source: THREAT_POSTS_SOURCE })),
    ...[...THREAT_SETTINGS_A, ...THREAT_SETTINGS_B, ...THREAT_SETTINGS_C].map((c) => ({ text: c.text, labels: settingLabels(c), source: THREAT_SETTINGS_SOURCE })),
    ...[...SPAM_TUNING, ...SPAM_TUNING_2, ...SPAM_TUNING_3, ...SPAM_TRAINING].map((c) => ({ text: c.text, labels: aroundOtherHarm(c, 'spam'), source: SPAM_POSTS_SOURCE })),
    ...[...HATE_TRAINING_A, ...HATE_TRAINING_B, ...HATE_TRAINING_C, ...HATE_TRAINING_D, ...HATE_TRAINING_E, ...HATE_TRAINING_F, ...HATE_TRAINING_M, ...HATE_TRAINING_N, ...HATE_TRAINING_O, ...HATE_TRAINING_P, ...HATE_TRAINING_Q, ...HATE_TRAINING_R].map((c) => ({ text: c.text, labels: aroundOtherHarm(c, 'hate'), source: HATE_POSTS_SOURCE })),
    ...[...HATE_TRAINING_S, ...HATE_TRAINING_T, ...HATE_TRAINING_U, ...HATE_TRAINING_V, ...HATE_TRAINING_W, ...HATE_TRAINING_X, ...HATE_TRAINING_Y, ...HATE_TRAINING_Z, ...HATE_TRAINING_PRAISE_A, ...HATE_TRAINING_PRAISE_B, ...HATE_TRAINING_NEWS_A, ...HATE_TRAINING_NEWS_B].map((c) => ({ text: c.text, labels: aroundOtherHarm(c, 'hate'), source: POLITICAL_HATE_POSTS_SOURCE })),
    ...[...HARASSMENT_TRAINING_A, ...HARASSMENT_TRAINING_B, ...HARASSMENT_TRAINING_C, ...HARASSMENT_TRAINING_D, ...HARASSMENT_TRAINING_E, ...HARASSMENT_TRAINING_F, ...HARASSMENT_TRAINING_G, ...HARASSMENT_TRAINING_H, ...HARASSMENT_TRAINING_I, ...HARASSMENT_TRAINING_J, ...HARASSMENT_TRAINING_K, ...HARASSMENT_TRAINING_L].map((c) => ({ text: c.text, labels: aroundOtherHarm(c, 'harassment'), source: HARASSMENT_POSTS_SOURCE })),
    ...[...GROOMING_TUNING_A, ...GROOMING_TUNING_B, ...GROOMING_TRAINING_A, ...GROOMING_TRAINING_B, ...GROOMING_TRAINING_C, ...GROOMING_TRAINING_D, ...GROOMING_TRAINING_E, ...GROOMING_TRAINING_F, ...GROOMING_TRAINING_G, ...GROOMING_TRAINING_H].map((c) => ({ text: c.text, labels: labelOnly(c, 'sexual_minors'), source: GROOMING_POSTS_SOURCE })),
  ];
}
