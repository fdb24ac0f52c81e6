import { randomUUID } from 'node:crypto';
import { createDatabase } from '@studio/service-kit/database';
import { ManualClock } from '@studio/service-kit/testing/manual-clock';
import { newAdmin, newTrainer, type Staff } from '@studio/service-kit/testing/staff-identity';
import type { Sequelize } from 'sequelize';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FunnelReport, Lead } from '@studio/contracts/leads';
import { customerSchema } from '../src/context.js';
import { insertLead, updateLead, type NewLead } from '../src/store/leads.js';
import {
  identityHeaders,
  serviceHeaders,
  useCustomerApp,
  validCustomer,
} from './customer-test-app.js';

const clock = new ManualClock('2026-12-01T02:00:00Z');
const service = useCustomerApp({ clock });
const admin = newAdmin('Ada Admin');
const trainer = newTrainer('Tina Trainer');
let sequelize: Sequelize;

beforeAll(() => {
  sequelize = createDatabase({ url: service.databaseUrl, schema: customerSchema });
});
afterAll(async () => {
  await sequelize.close();
});

let phone = 92000000;
async function addLead(source: string | null, email?: string): Promise<string> {
  phone += 1;
  const lead: NewLead = {
    name: 'Funnel Lead',
    email: email ?? `funnel${phone}@example.com`,
    phone: String(phone),
    goal: 'body transformation',
    heardFrom: null,
    parq: [false, false, false, false, false, false, false],
    doctorClearance: null,
    termsVersion: 't1',
    pdpaVersion: 'p1',
    utm: { source, medium: null, campaign: null },
    referrer: null,
    trainerId: trainer.userId,
    sessionId: randomUUID(),
    sessionStart: new Date('2026-12-10T02:00:00Z'),
    holdExpiresAt: new Date(clock.now().getTime() + 20 * 60_000),
    paymentReference: null,
  };
  return insertLead(sequelize, lead, clock.now());
}

async function call(
  staff: Staff | undefined,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  return service.app.inject({
    method,
    url,
    headers: staff ? await identityHeaders(staff) : {},
    ...(payload ? { payload } : {}),
  });
}

async function payFirstPackage(customerId: string, amountPaid: number) {
  const answer = await service.app.inject({
    method: 'POST',
    url: `/internal/customers/${customerId}/ledger`,
    headers: await serviceHeaders(),
    payload: {
      sourceType: 'payment',
      sourceId: randomUUID(),
      delta: 10,
      payment: { amountPaid, paidAt: clock.now().toISOString() },
    },
  });
  expect(answer.statusCode).toBe(200);
}

beforeAll(async () => {
  for (const page of ['/trial?utm_source=instagram', '/trial?utm_source=instagram', '/trial'])
    await call(undefined, 'POST', '/api/public/events', { type: 'trial-view', page });
  await call(undefined, 'POST', '/api/public/events', { type: 'whatsapp-click', page: '/' });

  // Instagram: one lead who paid, came and was made a customer, then bought a $1,200 package.
  const converted = await addLead('instagram');
  await updateLead(
    sequelize,
    converted,
    { stage: 'attended', paid_at: clock.now(), attended_at: clock.now() },
    clock.now(),
  );
  clock.advance({ days: 3 });
  const answer = await call(trainer, 'POST', `/api/leads/${converted}/convert`, {
    dateOfBirth: '1991-01-01',
    ic: 'S1111111D',
    sex: 'Male',
  });
  const { customer } = answer.json<{ customer: { _id: string }; lead: Lead }>();
  await payFirstPackage(customer._id, 1200);
  // A second Instagram lead who never paid.
  await addLead('instagram');

  // Direct: a lead whose customer was added by hand; their first package converts the lead.
  await addLead(null, 'byhand@example.com');
  clock.advance({ days: 2 });
  const added = await call(trainer, 'POST', '/api/customers', {
    ...validCustomer,
    email: 'ByHand@example.com',
    phone: '81234567',
  });
  await payFirstPackage(added.json<{ _id: string }>()._id, 800);
  // A hostile source, counted under its own name and harmless in a spreadsheet.
  await addLead('=HYPERLINK("x")');
});

it('counts each step per month and source, with the conversion rate, median days and revenue', async () => {
  const answer = await call(admin, 'GET', '/api/reports/funnel?from=2026-11&to=2026-12');
  expect(answer.statusCode).toBe(200);
  const report = answer.json<FunnelReport>();
  expect(report.months).toEqual(['2026-11', '2026-12']);
  const zero = { paid: 0, attended: 0, converted: 0, conversionRate: 0, medianDaysToConvert: null };
  expect(report.rows).toEqual([
    {
      month: '2026-12',
      source: '=hyperlink("x")',
      visitors: 0,
      whatsappClicks: 0,
      holds: 1,
      ...zero,
      firstPackageRevenueCents: 0,
    },
    {
      month: '2026-12',
      source: 'direct',
      visitors: 1,
      whatsappClicks: 1,
      holds: 1,
      paid: 0,
      attended: 0,
      converted: 1,
      conversionRate: 1,
      medianDaysToConvert: 2,
      firstPackageRevenueCents: 80000,
    },
    {
      month: '2026-12',
      source: 'instagram',
      visitors: 2,
      whatsappClicks: 0,
      holds: 2,
      paid: 1,
      attended: 1,
      converted: 1,
      conversionRate: 0.5,
      medianDaysToConvert: 3,
      firstPackageRevenueCents: 120000,
    },
  ]);
});

it('downloads the same rows as CSV, formulas defused', async () => {
  const answer = await call(admin, 'GET', '/api/reports/funnel?from=2026-12&to=2026-12&format=csv');
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-disposition']).toBe(
    'attachment; filename="funnel-2026-12-to-2026-12.csv"',
  );
  const lines = answer.body.replace('\uFEFF', '').trim().split('\r\n');
  expect(lines).toEqual([
    'Month,Source,Visitors,WhatsApp Clicks,Holds,Paid,Attended,Converted,Conversion Rate (%),Median Days to Convert,First Package Revenue ($)',
    `2026-12,"'=hyperlink(""x"")",0,0,1,0,0,0,0.0,,0.00`,
    '2026-12,direct,1,1,1,0,0,1,100.0,2,800.00',
    '2026-12,instagram,2,0,2,1,1,1,50.0,3,1200.00',
  ]);
});

it('is for admins only and checks the range', async () => {
  expect(
    (await call(trainer, 'GET', '/api/reports/funnel?from=2026-12&to=2026-12')).statusCode,
  ).toBe(403);
  const backwards = await call(admin, 'GET', '/api/reports/funnel?from=2026-12&to=2026-11');
  expect(backwards.statusCode).toBe(400);
  expect(backwards.json().error).toMatch(/ends \(2026-11\) before it starts/);
});
