// Finds the images a Markdown text shows: `![alt](url)` and HTML `<img src="url">`.

const MARKDOWN_IMAGE = /!\[[^\]]*\]\(\s*<?([^\s)>]+)>?(?:\s+["'][^"']*["'])?\s*\)/g;
const HTML_IMAGE = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]+)"|'([^']+)'|([^\s>]+))/gi;

/** The distinct absolute http(s) URLs of the images in `text`, in order of appearance. */
export function imageLinks(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(MARKDOWN_IMAGE)) if (m[1]) found.push(m[1]);
  for (const m of text.matchAll(HTML_IMAGE)) {
    const url = m[1] ?? m[2] ?? m[3];
    if (url) found.push(url.replaceAll('&amp;', '&'));
  }
  return [...new Set(found.filter((u) => /^https?:\/\//i.test(u)))];
}
