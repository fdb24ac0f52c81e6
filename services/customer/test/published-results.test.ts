import { multipartForm } from '@studio/service-kit/testing/multipart-form';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { consentWithdrawnMessage, photoConsentWording } from '@studio/contracts/published-results';
import { identityHeaders, selectCustomerRows, validCustomer } from './customer-test-app.js';
import { useProgressApp } from './progress-test-app.js';

const progress = useProgressApp();
const { admin, clock, customerHeaders } = progress;
let customerId: string;
let neighbourId: string;

/** A photo of the customer on a date (a plain-coloured PNG is enough here). */
async function photoOf(id: string, date: string, colour: string): Promise<string> {
  const png = await sharp({ create: { width: 600, height: 800, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const { body, contentType } = await multipartForm({
    file: { bytes: png, name: 'p.png', type: 'image/png' },
    pose: 'front',
    date,
  });
  const answer = await progress.app.inject({
    method: 'POST',
    url: '/api/me/photos',
    headers: { ...(await customerHeaders(id)), 'content-type': contentType },
    payload: body,
  });
  return answer.json()._id;
}

beforeAll(async () => {
  customerId = await progress.addCustomer('pat@example.com');
  neighbourId = await progress.addCustomer('nell@example.com');
});

const json = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: Record<string, unknown>,
) => progress.app.inject({ method, url, headers, payload });

describe('a pair of photos on the home page', () => {
  it('is allowed by the customer, published by an admin, public, and gone once consent is withdrawn', async () => {
    const before = await photoOf(customerId, '2026-01-05', '#884422');
    const after = await photoOf(customerId, '2026-03-01', '#224488');
    const customer = await customerHeaders(customerId);
    const granted = await json('POST', '/api/me/photo-consents', customer, {
      beforePhotoId: before,
      afterPhotoId: after,
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const consent = granted.json();
    expect(consent).toMatchObject({
      beforePhoto: { _id: before, date: '2026-01-05' },
      afterPhoto: { _id: after, date: '2026-03-01' },
      wordingVersion: photoConsentWording.version,
      withdrawnAt: null,
      publication: null,
    });
    const again = await json('POST', '/api/me/photo-consents', customer, {
      beforePhotoId: before,
      afterPhotoId: after,
    });
    expect(again.statusCode).toBe(409);

    const adminHeaders = await identityHeaders(admin);
    const listed = await json('GET', '/api/photo-consents', adminHeaders);
    expect(listed.json().items).toEqual([
      expect.objectContaining({
        _id: consent._id,
        customer: { _id: customerId, name: validCustomer.name },
      }),
    ]);
    const published = await json(
      'PUT',
      `/api/photo-consents/${consent._id}/publication`,
      adminHeaders,
      {
        caption: '12 weeks: <strong> & steady',
      },
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().publication).toMatchObject({ caption: '12 weeks: <strong> & steady' });

    const gallery = await json('GET', '/api/published-results', {});
    expect(gallery.headers['cache-control']).toBe('public, max-age=60');
    const [result] = gallery.json().items;
    expect(result).toMatchObject({
      caption: '12 weeks: <strong> & steady',
      width: 800,
      height: 600,
    });
    const picture = await progress.app.inject({ method: 'GET', url: result.variants[1].url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toBe('public, max-age=60');
    const drawn = await sharp(picture.rawPayload).metadata();
    expect([drawn.width, drawn.height]).toEqual([800, 600]);
    // Before on the left, after on the right.
    const { data } = await sharp(picture.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixelAt = (x: number) => [...data.subarray((300 * 800 + x) * 3, (300 * 800 + x) * 3 + 3)];
    expect(pixelAt(200)[0]).toBeGreaterThan(pixelAt(200)[2]!);
    expect(pixelAt(600)[2]).toBeGreaterThan(pixelAt(600)[0]!);

    const fragment = await progress.app.inject({
      method: 'GET',
      url: '/api/published-results/gallery',
    });
    expect(fragment.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(fragment.body).toContain(
      '<figcaption>12 weeks: &lt;strong&gt; &amp; steady</figcaption>',
    );
    expect(fragment.body).toContain(`src="${result.variants[1].url}"`);
    expect(fragment.body).not.toContain('<strong>');

    const withdrawn = await json('DELETE', `/api/me/photo-consents/${consent._id}`, customer);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      withdrawnAt: clock.now().toISOString(),
      publication: null,
    });
    expect((await json('GET', '/api/published-results', {})).json().items).toEqual([]);
    expect(
      (await progress.app.inject({ method: 'GET', url: result.variants[1].url })).statusCode,
    ).toBe(404);
    const stored = await selectCustomerRows(
      progress.databaseUrl,
      'SELECT id FROM published_results',
    );
    expect(stored).toEqual([]);
    const republish = await json(
      'PUT',
      `/api/photo-consents/${consent._id}/publication`,
      adminHeaders,
      {
        caption: 'again',
      },
    );
    expect(republish.statusCode).toBe(409);
    expect(republish.json().error).toBe(consentWithdrawnMessage);
    expect(
      (await json('GET', '/api/me/photo-consents', customer)).json().items[0].withdrawnAt,
    ).not.toBeNull();
    const audit = await selectCustomerRows<{ action: string }>(
      progress.databaseUrl,
      `SELECT action FROM audit_entries WHERE action LIKE 'photo-consent.%' OR action LIKE 'result.%' ORDER BY created_at`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      'photo-consent.grant',
      'result.publish',
      'photo-consent.withdraw',
    ]);
  });

  it('must be two of the customer’s own photos, the before one earlier', async () => {
    const customer = await customerHeaders(customerId);
    const early = await photoOf(customerId, '2026-01-10', '#aaaaaa');
    const late = await photoOf(customerId, '2026-02-10', '#bbbbbb');
    const foreign = await photoOf(neighbourId, '2026-02-11', '#cccccc');
    const ask = (beforePhotoId: string, afterPhotoId: string) =>
      json('POST', '/api/me/photo-consents', customer, { beforePhotoId, afterPhotoId });
    expect((await ask(late, early)).statusCode).toBe(400);
    expect((await ask(early, early)).statusCode).toBe(400);
    expect((await ask(early, foreign)).statusCode).toBe(404);
    const neighbourWithdraws = await json(
      'DELETE',
      `/api/me/photo-consents/${(await ask(early, late)).json()._id}`,
      await customerHeaders(neighbourId),
    );
    expect(neighbourWithdraws.statusCode).toBe(404);
  });
});
