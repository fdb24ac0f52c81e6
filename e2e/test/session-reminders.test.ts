import { parseMail } from '@studio/service-kit/testing/parse-mail';
import { beforeAll, describe, expect, it } from 'vitest';
import { callPortalApi } from '../src/portal-api.js';
import { chooseByTyping } from '../src/combobox.js';
import { logIn } from '../src/staff.js';
import { usePortal } from '../src/use-portal.js';

const app = usePortal();

const password = 'a long enough password';
const admin = { name: 'Ada Admin', email: 'ada.admin@example.com', password };
const trainer = { name: 'Tina Trainer', email: 'tina.trainer@example.com', password };
const customer = { name: 'Casey Lim', email: 'casey.lim@example.com' };
const studioAddress = '9 Jalan Besar, #03-01, Singapore 208790';

let adminToken: string;

const apiCall = <T>(token: string | null, method: string, path: string, body?: unknown) =>
  callPortalApi<T>(app.portal.url, token, method, path, body);

beforeAll(async () => {
  ({ token: adminToken } = await apiCall<{ token: string }>(null, 'POST', '/api/register', {
    ...admin,
    role: 'admin',
  }));
  const created = await apiCall<{ user: { _id: string } }>(adminToken, 'POST', '/api/admin/users', {
    ...trainer,
    role: 'trainer',
  });
  await apiCall(adminToken, 'POST', '/api/customers', {
    ...customer,
    phone: '91234567',
    dateOfBirth: '1990-05-17',
    ic: 'S1234567D',
    sex: 'Female',
    trainerID: created.user._id,
  });
});

describe('session reminders', () => {
  it('mails a session booked inside the lead time with its .ics, and its unsubscribe link turns the emails off', async () => {
    // The admin sets the studio's address and turns quiet hours off on the Settings screen, so
    // the reminder goes out at once whatever the time of day the test runs.
    const adminPage = await app.newPage();
    await logIn(adminPage, admin);
    await adminPage.goto('/settings');
    await adminPage.getByLabel('Address', { exact: true }).fill(studioAddress);
    await adminPage.getByLabel(/Hold customer emails during quiet hours/).uncheck();
    await adminPage.getByRole('button', { name: 'Save settings' }).click();
    await adminPage.getByText('Settings saved.').waitFor();

    const page = await app.newPage();
    await page.setViewportSize({ width: 1280, height: 1600 });
    await logIn(page, trainer);

    // Book three hours from now (on the hour, in the browser's time) from the calendar's modal.
    await page.goto('/trainings');
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    const slot = page.locator('.rbc-day-slot .rbc-timeslot-group').nth(2);
    await slot.scrollIntoViewIfNeeded();
    const box = (await slot.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const dialog = page.getByRole('dialog', { name: 'Schedule Training' });
    await dialog.waitFor();
    const inThreeHours = await page.evaluate(() => {
      const when = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 2 * 3_600_000);
      const two = (value: number) => String(value).padStart(2, '0');
      return `${when.getFullYear()}-${two(when.getMonth() + 1)}-${two(when.getDate())}T${two(when.getHours())}:00`;
    });
    await dialog.getByLabel('Date and time').fill(inThreeHours);
    await chooseByTyping(dialog, 'Customer', customer.name);
    await dialog.getByRole('button', { name: 'Schedule Training' }).click();
    await page.getByText('Success! Training has been scheduled.').waitFor();

    // The reminder reaches the customer's mailbox at once (booked inside the 24-hour lead time).
    const received = await app.portal.mailbox.waitFor(customer.email, 30_000);
    const mail = await parseMail(received.raw);
    expect(mail.subject).toMatch(/^Reminder: your training on /);
    expect(mail.text).toContain(`Hello ${customer.name},`);
    expect(mail.text).toContain(`Trainer: ${trainer.name}`);
    expect(mail.text).toContain(studioAddress);
    const invite = mail.attachments.find((file) => file.filename === 'training.ics');
    expect(invite?.contentType).toBe('text/calendar');
    expect(invite!.content.toString('utf8')).toContain('BEGIN:VEVENT');
    const oneClick = mail.headerLines
      .find((line) => line.key === 'list-unsubscribe')
      ?.line.replace(/\r\n\s+/g, ' ');
    expect(oneClick).toMatch(/^List-Unsubscribe: <http.+\/api\/unsubscribe\/[^>]+>$/);

    // Following the link in the mail stops the emails, without signing in.
    const link = /https?:\/\/[^\s"'<>]+\/unsubscribe\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
    expect(link, `an unsubscribe link in the mail:\n${mail.text}`).toBeDefined();
    expect(new URL(link!).origin).toBe(new URL(app.portal.url).origin);
    const visitor = await app.newPage();
    await visitor.goto(link!);
    await visitor
      .getByRole('status')
      .getByText(/will send you no more reminders or notices by email/)
      .waitFor();

    // The trainer sees "Emails off" on the customer's row.
    await page.goto('/customers');
    const row = page.getByRole('row').filter({ hasText: customer.email });
    await row.getByText('Emails off').waitFor();
  });
});
