// The categories the learned model scores. The others (profanity, personal data, secrets) stay with
// rules: word lists, patterns and checksums are sure there. Spam and sexual content involving minors
// have both: their rules read what is sure (scam phrases, lure links; a child named beside a sexual
// word, the moves of grooming), the model what is said like them without those words.
export const MODEL_CATEGORIES = ['hate', 'harassment', 'violence', 'self_harm', 'sexual', 'spam', 'sexual_minors'] as const;
export type ModelCategory = (typeof MODEL_CATEGORIES)[number];
