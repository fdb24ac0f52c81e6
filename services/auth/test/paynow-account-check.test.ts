import { checkedPayNowAccount, payNowAccountSentences } from '@studio/contracts/paynow';
import { describe, expect, it } from 'vitest';

const uen = (proxyValue: string) =>
  checkedPayNowAccount({ proxyType: 'UEN', proxyValue, payeeName: 'Apex Body Studio' });
const mobile = (proxyValue: string) =>
  checkedPayNowAccount({ proxyType: 'mobile', proxyValue, payeeName: 'Apex Body Studio' });
const storedValue = (result: ReturnType<typeof checkedPayNowAccount>) =>
  'account' in result ? result.account.proxyValue : result.problem.sentence;
const problem = (field: 'proxyValue' | 'payeeName', sentence: string) => ({
  problem: { field, sentence },
});

describe('the PayNow account check', () => {
  it('takes the three UEN forms, upper-cased and without spaces', () => {
    expect(storedValue(uen('53123456A'))).toBe('53123456A'); // business: 8 digits + letter
    expect(storedValue(uen('201912345K'))).toBe('201912345K'); // local company: 9 digits + letter
    expect(storedValue(uen('T19LL1234A'))).toBe('T19LL1234A'); // other entity
    expect(storedValue(uen(' s08ss0001z '))).toBe('S08SS0001Z');
    expect(storedValue(uen('2019 1234-5K'))).toBe('201912345K');
  });

  it('refuses anything else as a UEN with a sentence naming the field', () => {
    for (const wrong of [
      '5312345A', // 7 digits
      '2019123456K', // 10 digits
      '201912345', // no check letter
      'A19LL1234A', // only T or S start the other entities' form
      'T19L11234A',
      '+6591234567',
      '',
    ]) {
      expect(uen(wrong)).toEqual(problem('proxyValue', payNowAccountSentences.uen));
    }
  });

  it('stores a Singapore mobile as +65 and 8 digits, however it was typed', () => {
    for (const typed of ['+65 9123 4567', '91234567', '+6591234567', '6591234567', '9123-4567'])
      expect(storedValue(mobile(typed))).toBe('+6591234567');
    expect(storedValue(mobile('8123 4567'))).toBe('+6581234567');
  });

  it('refuses a number that is not a Singapore mobile', () => {
    for (const wrong of [
      '61234567',
      '+65 6123 4567',
      '9123456',
      '912345678',
      '+60 9123 4567',
      'abc',
    ])
      expect(mobile(wrong)).toEqual(problem('proxyValue', payNowAccountSentences.mobile));
  });

  it('checks the payee name as the QR code carries it (plain characters, up to 25)', () => {
    const named = (payeeName: string) =>
      checkedPayNowAccount({ proxyType: 'UEN', proxyValue: '201912345K', payeeName });
    expect(named('  Apex   Body Studio ')).toEqual({
      account: { proxyType: 'UEN', proxyValue: '201912345K', payeeName: 'Apex Body Studio' },
    });
    expect(named("Tan & Lim's (S) Pte. Ltd.")).toMatchObject({ account: {} });
    for (const wrong of ['', '   ', 'A'.repeat(26), 'Café Studio', '健身房', 'Studio <b>'])
      expect(named(wrong)).toEqual(problem('payeeName', payNowAccountSentences.payeeName));
  });
});
