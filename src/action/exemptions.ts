// Decides whether the author of the content is exempt from moderation.
import type { Author } from './event.ts';

export interface ExemptionRules {
  readonly exemptUsers: readonly string[];
  readonly exemptBots: boolean;
  readonly exemptAssociations: readonly string[];
}

/** The reason the author is exempt, or null when the content must be moderated. */
export function exemptionReason(author: Author, rules: ExemptionRules): string | null {
  if (rules.exemptUsers.includes(author.login.toLowerCase())) return `@${author.login} is listed in exempt-users`;
  if (rules.exemptBots && (author.type === 'Bot' || author.login.endsWith('[bot]'))) return `@${author.login} is a bot`;
  if (rules.exemptAssociations.includes(author.association)) {
    return `@${author.login} is ${author.association} of the repository`;
  }
  return null;
}
