import { describe, expect, it } from 'vitest';
import { cardNetwork, ibanValid, luhnValid, nhsNumberValid } from '../../../../src/engine/text/pii/checksums.ts';
import { maskDigits, maskEmail, maskIban, maskPem, maskSecret, maskUrlPassword } from '../../../../src/engine/text/mask.ts';

describe('checksums', () => {
  it('accepts Luhn-valid numbers and rejects one changed digit', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
  });
  it('names card networks by prefix and length', () => {
    expect(cardNetwork('4111111111111111')).toBe('visa');
    expect(cardNetwork('5555555555554444')).toBe('mastercard');
    expect(cardNetwork('378282246310005')).toBe('amex');
    expect(cardNetwork('1234567812345670')).toBeUndefined();
  });
  it('checks an NHS number by its mod-11 check digit', () => {
    expect(nhsNumberValid('9434765919')).toBe(true);
    expect(nhsNumberValid('9434765918')).toBe(false);
    expect(nhsNumberValid('1234567890')).toBe(false);
    expect(nhsNumberValid('0000000000')).toBe(false);
  });
  it('checks IBAN country length and mod 97', () => {
    expect(ibanValid('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(ibanValid('DE89370400440532013000')).toBe(true);
    expect(ibanValid('GB82 WEST 1234 5698 7654 33')).toBe(false);
    expect(ibanValid('DE8937040044053201300')).toBe(false);
  });
});

describe('masks', () => {
  it('keeps four characters at each end of a secret', () => {
    expect(maskSecret('AKIAIOSFODNN7EXAMPLE')).toBe('AKIA************MPLE');
  });
  it('keeps the first letter and domain of an email', () => {
    expect(maskEmail('john@example.com')).toBe('j***@example.com');
  });
  it('keeps the last four digits and the separators', () => {
    expect(maskDigits('4111 1111 1111 1111')).toBe('**** **** **** 1111');
    expect(maskIban('GB82 WEST 1234 5698 7654 32')).toBe('GB** **** **** **** **54 32');
  });
  it('never shows key material or URL passwords', () => {
    expect(maskPem('-----BEGIN RSA PRIVATE KEY-----\nSECRET\n-----END RSA PRIVATE KEY-----')).not.toContain('SECRET');
    expect(maskPem('-----BEGIN RSA PRIVATE KEY----- SECRET -----END RSA PRIVATE KEY-----')).toBe('-----BEGIN RSA PRIVATE KEY----- **** -----END RSA PRIVATE KEY-----');
    expect(maskPem('-----BEGIN RSA PRIVATE KEY-----SECRET\nMORE\n-----END RSA PRIVATE KEY-----')).toBe('-----BEGIN RSA PRIVATE KEY-----\n****\n-----END RSA PRIVATE KEY-----');
    expect(maskUrlPassword('postgres://admin:hunter2@db')).toBe('postgres://admin:****@db');
  });
});
