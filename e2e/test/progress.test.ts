import { phonePhoto } from '@studio/customer-service/testing/phone-photo';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setPasswordFromWelcomeLink, welcomeLinkMailedTo } from '../src/customer-account.js';
import { logIn } from '../src/staff.js';
import { atStudioTime, studioDate } from '../src/studio-dates.js';
import { usePortal } from '../src/use-portal.js';

// Issue 30, on a phone: a trainer records a measurement from a session's dialog and uploads three
// photos; the customer sees the chart and the photos in /me, adds their own weight and allows one
// pair; the admin publishes it and it is in the prerendered home page; once the consent is
// withdrawn it is gone from the next home page. Nobody else reaches the photos.

const app = usePortal();
const phone = { viewport: { width: 390, height: 844 } };

const admin = { name: 'Ada Admin', email: 'ada.admin@example.com', password: 'admin password 123' };
const tara = { name: 'Tara Trainer', email: 'tara@example.com', password: 'tara password 123' };
const casey = { name: 'Casey Lim', email: 'casey.lim@example.com', password: 'casey password 123' };
const nell = { name: 'Nell Tan', email: 'nell.tan@example.com', password: 'nell password 123' };
const caption = 'Twelve weeks of steady work';

// Days are the studio's: the calendar, the photos and the measurements all count them there.
const today = studioDate();
const eightWeeksAgo = studioDate(new Date(Date.now() - 56 * 24 * 3_600_000));
const shortDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

let customerSerial = 0;
/** A customer of the trainer (set up through the API), invited, with their password set. */
async function signedInCustomer(
  trainerPage: Page,
  person: typeof casey,
): Promise<{ id: string; page: Page }> {
  customerSerial += 1;
  const { _id: id } = await app.api<{ _id: string }>(trainerPage, 'POST', '/api/customers', {
    name: person.name,
    email: person.email,
    phone: `9123456${customerSerial}`,
    dateOfBirth: '1990-05-17',
    ic: `S123456${customerSerial}D`,
    sex: 'Female',
  });
  await app.api(trainerPage, 'POST', `/api/customers/${id}/invite`);
  const page = await app.newPage(phone);
  await setPasswordFromWelcomeLink(
    page,
    await welcomeLinkMailedTo(app.portal.mailbox, person.email),
    person.password,
  );
  return { id, page };
}

/** Whether an image element on the page has loaded a picture. */
const loaded = (page: Page, name: string) =>
  page.getByRole('img', { name }).evaluate((image: HTMLImageElement) => image.naturalWidth > 0);

describe("a customer's progress", () => {
  it('is recorded after a session, charted in /me, and one allowed pair shown on the home page until withdrawn', async () => {
    const adminPage = await app.newPage(phone);
    await app.api(adminPage, 'POST', '/api/register', { ...admin, role: 'admin' });
    await app.api(adminPage, 'POST', '/api/admin/users', { ...tara, role: 'trainer' });
    await logIn(adminPage, admin);
    const taraPage = await app.newPage(phone);
    await logIn(taraPage, tara);
    const customer = await signedInCustomer(taraPage, casey);
    const neighbour = await signedInCustomer(taraPage, nell);

    // Set up through the API: a session today at noon, and where Casey started eight weeks ago.
    const noon = atStudioTime(today, '12:00');
    await app.api(taraPage, 'POST', '/api/training', {
      customerID: customer.id,
      dateOfTraining: noon.toISOString(),
    });
    await app.api(taraPage, 'POST', `/api/customers/${customer.id}/measurements`, {
      date: eightWeeksAgo,
      weightKg: 84.6,
      waistCm: 94,
    });
    const earlier = await taraPage.request.post(`/api/customers/${customer.id}/photos`, {
      headers: { 'X-Requested-With': 'studio-web', Origin: app.portal.url },
      multipart: {
        pose: 'front',
        date: eightWeeksAgo,
        file: {
          name: 'before.jpg',
          mimeType: 'image/jpeg',
          buffer: await phonePhoto({ width: 1200, height: 1600 }),
        },
      },
    });
    expect(earlier.status()).toBe(201);

    // Tara opens the session on the calendar, records a measurement and uploads three photos.
    await taraPage.goto('/trainings');
    await taraPage.getByRole('button', { name: 'Day', exact: true }).click();
    await taraPage.locator('.rbc-event', { hasText: casey.name }).click();
    const session = taraPage.getByRole('dialog', { name: 'Edit Training' });
    await session.getByRole('button', { name: 'Progress' }).click();
    const progress = taraPage.getByRole('dialog', { name: `Progress: ${casey.name}` });
    await progress.getByLabel('Weight (kg)').fill('81.2');
    await progress.getByLabel('Waist (cm)').fill('90.5');
    await progress.getByLabel('Note').fill('After the session');
    await progress.getByRole('button', { name: 'Save measurement' }).click();
    await progress.getByText('Measurement saved.').waitFor();
    await progress.getByText(/Weight: 81.2 kg, −3.4 kg since/).waitFor();
    for (const pose of ['Front', 'Side', 'Back']) {
      await progress.getByRole('radio', { name: pose }).check();
      await progress.getByLabel('Photo', { exact: true }).setInputFiles({
        name: `${pose}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await phonePhoto({ width: 1200, height: 1600 }),
      });
      await progress.getByRole('button', { name: 'Upload photo' }).click();
      await progress.getByText(`${pose} photo uploaded.`).waitFor();
    }
    await progress.getByRole('img', { name: `Back photo, ${shortDate(today)}` }).waitFor();

    // Casey sees the chart and the photos in /me, and adds their own weight.
    const me = customer.page;
    await me.goto('/me');
    const mine = me.getByRole('region', { name: 'My progress' });
    await mine.getByText(/Weight: 81.2 kg/).waitFor();
    await mine.locator('.ui-chart canvas').first().waitFor();
    for (const pose of ['Front', 'Side', 'Back'])
      await expect.poll(() => loaded(me, `${pose} photo, ${shortDate(today)}`)).toBe(true);
    await mine.getByLabel('Weight (kg)').fill('80.9');
    await mine.getByRole('button', { name: 'Save my weight' }).click();
    await mine.getByText(/Weight: 80.9 kg, −3.7 kg since/).waitFor();
    expect(await me.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );

    // Casey allows the front pair: eight weeks ago and today.
    await mine
      .getByLabel('Before photo')
      .selectOption({ label: `${shortDate(eightWeeksAgo)} · Front` });
    await mine.getByLabel('After photo').selectOption({ label: `${shortDate(today)} · Front` });
    await mine
      .getByRole('checkbox', { name: /I allow the studio to show these two photos/ })
      .check();
    await mine.getByRole('button', { name: 'Allow this pair' }).click();
    const allowed = mine.getByRole('list', { name: 'Pairs you allowed' }).getByRole('listitem');
    await allowed.getByText('Allowed; not on the website yet').waitFor();

    // The admin publishes it with a caption; the home page's HTML carries it.
    await adminPage.goto('/settings');
    const results = adminPage.getByRole('region', { name: 'Results on the home page' });
    await results.getByLabel(`Caption for ${casey.name}'s pair`).fill(caption);
    await results.getByRole('button', { name: 'Publish' }).click();
    await results.getByRole('button', { name: 'Take off the home page' }).waitFor();

    const visitor = await app.newPage(phone);
    const homeHtml = await (await visitor.request.get('/')).text();
    expect(homeHtml).toContain(`<figcaption>${caption}</figcaption>`);
    await visitor.goto('/');
    const tile = visitor.getByRole('figure').filter({ hasText: caption });
    await tile.scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(visitor, `Before and after: ${caption}`)).toBe(true);
    // Still 14 tiles: the published pair took the first place.
    expect(await visitor.locator('.pub-gallery > li:visible').count()).toBe(14);
    const pictureUrl = await visitor
      .getByRole('img', { name: `Before and after: ${caption}` })
      .getAttribute('src');
    await me.reload();
    await allowed.getByText(`On the website: “${caption}”`).waitFor();

    // Nobody else reaches Casey's photos: not another customer (404), not without a session (401).
    const { items: photos } = await app.api<{ items: { url: string; thumbUrl: string }[] }>(
      me,
      'GET',
      '/api/me/photos',
    );
    for (const photo of photos) {
      for (const url of [photo.url, photo.thumbUrl]) {
        expect((await neighbour.page.request.get(url)).status()).toBe(404);
        expect((await visitor.request.get(url)).status()).toBe(401);
        const own = await me.request.get(url);
        expect(own.status()).toBe(200);
        expect(own.headers()['cache-control']).toBe('private, no-store');
      }
    }

    // Casey withdraws: the next home page has the studio's own pictures only.
    await allowed.getByRole('button', { name: 'Withdraw' }).click();
    await allowed.getByText(/^Withdrawn on /).waitFor();
    expect(await (await visitor.request.get('/')).text()).not.toContain(caption);
    expect((await visitor.request.get(pictureUrl!)).status()).toBe(404);
    await visitor.goto('/');
    await visitor.getByRole('heading', { name: 'Real Results' }).waitFor();
    expect(await visitor.getByText(caption).count()).toBe(0);
  });
});
