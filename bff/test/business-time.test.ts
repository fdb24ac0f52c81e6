import { afterEach, describe, expect, it } from 'vitest';
import { startBff, type RunningBff } from './support/bff.js';
import { call } from './support/client.js';

let bff: RunningBff | undefined;

afterEach(async () => {
  await bff?.close();
  bff = undefined;
});

describe('GET /api/business-time', () => {
  it('tells a signed-out visitor the zone the services count days in and the shared limits', async () => {
    bff = await startBff({ BUSINESS_TIME_ZONE: 'America/New_York' });
    const answer = await call(bff.url, '/api/business-time');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      timeZone: 'America/New_York',
      maxRepeatWeeks: 12,
      maxReportMonths: 36,
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('answers the services’ default zone when none is configured', async () => {
    bff = await startBff();
    const answer = await call(bff.url, '/api/business-time');
    expect(answer.body).toMatchObject({ timeZone: 'Asia/Singapore' });
  });

  it('refuses to start with a zone that does not exist, naming the setting', async () => {
    await expect(startBff({ BUSINESS_TIME_ZONE: 'Mars/Olympus_Mons' })).rejects.toThrow(
      /BUSINESS_TIME_ZONE must be an IANA time zone/,
    );
  });
});
