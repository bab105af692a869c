import { describe, expect, it } from 'vitest';
import { costGrowth } from './cost-growth.ts';
import { analyzeText } from '../../../src/engine/text/index.ts';

const apiKey = (text: string) => analyzeText(text).find((r) => r.category === 'credentials' && r.label === 'api_key');

/** Each text with the key it holds, of a service no vendor format names: the finding must point at it and never show it whole. */
const GIVEN: readonly (readonly [string, string])[] = [
  ['my api key is 7f9a2b3c4d5e6f708192a3b4c5d6e7f8', '7f9a2b3c4d5e6f708192a3b4c5d6e7f8'],
  ['MAILGUN_API_KEY=key-3ax6xnjp29jd6fds4gc373sgvjxteol0', 'key-3ax6xnjp29jd6fds4gc373sgvjxteol0'],
  ['{"client_id": "app", "client_secret": "Zq8xV2mN4bR7tY1uI9oP3aS6dF0gH5jK"}', 'Zq8xV2mN4bR7tY1uI9oP3aS6dF0gH5jK'],
  ['curl -H "Authorization: Bearer 9f8e7d6c5b4a39281706f5e4d3c2b1a0ab12cd34" https://api.example.net', '9f8e7d6c5b4a39281706f5e4d3c2b1a0ab12cd34'],
  ['X-API-Key: 4c2a9e7f1b3d5a8c0e6f2b4d7a9c1e3f', '4c2a9e7f1b3d5a8c0e6f2b4d7a9c1e3f'],
  ['export DATADOG_API_KEY=0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d', '0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d'],
  ['SECRET_KEY = "django-insecure-8g7#k2!x_p$z@q1w^e3r&t5y*u7i9o0p"', 'django-insecure-8g7#k2!x_p$z@q1w^e3r&t5y*u7i9o0p'],
  ['apiKey: "AbCd1234EfGh5678IjKl9012MnOp"', 'AbCd1234EfGh5678IjKl9012MnOp'],
];

describe('keys and tokens under their key', () => {
  it.each(GIVEN)('finds the key in %j high and never shows it whole', (text, secret) => {
    const r = apiKey(text);
    expect(r).toMatchObject({ severity: 'high', action: 'block' });
    const span = r!.spans![0]!;
    expect(Array.from(text).slice(span.start, span.end).join('')).toBe(secret);
    expect(JSON.stringify(analyzeText(text))).not.toContain(secret);
  });
  it('rates documentation values low', () => {
    for (const text of ['API_KEY=test_4f9a2b3c4d5e6f7081', 'api_key: "example-7f9a2b3c4d5e6f70"']) {
      expect(apiKey(text), text).toMatchObject({ severity: 'low' });
    }
  });
  it('leaves a token of a known format to the rule that knows it', () => {
    const labels = analyzeText('token: ghp_16C7e42F292c6912E7710c838347Ae178B4a').filter((r) => r.category === 'credentials').map((r) => r.label);
    expect(labels).toEqual(['github_token']);
  });
});

describe('what is not a key', () => {
  it.each([
    'api_key = os.environ["API_KEY"]', 'apiKey: process.env.STRIPE_KEY', 'API_KEY=your-api-key-here', 'api_key: <YOUR_API_KEY>', 'API_KEY=${API_KEY}',
    'token: authorization_header_value_here', 'the secret is patience and practice', 'Use the access token from the previous step.',
    'session token expired, please log in again', 'my token is abcdefghijklmnopqrst', 'The token 1234567890123456 is a test card number',
    'token: https://auth.example.net/oauth2/token', 'secret: config.auth.clientSecret', 'api_key: xxxxxxxxxxxxxxxxxxxx',
  ])('%j', (text) => expect(apiKey(text)).toBeUndefined());
});

describe('cost', () => {
  it.each(['api_key=', 'token: ', 'x-api-key: a1', 'a-b-c-d-e-token=', 'bearer 0123456789abcdefXYZ ', '"secret": "'])(
    'grows linearly with the length of %j repeated',
    (unit) => expect(costGrowth(analyzeText, unit)).toBeLessThan(12),
  );
});
