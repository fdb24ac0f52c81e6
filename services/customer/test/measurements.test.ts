import { beforeAll, describe, expect, it } from 'vitest';
import { identityHeaders, selectCustomerRows, validCustomer } from './customer-test-app.js';
import { useProgressApp } from './progress-test-app.js';

const progress = useProgressApp();
const { trainer, otherTrainer, admin } = progress;
let customerId: string;

beforeAll(async () => {
  customerId = await progress.addCustomer(validCustomer.email);
});

const call = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: Record<string, unknown>,
) => progress.app.inject({ method, url, headers, payload });

describe('measurements recorded by staff', () => {
  it('are listed oldest first with each value trended; a correction is a new, audited version', async () => {
    const staff = await identityHeaders(trainer);
    const url = `/api/customers/${customerId}/measurements`;
    const first = await call('POST', url, staff, {
      date: '2026-01-05',
      weightKg: 82.44,
      waistCm: 90,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      date: '2026-01-05',
      weightKg: 82.4,
      waistCm: 90,
      version: 1,
      recordedBy: 'staff',
    });
    expect(first.json()).not.toHaveProperty('bodyFatPct');
    await call('POST', url, staff, {
      date: '2026-02-20',
      weightKg: 80.1,
      restingHr: 64,
      note: ' after session ',
    });
    const latest = await call('POST', url, staff, { date: '2026-03-09', weightKg: 79 });
    expect(latest.statusCode).toBe(201);

    const corrected = await call('PUT', `${url}/${latest.json()._id}`, staff, {
      date: '2026-03-09',
      weightKg: 78.5,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ _id: latest.json()._id, weightKg: 78.5, version: 2 });

    const list = await call('GET', url, await identityHeaders(admin));
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.items.map((item: { date: string }) => item.date)).toEqual([
      '2026-01-05',
      '2026-02-20',
      '2026-03-09',
    ]);
    expect(body.items[1].note).toBe('after session');
    expect(body.trends).toEqual([
      {
        field: 'weightKg',
        first: { date: '2026-01-05', value: 82.4 },
        latest: { date: '2026-03-09', value: 78.5 },
        sinceFirst: -3.9,
        // From the last entry on or before 2026-02-08 (30 days ago): 82.4 on 2026-01-05.
        last30Days: -3.9,
      },
      {
        field: 'waistCm',
        first: { date: '2026-01-05', value: 90 },
        latest: { date: '2026-01-05', value: 90 },
        sinceFirst: 0,
        last30Days: null,
      },
      {
        field: 'restingHr',
        first: { date: '2026-02-20', value: 64 },
        latest: { date: '2026-02-20', value: 64 },
        sinceFirst: 0,
        last30Days: null,
      },
    ]);

    const versions = await selectCustomerRows<{
      version: number;
      is_current: boolean;
      weight_kg: string;
    }>(
      progress.databaseUrl,
      'SELECT version, is_current, weight_kg FROM measurements WHERE entry_id = $1 ORDER BY version',
      [latest.json()._id],
    );
    expect(versions).toEqual([
      { version: 1, is_current: false, weight_kg: '79.0' },
      { version: 2, is_current: true, weight_kg: '78.5' },
    ]);
    const audit = await selectCustomerRows<{
      action: string;
      details: { replaced?: { weightKg: number } };
    }>(
      progress.databaseUrl,
      `SELECT action, details FROM audit_entries WHERE action LIKE 'measurement.%' ORDER BY created_at`,
    );
    expect(audit.map((entry) => entry.action)).toEqual([
      'measurement.record',
      'measurement.record',
      'measurement.record',
      'measurement.correct',
    ]);
    expect(audit[3]!.details.replaced?.weightKg).toBe(79);
  });

  it.each([
    [{ date: '2026-03-01' }, 'Give at least one value'],
    [{ date: '2026-03-01', note: 'felt good' }, 'Give at least one value'],
    [{ date: '2026-03-01', weightKg: 5 }, 'weightKg must be >= 20'],
    [{ date: '2026-03-01', bodyFatPct: 90 }, 'bodyFatPct must be <= 75'],
    [{ date: '2026-03-01', restingHr: 60.5 }, 'restingHr'],
    [{ date: '2026-03-01', weightKg: 70, height: 170 }, 'Unknown field: height'],
    [{ date: '2026-02-30', weightKg: 70 }, 'date must be a valid date'],
    [{ date: '2026-03-11', weightKg: 70 }, 'date must not be after today (2026-03-10)'],
    [{ date: '03/01/2026', weightKg: 70 }, 'date is not in the expected form'],
  ])('refuses %j with a 400 naming the field', async (payload, message) => {
    const answer = await call(
      'POST',
      `/api/customers/${customerId}/measurements`,
      await identityHeaders(trainer),
      payload,
    );
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().error).toContain(message);
  });

  it("are another trainer's 404 and a customer's 403 on the staff routes", async () => {
    const url = `/api/customers/${customerId}/measurements`;
    expect((await call('GET', url, await identityHeaders(otherTrainer))).statusCode).toBe(404);
    const customer = await progress.customerHeaders(customerId);
    expect((await call('GET', url, customer)).statusCode).toBe(403);
    const list = await call('GET', url, await identityHeaders(trainer));
    const someId = list.json().items[0]._id;
    const foreignPut = await call('PUT', `${url}/${someId}`, await identityHeaders(otherTrainer), {
      date: '2026-03-01',
      weightKg: 70,
    });
    expect(foreignPut.statusCode).toBe(404);
  });
});

describe("a customer's own measurements", () => {
  it('are read with the trends, and they record their weight and a note only', async () => {
    const customer = await progress.customerHeaders(customerId);
    const own = await call('POST', '/api/me/measurements', customer, {
      date: '2026-03-10',
      weightKg: 78.2,
      note: 'morning',
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ weightKg: 78.2, note: 'morning', recordedBy: 'customer' });
    const waist = await call('POST', '/api/me/measurements', customer, {
      date: '2026-03-10',
      weightKg: 78,
      waistCm: 80,
    });
    expect(waist.statusCode).toBe(400);
    expect(waist.json().error).toContain('Unknown field: waistCm');

    const mine = await call('GET', '/api/me/measurements', customer);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.at(-1)).toMatchObject({ date: '2026-03-10', weightKg: 78.2 });
    expect(mine.json().trends[0]).toMatchObject({ field: 'weightKg', latest: { value: 78.2 } });
    const staff = await identityHeaders(trainer);
    expect((await call('GET', '/api/me/measurements', staff)).statusCode).toBe(403);
  });
});
