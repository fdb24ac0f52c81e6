import { parseMail } from '@studio/service-kit/testing/parse-mail';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setPasswordFromWelcomeLink, welcomeLinkMailedTo } from '../src/customer-account.js';
import type { Mailbox } from '../src/mailbox.js';
import { logIn } from '../src/staff.js';
import { usePortal } from '../src/use-portal.js';
import { addPaidCustomer } from '../src/paid-customer.js';

// Issue 26 on a phone: a trainer publishes hours on "My availability", a customer books one of
// the open times on /me, the trainer finds it on the calendar, the customer moves it, and the
// customer's mail brings the .ics twice, in order: the same UID, the second with a higher SEQUENCE.

const app = usePortal();
const phone = { viewport: { width: 390, height: 844 } };

const admin = { name: 'Ada Admin', email: 'ada.admin@example.com', password: 'admin password 123' };
const tara = { name: 'Tara Trainer', email: 'tara@example.com', password: 'tara password 123' };
const customer = {
  name: 'Casey Lim',
  email: 'casey.lim@example.com',
  phone: '91234567',
  dateOfBirth: '1990-05-17',
  ic: 'S1234567D',
  sex: 'Female',
};
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

interface ReadMail {
  /** Its place in the mailbox: the order mail arrived in. */
  index: number;
  subject: string;
  calendar: string | undefined;
}

/** The first mail to `to` whose subject matches, as a mail client reads it (waits up to 30 s). */
async function mailWithSubject(mailbox: Mailbox, to: string, subject: RegExp): Promise<ReadMail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    for (const [index, received] of mailbox.messages.entries()) {
      if (!received.to.includes(to)) continue;
      const mail = await parseMail(received.raw);
      if (!subject.test(mail.subject ?? '')) continue;
      const invite = mail.attachments.find((file) => file.filename === 'training.ics');
      return { index, subject: mail.subject ?? '', calendar: invite?.content.toString('utf8') };
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a subject like ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A signed-in customer of Tara with sessions paid for, on a phone, on /me. */
async function customerOnPhone(taraPage: Page): Promise<Page> {
  await addPaidCustomer(app, taraPage, customer);
  await taraPage.goto('/customers');
  const row = taraPage.getByRole('row').filter({ hasText: customer.email });
  await row.getByRole('button', { name: `Invite to portal: ${customer.name}` }).click();
  await row.getByText('Portal: invited').waitFor();
  const link = await welcomeLinkMailedTo(app.portal.mailbox, customer.email);
  const page = await app.newPage(phone);
  await setPasswordFromWelcomeLink(page, link, 'casey password 123');
  return page;
}

describe('booking an open time oneself', () => {
  it('trainer sets hours, customer books on /me, trainer sees it, customer moves it, the .ics mails arrive in order', async () => {
    const adminPage = await app.newPage();
    await app.api(adminPage, 'POST', '/api/register', { ...admin, role: 'admin' });
    await app.api(adminPage, 'POST', '/api/admin/users', { ...tara, role: 'trainer' });

    // Tara, on her phone, publishes 09:00–17:00 every day.
    const taraPage = await app.newPage(phone);
    await logIn(taraPage, tara);
    await taraPage.goto('/availability');
    await taraPage.getByRole('heading', { name: 'My availability' }).waitFor();
    for (const day of weekdays)
      await taraPage.getByRole('button', { name: `Add hours on ${day}` }).click();
    expect(await taraPage.getByLabel('Monday from').inputValue()).toBe('09:00');
    await taraPage.getByRole('button', { name: 'Save hours' }).click();
    await taraPage.getByRole('status').getByText('Hours saved.').waitFor();

    // Casey books the first time of the third day shown (well beyond the cancel notice).
    const casey = await customerOnPhone(taraPage);
    const booking = casey.getByRole('region', { name: 'Book a session' });
    const days = booking.getByRole('group', { name: 'Day' }).getByRole('radio');
    await days.nth(2).check();
    const times = booking.getByRole('group', { name: /^Time on / }).getByRole('radio');
    await times.first().waitFor();
    expect(await times.count()).toBe(15); // 09:00 to 16:00 every half hour
    await times.first().check();
    await booking.getByRole('button', { name: /^Book / }).click();
    const booked = booking
      .getByRole('status')
      .getByText(/^Booked: .+ at 9:00\sam with Tara Trainer\.$/);
    await booked.waitFor();
    const upcoming = casey.getByRole('region', { name: 'Upcoming sessions' });
    await upcoming.getByRole('button', { name: /^Move the session on / }).waitFor();
    // The booked time is gone from the list once it has refreshed; the half hour after it too
    // (sessions last an hour).
    await expect.poll(() => times.count()).toBe(13);

    // Tara finds it on her calendar (day view, a few days ahead).
    await taraPage.goto('/trainings');
    await taraPage.getByRole('button', { name: 'Day', exact: true }).click();
    const event = taraPage.locator('.rbc-event', { hasText: customer.name });
    for (let day = 0; day < 5 && !(await event.count()); day += 1) {
      await taraPage.getByRole('button', { name: 'Next', exact: true }).click();
      await event.waitFor({ timeout: 3000 }).catch(() => undefined);
    }
    await event.waitFor();
    expect(await event.textContent()).toContain('(scheduled)');

    // Casey moves it to 11:00 the same day.
    await upcoming.getByRole('button', { name: /^Move the session on / }).click();
    await booking.getByText(/^Moving your session on /).waitFor();
    await days.nth(2).check();
    await booking.getByRole('radio', { name: /^11:00\sam with Tara Trainer$/ }).check();
    await booking.getByRole('button', { name: /^Move to / }).click();
    await booking
      .getByRole('status')
      .getByText(/^Moved: your session is now .+ at 11:00\sam\.$/)
      .waitFor();
    await upcoming.getByText(/11:00\sam/).waitFor();

    // The mails: booked, then moved; one UID, SEQUENCE 0 then 1; Tara told of both.
    const first = await mailWithSubject(
      app.portal.mailbox,
      customer.email,
      /Booked: your training/,
    );
    const second = await mailWithSubject(
      app.portal.mailbox,
      customer.email,
      /Moved: your training/,
    );
    expect(first.index).toBeLessThan(second.index);
    const uid = (ics: string | undefined) => /UID:(\S+)/.exec(ics ?? '')?.[1];
    expect(uid(first.calendar)).toMatch(/^training-[0-9a-f-]{36}@studio-portal$/);
    expect(uid(second.calendar)).toBe(uid(first.calendar));
    expect(first.calendar).toContain('SEQUENCE:0');
    expect(second.calendar).toContain('SEQUENCE:1');
    await mailWithSubject(app.portal.mailbox, tara.email, /Casey Lim booked/);
    await mailWithSubject(app.portal.mailbox, tara.email, /Casey Lim moved their session/);

    // Nothing on the phone-sized page is wider than the screen.
    const widest = await casey.evaluate(() => document.documentElement.scrollWidth);
    expect(widest).toBeLessThanOrEqual(390);
  });
});
