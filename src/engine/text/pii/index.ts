// Personal data, in any language: emails, phone numbers, card numbers, IBANs, social security numbers.
import type { Detector } from '../detector.ts';
import { personalData } from './personal-data.ts';

export const PII: readonly Detector[] = [personalData];
