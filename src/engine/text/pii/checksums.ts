// Checksums that tell a real card number or IBAN from a random run of digits.

/** Luhn (mod 10) check over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Card networks' number prefixes and lengths (Visa, Mastercard, Amex, Discover, JCB, Diners, UnionPay). */
export function cardNetwork(digits: string): string | undefined {
  const n = digits.length;
  const p2 = Number(digits.slice(0, 2));
  const p4 = Number(digits.slice(0, 4));
  if (digits[0] === '4' && (n === 13 || n === 16 || n === 19)) return 'visa';
  if (((p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720)) && n === 16) return 'mastercard';
  if ((p2 === 34 || p2 === 37) && n === 15) return 'amex';
  if ((digits.startsWith('6011') || p2 === 65 || (p4 >= 6440 && p4 <= 6499)) && n >= 16 && n <= 19) return 'discover';
  if (p4 >= 3528 && p4 <= 3589 && n >= 16 && n <= 19) return 'jcb';
  if ((p2 === 36 || p2 === 38 || (p4 >= 3000 && p4 <= 3059)) && n >= 14 && n <= 19) return 'diners';
  if (p2 === 62 && n >= 16 && n <= 19) return 'unionpay';
  return undefined;
}

/** IBAN lengths by country (ISO 13616 registry). */
const IBAN_LENGTH: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, CH: 21, CR: 22, CY: 28, CZ: 24,
  DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27,
  GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LI: 21, LT: 20,
  LU: 20, LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24, PL: 28, PS: 29,
  PT: 25, QA: 29, RO: 24, RS: 22, SA: 24, SE: 24, SI: 19, SK: 24, SM: 27, TN: 24, TR: 26, UA: 29, VG: 24, XK: 20,
};

/** ISO 13616 check: known country, its length, and the mod-97 remainder of 1. */
export function ibanValid(iban: string): boolean {
  const s = iban.replace(/ /g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s)) return false;
  if (IBAN_LENGTH[s.slice(0, 2)] !== s.length) return false;
  const rearranged = s.slice(4) + s.slice(0, 4);
  let remainder = 0;
  for (const c of rearranged) {
    const value = c >= 'A' ? c.charCodeAt(0) - 55 : c.charCodeAt(0) - 48;
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder === 1;
}

/**
 * NHS number check (England, Wales, Isle of Man): ten digits whose first nine, weighted 10 down to 2,
 * give a mod-11 check digit equal to the tenth (a remainder that would give 10 is never issued).
 */
export function nhsNumberValid(digits: string): boolean {
  if (!/^\d{10}$/.test(digits) || /^(\d)\1+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (digits.charCodeAt(i) - 48) * (10 - i);
  const check = 11 - (sum % 11);
  return (check === 11 ? 0 : check) === digits.charCodeAt(9) - 48;
}

/** An American bank routing (ABA) number: nine digits whose weights 3, 7, 1 sum to a multiple of ten. */
export function routingNumberValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(digits[i]) * [3, 7, 1][i % 3]!;
  return sum % 10 === 0;
}

// The Verhoeff scheme's tables: multiplication in the dihedral group D5, and the permutation applied
// at each position.
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** An Indian Aadhaar number: twelve digits, not starting with 0 or 1, whose last is a Verhoeff check digit. */
export function aadhaarValid(digits: string): boolean {
  if (!/^[2-9]\d{11}$/.test(digits)) return false;
  let c = 0;
  for (let i = 0; i < 12; i++) c = VERHOEFF_D[c]![VERHOEFF_P[i % 8]![digits.charCodeAt(11 - i) - 48]!]!;
  return c === 0;
}

/** A Canadian Social Insurance Number: nine digits, not starting with 0 or 8, that pass the Luhn check. */
export function sinValid(digits: string): boolean {
  return /^[1-79]\d{8}$/.test(digits) && luhnValid(digits);
}
