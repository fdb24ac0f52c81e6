import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setPasswordFromWelcomeLink, welcomeLinkMailedTo } from '../src/customer-account.js';
import { logIn } from '../src/staff.js';
import { usePortal } from '../src/use-portal.js';
import { addPaidCustomer } from '../src/paid-customer.js';

// Issue 15, the rest of the flow (it needs part 2's cancellation policy and booking requests in the
// training service and their staff screen): a customer cancels one session early (no charge) and
// one late (one session debited, the trainer mailed), asks for a time, the trainer accepts it on
// the trainings screen, and the customer sees the new session.

const app = usePortal();

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
const customerPassword = 'casey password 123';
const hour = 60 * 60 * 1000;

/** `YYYY-MM-DDTHH:mm` of an instant on the studio's wall clock (Singapore, UTC+8 all year). */
function studioWallClock(instant: Date): string {
  return new Date(instant.getTime() + 8 * hour).toISOString().slice(0, 16);
}

/** The next whole hour at least `hoursAhead` from now, so the session is clearly early or late. */
function sessionIn(hoursAhead: number): Date {
  const at = new Date(Date.now() + hoursAhead * hour);
  at.setUTCMinutes(0, 0, 0);
  return at;
}

async function signedInCustomer(page: Page, customerId: string, taraPage: Page): Promise<void> {
  await app.api(taraPage, 'POST', `/api/customers/${customerId}/invite`);
  const link = await welcomeLinkMailedTo(app.portal.mailbox, customer.email);
  await setPasswordFromWelcomeLink(page, link, customerPassword);
}

describe('a customer managing their own sessions', () => {
  it('cancels early for free and late for one session, asks for a time, and sees the trainer accept it', async () => {
    const adminPage = await app.newPage();
    await app.api(adminPage, 'POST', '/api/register', { ...admin, role: 'admin' });
    await app.api(adminPage, 'POST', '/api/admin/users', { ...tara, role: 'trainer' });
    const taraPage = await app.newPage();
    await logIn(taraPage, tara);
    const customerId = await addPaidCustomer(app, taraPage, customer);
    // The studio's default notice is 24 hours: one session well before it, one inside it.
    const early = sessionIn(72);
    const late = sessionIn(3);
    for (const at of [early, late]) {
      await app.api(taraPage, 'POST', '/api/training', {
        customerID: customerId,
        dateOfTraining: at.toISOString(),
      });
    }

    const page = await app.newPage({ viewport: { width: 390, height: 844 } });
    await signedInCustomer(page, customerId, taraPage);
    const balance = page.getByRole('region', { name: 'Sessions left' });
    await balance.getByText('10 sessions left').waitFor();
    const upcoming = page.getByRole('region', { name: 'Upcoming sessions' });
    await expect.poll(() => upcoming.getByRole('listitem').count()).toBe(2);

    // Early: the dialog says nothing is charged; the session goes, the balance stays.
    await upcoming
      .getByRole('button', { name: /^Cancel the session on/ })
      .last()
      .click();
    let dialog = page.getByRole('dialog', { name: 'Cancel this session?' });
    await dialog.getByText('nothing is charged').waitFor();
    await dialog.getByRole('button', { name: 'Cancel session' }).click();
    await expect.poll(() => upcoming.getByRole('listitem').count()).toBe(1);
    await balance.getByText('10 sessions left').waitFor();

    // Late: the dialog warns; one session is taken and the trainer is mailed.
    await upcoming.getByRole('button', { name: /^Cancel the session on/ }).click();
    dialog = page.getByRole('dialog', { name: 'Cancel this session?' });
    await dialog.getByText('late cancellation').waitFor();
    await dialog.getByRole('button', { name: 'Cancel session' }).click();
    await expect.poll(() => upcoming.getByRole('listitem').count()).toBe(0);
    await balance.getByText('9 sessions left').waitFor();
    await page.getByRole('region', { name: 'Past sessions' }).getByText('Late cancelled').waitFor();
    const trainerMail = await app.portal.mailbox.waitFor(tara.email, 20_000);
    expect(trainerMail.text).toContain(customer.name);

    // The customer asks for a time five days ahead at 10:00 studio time.
    const wanted = sessionIn(5 * 24);
    wanted.setUTCHours(2); // 10:00 in Singapore
    const form = page.getByRole('region', { name: 'Request a session' });
    await form.getByLabel('Date and time (Singapore time)').fill(studioWallClock(wanted));
    await form.getByLabel('Note for your trainer (optional)').fill('Legs day, please');
    await form.getByRole('button', { name: 'Request session' }).click();
    const requests = page.getByRole('region', { name: 'Your session requests' });
    await requests.getByText('Waiting for your trainer').waitFor();

    // The trainer accepts it on the trainings screen.
    await taraPage.goto('/trainings');
    const request = taraPage.getByRole('listitem').filter({ hasText: customer.name }).filter({
      hasText: 'Legs day, please',
    });
    await request.getByRole('button', { name: /Accept/ }).click();
    await request.waitFor({ state: 'detached' });

    // The customer sees it accepted and booked.
    await page.reload();
    await requests.getByText('Accepted').waitFor();
    await expect.poll(() => upcoming.getByRole('listitem').count()).toBe(1);
    await upcoming.getByText('10:00 am', { exact: false }).waitFor();
  });
});
