import { randomUUID } from 'node:crypto';
import { payNowAccountSentences } from '@studio/contracts/paynow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthHarness, type AuthTestHarness } from './auth-test-harness.js';

let harness: AuthTestHarness;
const admin = { _id: randomUUID(), role: 'admin' as const, name: 'Ada' };

beforeAll(async () => {
  harness = await startAuthHarness();
});

afterAll(async () => {
  await harness?.close();
});

const putSettings = async (payload: object) =>
  harness.app.inject({
    method: 'PUT',
    url: '/api/settings',
    payload,
    headers: await harness.identity(admin),
  });
const savedPayNow = async () =>
  (
    await harness.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: await harness.identity(admin),
    })
  ).json().paynow;

describe("the studio's PayNow account in the settings", () => {
  it('is not set on a fresh install', async () => {
    expect(await savedPayNow()).toBeNull();
  });

  it('saves a mobile account in its stored form and answers it so', async () => {
    const response = await putSettings({
      paynow: { proxyType: 'mobile', proxyValue: '+65 9123 4567', payeeName: ' Apex  Body ' },
    });
    expect(response.statusCode).toBe(200);
    const stored = { proxyType: 'mobile', proxyValue: '+6591234567', payeeName: 'Apex Body' };
    expect(response.json().paynow).toEqual(stored);
    expect(await savedPayNow()).toEqual(stored);
  });

  it('refuses a wrong UEN, mobile or payee name with a sentence naming the field, keeping the saved account', async () => {
    const before = await savedPayNow();
    for (const [paynow, sentence] of [
      [
        { proxyType: 'UEN', proxyValue: '1234567A', payeeName: 'Apex' },
        `paynow.proxyValue: ${payNowAccountSentences.uen}`,
      ],
      [
        { proxyType: 'mobile', proxyValue: '6123 4567', payeeName: 'Apex' },
        `paynow.proxyValue: ${payNowAccountSentences.mobile}`,
      ],
      [
        { proxyType: 'UEN', proxyValue: '201912345K', payeeName: 'Café Apex' },
        `paynow.payeeName: ${payNowAccountSentences.payeeName}`,
      ],
    ] as const) {
      const response = await putSettings({ paynow });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: sentence });
    }
    const unknownType = await putSettings({
      paynow: { proxyType: 'NRIC', proxyValue: 'S1234567D', payeeName: 'Apex' },
    });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().error).toContain('paynow.proxyType must be one of: UEN, mobile');
    expect(await savedPayNow()).toEqual(before);
  });

  it('changes to a UEN account, and back to not set with null', async () => {
    const toUen = await putSettings({
      paynow: { proxyType: 'UEN', proxyValue: 't19ll1234a', payeeName: 'Apex Body Studio' },
    });
    expect(toUen.json().paynow).toEqual({
      proxyType: 'UEN',
      proxyValue: 'T19LL1234A',
      payeeName: 'Apex Body Studio',
    });
    const cleared = await putSettings({ paynow: null });
    expect(cleared.statusCode).toBe(200);
    expect(await savedPayNow()).toBeNull();
  });
});
