import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseByTyping } from '../src/combobox.js';
import { setPasswordFromWelcomeLink, welcomeLinkMailedTo } from '../src/customer-account.js';
import { callPortalApi } from '../src/portal-api.js';
import { carolCustomer, seedStudio, type SeededStudio } from '../src/seed-studio.js';
import { logIn } from '../src/staff.js';
import { usePortal } from '../src/use-portal.js';

// Issue 31: a studio in New York (BUSINESS_TIME_ZONE) sees New York's days and hours on every
// screen, even in a browser set to Singapore time: the zone comes from the portal, not from
// a constant in the frontends or from the device.

const studioZone = 'America/New_York';
const app = usePortal({ env: { BUSINESS_TIME_ZONE: studioZone } });
const browserInSingapore = { timezoneId: 'Asia/Singapore' } as const;

const password = 'a long enough password';
const admin = { name: 'Ada Admin', email: 'ada.admin@example.com', password };
const alice = { name: 'Alice Trainer', email: 'alice.trainer@example.com', password };
const carol = carolCustomer;

// One studio for the file's tests, made by whichever needs it first.
let seeded: Promise<SeededStudio> | undefined;
const studio = () => (seeded ??= seedStudio(app.portal.url, { admin, trainer: alice }));

/** An instant as a person in `timeZone` reads it, in the given style. */
const readIn = (timeZone: string, locale: string, options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
  return (instant: string) => format.format(new Date(instant));
};
const wallClockIn = (timeZone: string) =>
  readIn(timeZone, 'sv-SE', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

describe('a studio in another time zone', () => {
  it('shows and reads dates in the studio’s zone on the customer’s and the staff’s screens', async () => {
    const apiCall = <T>(token: string | null, method: string, path: string, body?: unknown) =>
      callPortalApi<T>(app.portal.url, token, method, path, body);
    expect(await apiCall(null, 'GET', '/api/business-time')).toEqual({
      timeZone: studioZone,
      maxRepeatWeeks: 12,
      maxReportMonths: 36,
    });
    const { adminToken, customer } = await studio();
    await apiCall(adminToken, 'POST', `/api/customers/${customer._id}/invite`);

    // Carol asks for 9:30 pm, New York time, ten days from now.
    const day = new Date(Date.now() + 10 * 24 * 3600_000).toISOString().slice(0, 10);
    const wallClock = `${day}T21:30`;
    const phone = await app.newPage({
      ...browserInSingapore,
      viewport: { width: 390, height: 844 },
    });
    await setPasswordFromWelcomeLink(
      phone,
      await welcomeLinkMailedTo(app.portal.mailbox, carol.email),
      password,
    );
    const form = phone.getByRole('region', { name: 'Request a session' });
    await form.getByLabel('Date and time (New York time)').fill(wallClock);
    await form.getByRole('button', { name: 'Request session' }).click();
    await phone
      .getByRole('region', { name: 'Your session requests' })
      .getByText('Waiting for your trainer')
      .waitFor();

    const [{ dateOfTraining: requested }] = await apiCall<[{ dateOfTraining: string }]>(
      adminToken,
      'GET',
      '/api/booking-requests',
    );
    expect(wallClockIn(studioZone)(requested).replace(' ', 'T')).toBe(wallClock);
    expect(wallClockIn('Asia/Singapore')(requested).replace(' ', 'T')).not.toBe(wallClock);
    const dayThere = (timeZone: string) =>
      readIn(timeZone, 'en-SG', { day: 'numeric', month: 'short', year: 'numeric' })(requested);
    expect(dayThere(studioZone)).not.toBe(dayThere('Asia/Singapore'));

    // The customer's list of requests shows New York's day and hour.
    const ownRequests = phone.getByRole('region', { name: 'Your session requests' });
    await expect.poll(() => ownRequests.textContent()).toContain(dayThere(studioZone));
    expect(await ownRequests.textContent()).toMatch(/9:30\s?pm/i);

    // Alice, also in a Singapore browser, sees the request at New York's date and hour.
    const desk = await app.newPage(browserInSingapore);
    await desk.setViewportSize({ width: 1366, height: 1200 });
    await logIn(desk, alice);
    await desk.goto('/trainings');
    const request = desk
      .getByRole('region', { name: 'Requests' })
      .getByRole('listitem')
      .filter({ hasText: carol.name });
    await request.waitFor();
    await expect.poll(() => request.textContent()).toContain(dayThere(studioZone));
    expect(await request.textContent()).toMatch(/9:30\s?pm/i);

    // The customers table dates Carol's joining by New York's calendar.
    await desk.goto('/customers');
    const joined = readIn(studioZone, 'en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    await desk
      .getByRole('row')
      .filter({ hasText: carol.email })
      .getByText(joined(customer.dateJoined))
      .waitFor();
  });

  it('draws the staff calendar on the studio’s days and hours and books a clicked slot at the studio’s time', async () => {
    const { adminToken, customer } = await studio();
    const apiCall = <T>(method: string, path: string, body?: unknown) =>
      callPortalApi<T>(app.portal.url, adminToken, method, path, body);
    const newYork = wallClockIn(studioZone);
    // Tomorrow in New York; 20:00 there is already the day after in Singapore.
    const day = newYork(new Date(Date.now() + 24 * 3600_000).toISOString()).slice(0, 10);
    const atNewYork = (clock: string) =>
      ['-05:00', '-04:00']
        .map((offset) => new Date(`${day}T${clock}:00${offset}`).toISOString())
        .find((instant) => newYork(instant) === `${day} ${clock}`)!;
    await apiCall('POST', '/api/training', {
      customerID: customer._id,
      dateOfTraining: atNewYork('20:00'),
    });
    expect(wallClockIn('Asia/Singapore')(atNewYork('20:00')).slice(0, 10)).not.toBe(day);

    const desk = await app.newPage(browserInSingapore);
    await desk.setViewportSize({ width: 1280, height: 1600 });
    await logIn(desk, alice);
    await desk.goto('/trainings');
    await desk.getByRole('button', { name: 'Day', exact: true }).click();
    await desk.getByRole('button', { name: 'Next', exact: true }).click();
    const evening = desk.getByTitle(`20:00 – 21:00: ${carol.name} (scheduled)`);
    await evening.waitFor();
    expect(await desk.locator('.rbc-toolbar-label').textContent()).toContain(day.slice(8));

    // Clicking the 07:00 slot offers 07:00 New York time and books it.
    await clickSlot(desk, desk.locator('.rbc-day-slot .rbc-timeslot-group').nth(7 - 6));
    const dialog = desk.getByRole('dialog', { name: 'Schedule Training' });
    expect(await dialog.getByLabel('Date and time').inputValue()).toBe(`${day}T07:00`);
    await chooseByTyping(dialog, 'Customer', carol.name);
    await dialog.getByRole('button', { name: 'Schedule Training' }).click();
    await desk.getByText('Success! Training has been scheduled.').waitFor();
    await desk.getByTitle(`07:00 – 08:00: ${carol.name} (scheduled)`).waitFor();
    const trainings = await apiCall<Array<{ dateOfTraining: string }>>('GET', '/api/training');
    expect(trainings.map((training) => training.dateOfTraining)).toContain(atNewYork('07:00'));
  });
});

/**
 * Clicks an empty calendar slot the way a person does: the calendar listens for the mouse on the
 * whole day column (its events layer lies above the slots), so press where the slot is.
 */
async function clickSlot(page: Page, slot: ReturnType<Page['locator']>): Promise<void> {
  await slot.scrollIntoViewIfNeeded();
  const box = (await slot.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
