import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { defaultStudioSettings, type StudioSettings } from '@studio/contracts/settings';
import { signServiceToken } from '@studio/service-kit/identity-token';
import { createServiceClient } from '@studio/service-kit/service-client';
import { studioSettingsFromAuth } from '@studio/service-kit/studio-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  internalTokenSecret,
  startAuthHarness,
  type AuthTestHarness,
} from './auth-test-harness.js';

let harness: AuthTestHarness;
const admin = { _id: randomUUID(), role: 'admin' as const, name: 'Ada' };
const trainer = { _id: randomUUID(), role: 'trainer' as const, name: 'Tina' };

beforeAll(async () => {
  harness = await startAuthHarness();
});

afterAll(async () => {
  await harness?.close();
});

const getSettings = async (headers: Record<string, string>) =>
  harness.app.inject({ method: 'GET', url: '/api/settings', headers });
const putSettings = async (payload: unknown, headers: Record<string, string>) =>
  harness.app.inject({
    method: 'PUT',
    url: '/api/settings',
    payload: payload as object,
    headers: { ...headers, 'x-client-ip': '127.22.0.9' },
  });

interface AuditRow {
  action: string;
  actorId: string | null;
  ip: string | null;
  detail: { changes: Record<string, { from: unknown; to: unknown }> };
}
const settingsAudit = () =>
  harness.query<AuditRow>(
    `SELECT action, "actorId", ip, detail FROM auth.audit_log WHERE action = 'settings.updated' ORDER BY id`,
  );

describe('studio settings', () => {
  it('gives every signed-in staff member the defaults on a fresh install', async () => {
    for (const person of [admin, trainer]) {
      const response = await getSettings(await harness.identity(person));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(defaultStudioSettings);
    }
  });

  it('refuses the settings to a stranger (401) and their change to a trainer (403), changing nothing', async () => {
    const anonymousRead = await getSettings({});
    expect(anonymousRead.statusCode).toBe(401);
    expect(anonymousRead.json().error).toBeTruthy();
    expect((await putSettings({ studioName: 'Mine now' }, {})).statusCode).toBe(401);

    const byTrainer = await putSettings(
      { studioName: 'Mine now' },
      await harness.identity(trainer),
    );
    expect(byTrainer.statusCode).toBe(403);
    expect(byTrainer.json().error).toBeTruthy();
    // A trainer learns nothing about the rules of the body either.
    expect(
      (await putSettings({ reminderLeadHours: 999 }, await harness.identity(trainer))).statusCode,
    ).toBe(403);
    expect((await getSettings(await harness.identity(admin))).json()).toEqual(
      defaultStudioSettings,
    );
    expect(await settingsAudit()).toEqual([]);
  });

  it('saves any subset for an admin, keeps the rest, and answers the whole new settings', async () => {
    const response = await putSettings(
      { studioName: 'Kallang Strength Lab', reminderLeadHours: 48, quietHours: null },
      await harness.identity(admin),
    );
    expect(response.statusCode).toBe(200);
    const expected: StudioSettings = {
      ...defaultStudioSettings,
      studioName: 'Kallang Strength Lab',
      reminderLeadHours: 48,
      quietHours: null,
    };
    expect(response.json()).toEqual(expected);
    expect((await getSettings(await harness.identity(trainer))).json()).toEqual(expected);

    const second = await putSettings(
      { quietHours: { start: '21:30', end: '07:00' }, staffRegistration: 'open' },
      await harness.identity(admin),
    );
    expect(second.json()).toEqual({
      ...expected,
      quietHours: { start: '21:30', end: '07:00' },
      staffRegistration: 'open',
    });
  });

  it('audits each save with who, from where, and each changed field old → new (unchanged fields left out)', async () => {
    const entries = await settingsAudit();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toEqual({
      action: 'settings.updated',
      actorId: admin._id,
      ip: '127.22.0.9',
      detail: {
        changes: {
          studioName: { from: 'Apex Body Studio', to: 'Kallang Strength Lab' },
          reminderLeadHours: { from: 24, to: 48 },
          quietHours: { from: { start: '22:00', end: '08:00' }, to: null },
        },
      },
    });
    expect(entries[1]!.detail.changes).toEqual({
      quietHours: { from: null, to: { start: '21:30', end: '07:00' } },
      staffRegistration: { from: 'approval', to: 'open' },
    });

    // Saving what is already there changes nothing and writes no entry.
    const same = await putSettings({ reminderLeadHours: 48 }, await harness.identity(admin));
    expect(same.statusCode).toBe(200);
    expect(await settingsAudit()).toHaveLength(2);
  });

  const invalid: [string, unknown, RegExp][] = [
    ['an empty studio name', { studioName: '' }, /studioName/],
    ['a studio name of spaces', { studioName: '   ' }, /studioName/],
    ['a studio name over 100 characters', { studioName: 'x'.repeat(101) }, /studioName/],
    ['an address over 300 characters', { address: 'x'.repeat(301) }, /address/],
    ['a phone with letters', { phone: 'call us' }, /phone/],
    ['a reminder lead time of 0 hours', { reminderLeadHours: 0 }, /reminderLeadHours/],
    ['a reminder lead time over a week', { reminderLeadHours: 169 }, /reminderLeadHours/],
    ['a fractional reminder lead time', { reminderLeadHours: 1.5 }, /reminderLeadHours/],
    ['a reminder lead time as text', { reminderLeadHours: '24' }, /reminderLeadHours/],
    ['quiet hours at 24:00', { quietHours: { start: '24:00', end: '08:00' } }, /quietHours/],
    ['quiet hours without an end', { quietHours: { start: '22:00' } }, /quietHours/],
    ['quiet hours as text', { quietHours: '22:00-08:00' }, /quietHours/],
    [
      'quiet hours starting as they end',
      { quietHours: { start: '22:00', end: '22:00' } },
      /quietHours/,
    ],
    ['a negative low-balance threshold', { lowBalanceThreshold: -1 }, /lowBalanceThreshold/],
    ['a low-balance threshold over 50', { lowBalanceThreshold: 51 }, /lowBalanceThreshold/],
    ['an unknown registration mode', { staffRegistration: 'invite' }, /staffRegistration/],
    ['an unknown setting', { paynowAccount: '123' }, /Unknown field: paynowAccount/],
    // Issue 26's booking rules.
    ['a session of 0 minutes', { sessionMinutes: 0 }, /sessionMinutes/],
    ['a negative buffer', { bufferMinutes: -5 }, /bufferMinutes/],
    ['a slot step of 1 minute', { slotStepMinutes: 1 }, /slotStepMinutes/],
    ['a fractional notice', { minNoticeHours: 1.5 }, /minNoticeHours/],
    ['a booking window of 0 days', { bookingWindowDays: 0 }, /bookingWindowDays/],
    ['no self-bookings a day', { maxSelfBookingsPerDay: 0 }, /maxSelfBookingsPerDay/],
    [
      'an unknown self-booking mode',
      { selfBooking: 'anyone' },
      /selfBooking must be one of: off, own-trainer, any-trainer/,
    ],
    ['credit as text', { allowBookingOnCredit: 'yes' }, /allowBookingOnCredit/],
  ];

  it.each(invalid)(
    'refuses %s with 400 naming the field, changing nothing',
    async (_case, payload, field) => {
      const before = (await getSettings(await harness.identity(admin))).json();
      const auditBefore = (await settingsAudit()).length;
      const response = await putSettings(
        // A valid change alongside proves nothing of the body is applied.
        {
          ...(payload as object),
          studioName: (payload as { studioName?: unknown }).studioName ?? 'Half saved',
        },
        await harness.identity(admin),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(field);
      expect((await getSettings(await harness.identity(admin))).json()).toEqual(before);
      expect(await settingsAudit()).toHaveLength(auditBefore);
    },
  );

  it('says in one plain sentence what a choice or a nullable field accepts', async () => {
    const headers = await harness.identity(admin);
    expect((await putSettings({ staffRegistration: 'invite' }, headers)).json()).toEqual({
      error: 'Invalid request body: staffRegistration must be one of: approval, open.',
    });
    expect((await putSettings({ quietHours: '22:00-08:00' }, headers)).json()).toEqual({
      error: 'Invalid request body: quietHours must be object.',
    });
    expect(
      (await putSettings({ quietHours: { start: '24:00', end: '08:00' } }, headers)).json(),
    ).toEqual({ error: 'Invalid request body: quietHours.start is not in the expected form.' });
  });

  it('gives other services the settings at /internal/settings, and only them', async () => {
    const asService = {
      'x-studio-identity': await signServiceToken('training', internalTokenSecret),
    };
    const internal = await harness.app.inject({
      method: 'GET',
      url: '/internal/settings',
      headers: asService,
    });
    expect(internal.statusCode).toBe(200);
    expect(internal.json()).toEqual((await getSettings(await harness.identity(admin))).json());

    const asAdmin = await harness.app.inject({
      method: 'GET',
      url: '/internal/settings',
      headers: await harness.identity(admin),
    });
    expect(asAdmin.statusCode).toBe(403);
    const anonymous = await harness.app.inject({ method: 'GET', url: '/internal/settings' });
    expect(anonymous.statusCode).toBe(403);
  });

  it("reaches other services through service-kit's settings reader", async () => {
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = harness.app.server.address() as AddressInfo;
    const reader = studioSettingsFromAuth(
      createServiceClient({ serviceName: 'training', secret: internalTokenSecret }),
      `http://127.0.0.1:${port}`,
    );
    const settings = await reader.get();
    expect(settings.studioName).toBe('Kallang Strength Lab');
    expect(settings.staffRegistration).toBe('open');
  });
});

describe('simultaneous saves on a fresh install', () => {
  it('applies each one after the other: every change kept, each audited once', async () => {
    const fresh = await startAuthHarness();
    try {
      const headers = await fresh.identity(admin);
      const saves: Partial<StudioSettings>[] = [
        { studioName: 'Racing Studio' },
        { address: '2 Race Street' },
        { phone: '+65 6111 2222' },
        { reminderLeadHours: 12 },
        { lowBalanceThreshold: 5 },
      ];
      const answers = await Promise.all(
        saves.map((payload) =>
          fresh.app.inject({ method: 'PUT', url: '/api/settings', payload, headers }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const final = await fresh.app.inject({ method: 'GET', url: '/api/settings', headers });
      expect(final.json()).toEqual({ ...defaultStudioSettings, ...Object.assign({}, ...saves) });
      const audited = await fresh.query(
        `SELECT id FROM auth.audit_log WHERE action = 'settings.updated'`,
      );
      expect(audited).toHaveLength(5);
    } finally {
      await fresh.close();
    }
  });
});
