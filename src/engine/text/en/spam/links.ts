// Links in the original text, which the spam rules weigh as bait: a text that sends its reader
// somewhere. Read from the original: the normaliser splits a link into words and dots.

/**
 * The endings of bare links, found first: most texts have none, and a dot is quick to look for. An
 * ending followed by another name (`com.example.Service`, `this.top.left`) or called (`log.info(`)
 * is a dotted name in code.
 */
const TLD = /\.(?:com|net|org|ru|io|xyz|app|help|site|online|shop|info|biz|top|club|live|link|click|co|uk|example)(?![a-z0-9-]|\.[a-z]|\()/gi;
const WWW = /www\./i;

/** `[a-z0-9.-]` in any case, by code. */
function isDomainChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 46 || c === 45;
}

export interface Domain {
  readonly index: number;
  readonly text: string;
}

/**
 * Bare domains (`robux-gift.example.net`): the links of a scam that avoids `http`, read back from
 * their ending. The domain of an email address (`jbicha@debian.org`) sends no one anywhere: a
 * changelog signs every entry with one.
 */
export function bareDomains(text: string, limit: number): Domain[] {
  const out: Domain[] = [];
  for (const m of text.matchAll(TLD)) {
    let start = m.index;
    while (start > 0 && m.index - start < 253 && isDomainChar(text.charCodeAt(start - 1))) start--;
    if (start < m.index && text[start] !== '.' && text[start - 1] !== '@') out.push({ index: start, text: text.slice(start, m.index + m[0].length) });
    if (out.length >= limit) break;
  }
  return out;
}

/** Whether the original text may hold a link with a scheme or `www.`: most texts hold neither. */
export function mayHoldUrl(original: string): boolean {
  return original.includes('://') || WWW.test(original);
}

/** Whether the original text points somewhere: a link, or a bare domain. */
export function holdsLink(original: string): boolean {
  return mayHoldUrl(original) || bareDomains(original, 1).length > 0;
}
