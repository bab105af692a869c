// Leaked secrets, in any language: keys and tokens in the formats their issuers document.
import type { Detector } from '../detector.ts';
import { secrets } from './secrets.ts';

export const CREDENTIALS: readonly Detector[] = [secrets];
