// Shared vocabulary of the API: category names, severities, actions and limits that every
// other schema and every part of the product refers to.
import { z } from 'zod';

/** The moderation categories the service reports (docs/api.md, "Categories"). */
export const CATEGORY_NAMES = [
  'harassment',
  'hate',
  'violence',
  'self_harm',
  'sexual',
  'sexual_minors',
  'profanity',
  'spam',
  'pii',
  'credentials',
] as const;
export const CategoryName = z.enum(CATEGORY_NAMES).meta({
  id: 'CategoryName',
  description: 'A moderation category.',
});
export type CategoryName = z.infer<typeof CategoryName>;

export const SEVERITIES = ['high', 'medium', 'low'] as const;
export const Severity = z.enum(SEVERITIES).meta({
  id: 'Severity',
  description: '`high` for direct harm (threats, slurs aimed at a group), `medium` for insults and the like, `low` for casual matters such as mild profanity.',
});
export type Severity = z.infer<typeof Severity>;

/** Severity rank, higher is worse; used to compare severities without string tricks. */
export const SEVERITY_RANK: Readonly<Record<Severity, number>> = { low: 1, medium: 2, high: 3 };

export const ACTIONS = ['block', 'review', 'warn'] as const;
export const Action = z.enum(ACTIONS).meta({
  id: 'Action',
  description: 'Recommended action: `block` for high severity, `review` for medium, `warn` for low.',
});
export type Action = z.infer<typeof Action>;

/** The one mapping from severity to recommended action (docs/api.md, "The moderation response"). */
export const ACTION_FOR_SEVERITY: Readonly<Record<Severity, Action>> = {
  high: 'block',
  medium: 'review',
  low: 'warn',
};

export const MEDIA_KINDS = ['text', 'image', 'video'] as const;
export const MediaKind = z.enum(MEDIA_KINDS).meta({ id: 'MediaKind' });
export type MediaKind = z.infer<typeof MediaKind>;

/** Default limits (docs/api.md, "Limits"); the service makes each configurable. */
export const LIMITS = {
  textMaxCodePoints: 10_000,
  batchMaxItems: 100,
  imageMaxBytes: 10 * 1024 * 1024,
  imageMaxPixels: 40_000_000,
  videoMaxBytes: 100 * 1024 * 1024,
  videoMaxSeconds: 600,
  urlMaxLength: 2048,
} as const;

/** Counts Unicode code points, the unit of every text length limit in the API (a lone surrogate counts as one). */
export function codePointLength(text: string): number {
  // One pass over UTF-16 units: each surrogate pair counts once. Several times faster than
  // iterating the string, which matters for a batch of 100 long texts.
  let n = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

export const Timestamp = z.iso.datetime({ offset: true }).meta({
  id: 'Timestamp',
  description: 'An RFC 3339 date-time in UTC, e.g. `2026-11-22T10:15:00.000Z`.',
});

/** A DNS name, or an IPv6 literal in brackets as URLs write it (`[2001:db8::1]`); IPv4 literals are DNS-shaped. */
const URL_HOST = new RegExp(`${z.regexes.hostname.source}|^\\[[0-9A-Fa-f:.]+\\]$`);

export const HttpUrl = z
  .url({ protocol: /^https?$/, hostname: URL_HOST })
  .max(LIMITS.urlMaxLength)
  .meta({ description: 'An absolute `http` or `https` URL.', format: 'uri' });
