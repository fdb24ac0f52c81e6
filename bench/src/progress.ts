import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { BrowserContext } from 'playwright-core';
import { phonePhoto } from '@studio/customer-service/testing/phone-photo';
import { multipartForm } from '@studio/service-kit/testing/multipart-form';
import type { ApiClient } from '@studio/system-tests/api-client';
import type { PortalSettings } from '@studio/system-tests/portal-settings';
import { signedInCustomer } from '@studio/system-tests/signed-in-customer';
import type { Staff, StaffMember } from '@studio/system-tests/staff';
import { StudioData } from '@studio/system-tests/studio-data';
import { browserUnavailable, median, withBrowserOnEdge } from './browser-on-edge.js';
import { residentMegabytes } from './process-usage.js';
import { round1 } from './round.js';

// Runs in the page: the bench compiles without the DOM library, so what it uses is declared here.
interface PageImage {
  complete: boolean;
  naturalWidth: number;
}
interface PageElement {
  scrollIntoView(): void;
  querySelectorAll(selector: string): ArrayLike<PageImage>;
}
declare const document: { querySelector(selector: string): PageElement | null };
declare function requestAnimationFrame(callback: () => void): number;
interface PageResource {
  name: string;
  startTime: number;
  responseEnd: number;
}

/** Where one visit's time went, in ms from navigation: what the first chart and photos wait for. */
export interface ProgressPageWaterfall {
  /** The page's API calls sent (the measurements' request), after /me's code ran and rendered. */
  apiCallsSent: number;
  measurementsArrived: number;
  photosListArrived: number;
  /** The first thumbnail asked for. */
  thumbnailsAsked: number;
}

/** Issue 30's figures: a customer's progress page and photo uploads. */
export interface ProgressFigures {
  entries: number;
  photos: number;
  uploads: {
    count: number;
    photoMegabytes: number;
    p50Ms: number;
    p99Ms: number;
    /** RSS of the customer service after the first 10 uploads (warm) and after all of them. */
    rssMegabytes: { start: number; afterWarmUp: number; end: number; highest: number };
  };
  thumbnailKilobytesLargest: number;
  page:
    | {
        runs: number;
        chartMs: number;
        chartMsEach: number[];
        thumbnailsMs: number;
        thumbnailsMsEach: number[];
        waterfallEach: ProgressPageWaterfall[];
      }
    | { skipped: string };
}

const poses = ['front', 'side', 'back'] as const;
const warmUpUploads = 10;
const dayMs = 24 * 3_600_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
};

/** Three years of weekly entries for the customer, written straight into the database. */
async function seedWeeklyEntries(db: pg.Client, customerId: string): Promise<number> {
  const result = await db.query(
    `INSERT INTO customer.measurements (id, entry_id, customer_id, version, is_current,
       measured_on, weight_kg, body_fat_pct, waist_cm, recorded_by_id, recorded_by_role, recorded_at)
     SELECT gen_random_uuid(), gen_random_uuid(), $1, 1, true, current_date - n * 7,
            round((78 + 8 * n / 155.0 + random() - 0.5)::numeric, 1),
            round((22 + 6 * n / 155.0)::numeric, 1), round((86 + 10 * n / 155.0)::numeric, 1),
            'bench', 'trainer', now()
       FROM generate_series(0, 155) AS n`,
    [customerId],
  );
  return result.rowCount ?? 0;
}

/** The customer's page in Chromium on a phone: navigation → first chart drawn, first photos shown. */
async function timeProgressPage(
  context: BrowserContext,
  customer: { email: string; password: string },
  runs: number,
): Promise<{
  chartMsEach: number[];
  thumbnailsMsEach: number[];
  waterfallEach: ProgressPageWaterfall[];
}> {
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(customer.email);
  await page.getByLabel(/password/i).fill(customer.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(/\/me$/);
  const chartMsEach: number[] = [];
  const thumbnailsMsEach: number[] = [];
  const waterfallEach: ProgressPageWaterfall[] = [];
  for (let run = 0; run < runs; run += 1) {
    await page.goto('about:blank');
    await page.goto('/me', { waitUntil: 'commit' });
    const shown = await page.evaluate(
      () =>
        new Promise<{ chart: number; thumbnails: number; waterfall: ProgressPageWaterfall }>(
          (resolve, reject) => {
            let chart = 0;
            let thumbnails = 0;
            const check = () => {
              const now = performance.now();
              if (!chart && document.querySelector('.progress-panel .ui-chart canvas')) chart = now;
              const firstRow = document.querySelector('.progress-photo-row');
              if (firstRow && !thumbnails) {
                // Scrolled to as a person would (older dates' thumbnails load as they come near).
                firstRow.scrollIntoView();
                const images = Array.from(firstRow.querySelectorAll('img'));
                if (
                  images.length > 0 &&
                  images.every((image) => image.complete && image.naturalWidth > 0)
                )
                  thumbnails = now;
              }
              if (chart && thumbnails) {
                const resources = performance.getEntriesByType(
                  'resource',
                ) as unknown as PageResource[];
                const call = (path: string) => resources.find((entry) => entry.name.endsWith(path));
                const thumbs = resources.filter((entry) => entry.name.endsWith('/thumb'));
                resolve({
                  chart,
                  thumbnails,
                  waterfall: {
                    apiCallsSent: call('/api/me/measurements')?.startTime ?? -1,
                    measurementsArrived: call('/api/me/measurements')?.responseEnd ?? -1,
                    photosListArrived: call('/api/me/photos')?.responseEnd ?? -1,
                    thumbnailsAsked: Math.min(...thumbs.map((entry) => entry.startTime)),
                  },
                });
              } else if (now > 60_000)
                reject(new Error('the progress page did not show within 60 s'));
              else requestAnimationFrame(check);
            };
            check();
          },
        ),
    );
    chartMsEach.push(round1(shown.chart));
    thumbnailsMsEach.push(round1(shown.thumbnails));
    waterfallEach.push({
      apiCallsSent: round1(shown.waterfall.apiCallsSent),
      measurementsArrived: round1(shown.waterfall.measurementsArrived),
      photosListArrived: round1(shown.waterfall.photosListArrived),
      thumbnailsAsked: round1(shown.waterfall.thumbnailsAsked),
    });
  }
  return { chartMsEach, thumbnailsMsEach, waterfallEach };
}

/**
 * A customer with three years of weekly entries and 150 photos: 50 phone photos (6 MB JPEGs with
 * EXIF and GPS, made here) uploaded one at a time through the BFF, each timed until stored and
 * thumbnailed, the customer service's RSS read around them; 100 more copied in SQL; then their
 * /me in Chromium at 390 × 844, `runs` times.
 */
export async function measureProgress(options: {
  api: ApiClient;
  settings: PortalSettings;
  bffUrl: string;
  customerPid: number;
  trainer: StaffMember;
  admin: StaffMember;
  uploads: number;
  runs: number;
}): Promise<ProgressFigures> {
  const data = new StudioData(options.api, { admin: options.admin } as Staff);
  const customer = await signedInCustomer(options.api, options.settings, data, options.trainer);
  const db = new pg.Client({ connectionString: options.settings.databaseUrl });
  await db.connect();
  try {
    const entries = await seedWeeklyEntries(db, customer.customerId);
    const photos = await Promise.all([0, 1, 2, 3, 4].map(() => phonePhoto()));
    const durations: number[] = [];
    const rss = {
      start: await residentMegabytes(options.customerPid),
      afterWarmUp: 0,
      end: 0,
      highest: 0,
    };
    for (let upload = 0; upload < options.uploads; upload += 1) {
      const form = await multipartForm({
        file: {
          bytes: photos[upload % photos.length]!,
          name: `IMG_${upload}.jpg`,
          type: 'image/jpeg',
        },
        pose: poses[upload % poses.length]!,
        date: isoDay(Date.now() - Math.floor(upload / poses.length) * 7 * dayMs),
      });
      const started = performance.now();
      const answer = await options.api.call(
        'POST',
        `/api/customers/${customer.customerId}/photos`,
        {
          token: options.admin.token,
          rawBody: form.body,
          contentType: form.contentType,
          timeoutMs: 60_000,
        },
      );
      durations.push(performance.now() - started);
      if (answer.status !== 201)
        throw new Error(
          `uploading photo ${upload + 1} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
        );
      const now = await residentMegabytes(options.customerPid);
      rss.highest = Math.max(rss.highest, now);
      if (upload + 1 === warmUpUploads) rss.afterWarmUp = now;
    }
    rss.end = await residentMegabytes(options.customerPid);
    await db.query(
      `INSERT INTO customer.progress_photos
         (id, customer_id, taken_on, pose, image, thumb, uploaded_by_id, uploaded_by_role, created_at)
       SELECT gen_random_uuid(), customer_id, taken_on - k * 400, pose, image, thumb,
              uploaded_by_id, uploaded_by_role, created_at
         FROM customer.progress_photos, generate_series(1, 2) AS k WHERE customer_id = $1`,
      [customer.customerId],
    );
    const stored = await db.query<{ photos: string; largest: number }>(
      `SELECT count(*) AS photos, max(octet_length(thumb)) AS largest
         FROM customer.progress_photos WHERE customer_id = $1`,
      [customer.customerId],
    );
    const unavailable = browserUnavailable();
    const page = unavailable
      ? { skipped: unavailable }
      : await withBrowserOnEdge(
          {
            bffUrl: options.bffUrl,
            edgePort: options.settings.ports.edge,
            viewport: { width: 390, height: 844 },
          },
          async (context) => {
            const timed = await timeProgressPage(context, customer, options.runs);
            return {
              runs: options.runs,
              chartMs: round1(median(timed.chartMsEach)),
              chartMsEach: timed.chartMsEach,
              thumbnailsMs: round1(median(timed.thumbnailsMsEach)),
              thumbnailsMsEach: timed.thumbnailsMsEach,
              waterfallEach: timed.waterfallEach,
            };
          },
        );
    return {
      entries,
      photos: Number(stored.rows[0]!.photos),
      uploads: {
        count: options.uploads,
        photoMegabytes: round1(photos[0]!.length / 1_000_000),
        p50Ms: round1(percentile(durations, 0.5)),
        p99Ms: round1(percentile(durations, 0.99)),
        rssMegabytes: {
          start: round1(rss.start),
          afterWarmUp: round1(rss.afterWarmUp),
          end: round1(rss.end),
          highest: round1(rss.highest),
        },
      },
      thumbnailKilobytesLargest: round1(stored.rows[0]!.largest / 1024),
      page,
    };
  } finally {
    await db.end();
  }
}
