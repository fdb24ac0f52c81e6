import { multipartForm } from '@studio/service-kit/testing/multipart-form';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { phonePhoto, phonePhotoMarkers } from '../src/testing/phone-photo.js';
import { identityHeaders } from './customer-test-app.js';
import { useProgressApp } from './progress-test-app.js';

const progress = useProgressApp();
const { trainer, otherTrainer, admin, customerHeaders } = progress;
let customerId: string;
let neighbourId: string;
let photo: Buffer;

beforeAll(async () => {
  customerId = await progress.addCustomer('pat@example.com');
  neighbourId = await progress.addCustomer('nell@example.com');
  photo = await phonePhoto();
});

const jpeg = (bytes: Buffer) => ({ bytes, name: 'IMG_0001.jpg', type: 'image/jpeg' });

async function upload(
  url: string,
  headers: Record<string, string>,
  fields: Parameters<typeof multipartForm>[0],
) {
  const { body, contentType } = await multipartForm(fields);
  return progress.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': contentType },
    payload: body,
  });
}

describe('a progress photo uploaded from a phone', () => {
  it('is stored resized and without its EXIF and GPS tags, and served privately to its people only', async () => {
    expect(photo.length).toBeGreaterThan(5_500_000);
    expect(photo.includes(Buffer.from(phonePhotoMarkers.gpsDatum))).toBe(true);
    const staff = await identityHeaders(trainer);
    const answer = await upload(`/api/customers/${customerId}/photos`, staff, {
      pose: 'front',
      date: '2026-01-05',
      file: jpeg(photo),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const created = answer.json();
    expect(created).toEqual({
      _id: expect.any(String),
      date: '2026-01-05',
      pose: 'front',
      url: `/api/photos/${created._id}`,
      thumbUrl: `/api/photos/${created._id}/thumb`,
    });

    const image = await progress.app.inject({ method: 'GET', url: created.url, headers: staff });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, no-store');
    const stored = await sharp(image.rawPayload).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 1600, 1200]);
    expect(stored.exif).toBeUndefined();
    for (const marker of Object.values(phonePhotoMarkers))
      expect(image.rawPayload.includes(Buffer.from(marker))).toBe(false);

    const thumb = await progress.app.inject({
      method: 'GET',
      url: created.thumbUrl,
      headers: staff,
    });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe('private, no-store');
    expect(thumb.rawPayload.length).toBeLessThanOrEqual(40 * 1024);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);

    const statusFor = async (headers: Record<string, string>) =>
      (await progress.app.inject({ method: 'GET', url: created.url, headers })).statusCode;
    expect(await statusFor(await identityHeaders(admin))).toBe(200);
    expect(await statusFor(await customerHeaders(customerId))).toBe(200);
    expect(await statusFor(await identityHeaders(otherTrainer))).toBe(404);
    expect(await statusFor(await customerHeaders(neighbourId))).toBe(404);
    expect(await statusFor({})).toBe(401);
  });

  it("is uploaded by the customer too, and listed newest first for them and their trainer, never for another's", async () => {
    const customer = await customerHeaders(customerId);
    for (const pose of ['back', 'side', 'front']) {
      const png = await sharp({
        create: { width: 600, height: 800, channels: 3, background: '#8899aa' },
      })
        .png()
        .toBuffer();
      const answer = await upload('/api/me/photos', customer, {
        file: { bytes: png, name: 'photo.png', type: 'image/png' },
        pose,
        date: '2026-03-01',
      });
      expect(answer.statusCode, answer.body).toBe(201);
    }
    const mine = await progress.app.inject({
      method: 'GET',
      url: '/api/me/photos',
      headers: customer,
    });
    expect(
      mine.json().items.map((p: { date: string; pose: string }) => `${p.date} ${p.pose}`),
    ).toEqual(['2026-03-01 front', '2026-03-01 side', '2026-03-01 back', '2026-01-05 front']);
    const theirs = await progress.app.inject({
      method: 'GET',
      url: `/api/customers/${customerId}/photos`,
      headers: await identityHeaders(trainer),
    });
    expect(theirs.json()).toEqual(mine.json());
    const foreign = await progress.app.inject({
      method: 'GET',
      url: `/api/customers/${customerId}/photos`,
      headers: await identityHeaders(otherTrainer),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it.each([
    [
      'text named like a JPEG',
      { file: jpeg(Buffer.from('not a photo at all')), pose: 'front', date: '2026-03-01' },
      400,
      'file must be a JPEG or PNG',
    ],
    [
      'a GIF',
      {
        file: {
          bytes: Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64'),
          name: 'a.jpg',
          type: 'image/jpeg',
        },
        pose: 'front',
        date: '2026-03-01',
      },
      400,
      'file must be a JPEG or PNG',
    ],
    [
      'no pose',
      { file: jpeg(Buffer.from('x')), date: '2026-03-01' },
      400,
      'Missing required field: pose',
    ],
    [
      'an unknown pose',
      { file: jpeg(Buffer.from('x')), pose: 'top', date: '2026-03-01' },
      400,
      'pose must be one of: front, side, back',
    ],
    [
      'a future date',
      { pose: 'front', date: '2026-03-11', file: jpeg(Buffer.from('x')) },
      400,
      'date must not be after today',
    ],
    ['no file', { pose: 'front', date: '2026-03-01' }, 400, 'Missing required field: file'],
    [
      'more than 10 MB',
      { pose: 'front', date: '2026-03-01', file: jpeg(Buffer.alloc(10 * 1024 * 1024 + 1)) },
      413,
      'at most 10 MB',
    ],
  ] as const)('refuses %s', async (_name, fields, status, message) => {
    const answer = await upload('/api/me/photos', await customerHeaders(customerId), fields);
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json().error).toContain(message);
  });

  it('refuses a JSON body with 415', async () => {
    const answer = await progress.app.inject({
      method: 'POST',
      url: '/api/me/photos',
      headers: await customerHeaders(customerId),
      payload: { pose: 'front', date: '2026-03-01' },
    });
    expect(answer.statusCode).toBe(415);
  });
});
