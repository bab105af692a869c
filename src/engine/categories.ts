// The category catalogue of `GET /categories`: what each category means, where the engines really
// detect it, and the minimum confidence at which the text engine reports each severity.
import type { Category, CategoryName } from '../api/index.ts';

type Thresholds = Category['thresholds'];

/** Rules and checksums report only what clears these; a weaker finding drops one severity. */
const RULE_THRESHOLDS: Thresholds = { low: 0.5, medium: 0.6, high: 0.75 };
const CHECKED_THRESHOLDS: Thresholds = { low: 0.5, medium: 0.7, high: 0.85 };

// Text is read everywhere; OCR reads text inside images and sampled video frames, so every
// category found in words is found there too. The image classifier adds sexual imagery.
const ALL_MEDIA: Category['media'] = ['text', 'image', 'video'];

export const CATEGORY_CATALOG: Category[] = [
  { name: 'harassment', description: 'Insults, demeaning remarks and encouragement of self-harm aimed at a person.', media: ALL_MEDIA, thresholds: RULE_THRESHOLDS },
  { name: 'hate', description: 'Slurs and dehumanising statements or calls for harm aimed at a protected group; the salutes, slogans and codes of hate movements; Holocaust denial.', media: ALL_MEDIA, thresholds: RULE_THRESHOLDS },
  { name: 'violence', description: 'Threats of violence against a person or a place, and wishes or calls for such harm.', media: ALL_MEDIA, thresholds: RULE_THRESHOLDS },
  { name: 'self_harm', description: 'Statements of intent to kill or harm oneself, and accounts of ongoing self-harm.', media: ALL_MEDIA, thresholds: RULE_THRESHOLDS },
  { name: 'sexual', description: 'Explicit sexual language, sexual solicitation, and sexual or nude imagery.', media: ALL_MEDIA, thresholds: RULE_THRESHOLDS },
  { name: 'sexual_minors', description: 'Sexual content that involves minors, including grooming language.', media: ALL_MEDIA, thresholds: RULE_THRESHOLDS },
  { name: 'profanity', description: 'Swear words and obscene language, including disguised spellings.', media: ALL_MEDIA, thresholds: RULE_THRESHOLDS },
  { name: 'spam', description: 'Scams, phishing, unsolicited promotion and link farms.', media: ALL_MEDIA, thresholds: RULE_THRESHOLDS },
  { name: 'pii', description: 'Personal data: email addresses, phone numbers, payment card numbers, IBANs, US social security numbers, NHS, National Insurance, passport and bank account numbers, driving licences, dates of birth and street addresses.', media: ALL_MEDIA, thresholds: CHECKED_THRESHOLDS },
  { name: 'credentials', description: 'Leaked secrets: cloud and API keys, access tokens, private keys, JWTs, and passwords in URLs, configs, command lines or said outright.', media: ALL_MEDIA, thresholds: CHECKED_THRESHOLDS },
];

/** The thresholds of one category, by name. */
export function thresholdsFor(name: CategoryName): Category['thresholds'] {
  return CATEGORY_CATALOG.find((c) => c.name === name)?.thresholds ?? RULE_THRESHOLDS;
}
