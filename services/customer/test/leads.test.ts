import { createDatabase } from '@studio/service-kit/database';
import { ManualClock } from '@studio/service-kit/testing/manual-clock';
import { newAdmin, newTrainer, type Staff } from '@studio/service-kit/testing/staff-identity';
import type { Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lead, LeadPage } from '@studio/contracts/leads';
import { customerSchema } from '../src/context.js';
import { insertLead, type NewLead } from '../src/store/leads.js';
import { identityHeaders, selectCustomerRows, useCustomerApp } from './customer-test-app.js';

const clock = new ManualClock('2026-12-07T02:00:00Z');
const service = useCustomerApp({ clock });
const admin = newAdmin('Ada Admin');
const trainerA = newTrainer('Tina Trainer');
const trainerB = newTrainer('Ben Trainer');
let sequelize: Sequelize;

beforeAll(() => {
  sequelize = createDatabase({ url: service.databaseUrl, schema: customerSchema });
});
afterAll(async () => {
  await sequelize.close();
});

let phoneNumber = 91000000;
/** A visitor's trial request as the holds route records it. */
async function addLead(changes: Partial<NewLead> = {}): Promise<string> {
  phoneNumber += 1;
  clock.advance({ minutes: 1 });
  return insertLead(
    sequelize,
    {
      name: 'Lina Lead',
      email: `lead${phoneNumber}@example.com`,
      phone: String(phoneNumber),
      goal: 'weight loss',
      heardFrom: 'Instagram',
      parq: [false, false, false, false, false, false, false],
      doctorClearance: null,
      termsVersion: 'terms-2026-12',
      pdpaVersion: 'pdpa-2026-12',
      utm: { source: 'instagram', medium: 'social', campaign: 'december' },
      referrer: 'https://www.instagram.com/',
      trainerId: trainerA.userId,
      sessionId: null,
      sessionStart: null,
      holdExpiresAt: null,
      paymentReference: null,
      ...changes,
    },
    clock.now(),
  );
}

async function call(
  staff: Staff | undefined,
  method: 'GET' | 'POST' | 'PATCH',
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

describe('the leads list', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ids.first = await addLead({ name: 'First Fiona' });
    ids.flagged = await addLead({
      name: 'Flagged Farah',
      parq: [false, true, false, false, false, false, false],
      doctorClearance: true,
    });
    ids.otherTrainer = await addLead({ name: 'Other Oscar', trainerId: trainerB.userId });
    ids.noTime = await addLead({ name: 'Nobody Nadia', trainerId: null });
  });

  it('shows an admin every lead, newest first, page by page', async () => {
    const first = await call(admin, 'GET', '/api/leads?limit=2&q=');
    expect(first.statusCode).toBe(200);
    const page1 = first.json<LeadPage>();
    expect(page1.items.map((lead) => lead.name)).toEqual(['Nobody Nadia', 'Other Oscar']);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const second = await call(
      admin,
      'GET',
      `/api/leads?limit=2&q=&cursor=${encodeURIComponent(page1.nextCursor!)}`,
    );
    const page2 = second.json<LeadPage>();
    expect(page2.items.map((lead) => lead.name)).toEqual(['Flagged Farah', 'First Fiona']);
  });

  it('shows a trainer only their own trials, with the health flag and answers', async () => {
    const answer = await call(trainerA, 'GET', '/api/leads?q=F');
    const items = answer.json<LeadPage>().items;
    expect(items.map((lead) => lead.name)).toEqual(['Flagged Farah', 'First Fiona']);
    expect(items[0]).toMatchObject({
      healthFlag: true,
      doctorClearance: true,
      parq: [false, true, false, false, false, false, false],
      stage: 'new',
      utm: { source: 'instagram', medium: 'social', campaign: 'december' },
      consent: { terms: 'terms-2026-12', pdpa: 'pdpa-2026-12' },
    });
    expect(items[1]).toMatchObject({ healthFlag: false });
  });

  it('filters by stage and searches by email or phone', async () => {
    const lost = await call(admin, 'GET', '/api/leads?stage=lost');
    expect(lost.json<LeadPage>()).toEqual({ items: [], nextCursor: null });
    const byPhone = await call(admin, 'GET', `/api/leads?stage=new&q=${phoneNumber}`);
    expect(byPhone.json<LeadPage>().items.map((lead) => lead.name)).toEqual(['Nobody Nadia']);
  });

  it("answers another trainer's lead as not found, and refuses callers without a role", async () => {
    expect((await call(trainerB, 'GET', `/api/leads/${ids.first}`)).statusCode).toBe(404);
    expect((await call(trainerA, 'GET', `/api/leads/${ids.noTime}`)).statusCode).toBe(404);
    expect((await call(undefined, 'GET', '/api/leads')).statusCode).toBe(401);
    const own = await call(trainerA, 'GET', `/api/leads/${ids.first}`);
    expect(own.json<Lead>()).toMatchObject({ name: 'First Fiona', trainerId: trainerA.userId });
  });

  it('says which field is wrong', async () => {
    const badStage = await call(admin, 'GET', '/api/leads?stage=maybe');
    expect(badStage.statusCode).toBe(400);
    expect(badStage.json().error).toMatch(/stage/);
    const badCursor = await call(admin, 'GET', '/api/leads?cursor=nonsense');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().error).toMatch(/page link is out of date/);
  });
});

describe('following a lead', () => {
  it('keeps notes as written, with who wrote them and when', async () => {
    const id = await addLead();
    const note = '<b>Called</b> — prefers evenings';
    const answer = await call(trainerA, 'PATCH', `/api/leads/${id}`, { note });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Lead>().notes).toEqual([
      { text: note, authorName: 'Tina Trainer', createdAt: clock.now().toISOString() },
    ]);
    const other = await call(trainerB, 'PATCH', `/api/leads/${id}`, { note: 'mine now' });
    expect(other.statusCode).toBe(404);
    const blank = await call(admin, 'PATCH', `/api/leads/${id}`, { note: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toMatch(/note/);
  });

  it('marks a lead lost with a reason, once', async () => {
    const id = await addLead();
    const missing = await call(admin, 'POST', `/api/leads/${id}/lost`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/reason/);
    const lost = await call(admin, 'POST', `/api/leads/${id}/lost`, { reason: 'Moved away' });
    expect(lost.json<Lead>()).toMatchObject({ stage: 'lost', lostReason: 'Moved away' });
    expect(lost.json<Lead>().lostAt).toBe(clock.now().toISOString());
    const again = await call(admin, 'POST', `/api/leads/${id}/lost`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    const convert = await call(admin, 'POST', `/api/leads/${id}/convert`, {
      dateOfBirth: '1990-01-02',
      ic: 'S1234567D',
      sex: 'Female',
    });
    expect(convert.statusCode).toBe(409);
  });

  it('makes a lead a customer in one action, without retyping, once', async () => {
    const id = await addLead({ name: 'Convert Chloe', email: 'chloe@example.com' });
    const body = { dateOfBirth: '1992-03-04', ic: 's7654321a', sex: 'Female' };
    const wrong = await call(trainerA, 'POST', `/api/leads/${id}/convert`, { ...body, ic: 'X1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatch(/IC/);
    expect((await call(trainerB, 'POST', `/api/leads/${id}/convert`, body)).statusCode).toBe(404);

    const answer = await call(trainerA, 'POST', `/api/leads/${id}/convert`, body);
    expect(answer.statusCode).toBe(200);
    const { lead, customer } = answer.json<{ lead: Lead; customer: Record<string, unknown> }>();
    expect(customer).toMatchObject({
      name: 'Convert Chloe',
      email: 'chloe@example.com',
      phone: String(phoneNumber),
      ic: 'S****321A',
      trainerID: { _id: trainerA.userId },
      numOfTrainings: 0,
    });
    // The customer keeps the lead's id, so the trial session (whose customer is the lead) is theirs.
    expect(customer._id).toBe(id);
    expect(lead).toMatchObject({
      stage: 'converted',
      customerId: customer._id,
      convertedAt: clock.now().toISOString(),
    });
    const again = await call(admin, 'POST', `/api/leads/${id}/convert`, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This lead is already a customer.');
    const customers = await selectCustomerRows<{ n: string }>(
      service.databaseUrl,
      "SELECT count(*) AS n FROM customers WHERE email = 'chloe@example.com'",
    );
    expect(Number(customers[0]!.n)).toBe(1);
  });
});

describe('public events', () => {
  it('counts a page view and a WhatsApp click, with the source from the page, and no body', async () => {
    const view = await call(undefined, 'POST', '/api/public/events', {
      type: 'trial-view',
      page: '/trial?utm_source=Instagram&utm_medium=social',
    });
    expect(view.statusCode).toBe(204);
    expect(view.body).toBe('');
    const click = await call(undefined, 'POST', '/api/public/events', {
      type: 'whatsapp-click',
      page: '/weightloss',
    });
    expect(click.statusCode).toBe(204);
    const rows = await selectCustomerRows<{ type: string; page: string; source: string | null }>(
      service.databaseUrl,
      'SELECT type, page, source FROM site_events ORDER BY id',
    );
    expect(rows).toEqual([
      { type: 'trial-view', page: '/trial', source: 'instagram' },
      { type: 'whatsapp-click', page: '/weightloss', source: null },
    ]);
  });

  it('refuses an unknown kind of event or a page that is not a path', async () => {
    const kind = await call(undefined, 'POST', '/api/public/events', { type: 'x', page: '/' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().error).toMatch(/type/);
    const page = await call(undefined, 'POST', '/api/public/events', {
      type: 'trial-view',
      page: 'https://elsewhere.example/',
    });
    expect(page.statusCode).toBe(400);
    expect(page.json().error).toMatch(/page/);
  });
});

describe("a START NOW link's ping", () => {
  const chat = 'https://wa.me/6591234567?text=Hi';

  function ping(headers: Record<string, string>, payload = 'PING') {
    return service.app.inject({
      method: 'POST',
      url: '/api/public/events/whatsapp-click',
      headers: { 'content-type': 'text/ping', ...headers },
      payload,
    });
  }

  async function clicksSince(id: number) {
    return selectCustomerRows<{ type: string; page: string; source: string | null }>(
      service.databaseUrl,
      `SELECT type, page, source FROM site_events WHERE id > ${id} ORDER BY id`,
    );
  }

  async function lastEventId(): Promise<number> {
    const [row] = await selectCustomerRows<{ id: number | null }>(
      service.databaseUrl,
      'SELECT max(id)::int AS id FROM site_events',
    );
    return row!.id ?? 0;
  }

  it('counts a WhatsApp click on the page the ping came from, its source from that address', async () => {
    const before = await lastEventId();
    const fromHome = await ping({
      'ping-from': 'https://studio.example/?utm_source=Instagram&utm_medium=social',
      'ping-to': chat,
    });
    expect(fromHome.statusCode).toBe(204);
    expect(fromHome.body).toBe('');
    const fromProgram = await ping({
      'ping-from': 'https://studio.example/weightloss',
      'ping-to': chat,
    });
    expect(fromProgram.statusCode).toBe(204);
    expect(await clicksSince(before)).toEqual([
      { type: 'whatsapp-click', page: '/', source: 'instagram' },
      { type: 'whatsapp-click', page: '/weightloss', source: null },
    ]);
  });

  it('refuses a ping from a page that is not public, to a link that is not WhatsApp, or without its headers', async () => {
    const before = await lastEventId();
    const staffPage = await ping({
      'ping-from': 'https://studio.example/customers',
      'ping-to': chat,
    });
    expect(staffPage.statusCode).toBe(400);
    expect(staffPage.json().error).toMatch(/Ping-From/);
    const notAnAddress = await ping({ 'ping-from': '/', 'ping-to': chat });
    expect(notAnAddress.statusCode).toBe(400);
    const elsewhere = await ping({
      'ping-from': 'https://studio.example/',
      'ping-to': 'https://elsewhere.example/',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error).toMatch(/Ping-To/);
    const noSender = await ping({ 'ping-to': chat });
    expect(noSender.statusCode).toBe(400);
    expect(noSender.json().error).toMatch(/ping-from/);
    const notAPing = await ping(
      { 'ping-from': 'https://studio.example/', 'ping-to': chat },
      'something else',
    );
    expect(notAPing.statusCode).toBe(400);
    expect(await clicksSince(before)).toEqual([]);
  });
});
