import { crc16Ccitt, emvcoFields } from '@studio/contracts/emvco';
import { describe, expect, it } from 'vitest';
import { payNowPayload } from '../src/paynow/emvco-payload.js';
import { paymentReference } from '../src/paynow/payment-reference.js';

const uenAccount = {
  proxyType: 'UEN',
  proxyValue: '201912345K',
  payeeName: 'Apex Body Studio',
} as const;
const mobileAccount = {
  proxyType: 'mobile',
  proxyValue: '+6591234567',
  payeeName: 'Ada Tan',
} as const;

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the standard check value and pads to four upper-case hex digits', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
    expect(crc16Ccitt('')).toBe('FFFF');
    // A value under 0x1000 keeps its leading zero.
    expect(crc16Ccitt('A')).toBe('B915');
  });
});

describe('the PayNow payload', () => {
  it('carries every SGQR PayNow field for a UEN account, amount fixed, reference as bill number', () => {
    const payload = payNowPayload({
      account: uenAccount,
      amount: 650,
      reference: 'TANMEILING-7KQ2XPMA',
    });
    const fields = emvcoFields(payload);
    expect([...fields.keys()]).toEqual([
      '00',
      '01',
      '26',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '62',
      '63',
    ]);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(Object.fromEntries(emvcoFields(fields.get('26')!))).toEqual({
      '00': 'SG.PAYNOW',
      '01': '2',
      '02': '201912345K',
      '03': '0',
    });
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('702');
    expect(fields.get('54')).toBe('650.00');
    expect(fields.get('58')).toBe('SG');
    expect(fields.get('59')).toBe('Apex Body Studio');
    expect(fields.get('60')).toBe('Singapore');
    expect(Object.fromEntries(emvcoFields(fields.get('62')!))).toEqual({
      '01': 'TANMEILING-7KQ2XPMA',
    });
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(fields.get('63')).toBe(crc16Ccitt(payload.slice(0, -4)));
  });

  it('writes the whole string byte for byte (lengths as two digits)', () => {
    const payload = payNowPayload({
      account: mobileAccount,
      amount: 1,
      reference: 'ADATAN-ABCDEFGH',
    });
    const body =
      '000201' +
      '010212' +
      '2638' +
      '0009SG.PAYNOW' +
      '01010' +
      '0211+6591234567' +
      '03010' +
      '52040000' +
      '5303702' +
      '54041.00' +
      '5802SG' +
      '5907Ada Tan' +
      '6009Singapore' +
      '6219' +
      '0115ADATAN-ABCDEFGH' +
      '6304';
    expect(payload).toBe(body + crc16Ccitt(body));
    expect(emvcoFields(emvcoFields(payload).get('26')!).get('01')).toBe('0');
  });

  it('gives the payload the staff app’s QR image test decodes (mfe-staff paynow-qr-code.test.ts)', () => {
    expect(
      payNowPayload({ account: uenAccount, amount: 650, reference: 'TANMEILING-7KQ2XPMA' }),
    ).toBe(
      '00020101021226370009SG.PAYNOW010120210201912345K030105204000053037025406650.005802SG5916Apex Body Studio6009Singapore62230119TANMEILING-7KQ2XPMA63049CD4',
    );
  });

  it('writes the largest amount in full, with two decimals', () => {
    const payload = payNowPayload({ account: uenAccount, amount: 100000, reference: 'X-1' });
    expect(emvcoFields(payload).get('54')).toBe('100000.00');
  });

  it('has a checksum that catches a changed amount', () => {
    const payload = payNowPayload({ account: uenAccount, amount: 120, reference: 'X-1' });
    const tampered = payload.replace('5406120.00', '5406920.00');
    expect(tampered).not.toBe(payload);
    expect(crc16Ccitt(tampered.slice(0, -4))).not.toBe(tampered.slice(-4));
  });
});

describe('the payment reference', () => {
  it("names the customer and adds a short unique part, within PayNow's 25 characters of A-Z0-9-", () => {
    expect(paymentReference('Tan Mei Ling')).toMatch(/^TANMEILING-[A-HJ-NP-Z2-9]{8}$/);
    expect(paymentReference('Zoë O’Brien-Smith the Third')).toMatch(/^ZOEOBRIENSMI-[A-Z2-9]{8}$/);
    expect(paymentReference('陈美玲')).toMatch(/^CUSTOMER-[A-Z2-9]{8}$/);
    const references = new Set(Array.from({ length: 2000 }, () => paymentReference('Ada Tan')));
    expect(references.size).toBe(2000);
    for (const reference of references) expect(reference).toMatch(/^[A-Z0-9-]{1,25}$/);
  });
});
