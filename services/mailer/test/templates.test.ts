import type { EmailJob } from '@studio/contracts/mail';
import { describe, expect, it } from 'vitest';
import { renderEmailJob } from '../src/templates/render-template.js';

const studio = { name: 'Harbour Fitness', address: '9 Marina Way', phone: '+65 6123 4567' };
const unsubscribeUrl = 'https://studio.example/unsubscribe/t';
const unsubscribe = {
  pageUrl: unsubscribeUrl,
  oneClickUrl: 'https://studio.example/api/unsubscribe/t',
};

const jobs: EmailJob[] = [
  {
    to: 'a@example.com',
    studio,
    template: {
      kind: 'reset-password',
      name: 'Tina',
      link: 'https://x.example/r/1',
      validMinutes: 30,
    },
  },
  {
    to: 'a@example.com',
    studio,
    unsubscribe,
    template: {
      kind: 'session-reminder',
      customerName: 'Casey',
      trainerName: 'Tina',
      startsAt: '2026-12-01T01:00:00.000Z',
      timeZone: 'Asia/Singapore',
    },
  },
  {
    to: 'a@example.com',
    studio,
    unsubscribe,
    template: { kind: 'low-balance-customer', customerName: 'Casey', sessionsLeft: 1 },
  },
  {
    to: 'a@example.com',
    studio,
    template: {
      kind: 'low-balance-trainer',
      trainerName: 'Tina',
      customerName: 'Casey',
      sessionsLeft: 0,
    },
  },
  {
    to: 'a@example.com',
    studio,
    template: {
      kind: 'staff-approval-request',
      adminName: 'Ada',
      trainerName: 'Tom',
      trainerEmail: 'tom@example.com',
      trainersLink: 'https://studio.example/trainers',
    },
  },
  {
    to: 'a@example.com',
    studio,
    template: {
      kind: 'staff-account-approved',
      name: 'Tom',
      loginLink: 'https://studio.example/login',
    },
  },
  {
    to: 'a@example.com',
    studio,
    template: {
      kind: 'late-cancel-trainer',
      trainerName: 'Tina',
      customerName: 'Casey',
      startsAt: '2026-12-01T01:00:00.000Z',
      timeZone: 'Asia/Singapore',
      charged: true,
      calendarLink: 'https://studio.example/trainings',
    },
  },
  {
    to: 'a@example.com',
    studio,
    template: {
      kind: 'booking-request-accepted',
      customerName: 'Casey',
      trainerName: 'Tina',
      startsAt: '2026-12-01T01:00:00.000Z',
      timeZone: 'Asia/Singapore',
    },
  },
  {
    to: 'a@example.com',
    studio,
    template: {
      kind: 'booking-request-declined',
      customerName: 'Casey',
      trainerName: 'Tina',
      startsAt: '2026-12-01T01:00:00.000Z',
      timeZone: 'Asia/Singapore',
      message: 'Away that week',
    },
  },
  {
    to: 'casey@example.com',
    studio,
    template: {
      kind: 'customer-invite',
      customerName: 'Casey',
      link: 'https://studio.example/welcome/token',
      validHours: 72,
    },
  },
  {
    to: 'a@example.com',
    studio,
    template: {
      kind: 'payment-receipt',
      customerName: 'Casey',
      amountPaid: 900,
      sessions: 10,
      paidAt: '2026-11-30T17:30:00.000Z',
      expiresOn: '2027-05-30',
      balance: 12,
      reference: 'CASEY-3F9A',
      timeZone: 'Asia/Singapore',
    },
  },
  {
    to: 'a@example.com',
    studio,
    unsubscribe,
    template: {
      kind: 'package-expiry-notice',
      customerName: 'Casey',
      sessionsLeft: 1,
      expiresOn: '2027-05-30',
    },
  },
  {
    to: 'a@example.com',
    studio,
    template: {
      kind: 'sign-in-throttled',
      name: 'Tina',
      link: 'https://x.example/r/2',
      validMinutes: 30,
    },
  },
  {
    to: 'a@example.com',
    studio,
    template: {
      kind: 'self-booking-customer',
      change: 'rescheduled',
      customerName: 'Casey',
      trainerName: 'Tina',
      startsAt: '2026-12-03T03:00:00.000Z',
      previousStartsAt: '2026-12-01T01:00:00.000Z',
      timeZone: 'Asia/Singapore',
    },
  },
  {
    to: 'tina@example.com',
    studio,
    template: {
      kind: 'self-booking-trainer',
      change: 'booked',
      trainerName: 'Tina',
      customerName: 'Casey',
      startsAt: '2026-12-03T03:00:00.000Z',
      timeZone: 'Asia/Singapore',
      calendarLink: 'https://studio.example/trainings',
    },
  },
  {
    to: 'vera@example.com',
    studio,
    template: {
      kind: 'trial',
      change: 'held',
      visitorName: 'Vera <b>Visitor</b>',
      trainerName: 'Tina',
      startsAt: '2026-12-03T03:00:00.000Z',
      timeZone: 'Asia/Singapore',
      amount: 100,
      reference: 'VERAVISITOR-7KQ2XPMA',
      holdExpiresAt: '2026-12-01T02:20:00.000Z',
    },
  },
];

describe.each(jobs.map((job) => [job.template.kind, job] as const))('the %s mail', (_kind, job) => {
  const mail = renderEmailJob(job);

  it('is in the studio name, in both HTML and text', () => {
    expect(mail.text).toContain('Harbour Fitness');
    expect(mail.html).toContain('Harbour Fitness');
  });

  it('fits a phone screen', () => {
    expect(mail.html).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    );
    expect(mail.html).toContain('max-width:600px');
  });

  it('carries the unsubscribe link exactly when it is a customer mail', () => {
    expect(mail.text.includes(unsubscribeUrl)).toBe(Boolean(job.unsubscribe));
    expect(mail.html.includes(unsubscribeUrl)).toBe(Boolean(job.unsubscribe));
  });
});

it('shows a reminder in the business time zone, with the trainer and the address', () => {
  const mail = renderEmailJob(jobs[1]!);
  expect(mail.subject).toBe('Reminder: your training on Tuesday, 1 December 2026 at 9:00 am');
  expect(mail.text).toContain('Trainer: Tina');
  expect(mail.text).toContain('Where: 9 Marina Way');
});

it('says how many sessions are left, in singular and plural', () => {
  expect(renderEmailJob(jobs[2]!).subject).toBe('You have 1 session left');
  expect(renderEmailJob(jobs[3]!).subject).toBe('Casey has 0 sessions left');
});

it('escapes names in the HTML so a customer name cannot inject markup', () => {
  const mail = renderEmailJob({
    ...jobs[2]!,
    template: {
      kind: 'low-balance-customer',
      customerName: '<img src=x onerror=alert(1)>',
      sessionsLeft: 1,
    },
  });
  expect(mail.html).not.toContain('<img');
  expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(mail.text).toContain('<img src=x onerror=alert(1)>');
});

it('names the studio in the subject of staff mails and links to the screen to act on', () => {
  expect(renderEmailJob(jobs[0]!).subject).toBe('Reset your Harbour Fitness password');
  const request = renderEmailJob(jobs[4]!);
  expect(request.subject).toBe('Tom asks to join Harbour Fitness as a trainer');
  expect(request.text).toContain('Tom (tom@example.com) registered as a trainer');
  expect(request.text).toContain('https://studio.example/trainers');
  const approved = renderEmailJob(jobs[5]!);
  expect(approved.subject).toBe('Your Harbour Fitness account is approved');
  expect(approved.html).toContain('href="https://studio.example/login"');
});

it('tells the trainer of a late cancel in the business time zone, and whether it was charged', () => {
  const mail = renderEmailJob(jobs[6]!);
  expect(mail.subject).toBe('Casey cancelled late: Tuesday, 1 December 2026 at 9:00 am');
  expect(mail.text).toContain('One session was taken off their balance.');
  expect(mail.html).toContain('href="https://studio.example/trainings"');
  const free = renderEmailJob({
    ...jobs[6]!,
    template: { ...jobs[6]!.template, charged: false } as never,
  });
  expect(free.text).toContain('Nothing was charged');
});

it('answers a booking request either way, with the time and the trainer message', () => {
  const accepted = renderEmailJob(jobs[7]!);
  expect(accepted.subject).toBe('Booked: your training on Tuesday, 1 December 2026 at 9:00 am');
  expect(accepted.text).toContain('Tina accepted your request.');
  const declined = renderEmailJob(jobs[8]!);
  expect(declined.subject).toBe(
    'Your request for Tuesday, 1 December 2026 at 9:00 am could not be booked',
  );
  expect(declined.text).toContain('Their message: Away that week');
});

it('invites a customer with a link to set their password and says how long it works', () => {
  const invite = renderEmailJob(jobs[9]!);
  expect(invite.subject).toBe('Your Harbour Fitness account is ready to set up');
  expect(invite.text).toContain('within 72 hours');
  expect(invite.html).toContain('href="https://studio.example/welcome/token"');
});

it('gives a receipt with the payment, the package and the studio, dated in the business time zone', () => {
  const receipt = renderEmailJob(jobs[10]!);
  expect(receipt.subject).toBe('Your receipt from Harbour Fitness: $900 for 10 sessions');
  for (const line of [
    'Amount paid: $900',
    'Sessions: 10',
    'Paid on: 1 December 2026',
    'Sessions expire on: Sunday, 30 May 2027',
    'Sessions left now: 12',
    'Reference: CASEY-3F9A',
    'Studio: Harbour Fitness, 9 Marina Way, +65 6123 4567',
  ]) {
    expect(receipt.text).toContain(line);
  }
  expect(receipt.html).toContain('CASEY-3F9A');
});

it('warns of sessions about to expire, with the day', () => {
  const notice = renderEmailJob(jobs[11]!);
  expect(notice.subject).toBe('1 session of your package expires on Sunday, 30 May 2027');
  expect(notice.text).toContain('Expire on: Sunday, 30 May 2027');
});

it('tells the owner of a slowed-down account that their usual devices still sign in, with a reset link', () => {
  const job = jobs.find((candidate) => candidate.template.kind === 'sign-in-throttled')!;
  const mail = renderEmailJob(job);
  expect(mail.subject).toBe('Many wrong passwords on your Harbour Fitness account');
  expect(mail.text).toContain('You can still sign in as usual from the devices you normally use.');
  expect(mail.text).toContain('https://x.example/r/2');
  expect(mail.html).toContain('href="https://x.example/r/2"');
});

it("confirms a customer's own booking, move and cancel in the business time zone; tells the trainer", () => {
  const moved = renderEmailJob(jobs.find((job) => job.template.kind === 'self-booking-customer')!);
  expect(moved.subject).toBe(
    'Moved: your training is now on Thursday, 3 December 2026 at 11:00 am',
  );
  expect(moved.text).toContain(
    'Your session with Tina moved from Tuesday, 1 December 2026 at 9:00 am to the time below.',
  );
  expect(moved.text).toContain('The attached calendar file updates the session in your calendar.');
  const notice = renderEmailJob(jobs.find((job) => job.template.kind === 'self-booking-trainer')!);
  expect(notice.subject).toBe('Casey booked Thursday, 3 December 2026 at 11:00 am');
  expect(notice.text).toContain('https://studio.example/trainings');
});

it('tells a trial visitor what is held, until when, and the reference to pay with; names escaped', () => {
  const job = jobs.find((candidate) => candidate.template.kind === 'trial')!;
  const held = renderEmailJob(job);
  expect(held.subject).toBe(
    'Your trial on Thursday, 3 December 2026 at 11:00 am is held: pay $100 to book it',
  );
  expect(held.text).toContain('We are holding this time for you until 10:20 am.');
  expect(held.text).toContain('PayNow reference: VERAVISITOR-7KQ2XPMA');
  expect(held.html).toContain('Vera &lt;b&gt;Visitor&lt;/b&gt;');
  expect(held.html).not.toContain('<b>Visitor</b>');
  const template = job.template as Extract<EmailJob['template'], { kind: 'trial' }>;
  const released = renderEmailJob({ ...job, template: { ...template, change: 'released' } });
  expect(released.subject).toBe(
    'Released: your trial time on Thursday, 3 December 2026 at 11:00 am',
  );
  expect(released.text).toContain('Nothing was charged.');
  const confirmed = renderEmailJob({ ...job, template: { ...template, change: 'confirmed' } });
  expect(confirmed.subject).toBe('Booked: your trial on Thursday, 3 December 2026 at 11:00 am');
});
