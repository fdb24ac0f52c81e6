import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signServiceToken } from '@studio/service-kit/identity-token';
import {
  internalTokenSecret,
  startAuthHarness,
  type AuthTestHarness,
} from './auth-test-harness.js';

/**
 * Whether an email has an account must not show in how long the answer takes. Each case is timed
 * many times in pairs (one of each, back to back), and the median pair's difference must be within
 * 20 % of the faster case's median (at least 1 ms).
 */

let harness: AuthTestHarness;

beforeAll(async () => {
  harness = await startAuthHarness();
  await harness.createTrainer({
    name: 'Tina Tan',
    email: 'tina@example.com',
    password: 'first password',
  });
});

afterAll(async () => {
  await harness?.close();
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Runs `known` and `unknown` `samples` times each as pairs, back to back in a random order within
 * each pair, `settle` after each (unmeasured), after a warm-up of both. Returns each case's median
 * and the median of the pairs' differences in milliseconds: a slow spell of a busy machine falls on
 * both halves of a pair, so the paired difference shows the answers' own gap.
 */
async function medianTimes(
  samples: number,
  cases: { known: (i: number) => Promise<unknown>; unknown: (i: number) => Promise<unknown> },
  settle: () => Promise<unknown> = async () => {},
): Promise<{ known: number; unknown: number; difference: number }> {
  for (const name of ['known', 'unknown'] as const) {
    await cases[name](-1);
    await settle();
  }
  const times = { known: [] as number[], unknown: [] as number[] };
  const differences: number[] = [];
  for (let i = 0; i < samples; i++) {
    const pair =
      Math.random() < 0.5 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
    for (const name of pair) {
      const started = performance.now();
      await cases[name](i);
      times[name].push(performance.now() - started);
      await settle();
    }
    differences.push(times.known[i]! - times.unknown[i]!);
  }
  return {
    known: median(times.known),
    unknown: median(times.unknown),
    difference: median(differences),
  };
}

function expectAlike({
  known,
  unknown,
  difference,
}: {
  known: number;
  unknown: number;
  difference: number;
}) {
  const tolerance = Math.max(0.2 * Math.min(known, unknown), 1);
  expect(
    Math.abs(difference),
    `median ${known.toFixed(2)} ms for a known email, ${unknown.toFixed(2)} ms for an unknown one, ` +
      `${difference.toFixed(2)} ms apart in the median pair`,
  ).toBeLessThanOrEqual(tolerance);
}

const post = (url: string, payload: object) =>
  harness.app.inject({ method: 'POST', url, payload }).then((response) => {
    if (response.statusCode >= 500) throw new Error(`${url} answered ${response.statusCode}`);
    return response;
  });

describe('forgot-password', () => {
  it('answers a known email as fast as an unknown one, and mails only the known one', async () => {
    const times = await medianTimes(
      60,
      {
        known: () => post('/api/forgot-password', { email: 'tina@example.com' }),
        unknown: () =>
          post('/api/forgot-password', { email: `nobody.${randomUUID()}@example.com` }),
      },
      () => harness.app.mailOutbox.flush(),
    );
    expectAlike(times);

    const mails = await harness.queuedMails();
    expect(mails.length).toBe(61);
    expect(new Set(mails.map((mail) => mail.to))).toEqual(new Set(['tina@example.com']));
  });
});

describe('login', () => {
  it('takes as long for a wrong password of a staff account as for an unknown email', async () => {
    expectAlike(
      await medianTimes(30, {
        known: () => post('/internal/login', { email: 'tina@example.com', password: 'not it' }),
        unknown: () => post('/internal/login', { email: 'nobody@example.com', password: 'not it' }),
      }),
    );
  });

  it('takes as long for a customer invited but without a password yet as for an unknown email', async () => {
    const invited = await harness.app.inject({
      method: 'POST',
      url: `/internal/customer-accounts/${randomUUID()}/invite`,
      headers: { 'x-studio-identity': await signServiceToken('customer', internalTokenSecret) },
      payload: { name: 'Casey', email: 'casey@example.com', actorId: randomUUID() },
    });
    expect(invited.statusCode).toBe(200);
    expectAlike(
      await medianTimes(30, {
        known: () => post('/internal/login', { email: 'casey@example.com', password: 'guess' }),
        unknown: () => post('/internal/login', { email: 'nobody@example.com', password: 'guess' }),
      }),
    );
  });
});

describe('register', () => {
  it('refuses a taken email in the time it takes to create an account', async () => {
    const register = (email: string) =>
      post('/internal/register', {
        name: 'Rae Lim',
        email,
        password: 'rowing before sunrise',
        role: 'trainer',
      });
    expectAlike(
      await medianTimes(25, {
        known: () => register('tina@example.com'),
        unknown: () => register(`rae.${randomUUID()}@example.com`),
      }),
    );
  });
});
