import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { identityHeaders } from './customer-test-app.js';
import { PackageTestServices } from './package-test-services.js';

const services = PackageTestServices.forTests();

/** The moment a business date starts in Singapore (UTC+8, no daylight saving). */
const startOfSingaporeDay = (date: string) => new Date(`${date}T00:00:00+08:00`);

describe('first in, first out', () => {
  it('draws from the package expiring first, and an unclaim returns the session to it', async () => {
    const customerId = await services.addCustomer();
    const later = await services.pay(customerId, 3, 60);
    const sooner = await services.pay(customerId, 2, 10);
    const claims = [randomUUID(), randomUUID(), randomUUID()];
    for (const claim of claims) await services.claim(customerId, claim);
    expect(await services.packageOf('training-claim', claims[0]!)).toBe(sooner);
    expect(await services.packageOf('training-claim', claims[1]!)).toBe(sooner);
    expect(await services.packageOf('training-claim', claims[2]!)).toBe(later);

    await services.unclaim(customerId, claims[0]!);
    expect(await services.packageOf('training-unclaim', claims[0]!)).toBe(sooner);
    const { packages, stored, ledger } = await services.balances(customerId);
    expect(packages.map((held) => [held.id, held.left])).toEqual([
      [sooner, 1],
      [later, 2],
    ]);
    expect(stored).toBe(3);
    expect(ledger).toBe(3);
    expect((await services.customer(customerId)).nextExpiry).toEqual({
      date: '2026-12-11',
      sessions: 1,
    });
  });

  it('claims on credit when no package has sessions, and the next payment pays that back first', async () => {
    const customerId = await services.addCustomer();
    const owed = [randomUUID(), randomUUID()];
    for (const claim of owed) await services.claim(customerId, claim);
    expect(await services.packageOf('training-claim', owed[0]!)).toBeNull();
    expect((await services.balances(customerId)).stored).toBe(-2);

    const bought = await services.pay(customerId, 5);
    const after = await services.balances(customerId);
    expect(after).toMatchObject({ stored: 3, ledger: 3, credit: 0, inPackages: 3 });
    expect(after.packages).toEqual([expect.objectContaining({ id: bought, left: 3 })]);

    // The session of a claim made on credit goes back to the credit when unclaimed.
    await services.unclaim(customerId, owed[0]!);
    expect(await services.balances(customerId)).toMatchObject({ stored: 4, credit: 1 });
  });

  it('pays sessions owed on credit back from a session returned to a package', async () => {
    const customerId = await services.addCustomer();
    await services.pay(customerId, 1);
    const fromPackage = randomUUID();
    await services.claim(customerId, fromPackage);
    await services.claim(customerId, randomUUID());
    expect(await services.balances(customerId)).toMatchObject({ stored: -1, credit: -1 });
    await services.unclaim(customerId, fromPackage);
    expect(await services.balances(customerId)).toMatchObject({
      stored: 0,
      credit: 0,
      inPackages: 0,
    });
  });
});

describe('expiry', () => {
  it('removes what is left at the start of the expiry date in Singapore, once, through the ledger', async () => {
    const customerId = await services.addCustomer();
    const expiring = await services.pay(customerId, 4, 5);
    await services.claim(customerId, randomUUID());
    const [held] = await services.packages(customerId);
    expect(held!.expires_on).toBe('2026-12-06');

    services.clock.set(new Date(startOfSingaporeDay('2026-12-06').getTime() - 60_000));
    await services.sweeper.sweep();
    expect((await services.balances(customerId)).stored).toBe(3);

    services.clock.set(startOfSingaporeDay('2026-12-06'));
    await services.sweeper.sweep();
    await services.sweeper.sweep();
    await services.sweeper.expiry.process({ packageId: expiring, action: 'expire' });
    const after = await services.balances(customerId);
    expect(after).toMatchObject({ stored: 0, ledger: 0, inPackages: 0 });
    expect(after.packages[0]).toMatchObject({ expired: true, left: 0 });
    const entries = await services.sql<{ delta: number; reason: string }>(
      `SELECT delta, reason FROM customer.ledger_entries WHERE source_type = 'expiry' AND package_id = $1`,
      [expiring],
    );
    expect(entries).toEqual([{ delta: -3, reason: 'Unused sessions expired on 2026-12-06' }]);
    const audits = await services.sql<{ actor_id: string; details: { delta: number } }>(
      `SELECT actor_id, details FROM customer.audit_entries
        WHERE customer_id = $1 AND details->>'sourceType' = 'expiry'`,
      [customerId],
    );
    expect(audits).toEqual([
      expect.objectContaining({
        actor_id: 'package-expiry',
        details: expect.objectContaining({ delta: -3 }),
      }),
    ]);
    const history = (await services.customer(customerId)).paymentHistory;
    expect(history[0]).toMatchObject({
      expiresOn: '2026-12-06',
      sessionsLeft: 0,
      sessionsExpired: 3,
    });
  });

  it('catches up after a day of downtime: each package expires exactly once', async () => {
    services.clock.set('2026-12-01T02:00:00Z');
    const customerId = await services.addCustomer();
    await services.pay(customerId, 2, 3);
    await services.pay(customerId, 3, 4);
    await services.pay(customerId, 5, 40);
    services.clock.set('2026-12-06T05:00:00Z');
    await Promise.all([services.sweeper.sweep(), services.sweeper.sweep()]);
    await services.sweeper.sweep();
    const after = await services.balances(customerId);
    expect(after).toMatchObject({ stored: 5, ledger: 5, inPackages: 5 });
    const expiries = await services.sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM customer.ledger_entries
        WHERE customer_id = $1 AND source_type = 'expiry'`,
      [customerId],
    );
    expect(expiries[0]!.count).toBe(2);
  });

  it('a session returned to an expired package expires with it at once', async () => {
    services.clock.set('2026-12-01T02:00:00Z');
    const customerId = await services.addCustomer();
    await services.pay(customerId, 2, 2);
    const claim = randomUUID();
    await services.claim(customerId, claim);
    services.clock.set('2026-12-04T02:00:00Z');
    await services.sweeper.sweep();
    expect((await services.balances(customerId)).stored).toBe(0);
    await services.unclaim(customerId, claim);
    expect(await services.balances(customerId)).toMatchObject({
      stored: 0,
      ledger: 0,
      inPackages: 0,
    });
  });

  it('concurrent claims never take a session from a package whose expiry day has begun, nor one twice', async () => {
    services.clock.set('2026-12-01T02:00:00Z');
    const customerId = await services.addCustomer();
    const soon = await services.pay(customerId, 5, 1);
    const later = await services.pay(customerId, 5, 30);
    // Before the expiry day: seven claims at once over 5 + 5 sessions.
    const early = Array.from({ length: 7 }, () => randomUUID());
    await Promise.all(early.map((claim) => services.claim(customerId, claim)));
    const drawn = await Promise.all(
      early.map((claim) => services.packageOf('training-claim', claim)),
    );
    expect(drawn.filter((packageId) => packageId === soon)).toHaveLength(5);
    expect(drawn.filter((packageId) => packageId === later)).toHaveLength(2);

    const fromSoon = early.filter((_, index) => drawn[index] === soon);
    await services.unclaim(customerId, fromSoon[0]!);
    await services.unclaim(customerId, fromSoon[1]!);
    // The expiry day has begun; claims race the sweep.
    services.clock.set(startOfSingaporeDay('2026-12-02'));
    const racing = Array.from({ length: 4 }, () => randomUUID());
    await Promise.all([
      ...racing.map((claim) => services.claim(customerId, claim)),
      services.sweeper.sweep(),
    ]);
    // Three sessions were left in the later package; the fourth claim is on credit.
    const raced = await Promise.all(
      racing.map((claim) => services.packageOf('training-claim', claim)),
    );
    expect(raced.filter((packageId) => packageId === later)).toHaveLength(3);
    expect(raced.filter((packageId) => packageId === null)).toHaveLength(1);
    await services.sweeper.sweep();
    const after = await services.balances(customerId);
    expect(after.packages.map((held) => [held.id, held.left])).toEqual([
      [soon, 0],
      [later, 0],
    ]);
    expect(after).toMatchObject({ stored: -1, ledger: -1, credit: -1 });
  });
});

describe('extending a package', () => {
  async function extend(
    customerId: string,
    packageId: string,
    body: Record<string, unknown>,
    staff = services.admin,
  ) {
    return services.app.inject({
      method: 'POST',
      url: `/api/customers/${customerId}/packages/${packageId}/extend`,
      headers: await identityHeaders(staff),
      payload: body,
    });
  }

  it('moves the expiry later with a reason, audited, and the old date no longer expires it', async () => {
    services.clock.set('2026-12-01T02:00:00Z');
    const customerId = await services.addCustomer();
    const extended = await services.pay(customerId, 3, 10);
    const response = await extend(customerId, extended, {
      expiresOn: '2027-01-15',
      reason: 'Injured; doctor’s letter seen',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().nextExpiry).toEqual({ date: '2027-01-15', sessions: 3 });
    expect(response.json().paymentHistory[0]).toMatchObject({
      packageId: extended,
      expiresOn: '2027-01-15',
      sessionsLeft: 3,
    });
    const audits = await services.sql<{ actor_id: string; details: Record<string, unknown> }>(
      `SELECT actor_id, details FROM customer.audit_entries WHERE action = 'package.extend' AND customer_id = $1`,
      [customerId],
    );
    expect(audits).toEqual([
      {
        actor_id: services.admin.userId,
        details: {
          packageId: extended,
          from: '2026-12-11',
          to: '2027-01-15',
          reason: 'Injured; doctor’s letter seen',
        },
      },
    ]);
    services.clock.set('2026-12-12T02:00:00Z');
    await services.sweeper.expiry.process({ packageId: extended, action: 'expire' });
    await services.sweeper.sweep();
    expect((await services.balances(customerId)).stored).toBe(3);
  });

  it('refuses dates not after the current one or in the past, expired packages, trainers and other customers', async () => {
    services.clock.set('2026-12-01T02:00:00Z');
    const customerId = await services.addCustomer();
    const otherCustomerId = await services.addCustomer();
    const held = await services.pay(customerId, 3, 10);
    const expired = await services.pay(customerId, 1, 1);
    services.clock.set('2026-12-03T02:00:00Z');
    await services.sweeper.sweep();

    const cases: Array<[string, string, Record<string, unknown>, number, RegExp]> = [
      [
        customerId,
        held,
        { expiresOn: '2026-12-11', reason: 'same day' },
        400,
        /after the current one \(2026-12-11\)/,
      ],
      [
        customerId,
        held,
        { expiresOn: '2026-12-05', reason: 'earlier' },
        400,
        /after the current one/,
      ],
      [
        customerId,
        held,
        { expiresOn: '2026-12-02', reason: 'the past' },
        400,
        /after today \(2026-12-03\)/,
      ],
      [
        customerId,
        held,
        { expiresOn: '2027-02-30', reason: 'no such day' },
        400,
        /expiresOn must be a valid date/,
      ],
      [customerId, held, { expiresOn: '12/01/2027', reason: 'wrong form' }, 400, /expiresOn/],
      [customerId, held, { expiresOn: '2027-01-01' }, 400, /reason/],
      [customerId, held, { expiresOn: '2027-01-01', reason: '  ' }, 400, /reason/],
      [
        customerId,
        expired,
        { expiresOn: '2027-01-01', reason: 'too late' },
        400,
        /expired on 2026-12-02/,
      ],
      [
        otherCustomerId,
        held,
        { expiresOn: '2027-01-01', reason: 'wrong customer' },
        404,
        /Package not found/,
      ],
    ];
    for (const [customer, packageId, body, status, message] of cases) {
      const response = await extend(customer, packageId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().error).toMatch(message);
    }
    const asTrainer = await extend(
      customerId,
      held,
      { expiresOn: '2027-01-01', reason: 'trainer tries' },
      services.trainer,
    );
    expect(asTrainer.statusCode).toBe(403);
    const after = (await services.packages(customerId)).find((row) => row.id === held);
    expect(after!.expires_on).toBe('2026-12-11');
    const audits = await services.sql(
      `SELECT 1 FROM customer.audit_entries WHERE action = 'package.extend' AND customer_id = $1`,
      [customerId],
    );
    expect(audits).toHaveLength(0);
  });
});
