// After a word for children, what says they are elsewhere: `kids are at their dad's, come over` is
// about an evening, not about the children.

/** Matches just after the word for the children (with the space before it). */
export const MINORS_AWAY = /^ (?:are|r|is) (?:at|with|away|out|asleep|in bed|gone|staying|sleeping|over at)(?![^ ])/u;
