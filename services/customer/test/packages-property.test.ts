import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { identityHeaders } from './customer-test-app.js';
import { PackageTestServices } from './package-test-services.js';

const services = PackageTestServices.forTests();

type Step =
  | { kind: 'pay'; sessions: number; validityDays: number }
  | { kind: 'claim' | 'late-cancel' }
  | { kind: 'unclaim' | 'waive'; pick: number }
  | { kind: 'advance'; hours: number }
  | { kind: 'sweep' }
  | { kind: 'adjust'; delta: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    sessions: fc.integer({ min: 1, max: 4 }),
    validityDays: fc.integer({ min: 1, max: 8 }),
  }),
  fc.record({ kind: fc.constantFrom('claim' as const, 'late-cancel' as const) }),
  fc.record({ kind: fc.constant('claim' as const) }),
  fc.record({ kind: fc.constantFrom('unclaim' as const, 'waive' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 72 }) }),
  fc.record({ kind: fc.constant('sweep' as const) }),
  fc.record({
    kind: fc.constant('adjust' as const),
    delta: fc.integer({ min: -2, max: 2 }).filter((delta) => delta !== 0),
  }),
);

const singaporeToday = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(now);

async function expectLedgerInvariant(customerId: string) {
  const state = await services.balances(customerId);
  // Sessions left always equals the sum of the ledger, which is what the packages hold plus credit.
  expect(state.stored).toBe(state.ledger);
  expect(state.stored).toBe(state.inPackages + state.credit);
  for (const held of state.packages) {
    expect(held.left).toBeGreaterThanOrEqual(0);
    if (held.expired) expect(held.left).toBe(0);
  }
  // Sessions are owed on credit only while no usable package has any.
  if (state.credit < 0) {
    const today = singaporeToday(services.clock.now());
    const usable = state.packages.filter((held) => !held.expired && held.expires_on > today);
    expect(usable.every((held) => held.left === 0)).toBe(true);
  }
  return state;
}

it('keeps sessions left = sum of the ledger = package remainders + credit over any history', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 22 }), async (steps) => {
      services.clock.set('2026-12-01T02:00:00Z');
      const customerId = await services.addCustomer();
      const draws: Record<'training-claim' | 'late-cancel', string[]> = {
        'training-claim': [],
        'late-cancel': [],
      };
      for (const current of steps) {
        switch (current.kind) {
          case 'pay':
            await services.pay(customerId, current.sessions, current.validityDays);
            break;
          case 'claim':
          case 'late-cancel': {
            const sourceType = current.kind === 'claim' ? 'training-claim' : 'late-cancel';
            const sourceId = randomUUID();
            await services.ledger(customerId, { sourceType, sourceId, delta: -1 });
            draws[sourceType].push(sourceId);
            const drawnFrom = await services.packageOf(sourceType, sourceId);
            if (drawnFrom) {
              // Never from a package whose expiry day has begun.
              const held = (await services.packages(customerId)).find(
                (row) => row.id === drawnFrom,
              );
              expect(held!.expires_on > singaporeToday(services.clock.now())).toBe(true);
            }
            break;
          }
          case 'unclaim':
          case 'waive': {
            const drawType = current.kind === 'unclaim' ? 'training-claim' : 'late-cancel';
            const candidates = draws[drawType];
            if (candidates.length === 0) break;
            const [sourceId] = candidates.splice(current.pick % candidates.length, 1);
            await services.ledger(customerId, {
              sourceType: current.kind === 'unclaim' ? 'training-unclaim' : 'late-cancel-waiver',
              sourceId,
              delta: 1,
            });
            break;
          }
          case 'advance':
            services.clock.advance({ hours: current.hours });
            break;
          case 'sweep': {
            await services.sweeper.sweep();
            const today = singaporeToday(services.clock.now());
            const state = await services.balances(customerId);
            expect(
              state.packages.filter((held) => held.expires_on <= today && !held.expired),
            ).toEqual([]);
            break;
          }
          case 'adjust':
            await services.app.inject({
              method: 'POST',
              url: `/api/customers/${customerId}/adjustments`,
              headers: await identityHeaders(services.admin),
              payload: { delta: current.delta, reason: 'property test correction' },
            });
            break;
        }
        await expectLedgerInvariant(customerId);
      }
      // Long after every package's date, one sweep leaves only the credit.
      services.clock.advance({ days: 20 });
      await services.sweeper.sweep();
      const end = await expectLedgerInvariant(customerId);
      expect(end.inPackages).toBe(0);
      expect(end.stored).toBe(end.credit);
      expect(end.packages.every((held) => held.expired)).toBe(true);
    }),
    { numRuns: 20 },
  );
}, 240_000);
