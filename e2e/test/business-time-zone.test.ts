import { describe, expect, it } from 'vitest';
import { setPasswordFromWelcomeLink, welcomeLinkMailedTo } from '../src/customer-account.js';
import { callPortalApi } from '../src/portal-api.js';
import { carolCustomer, seedStudio } from '../src/seed-studio.js';
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
    const { adminToken, customer } = await seedStudio(app.portal.url, { admin, trainer: alice });
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
});
