// The categories the learned model scores. The others (profanity, spam, personal data, secrets,
// sexual content involving minors) stay with rules: word lists, patterns and checksums are sure there.
export const MODEL_CATEGORIES = ['hate', 'harassment', 'violence', 'self_harm', 'sexual'] as const;
export type ModelCategory = (typeof MODEL_CATEGORIES)[number];
