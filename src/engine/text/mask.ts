// Masks personal data and secrets before they appear in a finding's span, so the service never
// echoes what it was asked to catch.

const stars = (n: number): string => '*'.repeat(Math.max(0, Math.min(n, 64)));

/** `AKIA************MPLE`: the first and last four characters stay, the rest is starred. */
export function maskSecret(value: string): string {
  if (value.length <= 12) return value.slice(0, 2) + stars(value.length - 2);
  return value.slice(0, 4) + stars(value.length - 8) + value.slice(-4);
}

/** `j***@example.com`: the first letter of the local part and the domain stay. */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 1) return stars(value.length);
  return `${value[0]}***${value.slice(at)}`;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** Digits starred except the last `keep`, separators kept: `**** **** **** 1111`. */
export function maskDigits(value: string, keep = 4): string {
  let total = 0;
  for (let i = 0; i < value.length; i++) if (isDigit(value.charCodeAt(i))) total++;
  let seen = 0;
  let out = '';
  for (let i = 0; i < value.length; i++) out += isDigit(value.charCodeAt(i)) && ++seen <= total - keep ? '*' : value[i];
  return out;
}

/** Every letter and digit starred but the last `keep` characters: a street address keeps its kind of street (`** *** Lane`). */
export function maskAllBut(value: string, keep: number): string {
  return value.slice(0, value.length - keep).replace(/[\p{L}\p{N}]/gu, '*') + value.slice(value.length - keep);
}

/** IBAN: country code kept, then only the last four characters. */
export function maskIban(value: string): string {
  let seen = 0;
  const total = value.replace(/ /g, '').length;
  return value.replace(/[A-Za-z0-9]/g, (c) => {
    seen++;
    return seen <= 2 || seen > total - 4 ? c : '*';
  });
}

/**
 * A PEM block keeps its armour (`-----BEGIN ... -----`, `-----END ... -----`); the key material is
 * never shown, on lines of its own or pasted on one line with the armour.
 */
export function maskPem(value: string): string {
  const begin = /^-----BEGIN [^-\n]{1,40}-----/.exec(value)?.[0] ?? '';
  const end = /-----END [^-\n]{1,40}-----$/.exec(value)?.[0] ?? '';
  const between = /\r?\n/.test(value) ? '\n' : ' ';
  return end ? `${begin}${between}****${between}${end}` : `${begin}****`;
}

/** `https://user:****@host`: the password part of a URL is starred. */
export function maskUrlPassword(value: string): string {
  return value.replace(/(\/\/[^:/@\s]+:)[^@\s]+@/, (_m, user: string) => `${user}****@`);
}
