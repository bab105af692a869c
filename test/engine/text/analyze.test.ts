import { describe, expect, it } from 'vitest';
import { costGrowth } from './cost-growth.ts';
import { ModerationResult } from '../../../src/api/index.ts';
import { analyzeText } from '../../../src/engine/text/index.ts';

const find = (text: string, category: string, label?: string) =>
  analyzeText(text).find((r) => r.category === category && (label === undefined || r.label === label));

describe('analyzeText', () => {
  it('returns findings that satisfy the API schema', () => {
    const results = analyzeText('you are a worthless idiot, I am going to kill you. mail me: john@example.com');
    expect(results.length).toBeGreaterThanOrEqual(3);
    for (const r of results) expect(ModerationResult.parse(r)).toEqual(r);
  });
  it('rates a direct threat high and blocks it', () => {
    expect(find('I am going to kill you', 'violence')).toMatchObject({ severity: 'high', action: 'block', label: 'threat', source: 'text' });
    expect(find('I know where you live', 'violence')?.severity).toBe('high');
  });
  it('rates an insult aimed at a person medium and casual profanity low', () => {
    expect(find('you are a worthless idiot', 'harassment')).toMatchObject({ severity: 'medium', action: 'review' });
    expect(find('oh shit, the build broke', 'profanity')).toMatchObject({ severity: 'low', action: 'warn' });
  });
  it('rates self-harm intent high', () => {
    expect(find('I want to kill myself', 'self_harm')?.severity).toBe('high');
  });
  it('does not flag technical English, place names or negation', () => {
    for (const text of ['kill the process', 'execute the payload', 'master/slave replication', 'zip bomb', 'dummy variable', 'penetration test', 'shoot me an email', 'this bug is killing me', 'Scunthorpe', 'Essex', 'classic assassin', 'I would never hurt you']) {
      expect(analyzeText(text), text).toEqual([]);
    }
  });
  it('keeps reported speech at low severity', () => {
    const r = find("he said 'I'll kill you'", 'violence');
    expect(r?.severity).toBe('low');
  });
  it('points spans at code-point offsets of the original text', () => {
    const text = '👋🏽 héllo — you are an 1d10t';
    const r = find(text, 'harassment');
    const span = r?.spans?.[0];
    expect(span).toBeDefined();
    expect(Array.from(text).slice(span!.start, span!.end).join('')).toBe(span!.text);
    expect(span!.text).toBe('you are an 1d10t');
  });
  it('groups occurrences into one finding per category and label', () => {
    const r = analyzeText('shit. more text. shit again').filter((f) => f.category === 'profanity');
    expect(r).toHaveLength(1);
    expect(r[0]!.spans).toHaveLength(2);
  });
  it('masks personal data and secrets in spans', () => {
    expect(find('card 4111 1111 1111 1111', 'pii', 'card_number')?.spans?.[0]?.text).toBe('**** **** **** 1111');
    expect(find('write to john@example.com', 'pii', 'email')?.spans?.[0]?.text).toBe('j***@example.com');
    expect(find('key AKIAIOSFODNN7EXAMPLE', 'credentials', 'aws_access_key')?.spans?.[0]?.text).toBe('AKIA************MPLE');
  });
  it('requires the Luhn check and a valid IBAN', () => {
    expect(find('card 4111 1111 1111 1112', 'pii', 'card_number')).toBeUndefined();
    expect(find('IBAN GB82 WEST 1234 5698 7654 33', 'pii', 'iban')).toBeUndefined();
    expect(find('IBAN GB82 WEST 1234 5698 7654 32', 'pii', 'iban')?.severity).toBe('high');
  });
  it.each([
    ['aws_access_key', 'AKIAZ7Q2LMXW4RTY6PKB'],
    ['github_token', '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'],
    ['github_token', `github_pat_${'A1b2C3d4E5'.repeat(8)}xy`],
    ['slack_token', 'xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx'],
    ['slack_webhook', 'https://hooks.slack.com/services/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'],
    ['private_key', '-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIBkg\n-----END EC PRIVATE KEY-----'],
    ['private_key', '-----BEGIN RSA PRIVATE KEY----- MIIEowIBAAKCAQEAuGV2Zr7yFbkoK -----END RSA PRIVATE KEY-----'],
    ['private_key', '-----BEGIN OPENSSH PRIVATE KEY----- b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW'],
    ['jwt', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U'],
    ['stripe_key', 'sk_live_4eC39HqLyjWDarjtT1zdp7dc'],
    ['google_api_key', 'AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY'],
    ['npm_token', 'npm_abcdefghijklmnopqrstuvwxyz0123456789'],
    ['gitlab_token', 'glpat-abcdefghij0123456789'],
    ['url_password', 'postgres://admin:s3cretPass@db.internal:5432/app'],
  ])('recognises %s and never echoes it', (label, secret) => {
    const r = find(`config: ${secret} end`, 'credentials', label);
    expect(r?.severity).toBe('high');
    expect(r?.spans?.[0]?.text).not.toBe(secret);
    expect(JSON.stringify(r)).not.toContain(secret.slice(8, -8) || secret);
  });
  it("reads a key's armour alone, with no material after it, as no key", () => {
    expect(find('what does -----BEGIN RSA PRIVATE KEY----- mean in my id_rsa file?', 'credentials', 'private_key')).toBeUndefined();
  });
  it("rates the issuers' documentation placeholders low", () => {
    expect(find('https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX', 'credentials', 'slack_webhook')?.severity).toBe('low');
    expect(find('createTokenAuth("ghp_PersonalAccessToken01245678900000000")', 'credentials', 'github_token')?.severity).toBe('low');
  });
  it('rejects a JWT look-alike whose header is not JSON', () => {
    expect(find('eyJub3Rqc29u.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N', 'credentials', 'jwt')).toBeUndefined();
  });
});

describe('sandbox triggers', () => {
  it('answer exactly the triggered findings in the sandbox', () => {
    const text = 'hello [[moderation:hate:high]] and 👋 [[moderation:spam:low]] kill you [[moderation:hate:high]]';
    const results = analyzeText(text, { sandbox: true });
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({ category: 'hate', severity: 'high', confidence: 1, action: 'block', label: 'sandbox_trigger' });
    expect(results[0]!.spans).toHaveLength(2);
    const spam = results[1]!.spans![0]!;
    expect(Array.from(text).slice(spam.start, spam.end).join('')).toBe('[[moderation:spam:low]]');
  });
  it('ignore invalid triggers and run the engine', () => {
    expect(analyzeText('[[moderation:nonsense:high]] I am going to kill you', { sandbox: true })[0]?.label).toBe('threat');
  });
  it('are plain text outside the sandbox', () => {
    expect(analyzeText('[[moderation:hate:high]]')).toEqual([]);
  });
});

describe('cost', () => {
  // Speed is measured by `npm run bench -- engine`; this only guards the shape of the cost: four
  // times the input must cost well under the sixteen times a quadratic pass would. The two
  // sizes are timed in alternation and the best of each kept, so machine load affects both alike.
  it.each([
    'The deploy went fine, kill the old process. You are a worthless idiot! Call (415) 555-2671. ',
    'a ',
    'i will ',
    '1',
    'f.',
    '-----BEGIN PRIVATE KEY-----',
    'you are a ',
    '@',
  ])('grows linearly with the length of %j repeated', (unit) => {
    expect(costGrowth(analyzeText, unit)).toBeLessThan(12);
  });
});
