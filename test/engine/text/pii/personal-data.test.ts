// Email addresses are looked for only near an `@`: the same addresses as the pattern over the whole text.
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../../../../src/engine/text/index.ts';

const emails = (text: string) => analyzeText(text).find((r) => r.label === 'email')?.spans?.map((s) => [s.start, s.end]) ?? [];

describe('email addresses', () => {
  it('finds each address beside the others, in order', () => {
    expect(emails('a@b.co x@y.org, mail john.doe@example.com')).toEqual([[0, 6], [7, 14], [21, 41]]);
  });
  it('takes a local part of up to 64 characters, and none longer', () => {
    expect(emails(`${'x'.repeat(64)}@example.com`)).toEqual([[0, 76]]);
    expect(emails(`${'x'.repeat(65)}@example.com`)).toEqual([]);
  });
  it('reads past stray @ signs, and takes the address after a second @', () => {
    expect(emails('@@ a.b@c@d.com then e@f.com')).toEqual([[7, 14], [20, 27]]);
  });
});

const found = (text: string, label: string) => analyzeText(text).find((r) => r.category === 'pii' && r.label === label);
const shownOf = (text: string, label: string) => found(text, label)?.spans?.map((s) => [Array.from(text).slice(s.start, s.end).join(''), s.text]);

describe('numbers and dates a word names', () => {
  it('finds an NHS number whose check digit holds, high, showing its last four digits', () => {
    expect(found('DOB 12/03/1985, NHS number 943 476 5919', 'nhs_number')).toMatchObject({ severity: 'high' });
    expect(shownOf('My NHS no is 9434765919', 'nhs_number')).toEqual([['9434765919', '******5919']]);
    expect(found('NHS number 943 476 5918', 'nhs_number')).toBeUndefined();
    expect(analyzeText('NHS 111 is open 24/7, call 111').filter((r) => r.category === 'pii')).toEqual([]);
  });
  it('finds a passport number after its word, high', () => {
    expect(shownOf('My passport number is 123456789', 'passport_number')).toEqual([['123456789', '*****6789']]);
    expect(shownOf('Passport No: GB1234567', 'passport_number')).toEqual([['GB1234567', 'GB***4567']]);
    expect(found('I need a passport photo, it costs £15 at Boots, open 9-5', 'passport_number')).toBeUndefined();
  });
  it('finds a date of birth with its year after its word, medium, with every digit hidden', () => {
    expect(shownOf('DOB 12/03/1985, NHS number 943 476 5919', 'date_of_birth')).toEqual([['12/03/1985', '**/**/****']]);
    expect(shownOf('date of birth: 3 March 1985', 'date_of_birth')).toEqual([['3 March 1985', '* March ****']]);
    expect(found('D.O.B. 1985-03-12', 'date_of_birth')).toMatchObject({ severity: 'medium' });
    for (const text of ['The dob field must be in DD/MM/YYYY format', 'Passport renewal takes 3 weeks, my appointment is 12/03/2025', 'my birthday is March 3']) {
      expect(found(text, 'date_of_birth'), text).toBeUndefined();
    }
  });
});

describe('street addresses', () => {
  it('finds a house number, a street name and its kind, medium, with only the kind of street shown', () => {
    expect(shownOf('My address is 221B Baker Street, London NW1 6XE.', 'street_address')).toEqual([['221B Baker Street', '**** ***** Street']]);
    expect(shownOf('her address is 12 Oak Lane, go tell her what you think', 'street_address')).toEqual([['12 Oak Lane', '** *** Lane']]);
    expect(found('Turn left after 2 Oak St.', 'street_address')).toMatchObject({ severity: 'medium' });
  });
  it('reads an address in lower case only after words that announce one', () => {
    expect(shownOf('she lives at 4 mill rd', 'street_address')).toEqual([['4 mill rd', '* **** rd']]);
    expect(found('we walked 4 mill road miles today', 'street_address')).toBeUndefined();
  });
  it('leaves a count, a title or a year before a name alone', () => {
    for (const text of ["It's a 5 minutes drive from the station.", 'Top 10 Best Way to cook rice', 'Copyright (c) 2013 Gary Court, Jens Taylor', 'I scored 3 goals on Main Street']) {
      expect(found(text, 'street_address'), text).toBeUndefined();
    }
  });
});

describe('bank accounts, social security numbers and driving licences after their words', () => {
  it('finds an account number (high), a sort code and a routing number with its checksum (medium)', () => {
    expect(shownOf('Sort code 12-34-56, account number 12345678', 'bank_account')).toEqual([['12-34-56', '**-**-56'], ['12345678', '****5678']]);
    expect(found('account number 12345678', 'bank_account')).toMatchObject({ severity: 'high' });
    expect(found('Routing number 021000021', 'bank_account')).toMatchObject({ severity: 'medium' });
    expect(found('Routing number 021000022', 'bank_account')).toBeUndefined();
    for (const text of ['my account number was suspended for 30 days', 'The account number field takes 8 digits']) expect(found(text, 'bank_account'), text).toBeUndefined();
  });
  it('finds a social security number after its words in any grouping, and a driving licence', () => {
    expect(shownOf('My social is 123 45 6789', 'ssn')).toEqual([['123 45 6789', '*** ** 6789']]);
    expect(shownOf("Here's my driver's license: D1234567", 'driving_licence')).toEqual([['D1234567', '****4567']]);
    expect(found('driving licence renewal costs 14 pounds', 'driving_licence')).toBeUndefined();
  });
});

describe('national identity numbers after their words', () => {
  it('finds a SIN and an Aadhaar number whose check digits hold, and a PAN in its letters and digits', () => {
    expect(shownOf('my SIN is 130 692 544', 'national_id')).toEqual([['130 692 544', '*** **2 544']]);
    expect(found('my SIN is 130 692 545', 'national_id')).toBeUndefined();
    expect(shownOf('Aadhaar: 2341 2341 2346', 'national_id')).toEqual([['2341 2341 2346', '**** **** 2346']]);
    expect(found('Aadhaar: 2341 2341 2347', 'national_id')).toBeUndefined();
    expect(shownOf('My PAN card ABCPE1234F', 'national_id')).toEqual([['ABCPE1234F', '*********F']]);
    for (const text of ['my sin is 130692544 lol', 'PAN: heat the oil in a pan 1234']) expect(found(text, 'national_id'), text).toBeUndefined();
  });
  it('finds an Australian mobile written with its trunk 0', () => {
    expect(shownOf('ring me on 0412 345 678', 'phone_number')).toEqual([['0412 345 678', '**** **5 678']]);
  });
});

describe('numbers that are not phone numbers', () => {
  it('reads no phone number in a tracking, order or reference number', () => {
    expect(found('Tracking number: 1Z 999 AA1 01 2345 6784', 'phone_number')).toBeUndefined();
    expect(found('Order ref 0161 496 0018 has shipped', 'phone_number')).toBeUndefined();
    expect(found('Ticket office: 0161 496 0018', 'phone_number')).toMatchObject({ severity: 'medium' });
  });
});

describe('a National Insurance number after its words', () => {
  it('finds one in the letters HMRC issues, masked but its last letter, and not the QQ of its examples', () => {
    expect(shownOf('NI number AB 12 34 56 C', 'national_insurance_number')).toEqual([['AB 12 34 56 C', '** ** ** ** C']]);
    expect(found('my national insurance number is JG103759A', 'national_insurance_number')).toMatchObject({ severity: 'high' });
    expect(found('NI number QQ 12 34 56 C', 'national_insurance_number')).toBeUndefined();
    expect(found('The NI number format is two letters, six digits and a letter.', 'national_insurance_number')).toBeUndefined();
  });
});

describe('an address spelled in small words', () => {
  it('finds it after a word that announces one, ending in a common domain, low and masked', () => {
    expect(shownOf('my email is jane dot doe at gmail dot com', 'email')).toEqual([['jane dot doe at gmail dot com', 'j***@gmail.com']]);
    expect(found('meet me at home dot com lol', 'email')).toBeUndefined();
  });
});
