import { describe, expect, it, beforeAll } from 'vitest';
import type { ExpiredSessions } from '@studio/contracts/reports';
import { newTrainer } from '@studio/service-kit/testing/staff-identity';
import { identityHeaders, serviceHeaders, useCustomerApp } from './customer-test-app.js';
import { ReportFixture } from './report-fixture.js';

const service = useCustomerApp();
const trainer = newTrainer('Tara Trainer');

/** Expiries at 30 Apr 23:50 (April in Singapore) and 1 May 00:10 (May; April in UTC), 1 Jun 00:00. */
beforeAll(async () => {
  const fixture = new ReportFixture(service.app, service.databaseUrl);
  const customer = await fixture.customer(trainer, 'Eve Expired');
  await fixture.expiry(customer, 1, '2026-04-30T15:50:00Z');
  await fixture.expiry(customer, 2, '2026-04-30T16:10:00Z');
  await fixture.expiry(customer, 3, '2026-05-31T16:00:00Z');
  await fixture.claim(customer, '2026-04-10T04:00:00Z');
});

describe('expired sessions for the sessions report', () => {
  it('counts sessions that left through expiry per Singapore month, inside the range only', async () => {
    const response = await service.app.inject({
      method: 'GET',
      url: '/internal/reports/expired-sessions?from=2026-03&to=2026-05',
      headers: await serviceHeaders('training'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual<ExpiredSessions>({
      months: [
        { month: '2026-04', sessions: 1 },
        { month: '2026-05', sessions: 2 },
      ],
    });
  });

  it('answers services only, and refuses a backwards range', async () => {
    const asStaff = await service.app.inject({
      method: 'GET',
      url: '/internal/reports/expired-sessions?from=2026-03&to=2026-05',
      headers: await identityHeaders(trainer),
    });
    expect(asStaff.statusCode).toBe(403);
    const backwards = await service.app.inject({
      method: 'GET',
      url: '/internal/reports/expired-sessions?from=2026-05&to=2026-03',
      headers: await serviceHeaders('training'),
    });
    expect(backwards.statusCode).toBe(400);
  });
});
