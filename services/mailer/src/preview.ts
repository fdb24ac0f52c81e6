import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { EmailJob } from '@studio/contracts/mail';
import { defaultStudioSettings } from '@studio/contracts/settings';
import { defaultBusinessTimeZone as timeZone } from '@studio/service-kit/config';
import { renderEmailJob } from './templates/render-template.js';

/**
 * Development preview: `npm run mail:preview --workspace @studio/mailer [-- <directory>]` writes
 * each template as `<kind>.html` and `<kind>.txt` (default `.data/mail-preview`) to open in a
 * browser or a phone-sized window.
 */
const studio = {
  name: defaultStudioSettings.studioName,
  address: defaultStudioSettings.address,
  phone: defaultStudioSettings.phone,
};
const unsubscribe = {
  pageUrl: 'http://localhost:3000/unsubscribe/preview-token',
  oneClickUrl: 'http://localhost:3000/api/unsubscribe/preview-token',
};

const samples: EmailJob[] = [
  {
    to: 'casey@example.com',
    studio,
    template: {
      kind: 'customer-invite',
      customerName: 'Casey Lim',
      link: 'http://localhost:3000/welcome/preview-token',
      validHours: 72,
    },
  },
  {
    to: 'tina@example.com',
    studio,
    template: {
      kind: 'reset-password',
      name: 'Tina Tan',
      link: 'http://localhost:3000/reset-password/preview-token',
      validMinutes: 30,
    },
  },
  {
    to: 'tina@example.com',
    studio,
    template: {
      kind: 'sign-in-throttled',
      name: 'Tina Tan',
      link: 'http://localhost:3000/reset-password/preview-token',
      validMinutes: 30,
    },
  },
  {
    to: 'casey@example.com',
    studio,
    unsubscribe,
    template: {
      kind: 'session-reminder',
      customerName: 'Casey Lim',
      trainerName: 'Tina Tan',
      startsAt: '2026-12-01T10:30:00.000Z',
      timeZone,
    },
  },
  {
    to: 'casey@example.com',
    studio,
    unsubscribe,
    template: { kind: 'low-balance-customer', customerName: 'Casey Lim', sessionsLeft: 2 },
  },
  {
    to: 'casey@example.com',
    studio,
    template: {
      kind: 'payment-receipt',
      customerName: 'Casey Lim',
      amountPaid: 900,
      sessions: 10,
      paidAt: '2026-12-01T04:15:00.000Z',
      expiresOn: '2027-05-30',
      balance: 12,
      reference: 'CASEY-LIM-3F9A2C',
      timeZone,
    },
  },
  {
    to: 'casey@example.com',
    studio,
    unsubscribe,
    template: {
      kind: 'package-expiry-notice',
      customerName: 'Casey Lim',
      sessionsLeft: 3,
      expiresOn: '2027-05-30',
    },
  },
  {
    to: 'casey@example.com',
    studio,
    template: {
      kind: 'self-booking-customer',
      change: 'rescheduled',
      customerName: 'Casey Lim',
      trainerName: 'Tina Tan',
      startsAt: '2026-12-03T01:00:00.000Z',
      previousStartsAt: '2026-12-01T10:30:00.000Z',
      timeZone,
    },
  },
  {
    to: 'visitor@example.com',
    studio,
    template: {
      kind: 'trial',
      change: 'held',
      visitorName: 'Vera Visitor',
      trainerName: 'Tina Tan',
      startsAt: '2026-12-03T01:00:00.000Z',
      timeZone,
      amount: 100,
      reference: 'VERAVISITOR-7KQ2XPMA',
      holdExpiresAt: '2026-12-01T02:20:00.000Z',
    },
  },
  {
    to: 'tina@example.com',
    studio,
    template: {
      kind: 'self-booking-trainer',
      change: 'booked',
      trainerName: 'Tina Tan',
      customerName: 'Casey Lim',
      startsAt: '2026-12-03T01:00:00.000Z',
      timeZone,
      calendarLink: 'http://localhost:3000/trainings',
    },
  },
  {
    to: 'tina@example.com',
    studio,
    template: {
      kind: 'low-balance-trainer',
      trainerName: 'Tina Tan',
      customerName: 'Casey Lim',
      sessionsLeft: 2,
    },
  },
  {
    to: 'admin@example.com',
    studio,
    template: {
      kind: 'staff-approval-request',
      adminName: 'Ada Admin',
      trainerName: 'Tom Trainer',
      trainerEmail: 'tom@example.com',
      trainersLink: 'http://localhost:3000/trainers',
    },
  },
  {
    to: 'tom@example.com',
    studio,
    template: {
      kind: 'staff-account-approved',
      name: 'Tom Trainer',
      loginLink: 'http://localhost:3000/login',
    },
  },
  {
    to: 'tina@example.com',
    studio,
    template: {
      kind: 'late-cancel-trainer',
      trainerName: 'Tina Tan',
      customerName: 'Casey Lim',
      startsAt: '2026-12-01T10:30:00.000Z',
      timeZone,
      charged: true,
      calendarLink: 'http://localhost:3000/trainings',
    },
  },
  {
    to: 'casey@example.com',
    studio,
    template: {
      kind: 'booking-request-accepted',
      customerName: 'Casey Lim',
      trainerName: 'Tina Tan',
      startsAt: '2026-12-03T01:00:00.000Z',
      timeZone,
    },
  },
  {
    to: 'casey@example.com',
    studio,
    template: {
      kind: 'booking-request-declined',
      customerName: 'Casey Lim',
      trainerName: 'Tina Tan',
      startsAt: '2026-12-03T01:00:00.000Z',
      timeZone,
      message: 'I am away that week; how about the Monday after?',
    },
  },
];

const directory = resolve(process.argv[2] ?? '.data/mail-preview');
await mkdir(directory, { recursive: true });
for (const sample of samples) {
  const rendered = renderEmailJob(sample);
  await writeFile(resolve(directory, `${sample.template.kind}.html`), rendered.html);
  await writeFile(
    resolve(directory, `${sample.template.kind}.txt`),
    `Subject: ${rendered.subject}\n\n${rendered.text}`,
  );
}
console.log(`Wrote ${samples.length} mail previews to ${directory}`);
