// The categories the learned model scores. The others (profanity, personal data, secrets, sexual
// content involving minors) stay with rules: word lists, patterns and checksums are sure there. Spam
// has both: its rules read what is sure (scam phrases, lure links, offers), the model what is said
// like spam without them.
export const MODEL_CATEGORIES = ['hate', 'harassment', 'violence', 'self_harm', 'sexual', 'spam'] as const;
export type ModelCategory = (typeof MODEL_CATEGORIES)[number];
