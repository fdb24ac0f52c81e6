import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Slots } from '@studio/contracts/availability';
import { signCustomerIdentity, signUserIdentity } from '@studio/service-kit/identity-token';
import type { ApiClient } from '@studio/system-tests/api-client';
import type { PortalSettings } from '@studio/system-tests/portal-settings';
import { probeLatency, type TimedProbeFigures } from './latency-probe.js';
import { scheduled } from './process-usage.js';

/** Issue 26's figures: open slots over four weeks, and simultaneous self-bookings. */
export interface SelfBookingFigures {
  /** `GET /api/me/slots` for 28 days, one connection, at the training service (as the BFF calls it). */
  slots28Days: TimedProbeFigures & {
    slotsInAnswer: number;
    /**
     * The training service's main thread per request sent, warm-up included (ms): on a CPU (its own work: the
     * statement's rows, the computation, the answer) and runnable but waiting for a CPU (a busy
     * machine's cost, which no code change removes).
     */
    trainingThread: { cpuMsPerRequest: number; runQueueMsPerRequest: number };
  };
  /** 100 customers posting the same start at once. */
  oneSlot: Outcome;
  /** 100 customers posting 100 different starts at once. */
  differentSlots: Outcome;
}

interface Outcome {
  posts: number;
  created: number;
  conflicts: number;
  serverErrors: number;
  other: number;
  wallMs: number;
}

const dayMs = 24 * 3_600_000;
const sgtDate = (time: number) => new Date(time + 8 * 3_600_000).toISOString().slice(0, 10);
// Auth's settings reach the training service through its cache (30 s unless configured).
const settingsCacheMs = 31_000;

function outcomeOf(statuses: number[], wallMs: number): Outcome {
  return {
    posts: statuses.length,
    created: statuses.filter((status) => status === 201).length,
    conflicts: statuses.filter((status) => status === 409).length,
    serverErrors: statuses.filter((status) => status >= 500).length,
    other: statuses.filter((status) => status !== 201 && status !== 409 && status < 500).length,
    wallMs: Math.round(wallMs),
  };
}

/**
 * Gives a seeded trainer hours every day (06:00–22:00), lets customers book on credit (so the
 * balance plays no part), then times their 28-day slots and fires the simultaneous bookings:
 * every post goes straight to the training service with the identity the BFF would sign.
 */
export async function measureSelfBooking(options: {
  api: ApiClient;
  settings: PortalSettings;
  trainingUrl: string;
  admin: { token: string; id: string; name: string };
  trainerId: string;
  trainingPid: number;
  probeSeconds: number;
  warmUpSeconds: number;
}): Promise<SelfBookingFigures> {
  const { api, settings, trainingUrl, admin, trainerId } = options;
  const asAdmin = async (method: string, path: string, body: unknown) => {
    const answer = await api.call(method, path, { token: admin.token, body });
    if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}`);
  };
  const settingsChangedAt = Date.now();
  await asAdmin('PUT', '/api/settings', {
    allowBookingOnCredit: true,
    selfBooking: 'own-trainer',
    maxSelfBookingsPerDay: 10,
  });
  await asAdmin('PUT', `/api/trainers/${trainerId}/availability`, {
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '06:00', end: '22:00' })),
    overrides: [],
    timeOff: [],
  });

  const client = new pg.Client({ connectionString: settings.databaseUrl });
  await client.connect();
  const customerIds = await client
    .query<{ id: string }>(
      'SELECT id FROM customer.customers WHERE trainer_id = $1 ORDER BY id LIMIT 100',
      [trainerId],
    )
    .then((result) => result.rows.map((row) => row.id))
    .finally(() => client.end());
  if (customerIds.length < 100) throw new Error(`trainer has ${customerIds.length} customers`);

  const asCustomer = async (customerId: string) => ({
    'X-Studio-Identity': await signCustomerIdentity(
      { userId: customerId, customerId, name: 'Bench Customer' },
      settings.internalTokenSecret,
    ),
  });
  const now = Date.now();
  const from = sgtDate(now + dayMs);
  const to = sgtDate(now + 28 * dayMs);
  const slotsUrl = `${trainingUrl}/api/me/slots?from=${from}&to=${to}`;
  const first = await fetch(slotsUrl, { headers: await asCustomer(customerIds[0]!) });
  const slotsInAnswer = ((await first.json()) as Slots).slots.length;
  const before = await scheduled(options.trainingPid);
  const latency = await probeLatency(
    { url: slotsUrl, headers: await asCustomer(customerIds[0]!) },
    options.probeSeconds,
    { warmUpSeconds: options.warmUpSeconds, slowest: 10 },
  );
  const after = await scheduled(options.trainingPid);
  // The warm-up's requests are in the thread's figures too: share them over every request sent.
  const sent = latency.requests + latency.warmUpRequests;
  const perRequest = (ns: number) => Math.round(ns / 1e4 / sent) / 100;
  const trainingThread = {
    cpuMsPerRequest: perRequest(after.onCpu - before.onCpu),
    runQueueMsPerRequest: perRequest(after.waiting - before.waiting),
  };

  // The rule change must have reached the training service before anyone books.
  const waited = Date.now() - settingsChangedAt;
  if (waited < settingsCacheMs) await sleep(settingsCacheMs - waited);

  const staffHeaders = {
    'X-Studio-Identity': await signUserIdentity(
      { userId: admin.id, role: 'admin', name: admin.name },
      settings.internalTokenSecret,
    ),
  };
  const open = await fetch(`${trainingUrl}/api/trainers/${trainerId}/slots?from=${from}&to=${to}`, {
    headers: staffHeaders,
  });
  const free = ((await open.json()) as Slots).slots;
  // Starts an hour or more apart (a session lasts an hour), so no two of them overlap.
  const apart: string[] = [];
  for (const slot of free) {
    const last = apart.at(-1);
    if (!last || Date.parse(slot.start) - Date.parse(last) >= 3_600_000) apart.push(slot.start);
  }
  if (apart.length < 101) throw new Error(`only ${apart.length} separate open times`);

  const post = async (customerId: string, start: string) => {
    const answer = await fetch(`${trainingUrl}/api/me/trainings`, {
      method: 'POST',
      headers: { ...(await asCustomer(customerId)), 'Content-Type': 'application/json' },
      body: JSON.stringify({ start }),
    });
    await answer.arrayBuffer();
    return answer.status;
  };
  const race = async (starts: (index: number) => string): Promise<Outcome> => {
    const started = performance.now();
    const statuses = await Promise.all(customerIds.map((id, index) => post(id, starts(index))));
    return outcomeOf(statuses, performance.now() - started);
  };
  const oneSlot = await race(() => apart[0]!);
  // The one who won the first race already holds that time; the rest of the list is free.
  const differentSlots = await race((index) => apart[index + 1]!);
  return {
    slots28Days: { ...latency, slotsInAnswer, trainingThread },
    oneSlot,
    differentSlots,
  };
}
