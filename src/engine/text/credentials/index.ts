// Leaked secrets, in any language: keys and tokens in the formats their issuers document, passwords
// written out beside their key or in an English sentence, and random values under the key of a token of
// any other service; the formats run first, so a token in a password field keeps its vendor's name.
import type { Detector } from '../detector.ts';
import { keyedTokens } from './keyed-tokens.ts';
import { passwords } from './passwords.ts';
import { secrets } from './secrets.ts';

export const CREDENTIALS: readonly Detector[] = [secrets, passwords, keyedTokens];
